import { useTranslation } from 'react-i18next';
import type { HeritabilityPage } from '../../hooks/use-heritability-page.ts';
import { findSeasonsState } from '../../utils/rows/body-state.ts';
import { StatisticsState } from '../statistics-state.tsx';
import { HeritabilityResultView } from './heritability-result.tsx';

const K = 'statistics.heritability';

/** Under the choice: what is missing for the analysis, its refusal or failure, or its result. */
export function HeritabilityBody({ page }: { page: HeritabilityPage }) {
  const { t } = useTranslation();
  const { choiceState, variables, request, result } = page;
  const seasonsState = findSeasonsState(choiceState);
  if (seasonsState) return <StatisticsState kind={seasonsState} />;
  const { yearIds } = choiceState.choice;
  if (yearIds.length > 0 && !variables.isPending && variables.names.size === 0) {
    return <StatisticsState kind="noFeatures" title={t('statistics.empty.noFeatures')} />;
  }
  if (request === null) {
    return <StatisticsState kind="hint" title={t(`${K}.hint`)} description={t(`${K}.hintText`)} />;
  }
  if (page.error)
    return <StatisticsState kind="failed" error={page.error} onRetry={page.refetch} />;
  if (page.isPending || !result) return <StatisticsState kind="loading" />;
  return <HeritabilityResultView result={result} request={request} />;
}
