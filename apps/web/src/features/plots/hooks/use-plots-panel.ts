import type { CombinedPlot, CombinedPlots } from '@plotline/contract/plots';
import type { GridApi } from 'ag-grid-community';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { usePlotsOverview } from '../api/list-combined-plots.ts';
import { useCellEdit } from './use-cell-edit.ts';
import { useCharacteristics } from './use-characteristics.ts';
import { usePlotDatasource } from './use-plot-datasource.ts';

/** Stands in for the overview while it loads (one object, so the columns do not rebuild). */
const NO_OVERVIEW: CombinedPlots = {
  meta: { total_pages: 0, total_items: 0, current_page: 1, page_size: 0 },
  data: [],
  unique_values: { parent: [], comment: [], phenotypes: {} },
  characteristics_order: [],
};

/** Typing pauses this long before the search reaches the server. */
const SEARCH_DELAY_MS = 350;

/**
 * State of a season's plot table: the overview page, characteristics, datasource, edits, the search,
 * the selection and the plot whose card is open.
 */
export function usePlotsPanel(yearId: number) {
  const overview = usePlotsOverview(yearId);
  useErrorToast(overview.error, 'plots.errors.load');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<CombinedPlot[]>([]);
  const [cardPlot, setCardPlot] = useState<CombinedPlot | null>(null);
  const [shownTotal, setShownTotal] = useState<number | null>(null);
  const gridApi = useRef<GridApi<CombinedPlot> | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const characteristics = useCharacteristics(overview.data ?? NO_OVERVIEW);
  const { observeRows } = characteristics;
  const handleRows = useCallback(
    (rows: CombinedPlot[], total: number) => {
      observeRows(rows);
      setShownTotal(total);
      // an open card follows its plot's reloaded row (genotypes called from its reads)
      setCardPlot((open) => (open && rows.find((row) => row.plot_id === open.plot_id)) || open);
    },
    [observeRows],
  );
  const datasource = usePlotDatasource({
    yearId,
    search,
    revision: overview.dataUpdatedAt,
    onRows: handleRows,
  });
  const handleCellEdit = useCellEdit(yearId, characteristics.editContext);

  const clearSelection = useCallback(() => {
    gridApi.current?.deselectAll();
    setSelected([]);
  }, []);
  // A new datasource reloads every row (plots changed, another search): start unselected.
  useEffect(() => {
    void datasource;
    clearSelection();
  }, [datasource, clearSelection]);

  return {
    overview,
    characteristics,
    datasource,
    handleCellEdit,
    searchText,
    setSearchText,
    isSearching: search.trim() !== '',
    selected,
    setSelected,
    clearSelection,
    cardPlot,
    setCardPlot,
    shownTotal: shownTotal ?? overview.data?.meta.total_items ?? null,
    setGridApi: useCallback((api: GridApi<CombinedPlot>) => {
      gridApi.current = api;
    }, []),
  };
}
