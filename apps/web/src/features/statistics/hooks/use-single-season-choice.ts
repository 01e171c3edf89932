import type { CorrelationBasis } from '@plotline/contract/statistics-visualisation';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateSearchParams } from '#src/lib/use-update-search-params.ts';
import type { CorrelationMethod } from '../api/compute-correlation-matrix.ts';
import {
  readBasis,
  readFeatures,
  readMethod,
  readTechnology,
  writeBasis,
  writeFeatures,
  writeMethod,
  writeTechnology,
} from '../utils/visualisation/visualisation-choice.ts';
import { type AnalysisChoiceState, useAnalysisChoice } from './use-analysis-choice.ts';

/** The choice of the one-season pages (visualisation, correlation), kept in the address. */
export type SingleSeasonChoice = {
  choiceState: AnalysisChoiceState;
  /** The analysed field-year: the first of the address' `yearIds`. */
  yearId: number | null;
  /** Every chosen field-year (the correlation pools them: decision 044's season indices). */
  yearIds: number[];
  selectYearId: (yearId: number | null) => void;
  selectYearIds: (yearIds: number[]) => void;
  technology: string | null;
  selectTechnology: (technology: string | null) => void;
  features: string[];
  selectFeatures: (features: string[]) => void;
  method: CorrelationMethod;
  selectMethod: (method: CorrelationMethod) => void;
  /** What a correlation point is: a plot, or a row's adjusted mean (decision 053). */
  basis: CorrelationBasis;
  selectBasis: (basis: CorrelationBasis) => void;
};

/**
 * One season of the crop with what the page analyses in it. The season shares `yearIds` with
 * the other statistics pages, so moving between them keeps it (the first when several).
 */
export function useSingleSeasonChoice(): SingleSeasonChoice {
  const choiceState = useAnalysisChoice();
  const [params] = useSearchParams();
  const updateSearchParams = useUpdateSearchParams();
  const { selectYearIds } = choiceState;
  const yearId = choiceState.choice.yearIds[0] ?? null;
  const technology = readTechnology(params);
  const features = useMemo(() => readFeatures(params), [params]);
  const method = readMethod(params);
  const basis = readBasis(params);

  const selectYearId = useCallback(
    (next: number | null) => {
      selectYearIds(next === null ? [] : [next]);
      // another season has other technologies
      updateSearchParams((search) => writeTechnology(search, null));
    },
    [selectYearIds, updateSearchParams],
  );
  const selectTechnology = useCallback(
    (next: string | null) => updateSearchParams((search) => writeTechnology(search, next)),
    [updateSearchParams],
  );
  const selectFeatures = useCallback(
    (next: string[]) => updateSearchParams((search) => writeFeatures(search, next)),
    [updateSearchParams],
  );
  const selectMethod = useCallback(
    (next: CorrelationMethod) => updateSearchParams((search) => writeMethod(search, next)),
    [updateSearchParams],
  );
  const selectBasis = useCallback(
    (next: CorrelationBasis) => updateSearchParams((search) => writeBasis(search, next)),
    [updateSearchParams],
  );
  return {
    choiceState,
    yearId,
    yearIds: choiceState.choice.yearIds,
    selectYearId,
    selectYearIds,
    technology,
    selectTechnology,
    features,
    selectFeatures,
    method,
    selectMethod,
    basis,
    selectBasis,
  };
}
