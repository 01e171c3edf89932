import type { CombinedPlot } from '@plotline/contract/plots';
import { useQuery } from '@tanstack/react-query';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { plotPageQueryOptions } from '../api/list-combined-plots.ts';

/** A plot known by its id and name (a field-map cell). */
export type PlotRef = { plot_id: number; plot_name: string };

/**
 * The whole plot (phenotypes, stages, photos…) behind a reference, for the plot card: the plot
 * table's query filtered to the plot's name (names are unique in a season).
 */
export function usePlotOfSeason(yearId: number, cell: PlotRef | null): CombinedPlot | null {
  const query = useQuery({
    ...plotPageQueryOptions({
      year_id: yearId,
      page: 1,
      page_size: 1,
      filters: JSON.stringify({ plot_name: [cell?.plot_name ?? ''] }),
    }),
    enabled: cell !== null,
  });
  useErrorToast(query.error, 'plots.errors.load');
  return cell ? (query.data?.data.find((plot) => plot.plot_id === cell.plot_id) ?? null) : null;
}
