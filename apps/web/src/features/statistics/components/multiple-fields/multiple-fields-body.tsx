import { useTranslation } from 'react-i18next';
import type { MultipleFieldsPage } from '../../hooks/use-multiple-fields-page.ts';
import { findSeasonsState } from '../../utils/rows/body-state.ts';
import { StatisticsState } from '../statistics-state.tsx';
import { ComparisonResult } from './multiple-fields-comparison-result.tsx';

/** Under the choice: what is missing for a comparison, its failure, or its result. */
export function MultipleFieldsBody({ page }: { page: MultipleFieldsPage }) {
  const { t } = useTranslation();
  const { choiceState, features, result } = page;
  const seasonsState = findSeasonsState(choiceState);
  if (seasonsState) return <StatisticsState kind={seasonsState} />;
  const { yearIds } = choiceState.choice;
  if (yearIds.length > 0 && !features.isPending && features.names.length === 0) {
    return <StatisticsState kind="noFeatures" title={t('statistics.empty.noFeatures')} />;
  }
  if (!page.isReady) {
    return (
      <StatisticsState
        kind="hint"
        title={t('statistics.multipleFields.hint')}
        description={t('statistics.multipleFields.hintText')}
      />
    );
  }
  if (result.isPending) return <StatisticsState kind="loading" />;
  if (result.isError) {
    return (
      <StatisticsState kind="failed" error={result.error} onRetry={() => void result.refetch()} />
    );
  }
  return <ComparisonResult analysis={result.data} />;
}
