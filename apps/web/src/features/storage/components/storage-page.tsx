import type { LotList, SeedLot } from '@plotline/contract/warehouse';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Collapse, Tabs } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { saveFile } from '#src/lib/save-file.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import {
  downloadSeedRecords,
  type LotRequest,
  STORAGE_QUERY_KEY,
  warehousesQueryOptions,
} from '../api/storage-api.ts';
import { useDebounced } from '../hooks/use-debounced.ts';
import { useIsNarrow } from '../hooks/use-is-narrow.ts';
import { useLotsDatasource } from '../hooks/use-lots-datasource.ts';
import { useTreeSelection } from '../hooks/use-tree-selection.ts';
import { toLotRequest } from '../utils/lot-query.ts';
import { showStorageError } from '../utils/show-storage-error.ts';
import { AddLotModal } from './add-lot-modal.tsx';
import { LabelsModal } from './labels-modal.tsx';
import { LocationCard } from './location-card.tsx';
import { LotCards } from './lot-cards.tsx';
import { LotDrawer } from './lot-drawer.tsx';
import { LotsGrid } from './lots-grid.tsx';
import { LotsToolbar, type ToolbarFilters } from './lots-toolbar.tsx';
import { SeedUploadModal } from './seed-upload-modal.tsx';
import { StorageSummary } from './storage-summary.tsx';
import { WarehousePanel } from './warehouse-panel.tsx';
import './storage.css';

type Dialog = 'add' | 'upload' | { lots: number[]; locations: number[] } | null;
const FILTER_DELAY_MS = 300;

/**
 * /varieties/storage: warehouses and locations (left), the lots of the chosen place with
 * filters, a lot's panel, the totals, labels, uploads and downloads; on a phone one column
 * with the chosen location first.
 */
export function StoragePage({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isNarrow = useIsNarrow();
  const [selection, select] = useTreeSelection();
  const [filters, setFilters] = useState<ToolbarFilters>({
    line: '',
    year: null,
    availableOnly: false,
  });
  const line = useDebounced(filters.line, FILTER_DELAY_MS);
  const [revision, setRevision] = useState(0);
  const [selected, setSelected] = useState<SeedLot[]>([]);
  const [openLot, setOpenLot] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [isDownloading, setIsDownloading] = useState(false);
  const shown = useRef<LotRequest | null>(null);

  const warehouses = useQuery(warehousesQueryOptions(specId));
  useErrorToast(warehouses.error, 'storage.errors.warehouses');
  const list = warehouses.data ?? [];
  const chosenWarehouse = list.find((w) =>
    selection.location !== undefined
      ? w.locations.some((l) => l.id === selection.location)
      : w.warehouse_id === selection.warehouse,
  );
  const chosenLocation = chosenWarehouse?.locations.find((l) => l.id === selection.location);

  const base = useMemo(
    () =>
      toLotRequest(specId, {
        ...selection,
        line,
        year: filters.year,
        availableOnly: filters.availableOnly,
      }),
    [specId, selection, line, filters.year, filters.availableOnly],
  );
  const onQuery = useCallback((request: LotRequest, answer: LotList) => {
    shown.current = request;
    setTotal(answer.meta.total_items);
  }, []);
  const datasource = useLotsDatasource({ base, revision, onQuery });

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: STORAGE_QUERY_KEY });
    setRevision((value) => value + 1);
  }, [queryClient]);
  const closeLot = useCallback(() => setOpenLot(null), []);

  async function download() {
    setIsDownloading(true);
    try {
      saveFile(await downloadSeedRecords(shown.current ?? base), 'seed_records.xlsx');
    } catch (error) {
      showStorageError(error, 'storage.errors.download');
    } finally {
      setIsDownloading(false);
    }
  }

  if (warehouses.isError) {
    return (
      <EmptyState title={t('storage.errors.warehouses')}>
        <Button onClick={() => void warehouses.refetch()}>{t('common.reload')}</Button>
      </EmptyState>
    );
  }
  if (!warehouses.data) return <PageSkeleton rows={10} />;

  const panel = (
    <WarehousePanel
      specId={specId}
      warehouses={list}
      selection={selection}
      onSelect={select}
      onChanged={refresh}
    />
  );
  const lots = (
    <div className="pl-storage-lots">
      {chosenWarehouse && chosenLocation && (
        <LocationCard
          warehouse={chosenWarehouse}
          location={chosenLocation}
          onLabels={() => setDialog({ lots: [], locations: [chosenLocation.id] })}
        />
      )}
      {selection.location !== undefined && !chosenLocation && (
        <p className="pl-storage-muted" data-testid="location-missing">
          {t('storage.location.missing')}
        </p>
      )}
      <LotsToolbar
        filters={filters}
        onFiltersChange={setFilters}
        selectedCount={selected.length}
        isNarrow={isNarrow}
        isDownloading={isDownloading}
        onAddLot={() => setDialog('add')}
        onLabels={() => setDialog({ lots: selected.map((lot) => lot.id), locations: [] })}
        onUpload={() => setDialog('upload')}
        onDownload={() => void download()}
      />
      {isNarrow ? (
        <LotCards
          request={{ ...base, sort_by: 'code' }}
          revision={revision}
          onOpenLot={setOpenLot}
        />
      ) : (
        <>
          <LotsGrid
            key={JSON.stringify(base)}
            datasource={datasource}
            onSelectionChange={setSelected}
            onOpenLot={setOpenLot}
          />
          {total !== null && (
            <p className="pl-storage-muted" data-testid="lots-total">
              {t('storage.lots.total', { count: total })}
            </p>
          )}
        </>
      )}
    </div>
  );

  return (
    <div className={isNarrow ? 'pl-storage-page pl-storage-narrow' : 'pl-storage-page'}>
      {isNarrow ? (
        <Collapse
          size="small"
          defaultActiveKey={selection.location === undefined ? ['tree'] : []}
          items={[{ key: 'tree', label: t('storage.tree.title'), children: panel }]}
        />
      ) : (
        <aside className="pl-storage-aside">{panel}</aside>
      )}
      <Tabs
        className="pl-storage-main"
        items={[
          { key: 'lots', label: t('storage.tabs.lots'), children: lots },
          {
            key: 'summary',
            label: <span data-testid="tab-summary">{t('storage.tabs.summary')}</span>,
            children: <StorageSummary specId={specId} />,
          },
        ]}
      />
      <LotDrawer
        lotId={openLot}
        warehouses={list}
        isNarrow={isNarrow}
        onClose={closeLot}
        onChanged={refresh}
      />
      {dialog === 'add' && (
        <AddLotModal
          specId={specId}
          warehouses={list}
          location={selection.location}
          onClose={() => setDialog(null)}
          onAdded={refresh}
        />
      )}
      {dialog === 'upload' && (
        <SeedUploadModal specId={specId} onClose={() => setDialog(null)} onImported={refresh} />
      )}
      {dialog !== null && typeof dialog === 'object' && (
        <LabelsModal
          specId={specId}
          lots={dialog.lots}
          locations={dialog.locations}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
