import { useQuery } from '@tanstack/react-query';
import { genomeAnalysisQueryOptions } from '../api/get-genome-analysis.ts';
import type { ResultTab } from '../hooks/use-genome-analysis-address.ts';
import { SelectedAnalysisFrame } from './selected-analysis-frame.tsx';
import { StructureResult } from './structure-result.tsx';

type SelectedAnalysisProps = {
  analysisId: number;
  view: ResultTab;
  onViewChange: (view: ResultTab) => void;
};

/**
 * The structure analysis chosen in the address: its progress while it runs, why it failed, or
 * its result in tabs.
 */
export function SelectedAnalysis({ analysisId, view, onViewChange }: SelectedAnalysisProps) {
  const query = useQuery(genomeAnalysisQueryOptions(analysisId));
  return (
    <SelectedAnalysisFrame query={query} testId="genome-analysis-selected">
      {(analysis, result) => (
        <StructureResult
          analysis={analysis}
          result={result}
          view={view}
          onViewChange={onViewChange}
        />
      )}
    </SelectedAnalysisFrame>
  );
}
