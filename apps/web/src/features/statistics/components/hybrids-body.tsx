import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { describeError } from '#src/lib/show-api-error.ts';
import type { HybridsPage } from '../hooks/use-hybrids-page.ts';
import { CombiningSection } from './hybrids-combining-section.tsx';
import { F1Section } from './hybrids-f1-section.tsx';

type HybridsBodyProps = { page: HybridsPage };

/** Under the choice: what is missing, the F1 means, then the combining ability. */
export function HybridsBody({ page }: HybridsBodyProps) {
  const { t } = useTranslation();
  const { choiceState, features, feature, f1, ca } = page;
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
  if (page.yearId !== null && !features.isPending && features.names.length === 0) {
    return (
      <EmptyState
        testId="statistics-no-features"
        title={t('statistics.empty.noFeatures')}
        description={t('statistics.empty.noFeaturesHint')}
      />
    );
  }
  if (page.yearId === null || feature === null) {
    return (
      <EmptyState
        testId="statistics-hint"
        title={t('statistics.hybrids.hint')}
        description={t('statistics.hybrids.hintText')}
      />
    );
  }
  if (f1.isPending) return <PageSkeleton rows={8} />;
  if (f1.isError) {
    return (
      <EmptyState
        testId="statistics-failed"
        title={t('statistics.errors.failedTitle')}
        description={describeError(f1.error)}
      >
        <Button onClick={() => void f1.refetch()}>{t('common.retry')}</Button>
      </EmptyState>
    );
  }
  if (f1.data.length === 0) {
    return (
      <EmptyState
        testId="hybrids-none"
        title={t('statistics.hybrids.none')}
        description={t('statistics.hybrids.noneText')}
      />
    );
  }
  return (
    <div className="pl-cross-result">
      <F1Section mothers={f1.data} feature={feature} seasonLabel={page.seasonLabel} />
      {ca.isPending && <PageSkeleton rows={6} />}
      {ca.isError && (
        <EmptyState
          testId="hybrids-ca-failed"
          title={t('statistics.hybrids.ca.failed')}
          description={describeError(ca.error)}
        >
          <Button onClick={() => void ca.refetch()}>{t('common.retry')}</Button>
        </EmptyState>
      )}
      {ca.data && <CombiningSection analysis={ca.data} seasonLabel={page.seasonLabel} />}
    </div>
  );
}
