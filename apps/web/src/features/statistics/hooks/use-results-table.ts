import { type Key, useCallback, useMemo, useState } from 'react';
import {
  filterResultRows,
  type RowSort,
  type SortOrder,
  sortResultRows,
} from '../utils/arrange-rows.ts';
import { decimalsFor } from '../utils/format-stat.ts';
import { type AnalysisKind, listResultColumns } from '../utils/result-columns.ts';
import type { ResultRow } from '../utils/result-rows.ts';
import { useResultTableColumns } from './use-result-table-columns.tsx';

/** The averages open ranked; the comparisons in the server's order (season, map position). */
function initialSort(kind: AnalysisKind): RowSort {
  return kind === 'averages' ? { key: 'rank', order: 'ascend' } : null;
}

/**
 * The results table's local state: the plot/line filter and the sort, applied to the rows
 * (the export writes exactly the rows shown), with the columns and decimals of the feature.
 */
export function useResultsTable(
  kind: AnalysisKind,
  rows: readonly ResultRow[],
  hasControl: boolean,
) {
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<RowSort>(() => initialSort(kind));
  const keys = useMemo(() => listResultColumns(kind, hasControl), [kind, hasControl]);
  // decimals follow all the means, so filtering does not change how numbers look
  const decimals = useMemo(() => decimalsFor(rows.map((row) => row.mean)), [rows]);
  const visibleRows = useMemo(
    () => sortResultRows(filterResultRows(rows, filter), sort),
    [rows, filter, sort],
  );
  const columns = useResultTableColumns(keys, decimals, sort);
  /** Takes the table's sorter change: a column of this table and a direction, or no sort. */
  const changeSort = useCallback(
    (columnKey: Key | undefined, order: SortOrder | null | undefined) => {
      const key = keys.find((item) => item === columnKey);
      setSort(key && order ? { key, order } : null);
    },
    [keys],
  );
  return { filter, setFilter, changeSort, keys, decimals, visibleRows, columns };
}
