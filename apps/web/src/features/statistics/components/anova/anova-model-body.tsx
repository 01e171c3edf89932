import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelSeason } from '../../hooks/use-anova-model-season.ts';
import { numericNames } from '../../utils/anova/anova-model-variables.ts';
import { findBodyState } from '../../utils/rows/body-state.ts';
import { StatisticsState } from '../statistics-state.tsx';

/** What {@link ModelBody} reads of a model page (ANOVA, ANCOVA). */
type ModelPageState = {
  season: ModelSeason;
  /** The complete choice; null while something is missing. */
  request: { yearId: number } | { yearIds: number[] } | null;
  /** The answer; undefined while it is on its way. */
  result: unknown;
  error: Error | null;
  refetch: () => void;
};

type ModelBodyProps = {
  page: ModelPageState;
  /** Which model page: picks its hint. */
  kind: 'anova' | 'ancova';
  /** The result, rendered once it has arrived, with the analysed season's label. */
  children: (seasonLabel: string) => ReactNode;
};

/**
 * What a model page (ANOVA, ANCOVA) shows under its choice: loading, what is missing,
 * the analysis' failure, or its result.
 */
export function ModelBody({ page, kind, children }: ModelBodyProps) {
  const { t } = useTranslation();
  const { season, request, error } = page;
  const { choiceState } = season;
  const state = findBodyState({
    isSeasonsError: choiceState.isError,
    isSeasonsLoading: choiceState.isLoading,
    seasonCount: choiceState.seasonLabels.size,
    chosenSeasonCount: season.yearIds.length,
    isFeaturesPending: season.isVariablesPending,
    isFeaturesError: season.variablesError !== null,
    featureCount: numericNames(season.variables).length,
    isRequested: request !== null,
    isResultError: error !== null,
    rowCount: page.result === undefined ? undefined : 1,
  });
  const requestedIds = request ? ('yearIds' in request ? request.yearIds : [request.yearId]) : [];
  const seasonLabel = requestedIds.map((id) => choiceState.seasonLabels.get(id) ?? '').join(', ');
  return state === 'result' || state === 'noRows' ? (
    children(seasonLabel)
  ) : state === 'calculating' ? (
    <StatisticsState kind="loading" />
  ) : state === 'noFeatures' ? (
    <StatisticsState kind="noFeatures" title={t('statistics.anova.empty.noFeatures')} />
  ) : state === 'incomplete' ? (
    <StatisticsState
      kind="hint"
      title={t(`statistics.${kind}.hint.title`)}
      description={t(`statistics.${kind}.hint.text`)}
    />
  ) : state === 'failed' ? (
    <StatisticsState kind="failed" error={error} onRetry={page.refetch} />
  ) : (
    <StatisticsState kind={state} />
  );
}
