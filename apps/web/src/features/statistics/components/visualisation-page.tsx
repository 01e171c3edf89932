import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { describeError } from '#src/lib/show-api-error.ts';
import {
  type VisualisationPage as PageState,
  useVisualisationPage,
} from '../hooks/use-visualisation-page.ts';
import { SingleSeasonState } from './single-season-state.tsx';
import { VisualisationChoiceBar } from './visualisation-choice-bar.tsx';
import { VisualisationResult } from './visualisation-result.tsx';
import './statistics.css';
import './visualisation.css';

type VisualisationPageProps = { title: string };

function VisualisationBody({ page, title }: { page: PageState; title: string }) {
  const { t } = useTranslation();
  const { request, result, season } = page;
  if (request === null) {
    return (
      <EmptyState
        testId="statistics-hint"
        title={t('statistics.visualisation.hint')}
        description={t('statistics.visualisation.hintText')}
      />
    );
  }
  if (result.error) {
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
  if (!result.data) return <PageSkeleton rows={8} />;
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
  usePageTitle(title);
  const page = useVisualisationPage();
  return (
    <div className="pl-stat-page">
      <h1 className="pl-stat-title">{title}</h1>
      <SingleSeasonState
        choiceState={page.season.choiceState}
        yearId={page.season.yearId}
        variables={page.variables}
        choiceBar={<VisualisationChoiceBar page={page} />}
      >
        <VisualisationBody page={page} title={title} />
      </SingleSeasonState>
    </div>
  );
}
