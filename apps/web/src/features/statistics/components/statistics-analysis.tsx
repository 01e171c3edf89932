import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { useAnalysisPage } from '../hooks/use-analysis-page.ts';
import type { AnalysisKind } from '../utils/result-columns.ts';
import { AnalysisBody } from './analysis-body.tsx';
import { AnalysisChoiceBar } from './analysis-choice-bar.tsx';
import './statistics.css';

type StatisticsAnalysisProps = {
  kind: AnalysisKind;
  /** The page's name: its heading and the exported sheet's. */
  title: string;
};

/**
 * A statistics page (НСР, t-test or averages): the choice of seasons, feature and control,
 * then the result with what was computed, or what is missing for one.
 */
export function StatisticsAnalysis({ kind, title }: StatisticsAnalysisProps) {
  usePageTitle(title);
  const page = useAnalysisPage(kind);
  const { choiceState } = page;
  const hasSeasons = choiceState.seasonLabels.size > 0;
  return (
    <div className="pl-stat-page">
      <h1 className="pl-stat-title">{title}</h1>
      {!choiceState.isLoading && !choiceState.isError && hasSeasons && (
        <AnalysisChoiceBar page={page} />
      )}
      <AnalysisBody page={page} title={title} />
    </div>
  );
}
