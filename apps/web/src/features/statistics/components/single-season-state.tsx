import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import type { AnalysisChoiceState } from '../hooks/use-analysis-choice.ts';
import type { NumericVariables } from '../hooks/use-numeric-variables.ts';

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
  if (choiceState.isError) {
    return (
      <EmptyState title={t('statistics.errors.loadSeasons')}>
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
      </EmptyState>
    );
  }
  if (choiceState.isLoading) return <PageSkeleton rows={8} />;
  if (choiceState.seasonLabels.size === 0) {
    return (
      <EmptyState
        testId="statistics-no-seasons"
        title={t('statistics.empty.noSeasons')}
        description={t('statistics.empty.noSeasonsHint')}
      />
    );
  }
  const hasNoVariables =
    yearId !== null && !variables.isPending && !variables.error && variables.names.size === 0;
  return (
    <>
      {choiceBar}
      {hasNoVariables ? (
        <EmptyState
          testId="statistics-no-features"
          title={t('statistics.visualisation.noVariablesTitle')}
          description={t('statistics.empty.noFeaturesHint')}
        />
      ) : (
        children
      )}
    </>
  );
}
