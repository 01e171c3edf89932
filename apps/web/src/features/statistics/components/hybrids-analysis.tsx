import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { useHybridsPage } from '../hooks/use-hybrids-page.ts';
import { HybridsBody } from './hybrids-body.tsx';
import { HybridsChoiceBar } from './hybrids-choice-bar.tsx';
import './statistics.css';
import './crosses.css';

type HybridsAnalysisProps = { title: string };

/**
 * The hybrids page: one season and feature; the F1 means as mothers × fathers, then the
 * combining ability of the crosses (diallel or line × tester).
 */
export function HybridsAnalysis({ title }: HybridsAnalysisProps) {
  usePageTitle(title);
  const page = useHybridsPage();
  const { choiceState } = page;
  return (
    <div className="pl-stat-page">
      <h1 className="pl-stat-title">{title}</h1>
      {!choiceState.isLoading && !choiceState.isError && choiceState.seasonLabels.size > 0 && (
        <HybridsChoiceBar page={page} />
      )}
      <HybridsBody page={page} />
    </div>
  );
}
