import type { AnovaType } from '@plotline/contract/statistics-anova';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type AnovaRequest, anovaQueryOptions } from '../api/analyse-anova.ts';
import { keepAvailable, MODEL_PARAMS } from '../utils/anova/anova-model-choice.ts';
import { formulaName } from '../utils/anova/anova-model-variables.ts';
import {
  ANOVA_TERM_PARAMS,
  isUsableFactorName,
  keepInteractions,
  parseAnovaType,
} from '../utils/anova/anova-terms.ts';
import { useAnalysisErrorToast } from './use-analysis-error-toast.ts';
import { type ModelSeason, useModelSeason } from './use-anova-model-season.ts';

/** The block factor a split-plot needs among the factors. */
const BLOCK = 'repetition';

/**
 * The ANOVA page: its season and variables, the chosen model (factors, interactions, type,
 * split-plot, Dunnett's control) from the address, and the analysis.
 */
export function useAnovaPage() {
  const season: ModelSeason = useModelSeason();
  const { yearId, dependent, variables, readParam, writeParam } = season;
  const factorNames = useMemo(
    () => variables.factors.map((f) => f.name).filter(isUsableFactorName),
    [variables],
  );
  const factors = keepAvailable(readParam(MODEL_PARAMS.factor), factorNames).filter(
    (name) => name !== dependent,
  );
  const interactions = keepInteractions(readParam(ANOVA_TERM_PARAMS.interaction), factors);
  const type = parseAnovaType(readParam(ANOVA_TERM_PARAMS.type)[0]);
  const askedMainPlot = readParam(ANOVA_TERM_PARAMS.mainPlot)[0] ?? null;
  const isSplitPlotPossible = factors.includes(BLOCK);
  const mainPlot =
    askedMainPlot !== null && isSplitPlotPossible && askedMainPlot !== BLOCK
      ? (keepAvailable([askedMainPlot], factors)[0] ?? null)
      : null;
  const controlFactor = keepAvailable(readParam(ANOVA_TERM_PARAMS.dunnettFactor), factors)[0];
  const controlLevel = readParam(ANOVA_TERM_PARAMS.dunnettLevel)[0];

  // the request keeps its identity while the address does not change: lists joined as keys
  const factorsKey = factors.join('\n');
  const interactionsKey = interactions.join('\n');
  const request = useMemo<AnovaRequest | null>(
    () =>
      yearId !== null && dependent !== null && factorsKey !== ''
        ? {
            yearId,
            dependent,
            factors: factorsKey.split('\n'),
            interactions: interactionsKey === '' ? [] : interactionsKey.split('\n'),
            type,
            mainPlot,
            control:
              controlFactor !== undefined && controlLevel !== undefined
                ? { factor: controlFactor, level: controlLevel }
                : null,
          }
        : null,
    [yearId, dependent, factorsKey, interactionsKey, type, mainPlot, controlFactor, controlLevel],
  );
  const query = useQuery({
    ...anovaQueryOptions(request ?? { yearId: 0, dependent: '', factors: [] }),
    enabled: request !== null,
    // another model of the same data keeps the last answer shown (and its levels to pick a
    // control from) while it is computed; other data do not
    placeholderData: (previous, previousQuery) =>
      previousQuery && isSameData(previousQuery.queryKey, request) ? previous : undefined,
  });
  useAnalysisErrorToast(query.error, 'statistics.errors.calculate');
  const levels = useMemo(
    () =>
      new Map(
        (query.data?.adjusted_means ?? []).map((f) => [f.predictor, f.levels.map((l) => l.level)]),
      ),
    [query.data],
  );

  return {
    season,
    factors,
    interactions,
    type,
    mainPlot,
    isSplitPlotPossible,
    control: request?.control ?? null,
    /** The levels of each factor of the last answer (by the chosen names): Dunnett's choices. */
    controlLevels: new Map(
      factors.map((name) => [name, levels.get(formulaName(name)) ?? []] as const),
    ),
    selectFactors: (names: string[]) => writeParam(MODEL_PARAMS.factor, names),
    selectInteractions: (terms: string[]) => writeParam(ANOVA_TERM_PARAMS.interaction, terms),
    selectType: (next: AnovaType | null) => writeParam(ANOVA_TERM_PARAMS.type, next ? [next] : []),
    selectMainPlot: (name: string | null) =>
      writeParam(ANOVA_TERM_PARAMS.mainPlot, name ? [name] : []),
    selectControl: (next: { factor: string; level: string } | null) => {
      writeParam(ANOVA_TERM_PARAMS.dunnettFactor, next ? [next.factor] : []);
      writeParam(ANOVA_TERM_PARAMS.dunnettLevel, next ? [next.level] : []);
    },
    request,
    result: query.data,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** Whether a previous ANOVA query analysed the same season and dependent variable. */
function isSameData(previousKey: readonly unknown[], request: AnovaRequest | null): boolean {
  const previous = previousKey.at(-1) as AnovaRequest | undefined;
  return (
    request !== null &&
    previous?.yearId === request.yearId &&
    previous.dependent === request.dependent
  );
}

export type AnovaPage = ReturnType<typeof useAnovaPage>;
