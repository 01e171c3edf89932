import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { gwasAnalysesQueryOptions } from '../api/list-gwas-analyses.ts';
import { GwasAnalysesTable } from './gwas-analyses-table.tsx';
import { GwasAnalysisForm } from './gwas-analysis-form.tsx';
import { NoMatricesHint } from './no-matrices-hint.tsx';
import { SelectedGwas } from './selected-gwas.tsx';
import type { AnalysisModeProps } from './structure-mode.tsx';

/**
 * Genome-wide association (GWAS) of a trait over a matrix's lines: the form and the crop's
 * earlier runs on top, the run chosen (`?analysis=`) below with its Manhattan and QQ plots.
 */
export function GwasMode({ specId, matrices, address, onAddressChange }: AnalysisModeProps) {
  const { t } = useTranslation();
  const analyses = useQuery(gwasAnalysesQueryOptions(specId));
  useErrorToast(analyses.error, 'genomeAnalysis.errors.load');
  const select = (analysisId: number | null) => onAddressChange({ analysis: analysisId });
  return (
    <>
      <div className="pl-ganalysis-top">
        <Card
          size="small"
          title={<h2 className="pl-ganalysis-card-title">{t('genomeAnalysis.gwas.form.title')}</h2>}
          className="pl-ganalysis-form-card"
        >
          <NoMatricesHint matrices={matrices} />
          <GwasAnalysisForm
            specId={specId}
            matrices={matrices.data ?? []}
            isLoading={matrices.isPending}
            onStarted={select}
          />
        </Card>
        <Card
          size="small"
          title={<h2 className="pl-ganalysis-card-title">{t('genomeAnalysis.gwas.list.title')}</h2>}
          className="pl-ganalysis-list-card"
        >
          <GwasAnalysesTable
            analyses={analyses.data ?? []}
            isLoading={analyses.isPending}
            selectedId={address.analysis}
            onSelect={select}
          />
        </Card>
      </div>
      {address.analysis !== null && (
        <SelectedGwas key={address.analysis} analysisId={address.analysis} />
      )}
    </>
  );
}
