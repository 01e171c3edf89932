import {
  DownloadOutlined,
  NodeIndexOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { Pivot, PivotRow } from '@plotline/contract/lines';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Flex, Segmented } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import {
  exportCollection,
  exportPivot,
  type LineUploadKind,
  type PivotRequest,
  pivotQueryOptions,
  VARIETIES_QUERY_KEY,
} from '../api/varieties-api.ts';
import { usePivotDatasource } from '../hooks/use-pivot-datasource.ts';
import { AddVarietyModal } from './add-variety-modal.tsx';
import { CollectionSummary } from './collection-summary.tsx';
import { LineUploadModal } from './line-upload-modal.tsx';
import { PivotTable } from './pivot-table.tsx';
import { TemplateLink } from './template-link.tsx';
import './varieties.css';

type ShowBy = 'year' | 'region';
type Kind = 'all' | 'lines' | 'varieties';

const IS_SORT: Record<Kind, 'true' | 'false' | undefined> = {
  all: undefined,
  lines: 'false',
  varieties: 'true',
};

/** Where "Plan crossings" goes (the crossing page reads `?mothers=<ids>`). */
const CROSSING_PATH = '/varieties/crossing';

type VarietiesSummaryProps = {
  specId: number;
  /** Opens a line's card. */
  onOpenLine: (lineId: number) => void;
  /** Changes when a line changed elsewhere (the card): the table and counts reload. */
  revision: number;
};

/**
 * The summary of varieties and lines: the pivot of their phenotype means by year or region,
 * the toolbar (add, uploads, templates, export, plan crossings) and the counts under it.
 */
export function VarietiesSummary({ specId, onOpenLine, revision }: VarietiesSummaryProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [showBy, setShowBy] = useState<ShowBy>('year');
  const [kind, setKind] = useState<Kind>('all');
  const [ownRevision, setOwnRevision] = useState(0);
  const [selected, setSelected] = useState<PivotRow[]>([]);
  const [isAdding, setIsAdding] = useState(false);
  const [uploadKind, setUploadKind] = useState<LineUploadKind | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const [total, setTotal] = useState<number | null>(null);
  const shownQuery = useRef<PivotRequest | null>(null);

  const base = useMemo(
    () => ({ spec_id: specId, show_data_by: showBy, is_sort: IS_SORT[kind] }),
    [specId, showBy, kind],
  );
  const overview = useQuery({ ...pivotQueryOptions(base), staleTime: 15_000 });
  // a line changed in its card: the columns and the counts are asked anew (the blocks are
  // keyed by the revision)
  useEffect(() => {
    if (revision > 0) void queryClient.invalidateQueries({ queryKey: VARIETIES_QUERY_KEY });
  }, [revision, queryClient]);
  useErrorToast(overview.error, 'varieties.errors.load');
  const onQuery = useCallback((request: PivotRequest, answer: Pivot) => {
    shownQuery.current = request;
    setTotal(answer.meta.total_items);
  }, []);
  const datasource = usePivotDatasource({
    base,
    revision: revision + ownRevision,
    onQuery,
  });

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: VARIETIES_QUERY_KEY });
    setOwnRevision((value) => value + 1);
  }, [queryClient]);

  async function exportFile(kind: 'pivot' | 'collection') {
    setIsExporting(true);
    try {
      if (kind === 'pivot') {
        saveFile(await exportPivot(shownQuery.current ?? base), 'varieties.xlsx');
      } else {
        saveFile(await exportCollection(specId), 'lines.xlsx');
      }
    } catch (error) {
      showActionError(error, 'varieties.errors.download');
    } finally {
      setIsExporting(false);
    }
  }

  const uploadLabels: Record<LineUploadKind, string> = {
    lines: t('varieties.upload.lines'),
    parents: t('varieties.upload.parents'),
  };

  function renderTable() {
    if (overview.isError) {
      return (
        <EmptyState title={t('varieties.errors.load')}>
          <Button onClick={() => void overview.refetch()}>{t('common.reload')}</Button>
        </EmptyState>
      );
    }
    if (!overview.data) return <PageSkeleton rows={10} />;
    if (overview.data.meta.total_items === 0 && kind === 'all') {
      return (
        <EmptyState title={t('varieties.empty.title')}>
          <p>{t('varieties.empty.hint')}</p>
        </EmptyState>
      );
    }
    return (
      <PivotTable
        key={`${showBy}:${kind}`}
        columns={overview.data.columns}
        datasource={datasource}
        onSelectionChange={setSelected}
        onOpenLine={onOpenLine}
      />
    );
  }

  return (
    <div className="pl-varieties-page">
      <Flex className="pl-varieties-toolbar" wrap gap="small" align="center">
        <Segmented<ShowBy>
          aria-label={t('varieties.toolbar.showBy')}
          value={showBy}
          onChange={setShowBy}
          options={[
            { value: 'year', label: t('varieties.toolbar.byYear') },
            { value: 'region', label: t('varieties.toolbar.byRegion') },
          ]}
          data-testid="show-by"
        />
        <Segmented<Kind>
          aria-label={t('varieties.toolbar.kind')}
          value={kind}
          onChange={setKind}
          options={[
            { value: 'all', label: t('varieties.toolbar.all') },
            { value: 'lines', label: t('varieties.toolbar.lines') },
            { value: 'varieties', label: t('varieties.toolbar.varieties') },
          ]}
          data-testid="kind-filter"
        />
        <span className="pl-varieties-spacer" />
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setIsAdding(true)}
          data-testid="add-variety"
        >
          {t('varieties.toolbar.add')}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: (['lines', 'parents'] as const).map((item) => ({
              key: item,
              label: <span data-testid={`upload-${item}`}>{uploadLabels[item]}</span>,
            })),
            onClick: ({ key }) => setUploadKind(key as LineUploadKind),
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} data-testid="line-upload-menu">
            {t('varieties.toolbar.upload')}
          </Button>
        </Dropdown>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              {
                key: 'pivot',
                label: <span data-testid="export-pivot">{t('varieties.toolbar.exportPivot')}</span>,
              },
              {
                key: 'collection',
                label: (
                  <span data-testid="export-collection">
                    {t('varieties.toolbar.exportCollection')}
                  </span>
                ),
              },
            ],
            onClick: ({ key }) => void exportFile(key as 'pivot' | 'collection'),
          }}
        >
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={isExporting}
            data-testid="export-menu"
          >
            {t('varieties.toolbar.export')}
          </Button>
        </Dropdown>
        <Button
          icon={<NodeIndexOutlined aria-hidden />}
          disabled={selected.length === 0}
          onClick={() =>
            navigate(`${CROSSING_PATH}?mothers=${selected.map((row) => row.line_id).join(',')}`)
          }
          data-testid="plan-crossings"
        >
          {selected.length > 0
            ? t('varieties.toolbar.planCrossingsCount', { count: selected.length })
            : t('varieties.toolbar.planCrossings')}
        </Button>
      </Flex>
      <Flex className="pl-varieties-templates" gap="small" align="center" wrap>
        <span>{t('varieties.upload.templates')}</span>
        <TemplateLink kind="lines" label={t('varieties.upload.templateLines')} />
        <TemplateLink kind="parents" label={t('varieties.upload.templateParents')} />
        {total !== null && (
          <span className="pl-varieties-total" data-testid="pivot-total">
            {t('varieties.table.total', { count: total })}
          </span>
        )}
      </Flex>
      {renderTable()}
      <CollectionSummary specId={specId} />
      {isAdding && (
        <AddVarietyModal specId={specId} onClose={() => setIsAdding(false)} onAdded={refresh} />
      )}
      {uploadKind && (
        <LineUploadModal
          kind={uploadKind}
          specId={specId}
          onClose={() => setUploadKind(null)}
          onImported={refresh}
        />
      )}
    </div>
  );
}
