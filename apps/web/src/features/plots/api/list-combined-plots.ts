import { PRODUCT_DB } from '@plotline/contract/api-paths';
import type { CombinedPlots, CombinedPlotsQuery } from '@plotline/contract/plots';
import { PLOT_PAGE_SIZE_DEFAULT } from '@plotline/contract/rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '#src/lib/api-client.ts';

/** Every query of the plots feature starts with this key; invalidate it after imports. */
export const PLOTS_QUERY_KEY = ['plots'] as const;
/** One grid block = one server page (spec: 250 plots). */
export const PLOT_PAGE_SIZE = PLOT_PAGE_SIZE_DEFAULT;

type TableQuery = z.output<typeof CombinedPlotsQuery>;
/** The table query: the season and page, then optional size, order, filters and search. */
export type PlotPageQuery = Pick<TableQuery, 'year_id' | 'page'> &
  Partial<Omit<TableQuery, 'year_id' | 'page'>>;

/** Keys of the season's plot pages (invalidate after plots change). */
export function plotPagesKey(yearId: number) {
  return [...PLOTS_QUERY_KEY, yearId, 'page'] as const;
}

/**
 * `GET plotline_db/combined_plot_field_line_genealogy/`: one sorted, filtered page of plots.
 * Pages after the first skip the filter values (`with_unique_values=false`, a server extension).
 */
export function listCombinedPlots(
  query: PlotPageQuery,
  signal?: AbortSignal,
): Promise<CombinedPlots> {
  return apiClient.get<CombinedPlots>(`${PRODUCT_DB}/combined_plot_field_line_genealogy/`, {
    query: {
      ...query,
      page_size: query.page_size ?? PLOT_PAGE_SIZE,
      with_unique_values: query.page > 1 ? 'false' : undefined,
    },
    signal,
  });
}

/** Query of one page; undefined parameters are left out of the key. */
export function plotPageQueryOptions(query: PlotPageQuery) {
  const normalized = Object.fromEntries(
    Object.entries({ page_size: PLOT_PAGE_SIZE, ...query }).filter(([, v]) => v !== undefined),
  ) as PlotPageQuery;
  return queryOptions({
    queryKey: [...plotPagesKey(query.year_id), normalized] as const,
    queryFn: ({ signal }) => listCombinedPlots(normalized, signal),
  });
}

/**
 * The season's first page in the default order: its total, filter values and characteristics
 * build the table's columns, and the grid's first block reuses it.
 */
export function usePlotsOverview(yearId: number) {
  return useQuery(plotPageQueryOptions({ year_id: yearId, page: 1 }));
}
