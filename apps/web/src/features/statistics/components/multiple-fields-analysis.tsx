import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { useMultipleFieldsPage } from '../hooks/use-multiple-fields-page.ts';
import { MultipleFieldsBody } from './multiple-fields-body.tsx';
import { MultipleFieldsChoiceBar } from './multiple-fields-choice-bar.tsx';
import './statistics.css';
import './crosses.css';

type MultipleFieldsAnalysisProps = { title: string };

/** The multi-season comparison page: one set of lines over several field-years. */
export function MultipleFieldsAnalysis({ title }: MultipleFieldsAnalysisProps) {
  usePageTitle(title);
  const page = useMultipleFieldsPage();
  const { choiceState } = page;
  return (
    <div className="pl-stat-page">
      <h1 className="pl-stat-title">{title}</h1>
      {!choiceState.isLoading && !choiceState.isError && choiceState.seasonLabels.size > 0 && (
        <MultipleFieldsChoiceBar page={page} />
      )}
      <MultipleFieldsBody page={page} />
    </div>
  );
}
