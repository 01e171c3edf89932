import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import type { AnalysisPage } from '../../hooks/use-analysis-page.ts';
import { findBodyState } from '../../utils/rows/body-state.ts';
import { StatisticsState } from '../statistics-state.tsx';
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
    // a filter that keeps nothing leaves the table (and the filter) on the page
    rowCount:
      result.page && page.rowsView.view.search.trim() !== ''
        ? Math.max(1, result.page.total)
        : result.page?.total,
  });
  switch (state) {
    case 'seasonsFailed':
    case 'loading':
    case 'noSeasons':
      return <StatisticsState kind={state} />;
    case 'calculating':
      return <StatisticsState kind="loading" />;
    case 'noFeatures':
      return <StatisticsState kind="noFeatures" title={t('statistics.empty.noFeatures')} />;
    case 'incomplete':
      return page.isControlRequired ? (
        <StatisticsState
          kind="hint"
          title={t('statistics.hint.withControl')}
          description={t('statistics.hint.withControlText')}
        />
      ) : (
        <StatisticsState
          kind="hint"
          title={t('statistics.hint.averages')}
          description={t('statistics.hint.averagesText')}
        />
      );
    case 'failed':
      return <StatisticsState kind="failed" error={result.error} onRetry={result.refetch} />;
    case 'noRows':
      return <EmptyState testId="statistics-no-rows" title={t('statistics.empty.noRows')} />;
    case 'result':
      return request && result.page ? (
        <ResultsPanel page={page} request={request} result={result.page} title={title} />
      ) : null;
  }
}
