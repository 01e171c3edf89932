import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { MARKER_PAGE_SIZE_DEFAULT, type Marker } from '@plotline/contract/markers';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Button, Flex, Input, Table } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '#src/lib/save-file.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { GENOME_DATA_QUERY_KEY } from '../api/genome-data-query-key.ts';
import { markersQueryOptions } from '../api/list-markers.ts';
import { downloadMarkers } from '../api/marker-files.ts';
import { useDeleteMarker } from '../hooks/use-delete-marker.ts';
import type { GenomeDataAddress } from '../hooks/use-genome-data-address.ts';
import { type MarkerOrdering, markerColumns } from './marker-columns.tsx';

/** The server's ordering key of each sortable column. */
const SORT_KEYS: Record<string, string> = {
  name: 'mut_name',
  pos: 'position',
  gene: 'gene',
  genotypes: 'genotype_count',
};

import { MarkerModal } from './marker-modal.tsx';
import { MarkerUploadModal } from './marker-upload-modal.tsx';

type MarkersTabProps = {
  specId: number;
  address: GenomeDataAddress;
  onAddressChange: (change: Partial<GenomeDataAddress>) => void;
  /** The session says the user manages the catalogue (the server's `can_manage` also counts). */
  canManage: boolean;
  /** Chromosomes offered by the filter (the crop's matrices'). */
  chromosomes: string[];
};

type Dialog = { kind: 'add' } | { kind: 'edit'; marker: Marker } | { kind: 'upload' } | null;

/**
 * The crop's marker catalogue: a server-paged table searched by name/gene/description and
 * filtered by chromosome (both in the address); add, edit, delete and upload for who may.
 */
export function MarkersTab(props: MarkersTabProps) {
  const { specId, address, onAddressChange } = props;
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [chrText, setChrText] = useState(address.chr);
  const markers = useQuery(
    markersQueryOptions({
      specId,
      page: address.page,
      pageSize: MARKER_PAGE_SIZE_DEFAULT,
      search: address.search,
      chr: address.chr,
      ordering: address.ordering,
    }),
  );
  useErrorToast(markers.error, 'genomeData.errors.load');
  const { confirmDelete, contextHolder } = useDeleteMarker();
  const canManage = props.canManage || (markers.data?.results[0]?.can_manage ?? false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: GENOME_DATA_QUERY_KEY });
  const columns = markerColumns(
    t,
    i18n.language,
    address.ordering,
    canManage
      ? { onEdit: (marker) => setDialog({ kind: 'edit', marker }), onDelete: confirmDelete }
      : null,
  );
  const chrOptions = useMemo(() => {
    // the catalogue's own chromosomes (all of them, whatever the page); the matrices' until it loads
    return [...(markers.data?.chromosomes ?? props.chromosomes)]
      .filter((chr) => chr.toLowerCase().includes(chrText.toLowerCase()))
      .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
      .map((chr) => ({ value: chr }));
  }, [props.chromosomes, markers.data, chrText]);

  async function download() {
    try {
      saveFile(await downloadMarkers(specId), `markers_${specId}.xlsx`);
    } catch (error) {
      showActionError(error, 'genomeData.errors.download');
    }
  }

  return (
    <div className="pl-genome-markers" data-testid="markers-tab">
      {contextHolder}
      <Flex className="pl-genome-toolbar" gap="small" wrap align="center">
        <Input.Search
          allowClear
          defaultValue={address.search}
          placeholder={t('genomeData.markers.searchPlaceholder')}
          aria-label={t('genomeData.markers.search')}
          onSearch={(search) => onAddressChange({ search: search.trim(), page: 1 })}
          className="pl-genome-search"
          data-testid="markers-search"
        />
        <AutoComplete
          allowClear
          value={chrText}
          options={chrOptions}
          placeholder={t('genomeData.markers.chrFilter')}
          aria-label={t('genomeData.markers.chrFilter')}
          onChange={(value: string | undefined) => {
            setChrText(value ?? '');
            if (!value) onAddressChange({ chr: '', page: 1 });
          }}
          onSelect={(value) => onAddressChange({ chr: value ?? '', page: 1 })}
          onBlur={() => onAddressChange({ chr: chrText.trim(), page: 1 })}
          className="pl-genome-chr-filter"
          data-testid="markers-chr"
        />
        <span className="pl-genome-spacer" />
        <Button
          icon={<DownloadOutlined aria-hidden />}
          onClick={() => void download()}
          data-testid="markers-download"
        >
          {t('genomeData.markers.download')}
        </Button>
        {canManage && (
          <>
            <Button
              icon={<UploadOutlined aria-hidden />}
              onClick={() => setDialog({ kind: 'upload' })}
              data-testid="markers-upload"
            >
              {t('genomeData.upload.open')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => setDialog({ kind: 'add' })}
              data-testid="marker-add"
            >
              {t('genomeData.markers.add')}
            </Button>
          </>
        )}
      </Flex>
      <Table<Marker>
        size="small"
        rowKey="id"
        loading={markers.isFetching}
        columns={columns}
        dataSource={markers.data?.results ?? []}
        scroll={{ x: 1460 }}
        locale={{ emptyText: t('genomeData.markers.empty') }}
        onRow={(marker) =>
          ({ 'data-testid': 'marker-row', 'data-name': marker.mut_name }) as object
        }
        pagination={{
          current: address.page,
          pageSize: MARKER_PAGE_SIZE_DEFAULT,
          total: markers.data?.count ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('genomeData.markers.total', { n: total }),
        }}
        onChange={(pagination, _filters, sorter) => {
          const sort = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = SORT_KEYS[String(sort?.columnKey)];
          const ordering: MarkerOrdering =
            key && sort?.order
              ? (`${sort.order === 'descend' ? '-' : ''}${key}` as MarkerOrdering)
              : 'position';
          onAddressChange({
            page: ordering === address.ordering ? (pagination.current ?? 1) : 1,
            ordering,
          });
        }}
        data-testid="markers-table"
      />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <MarkerModal
          specId={specId}
          marker={dialog.kind === 'edit' ? dialog.marker : undefined}
          onSaved={() => void refresh()}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'upload' && (
        <MarkerUploadModal
          specId={specId}
          onClose={() => setDialog(null)}
          onImported={() => void refresh()}
        />
      )}
    </div>
  );
}
