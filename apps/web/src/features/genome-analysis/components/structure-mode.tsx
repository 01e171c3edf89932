import type { GenotypeMatrix } from '@plotline/contract/genotype-matrices';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { genomeAnalysesQueryOptions } from '../api/list-genome-analyses.ts';
import type { GenomeAnalysisAddress } from '../hooks/use-genome-analysis-address.ts';
import { GenomeAnalysesTable } from './genome-analyses-table.tsx';
import { NoMatricesHint } from './no-matrices-hint.tsx';
import { SelectedAnalysis } from './selected-analysis.tsx';
import { StructureAnalysisForm } from './structure-analysis-form.tsx';

export type AnalysisModeProps = {
  specId: number;
  matrices: UseQueryResult<GenotypeMatrix[]>;
  address: GenomeAnalysisAddress;
  onAddressChange: (change: Partial<GenomeAnalysisAddress>) => void;
};

/**
 * Population structure of a genotype matrix's samples (marker filters, PCA, genetic distances,
 * an NJ or UPGMA tree, the GRM): the form and the crop's earlier analyses on top, the analysis
 * chosen (`?analysis=`, tab `?view=`) below.
 */
export function StructureMode({ specId, matrices, address, onAddressChange }: AnalysisModeProps) {
  const { t } = useTranslation();
  const analyses = useQuery(genomeAnalysesQueryOptions(specId));
  useErrorToast(analyses.error, 'genomeAnalysis.errors.load');
  return (
    <>
      <div className="pl-ganalysis-top">
        <Card
          size="small"
          title={<h2 className="pl-ganalysis-card-title">{t('genomeAnalysis.form.title')}</h2>}
          className="pl-ganalysis-form-card"
        >
          <NoMatricesHint matrices={matrices} />
          <StructureAnalysisForm
            specId={specId}
            matrices={matrices.data ?? []}
            isLoading={matrices.isPending}
            onStarted={(analysisId) => onAddressChange({ analysis: analysisId, view: 'pca' })}
          />
        </Card>
        <Card
          size="small"
          title={<h2 className="pl-ganalysis-card-title">{t('genomeAnalysis.list.title')}</h2>}
          className="pl-ganalysis-list-card"
        >
          <GenomeAnalysesTable
            analyses={analyses.data ?? []}
            isLoading={analyses.isPending}
            selectedId={address.analysis}
            onSelect={(analysisId) => onAddressChange({ analysis: analysisId })}
          />
        </Card>
      </div>
      {address.analysis !== null && (
        <SelectedAnalysis
          key={address.analysis}
          analysisId={address.analysis}
          view={address.view}
          onViewChange={(view) => onAddressChange({ view })}
        />
      )}
    </>
  );
}
