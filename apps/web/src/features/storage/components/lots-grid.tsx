import type { SeedLot } from '@plotline/contract/warehouse';
import {
  CellStyleModule,
  type ColDef,
  type IDatasource,
  InfiniteRowModelModule,
  LocaleModule,
  type Module,
  RowSelectionModule,
  TooltipModule,
  ValidationModule,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getGridLocale } from '#src/lib/grid-locale.ts';
import { appGridTheme } from '#src/lib/grid-theme.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { LOT_PAGE_SIZE } from '../api/storage-api.ts';
import { useWeightFormat } from '../hooks/use-weight-format.ts';
import { LotCodeCell, type LotGridContext } from './lot-code-cell.tsx';

const MODULES: Module[] = [
  InfiniteRowModelModule,
  RowSelectionModule,
  CellStyleModule,
  TooltipModule,
  LocaleModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
];
const THEME = appGridTheme(30);
const SORTABLE = new Set([
  'code',
  'line_name',
  'location_name',
  'year',
  'weight',
  'available_weight',
  'booked_weight',
  'date_added',
]);

type LotsGridProps = {
  datasource: IDatasource;
  onSelectionChange: (lots: SeedLot[]) => void;
  onOpenLot: (lotId: number) => void;
};

const getRowId = ({ data }: { data: SeedLot }) => String(data.id);

/**
 * The lots: ag-grid's infinite row model, one block per server page of 250; the server
 * sorts and filters. Check boxes choose lots for labels.
 */
export function LotsGrid({ datasource, onSelectionChange, onOpenLot }: LotsGridProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const format = useWeightFormat();
  const columnDefs = useMemo<ColDef<SeedLot>[]>(() => {
    const grams = (field: keyof SeedLot) => ({
      valueFormatter: ({ data }: { data?: SeedLot }) =>
        data ? format.weight(data[field] as number | null) : '',
      type: 'rightAligned',
    });
    const columns: ColDef<SeedLot>[] = [
      { field: 'code', pinned: 'left', width: 130, cellRenderer: LotCodeCell },
      { field: 'line_name', width: 160 },
      {
        field: 'location_name',
        width: 170,
        valueGetter: ({ data }) => (data ? `${data.warehouse_name} / ${data.location_name}` : ''),
      },
      { field: 'year', width: 80 },
      { field: 'weight', width: 110, ...grams('weight') },
      { field: 'booked_weight', width: 110, ...grams('booked_weight') },
      { field: 'available_weight', width: 110, ...grams('available_weight') },
      { field: 'amount', width: 90, type: 'rightAligned' },
      { field: 'weight_1000', width: 110, ...grams('weight_1000') },
      { field: 'region', width: 120 },
      { field: 'plot_name', width: 120 },
      { field: 'nursery', width: 120 },
      { field: 'date_added', width: 110 },
    ];
    return columns.map((column) => ({
      ...column,
      headerName: t(`storage.columns.${column.field as string}` as 'storage.columns.code'),
      sortable: SORTABLE.has(column.field as string),
      tooltipValueGetter:
        column.field === 'location_name'
          ? ({ value }: { value?: unknown }) => String(value ?? '')
          : undefined,
    }));
  }, [t, format]);
  const context = useMemo<LotGridContext>(() => ({ openLot: onOpenLot }), [onOpenLot]);
  return (
    <div className="pl-storage-grid" data-testid="lots-grid">
      <AgGridReact<SeedLot>
        key={language}
        modules={MODULES}
        theme={THEME}
        localeText={getGridLocale(language)}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={LOT_PAGE_SIZE}
        maxBlocksInCache={20}
        getRowId={getRowId}
        columnDefs={columnDefs}
        defaultColDef={{ resizable: true, suppressHeaderMenuButton: true, minWidth: 70 }}
        rowSelection={{
          mode: 'multiRow',
          checkboxes: true,
          headerCheckbox: false,
          enableClickSelection: false,
        }}
        selectionColumnDef={{
          pinned: 'left',
          width: 44,
          minWidth: 44,
          maxWidth: 44,
          resizable: false,
        }}
        onSelectionChanged={(event) => onSelectionChange(event.api.getSelectedRows())}
        context={context}
        tooltipShowDelay={300}
      />
    </div>
  );
}
