import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { averagesQueryOptions } from '../api/cross-average-values.ts';
import type { RowsRequest } from '../api/rows-request.ts';
import { basePlotName } from '../utils/rows/result-rows.ts';
import { type ChoiceOption, toControlOptions } from '../utils/season-options.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';

export type ControlOptions = {
  options: ChoiceOption[];
  /** Whether the chosen control is a row of its season (false while not known). */
  hasChosen: boolean;
  isPending: boolean;
  isError: boolean;
};

/** Rows the control picker lists at a time; typing asks the server for others. */
const OPTIONS_PAGE = 200;

/**
 * The rows of the control's season that can be the control: a page of the season's averages
 * without a control, in natural name order, narrowed on the server by what is typed (decision
 * 028: a season of 25,000 rows is not sent whole), and the chosen control looked up by name.
 * Asked only when `isWanted` (an optional control is not looked up until someone reaches for it).
 */
export function useControlOptions(
  controlYearId: number | null,
  feature: string | null,
  isWanted: boolean,
  search: string,
  chosen: string | null,
): ControlOptions {
  const isReady = isWanted && controlYearId !== null && feature !== null;
  const season: RowsRequest = {
    yearIds: controlYearId === null ? [] : [controlYearId],
    feature: feature ?? '',
    controlPlot: null,
    controlYearId: null,
  };
  const sort = { key: 'plotName', order: 'ascend' } as const;
  const listed = useQuery({
    ...averagesQueryOptions(season, { search, sort, page: 1, pageSize: OPTIONS_PAGE }),
    enabled: isReady,
  });
  const chosenBase = chosen === null ? null : basePlotName(chosen);
  const found = useQuery({
    ...averagesQueryOptions(season, { search: chosenBase ?? '', sort, page: 1, pageSize: 50 }),
    enabled: isReady && chosenBase !== null,
  });
  useAnalysisErrorToast(listed.error ?? found.error, 'statistics.errors.loadControls');
  const options = useMemo(() => {
    const chosenRows = (found.data?.data ?? []).filter((row) => row.plot_name === chosenBase);
    const rows = [...chosenRows, ...(listed.data?.data ?? [])];
    const unique = new Map(rows.map((row) => [row.plot_name, row]));
    return toControlOptions([...unique.values()]);
  }, [listed.data, found.data, chosenBase]);
  return {
    options,
    hasChosen:
      chosenBase !== null && (found.data?.data ?? []).some((row) => row.plot_name === chosenBase),
    isPending: isReady && (listed.isPending || (chosenBase !== null && found.isPending)),
    isError: listed.isError || found.isError,
  };
}
