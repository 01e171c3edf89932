import { useMultipleFieldsPage } from '../../hooks/use-multiple-fields-page.ts';
import { StatisticsPageShell } from '../statistics-page-shell.tsx';
import { MultipleFieldsBody } from './multiple-fields-body.tsx';
import { MultipleFieldsChoiceBar } from './multiple-fields-choice-bar.tsx';
import '../statistics.css';
import '../crosses/crosses.css';

type MultipleFieldsAnalysisProps = { title: string };

/** The multi-season comparison page: one set of lines over several field-years. */
export function MultipleFieldsAnalysis({ title }: MultipleFieldsAnalysisProps) {
  const page = useMultipleFieldsPage();
  return (
    <StatisticsPageShell
      title={title}
      seasons={page.choiceState}
      choiceBar={<MultipleFieldsChoiceBar page={page} />}
    >
      <MultipleFieldsBody page={page} />
    </StatisticsPageShell>
  );
}
