import { useAnalysisPage } from '../../hooks/use-analysis-page.ts';
import type { AnalysisKind } from '../../utils/rows/result-columns.ts';
import { StatisticsPageShell } from '../statistics-page-shell.tsx';
import { AnalysisBody } from './analysis-body.tsx';
import { AnalysisChoiceBar } from './analysis-choice-bar.tsx';
import '../statistics.css';

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
  const page = useAnalysisPage(kind);
  return (
    <StatisticsPageShell
      title={title}
      seasons={page.choiceState}
      choiceBar={<AnalysisChoiceBar page={page} />}
    >
      <AnalysisBody page={page} title={title} />
    </StatisticsPageShell>
  );
}
