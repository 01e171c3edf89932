import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalysisChoiceState } from '../hooks/use-analysis-choice.ts';
import type { NumericVariables } from '../hooks/use-numeric-variables.ts';
import { findSeasonsState } from '../utils/rows/body-state.ts';
import { StatisticsState } from './statistics-state.tsx';

type SingleSeasonStateProps = {
  choiceState: AnalysisChoiceState;
  yearId: number | null;
  variables: NumericVariables;
  /** The page's choice, shown once the crop's seasons are known. */
  choiceBar: ReactNode;
  /** The hint or result, shown once the season has numbers to analyse. */
  children: ReactNode;
};

/**
 * The states a one-season page passes before its own: the crop's seasons loading or failing,
 * a crop without seasons, a season without quantitative features or stages.
 */
export function SingleSeasonState({
  choiceState,
  yearId,
  variables,
  choiceBar,
  children,
}: SingleSeasonStateProps) {
  const { t } = useTranslation();
  const seasonsState = findSeasonsState(choiceState);
  if (seasonsState) return <StatisticsState kind={seasonsState} />;
  const hasNoVariables =
    yearId !== null && !variables.isPending && !variables.error && variables.names.size === 0;
  return (
    <>
      {choiceBar}
      {hasNoVariables ? (
        <StatisticsState kind="noFeatures" title={t('statistics.visualisation.noVariablesTitle')} />
      ) : (
        children
      )}
    </>
  );
}
