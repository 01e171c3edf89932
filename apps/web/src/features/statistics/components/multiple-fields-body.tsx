import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { describeError } from '#src/lib/show-api-error.ts';
import type { MultipleFieldsPage } from '../hooks/use-multiple-fields-page.ts';
import { ComparisonResult } from './multiple-fields-comparison-result.tsx';

/** Under the choice: what is missing for a comparison, its failure, or its result. */
export function MultipleFieldsBody({ page }: { page: MultipleFieldsPage }) {
  const { t } = useTranslation();
  const { choiceState, features, result } = page;
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
  const { yearIds } = choiceState.choice;
  if (yearIds.length > 0 && !features.isPending && features.names.length === 0) {
    return (
      <EmptyState
        testId="statistics-no-features"
        title={t('statistics.empty.noFeatures')}
        description={t('statistics.empty.noFeaturesHint')}
      />
    );
  }
  if (!page.isReady) {
    return (
      <EmptyState
        testId="statistics-hint"
        title={t('statistics.multipleFields.hint')}
        description={t('statistics.multipleFields.hintText')}
      />
    );
  }
  if (result.isPending) return <PageSkeleton rows={8} />;
  if (result.isError) {
    return (
      <EmptyState
        testId="statistics-failed"
        title={t('statistics.errors.failedTitle')}
        description={describeError(result.error)}
      >
        <Button onClick={() => void result.refetch()}>{t('common.retry')}</Button>
      </EmptyState>
    );
  }
  return <ComparisonResult analysis={result.data} />;
}
