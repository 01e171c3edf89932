import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { describeError } from '#src/lib/show-api-error.ts';
import {
  type CorrelationPage as PageState,
  useCorrelationPage,
} from '../hooks/use-correlation-page.ts';
import { CorrelationChoiceBar } from './correlation-choice-bar.tsx';
import { CorrelationResult } from './correlation-result.tsx';
import { SingleSeasonState } from './single-season-state.tsx';
import './statistics.css';
import './visualisation.css';

type CorrelationPageProps = { title: string };

function CorrelationBody({ page }: { page: PageState }) {
  const { t } = useTranslation();
  const { request, matrixQuery, matrix, season } = page;
  if (request === null) {
    return (
      <EmptyState
        testId="statistics-hint"
        title={t('statistics.correlation.hint')}
        description={t('statistics.correlation.hintText')}
      />
    );
  }
  if (matrixQuery.error) {
    return (
      <EmptyState
        testId="statistics-failed"
        title={t('statistics.errors.failedTitle')}
        description={describeError(matrixQuery.error)}
      >
        <Button onClick={() => void matrixQuery.refetch()}>{t('common.retry')}</Button>
      </EmptyState>
    );
  }
  if (!matrix) return <PageSkeleton rows={8} />;
  const seasonLabel = season.choiceState.seasonLabels.get(request.yearId) ?? '';
  return <CorrelationResult page={page} matrix={matrix} seasonLabel={seasonLabel} />;
}

/** Correlation: the clustered matrix of a season's features and the scatter of one pair. */
export function CorrelationPage({ title }: CorrelationPageProps) {
  usePageTitle(title);
  const page = useCorrelationPage();
  return (
    <div className="pl-stat-page">
      <h1 className="pl-stat-title">{title}</h1>
      <SingleSeasonState
        choiceState={page.season.choiceState}
        yearId={page.season.yearId}
        variables={page.variables}
        choiceBar={<CorrelationChoiceBar page={page} />}
      >
        <CorrelationBody page={page} />
      </SingleSeasonState>
    </div>
  );
}
