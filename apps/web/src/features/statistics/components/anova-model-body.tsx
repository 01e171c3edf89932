import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { describeError } from '#src/lib/show-api-error.ts';
import type { ModelSeason } from '../hooks/use-anova-model-season.ts';
import { numericNames } from '../utils/anova-model-variables.ts';
import { findBodyState } from '../utils/body-state.ts';

type ModelBodyProps = {
  season: ModelSeason;
  isRequested: boolean;
  hasResult: boolean;
  error: Error | null;
  onRetry: () => void;
  hint: { title: string; text: string };
  /** The result, rendered once it has arrived. */
  children: () => ReactNode;
};

/**
 * What a model page (ANOVA, ANCOVA) shows under its choice: loading, what is missing,
 * the analysis' failure, or its result.
 */
export function ModelBody({
  season,
  isRequested,
  hasResult,
  error,
  onRetry,
  hint,
  children,
}: ModelBodyProps) {
  const { t } = useTranslation();
  const { choiceState } = season;
  const state = findBodyState({
    isSeasonsError: choiceState.isError,
    isSeasonsLoading: choiceState.isLoading,
    seasonCount: choiceState.seasonLabels.size,
    chosenSeasonCount: season.yearId === null ? 0 : 1,
    isFeaturesPending: season.isVariablesPending,
    isFeaturesError: season.variablesError !== null,
    featureCount: numericNames(season.variables).length,
    isRequested,
    isResultError: error !== null,
    rowCount: hasResult ? 1 : undefined,
  });
  switch (state) {
    case 'seasonsFailed':
      return (
        <EmptyState title={t('statistics.errors.loadSeasons')}>
          <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
        </EmptyState>
      );
    case 'loading':
    case 'calculating':
      return <PageSkeleton rows={8} />;
    case 'noSeasons':
      return (
        <EmptyState
          testId="statistics-no-seasons"
          title={t('statistics.empty.noSeasons')}
          description={t('statistics.empty.noSeasonsHint')}
        />
      );
    case 'noFeatures':
      return (
        <EmptyState
          testId="statistics-no-features"
          title={t('statistics.anova.empty.noFeatures')}
          description={t('statistics.empty.noFeaturesHint')}
        />
      );
    case 'incomplete':
      return <EmptyState testId="statistics-hint" title={hint.title} description={hint.text} />;
    case 'failed':
      return (
        <EmptyState
          testId="statistics-failed"
          title={t('statistics.errors.failedTitle')}
          description={describeError(error)}
        >
          <Button onClick={onRetry}>{t('common.retry')}</Button>
        </EmptyState>
      );
    case 'noRows':
    case 'result':
      return <>{children()}</>;
  }
}
