import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import type { HybridsPage } from '../../hooks/use-hybrids-page.ts';
import { findSeasonsState } from '../../utils/rows/body-state.ts';
import { FailedAnalysis } from '../failed-analysis.tsx';
import { StatisticsState } from '../statistics-state.tsx';
import { CombiningSection } from './hybrids-combining-section.tsx';
import { F1Section } from './hybrids-f1-section.tsx';

type HybridsBodyProps = { page: HybridsPage };

/** Under the choice: what is missing, the F1 means, then the combining ability. */
export function HybridsBody({ page }: HybridsBodyProps) {
  const { t } = useTranslation();
  const { choiceState, features, feature, f1, ca } = page;
  const seasonsState = findSeasonsState(choiceState);
  if (seasonsState) return <StatisticsState kind={seasonsState} />;
  if (page.yearId !== null && !features.isPending && features.names.length === 0) {
    return <StatisticsState kind="noFeatures" title={t('statistics.empty.noFeatures')} />;
  }
  if (page.yearId === null || feature === null) {
    return (
      <StatisticsState
        kind="hint"
        title={t('statistics.hybrids.hint')}
        description={t('statistics.hybrids.hintText')}
      />
    );
  }
  if (f1.isPending) return <StatisticsState kind="loading" />;
  if (f1.isError) {
    return <StatisticsState kind="failed" error={f1.error} onRetry={() => void f1.refetch()} />;
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
        <FailedAnalysis
          testId="hybrids-ca-failed"
          title={t('statistics.hybrids.ca.failed')}
          error={ca.error}
          onRetry={() => void ca.refetch()}
        />
      )}
      {ca.data && <CombiningSection analysis={ca.data} seasonLabel={page.seasonLabel} />}
    </div>
  );
}
