import { useQuery } from '@tanstack/react-query';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { genotypeMatricesQueryOptions } from '../api/list-genotype-matrices.ts';
import {
  ANALYSIS_MODES,
  type AnalysisMode,
  useGenomeAnalysisAddress,
} from '../hooks/use-genome-analysis-address.ts';
import { GwasMode } from './gwas-mode.tsx';
import { StructureMode } from './structure-mode.tsx';
import './genome-analysis.css';

/**
 * /genome/genome-analysis: the crop's genotype matrices analysed as jobs — population structure
 * (PCA, distances, trees, the GRM) or a GWAS of a trait — switched on top (`?mode=gwas`); each
 * mode has its form, its earlier runs and the run chosen (`?analysis=`).
 */
export function GenomeAnalysisPage({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const [address, setAddress] = useGenomeAnalysisAddress();
  const matrices = useQuery(genotypeMatricesQueryOptions(specId));
  useErrorToast(matrices.error, 'genomeAnalysis.errors.matrices');
  const props = { specId, matrices, address, onAddressChange: setAddress };
  return (
    <div className="pl-ganalysis-page" data-testid="genome-analysis-page">
      <Segmented<AnalysisMode>
        className="pl-ganalysis-mode"
        value={address.mode}
        onChange={(mode) => setAddress({ mode, analysis: null, view: 'pca' })}
        options={ANALYSIS_MODES.map((mode) => ({
          value: mode,
          label: t(`genomeAnalysis.mode.${mode}`),
        }))}
        data-testid="genome-analysis-mode"
      />
      {address.mode === 'gwas' ? <GwasMode {...props} /> : <StructureMode {...props} />}
    </div>
  );
}
