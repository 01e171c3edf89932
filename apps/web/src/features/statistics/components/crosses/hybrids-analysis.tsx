import { useHybridsPage } from '../../hooks/use-hybrids-page.ts';
import { StatisticsPageShell } from '../statistics-page-shell.tsx';
import { HybridsBody } from './hybrids-body.tsx';
import { HybridsChoiceBar } from './hybrids-choice-bar.tsx';
import '../statistics.css';
import './crosses.css';

type HybridsAnalysisProps = { title: string };

/**
 * The hybrids page: one season and feature; the F1 means as mothers × fathers, then the
 * combining ability of the crosses (diallel or line × tester).
 */
export function HybridsAnalysis({ title }: HybridsAnalysisProps) {
  const page = useHybridsPage();
  return (
    <StatisticsPageShell
      title={title}
      seasons={page.choiceState}
      choiceBar={<HybridsChoiceBar page={page} />}
    >
      <HybridsBody page={page} />
    </StatisticsPageShell>
  );
}
