import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { describeError } from '#src/lib/show-api-error.ts';
import type { AnalysisPage } from '../hooks/use-analysis-page.ts';
import { findBodyState } from '../utils/body-state.ts';
import { ResultsPanel } from './results-panel.tsx';

type AnalysisBodyProps = { page: AnalysisPage; title: string };

/**
 * What a statistics page shows under its choice: loading, what is missing for an analysis,
 * its failure, or its result.
 */
export function AnalysisBody({ page, title }: AnalysisBodyProps) {
  const { t } = useTranslation();
  const { choiceState, features, request, result } = page;
  const state = findBodyState({
    isSeasonsError: choiceState.isError,
    isSeasonsLoading: choiceState.isLoading,
    seasonCount: choiceState.seasonLabels.size,
    chosenSeasonCount: choiceState.choice.yearIds.length,
    isFeaturesPending: features.isPending,
    isFeaturesError: features.error !== null,
    featureCount: features.names.length,
    isRequested: request !== null,
    isResultError: result.error !== null,
    rowCount: result.rows?.length,
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
          title={t('statistics.empty.noFeatures')}
          description={t('statistics.empty.noFeaturesHint')}
        />
      );
    case 'incomplete':
      return page.isControlRequired ? (
        <EmptyState
          testId="statistics-hint"
          title={t('statistics.hint.withControl')}
          description={t('statistics.hint.withControlText')}
        />
      ) : (
        <EmptyState
          testId="statistics-hint"
          title={t('statistics.hint.averages')}
          description={t('statistics.hint.averagesText')}
        />
      );
    case 'failed':
      return (
        <EmptyState
          testId="statistics-failed"
          title={t('statistics.errors.failedTitle')}
          description={describeError(result.error)}
        >
          <Button onClick={result.refetch}>{t('common.retry')}</Button>
        </EmptyState>
      );
    case 'noRows':
      return <EmptyState testId="statistics-no-rows" title={t('statistics.empty.noRows')} />;
    case 'result':
      return request && result.rows ? (
        <ResultsPanel page={page} request={request} rows={result.rows} title={title} />
      ) : null;
  }
}
