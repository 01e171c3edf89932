import type { FieldList } from '@plotline/contract/fields';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { cropSeasonsQueryOptions } from '../api/list-crop-seasons.ts';
import {
  type AnalysisChoice,
  readAnalysisChoice,
  writeControl,
  writeFeature,
  writeYearIds,
} from '../utils/rows/analysis-choice.ts';
import { indexSeasons } from '../utils/season-options.ts';

const NO_FIELDS: FieldList = [];

/** The crop's seasons, the page's choice (from the address) and how to change it. */
export type AnalysisChoiceState = {
  fields: FieldList;
  /** "nursery · year" of every season of the crop. */
  seasonLabels: Map<number, string>;
  isLoading: boolean;
  isError: boolean;
  choice: AnalysisChoice;
  selectYearIds: (yearIds: number[]) => void;
  selectFeature: (feature: string | null) => void;
  selectControl: (controlYearId: number, controlPlot: string | null) => void;
};

/**
 * Reads a statistics page's choice from its address (seasons of the selected crop only) and
 * writes changes back, so the page can be reloaded, shared, and its seasons carried on.
 */
export function useAnalysisChoice(): AnalysisChoiceState {
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  const query = useQuery({ ...cropSeasonsQueryOptions(specId ?? 0), enabled: specId !== null });
  useErrorToast(query.error, 'statistics.errors.loadSeasons');
  const fields = query.data ?? NO_FIELDS;
  const [params] = useSearchParams();
  const updateSearchParams = useUpdateSearchParams();

  const seasons = useMemo(() => indexSeasons(fields), [fields]);
  const seasonLabels = useMemo(
    () => new Map([...seasons].map(([id, season]) => [id, season.label])),
    [seasons],
  );
  const choice = useMemo(
    () =>
      readAnalysisChoice(params, new Map([...seasons].map(([id, season]) => [id, season.year]))),
    [params, seasons],
  );

  const selectYearIds = useCallback(
    (yearIds: number[]) => updateSearchParams((next) => writeYearIds(next, yearIds)),
    [updateSearchParams],
  );
  const selectFeature = useCallback(
    (feature: string | null) => updateSearchParams((next) => writeFeature(next, feature)),
    [updateSearchParams],
  );
  const selectControl = useCallback(
    (controlYearId: number, controlPlot: string | null) =>
      updateSearchParams((next) => writeControl(next, controlYearId, controlPlot)),
    [updateSearchParams],
  );

  return {
    fields,
    seasonLabels,
    isLoading: specId === null || query.isPending,
    isError: query.isError,
    choice,
    selectYearIds,
    selectFeature,
    selectControl,
  };
}
