import { useCallback, useEffect, useState } from 'react';
import type { RowSort, RowsRequest, RowsView, SortOrder } from '../api/rows-request.ts';
import type { AnalysisKind, ResultColumnKey } from '../utils/rows/result-columns.ts';

/** Rows per page the results table offers; the first is the default. */
export const PAGE_SIZES = [50, 25, 100, 200] as const;

/** Typing in the filter asks the server after this pause. */
const SEARCH_PAUSE_MS = 300;

/** The averages open ranked; the comparisons in the server's order (season, map position). */
function initialSort(kind: AnalysisKind): RowSort {
  return kind === 'averages' ? { key: 'rank', order: 'ascend' } : null;
}

export type RowsViewState = {
  /** What the server is asked for: the search after its pause, the sort, the page. */
  view: RowsView;
  /** The filter as typed. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** Takes the table's change of page, page size or sort. */
  changeTable: (
    pagination: { current?: number; pageSize?: number },
    sortKey: ResultColumnKey | undefined,
    order: SortOrder | null | undefined,
  ) => void;
};

/**
 * Which rows the results table shows (decision 028): the filter, the sort and the page, asked
 * of the server. Another analysis, filter or sort starts again on the first page.
 */
export function useRowsView(kind: AnalysisKind, request: RowsRequest | null): RowsViewState {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [table, setTable] = useState(() => ({
    sort: initialSort(kind),
    page: 1,
    pageSize: PAGE_SIZES[0] as number,
    /** The analysis and filter the page belongs to: another one starts on page 1. */
    key: '',
  }));
  const key = JSON.stringify([request, search]);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const changeTable = useCallback<RowsViewState['changeTable']>(
    (pagination, sortKey, order) => {
      setTable((current) => {
        const sort: RowSort = sortKey && order ? { key: sortKey, order } : null;
        const isSameSort = current.sort?.key === sort?.key && current.sort?.order === sort?.order;
        const pageSize = pagination.pageSize ?? current.pageSize;
        return {
          sort: isSameSort ? current.sort : sort,
          // a new sort or page size starts again on the first page
          page: isSameSort && pageSize === current.pageSize ? (pagination.current ?? 1) : 1,
          pageSize,
          key,
        };
      });
    },
    [key],
  );

  return {
    view: {
      search,
      sort: table.sort,
      page: table.key === key ? table.page : 1,
      pageSize: table.pageSize,
    },
    searchText,
    setSearchText,
    changeTable,
  };
}
