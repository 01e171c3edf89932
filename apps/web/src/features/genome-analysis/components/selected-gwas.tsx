import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gwasAnalysisQueryOptions } from '../api/get-gwas-analysis.ts';
import { GwasResultView } from './gwas-result-view.tsx';
import { SelectedAnalysisFrame } from './selected-analysis-frame.tsx';

/** The GWAS chosen in the address: its progress while it runs, why it failed, or its result. */
export function SelectedGwas({ analysisId }: { analysisId: number }) {
  const { t } = useTranslation();
  const query = useQuery(gwasAnalysisQueryOptions(analysisId));
  return (
    <SelectedAnalysisFrame
      query={query}
      testId="gwas-selected"
      processingText={t('genomeAnalysis.gwas.run.processing')}
    >
      {(analysis, result) => <GwasResultView analysis={analysis} result={result} />}
    </SelectedAnalysisFrame>
  );
}
