import { useTranslation } from 'react-i18next';
import {
  type CorrelationPage as PageState,
  useCorrelationPage,
} from '../../hooks/use-correlation-page.ts';
import { SingleSeasonState } from '../single-season-state.tsx';
import { StatisticsPageShell } from '../statistics-page-shell.tsx';
import { StatisticsState } from '../statistics-state.tsx';
import { CorrelationChoiceBar } from './correlation-choice-bar.tsx';
import { CorrelationResult } from './correlation-result.tsx';
import '../statistics.css';
import '../visualisation/visualisation.css';

type CorrelationPageProps = { title: string };

function CorrelationBody({ page }: { page: PageState }) {
  const { t } = useTranslation();
  const { request, matrixQuery, matrix, season } = page;
  if (request === null) {
    return (
      <StatisticsState
        kind="hint"
        title={t('statistics.correlation.hint')}
        description={t('statistics.correlation.hintText')}
      />
    );
  }
  if (matrixQuery.error) {
    return (
      <StatisticsState
        kind="failed"
        error={matrixQuery.error}
        onRetry={() => void matrixQuery.refetch()}
      />
    );
  }
  if (!matrix) return <StatisticsState kind="loading" />;
  const seasonLabel = request.yearIds
    .map((id) => season.choiceState.seasonLabels.get(id) ?? '')
    .join(', ');
  return <CorrelationResult page={page} matrix={matrix} seasonLabel={seasonLabel} />;
}

/** Correlation: the clustered matrix of a season's features and the scatter of one pair. */
export function CorrelationPage({ title }: CorrelationPageProps) {
  const page = useCorrelationPage();
  return (
    <StatisticsPageShell title={title}>
      <SingleSeasonState
        choiceState={page.season.choiceState}
        yearId={page.season.yearId}
        variables={page.variables}
        choiceBar={<CorrelationChoiceBar page={page} />}
      >
        <CorrelationBody page={page} />
      </SingleSeasonState>
    </StatisticsPageShell>
  );
}
