import { useTranslation } from 'react-i18next';
import {
  type VisualisationPage as PageState,
  useVisualisationPage,
} from '../../hooks/use-visualisation-page.ts';
import { SingleSeasonState } from '../single-season-state.tsx';
import { StatisticsPageShell } from '../statistics-page-shell.tsx';
import { StatisticsState } from '../statistics-state.tsx';
import { VisualisationChoiceBar } from './visualisation-choice-bar.tsx';
import { VisualisationResult } from './visualisation-result.tsx';
import '../statistics.css';
import './visualisation.css';

type VisualisationPageProps = { title: string };

function VisualisationBody({ page, title }: { page: PageState; title: string }) {
  const { t } = useTranslation();
  const { request, result, season } = page;
  if (request === null) {
    return (
      <StatisticsState
        kind="hint"
        title={t('statistics.visualisation.hint')}
        description={t('statistics.visualisation.hintText')}
      />
    );
  }
  if (result.error) {
    return (
      <StatisticsState kind="failed" error={result.error} onRetry={() => void result.refetch()} />
    );
  }
  if (!result.data) return <StatisticsState kind="loading" />;
  const seasonLabel = season.choiceState.seasonLabels.get(request.yearId) ?? '';
  return (
    <VisualisationResult
      boxplot={result.data}
      request={request}
      seasonLabel={seasonLabel}
      title={title}
    />
  );
}

/** Visualisation: box plots of one season's rows by a feature or stage, with their summary. */
export function VisualisationPage({ title }: VisualisationPageProps) {
  const page = useVisualisationPage();
  return (
    <StatisticsPageShell title={title}>
      <SingleSeasonState
        choiceState={page.season.choiceState}
        yearId={page.season.yearId}
        variables={page.variables}
        choiceBar={<VisualisationChoiceBar page={page} />}
      >
        <VisualisationBody page={page} title={title} />
      </SingleSeasonState>
    </StatisticsPageShell>
  );
}
