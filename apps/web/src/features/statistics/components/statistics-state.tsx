import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { FailedAnalysis } from './failed-analysis.tsx';

type StatisticsStateProps =
  /** The crop's seasons could not be loaded. */
  | { kind: 'seasonsFailed' }
  /** The seasons or the analysis are on their way. */
  | { kind: 'loading' }
  /** The crop has no seasons yet. */
  | { kind: 'noSeasons' }
  /** The chosen seasons hold no quantitative features; the title names what is missing. */
  | { kind: 'noFeatures'; title: string }
  /** The choice is incomplete: what to choose next. */
  | { kind: 'hint'; title: string; description: string }
  /** The analysis failed: a retry when asking again may help, else what the server refused. */
  | { kind: 'failed'; error: unknown; onRetry: () => void };

/** One of the loading, empty, hint or failure states a statistics page shows instead of its result. */
export function StatisticsState(props: StatisticsStateProps) {
  const { t } = useTranslation();
  switch (props.kind) {
    case 'seasonsFailed':
      return (
        <EmptyState title={t('statistics.errors.loadSeasons')}>
          <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
        </EmptyState>
      );
    case 'loading':
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
          title={props.title}
          description={t('statistics.empty.noFeaturesHint')}
        />
      );
    case 'hint':
      return (
        <EmptyState testId="statistics-hint" title={props.title} description={props.description} />
      );
    case 'failed':
      return (
        <FailedAnalysis error={props.error} onRetry={props.onRetry} testId="statistics-failed" />
      );
  }
}
