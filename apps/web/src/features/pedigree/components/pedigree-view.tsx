import { DownloadOutlined } from '@ant-design/icons';
import { PEDIGREE_DEPTH_DEFAULT, PEDIGREE_DEPTH_MAX } from '@plotline/contract/pedigree';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Dropdown, Slider, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AppLink } from '#src/components/ui/app-link.tsx';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { LineSelect } from '#src/components/ui/line-select.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { isApiError } from '#src/lib/api-error.ts';
import { linePickerQueryOptions } from '#src/lib/line-picker-query.ts';
import { saveFile } from '#src/lib/save-file.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import { pedigreeQueryOptions } from '../api/get-pedigree.ts';
import { layoutPedigree } from '../utils/elk-layout.ts';
import type { PedigreeLayout } from '../utils/layout-pedigree.ts';
import { EDGE_STYLE } from '../utils/pedigree-style.ts';
import { pedigreeSvg, svgToPng } from '../utils/pedigree-svg.ts';
import { PedigreeGraph } from './pedigree-graph.tsx';
import './pedigree.css';

/** The address parameter of the shown line: other pages link to `?line_id=`. */
export const LINE_ID_PARAM = 'line_id';

function readLineId(params: URLSearchParams): number | null {
  const value = Number(params.get(LINE_ID_PARAM));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** A file name from a line name: characters file systems refuse become `_`. */
const fileNameOf = (name: string, extension: string) =>
  `${name.replace(/[\\/:*?"<>|\s]+/g, '_')}-pedigree.${extension}`;

type PedigreeViewProps = {
  /** The selected crop; null until the session has one. */
  specId: number | null;
  /** Opens the card of a line (the page composes the card). */
  onOpenLine: (lineId: number) => void;
  /** The crossing plan with this line as a mother (the page knows the route). */
  crossingHref?: (lineId: number) => string;
};

/**
 * The pedigree page's body: a line picker, the depth and direction, and the graph of the line's
 * ancestors (above) and descendants (below), exported as PNG or SVG.
 */
export function PedigreeView({ specId, onOpenLine, crossingHref }: PedigreeViewProps) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const updateSearchParams = useUpdateSearchParams();
  const lineId = readLineId(searchParams);
  const [depth, setDepth] = useState(PEDIGREE_DEPTH_DEFAULT);
  const [parents, setParents] = useState(true);
  const [offsprings, setOffsprings] = useState(true);

  const anyLine = useQuery({
    ...linePickerQueryOptions(specId ?? 0, ''),
    enabled: specId !== null,
  });
  const pedigree = useQuery({
    ...pedigreeQueryOptions({ lineId: lineId ?? 0, depth, parents, offsprings }),
    enabled: lineId !== null && (parents || offsprings),
  });
  const data = lineId !== null && pedigree.data?.line_id === lineId ? pedigree.data : undefined;

  const [layout, setLayout] = useState<PedigreeLayout | null>(null);
  const [layoutFailed, setLayoutFailed] = useState(false);
  useEffect(() => {
    if (!data) {
      setLayout(null);
      return;
    }
    let isCurrent = true;
    setLayoutFailed(false);
    layoutPedigree(data).then(
      (laidOut) => isCurrent && setLayout(laidOut),
      () => isCurrent && setLayoutFailed(true),
    );
    return () => {
      isCurrent = false;
    };
  }, [data]);

  const focus = data?.nodes.find((node) => node.line_id === data.line_id);
  const knownNames = useMemo(
    () => new Map(focus ? [[focus.line_id, focus.line_name]] : []),
    [focus],
  );

  function chooseLine(id: number | null) {
    updateSearchParams((params) => {
      if (id === null) params.delete(LINE_ID_PARAM);
      else params.set(LINE_ID_PARAM, String(id));
    });
  }

  async function exportAs(kind: 'svg' | 'png') {
    if (!layout || !data) return;
    const svg = pedigreeSvg(layout, data.line_id, {
      variety: t('pedigree.variety'),
      mother: t('pedigree.legend.mother'),
      father: t('pedigree.legend.father'),
      inbreeding: (value) => t('pedigree.inbreeding', { value }),
      language: i18n.language,
    });
    const name = focus?.line_name ?? String(data.line_id);
    try {
      const blob =
        kind === 'svg' ? new Blob([svg], { type: 'image/svg+xml' }) : await svgToPng(svg);
      saveFile({ blob, fileName: null }, fileNameOf(name, kind));
    } catch (error) {
      showApiError(error, 'pedigree.errors.export');
    }
  }

  if (specId === null) return <PageSkeleton rows={6} />;

  function renderBody() {
    if (anyLine.isSuccess && anyLine.data.length === 0 && lineId === null) {
      return (
        <EmptyState
          testId="pedigree-no-lines"
          title={t('pedigree.empty.noLines')}
          description={t('pedigree.empty.noLinesHint')}
        />
      );
    }
    if (lineId === null) {
      return (
        <EmptyState
          testId="pedigree-no-line"
          title={t('pedigree.empty.noLine')}
          description={t('pedigree.empty.noLineHint')}
        />
      );
    }
    if (!parents && !offsprings) {
      return <EmptyState testId="pedigree-no-direction" title={t('pedigree.empty.noDirection')} />;
    }
    if (pedigree.isError && !data) {
      const isMissing = isApiError(pedigree.error) && pedigree.error.status === 404;
      return (
        <EmptyState
          testId="pedigree-error"
          title={t(isMissing ? 'pedigree.errors.notFound' : 'pedigree.errors.load')}
        >
          {!isMissing && (
            <Button onClick={() => void pedigree.refetch()}>{t('common.retry')}</Button>
          )}
        </EmptyState>
      );
    }
    if (layoutFailed) {
      return <EmptyState testId="pedigree-error" title={t('pedigree.errors.layout')} />;
    }
    if (!data || !layout) {
      return (
        <div className="pl-pedigree-loading">
          <Spin aria-label={t('pedigree.loading')} />
        </div>
      );
    }
    return (
      <>
        {data.truncated && (
          <Alert
            data-testid="pedigree-truncated"
            type="info"
            showIcon
            title={t('pedigree.truncated', { depth })}
          />
        )}
        {data.nodes.length === 1 && (
          <Alert
            data-testid="pedigree-alone"
            type="info"
            showIcon
            title={t('pedigree.empty.noRelatives')}
          />
        )}
        <PedigreeGraph layout={layout} focusId={data.line_id} onOpenLine={onOpenLine} />
      </>
    );
  }

  const canExport = Boolean(layout && data);
  return (
    <div className="pl-pedigree-page">
      <div className="pl-pedigree-toolbar">
        <LineSelect
          specId={specId}
          value={lineId}
          onChange={chooseLine}
          knownNames={knownNames}
          testId="pedigree-line-select"
          ariaLabel={t('pedigree.line')}
          placeholder={t('pedigree.linePlaceholder')}
          notFound={t('pedigree.noLinesFound')}
          varietyLabel={t('pedigree.variety')}
          className="pl-pedigree-line-select"
        />
        <div className="pl-pedigree-depth" data-testid="pedigree-depth">
          <span id="pedigree-depth-label">{t('pedigree.depth', { depth })}</span>
          <Slider
            ariaLabelledByForHandle="pedigree-depth-label"
            aria-labelledby="pedigree-depth-label"
            min={1}
            max={PEDIGREE_DEPTH_MAX}
            value={depth}
            onChange={setDepth}
            className="pl-pedigree-depth-slider"
          />
        </div>
        <Space>
          <Checkbox
            data-testid="pedigree-parents"
            checked={parents}
            onChange={(event) => setParents(event.target.checked)}
          >
            {t('pedigree.parents')}
          </Checkbox>
          <Checkbox
            data-testid="pedigree-offsprings"
            checked={offsprings}
            onChange={(event) => setOffsprings(event.target.checked)}
          >
            {t('pedigree.offsprings')}
          </Checkbox>
        </Space>
        <Dropdown
          disabled={!canExport}
          menu={{
            items: [
              { key: 'png', label: t('pedigree.export.png') },
              { key: 'svg', label: t('pedigree.export.svg') },
            ],
            onClick: ({ key }) => void exportAs(key === 'svg' ? 'svg' : 'png'),
          }}
        >
          <Button data-testid="pedigree-export" icon={<DownloadOutlined aria-hidden />}>
            {t('pedigree.export.button')}
          </Button>
        </Dropdown>
        {crossingHref && lineId !== null && (
          <AppLink to={crossingHref(lineId)} data-testid="pedigree-cross">
            {t('pedigree.planCross')}
          </AppLink>
        )}
      </div>
      <div className="pl-pedigree-legend" data-testid="pedigree-legend">
        {(['mother', 'father'] as const).map((role) => (
          <span key={role} className="pl-pedigree-legend-item">
            <svg width="36" height="10" aria-hidden>
              <line
                x1="0"
                y1="5"
                x2="36"
                y2="5"
                stroke={EDGE_STYLE[role].stroke}
                strokeWidth="2"
                strokeDasharray={EDGE_STYLE[role].dash || undefined}
              />
            </svg>
            {t(`pedigree.legend.${role}`)}
          </span>
        ))}
        <span className="pl-pedigree-legend-item">
          <span className="pl-pedigree-legend-focus" aria-hidden />
          {t('pedigree.legend.focus')}
        </span>
        <span className="pl-pedigree-legend-hint">{t('pedigree.legend.hint')}</span>
      </div>
      {renderBody()}
    </div>
  );
}
