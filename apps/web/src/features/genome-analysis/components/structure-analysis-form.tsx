import {
  GENOME_DISTANCES,
  GENOME_PCA_COMPONENTS_MAX,
  GENOME_TREES,
  type StructureAnalysisBody,
} from '@plotline/contract/genome-analyses';
import type { GenotypeMatrix } from '@plotline/contract/genotype-matrices';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { startStructureAnalysis } from '../api/start-structure-analysis.ts';
import { useStartAnalysisJob } from '../hooks/use-start-analysis-job.ts';
import { MatrixFormItem, RunAnalysisButton } from './matrix-form-item.tsx';

type FormValues = Required<Omit<StructureAnalysisBody, 'spec_id' | 'name' | 'sample_idx'>>;

/** The contract's defaults (StructureAnalysisBody). */
const DEFAULTS: Omit<FormValues, 'matrix_id'> = {
  min_maf: 0.01,
  min_call_rate: 0.8,
  distance: 'ibs',
  tree: 'nj',
  components: GENOME_PCA_COMPONENTS_MAX,
};

type StructureAnalysisFormProps = {
  specId: number;
  matrices: GenotypeMatrix[];
  isLoading: boolean;
  /** The analysis was started: its id. */
  onStarted: (analysisId: number) => void;
};

/**
 * "New analysis": a genotype matrix of the crop, the marker filters (minor allele frequency,
 * call rate), the distance, the tree and the number of principal components; "Run analysis"
 * starts the job.
 */
export function StructureAnalysisForm({
  specId,
  matrices,
  isLoading,
  onStarted,
}: StructureAnalysisFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const { start, isStarting } = useStartAnalysisJob(
    startStructureAnalysis,
    'genomeAnalysis.errors.start',
    onStarted,
  );
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={DEFAULTS}
      onFinish={(values) => void start({ spec_id: specId, ...values })}
      className="pl-ganalysis-form"
      data-testid="genome-analysis-form"
    >
      <MatrixFormItem matrices={matrices} isLoading={isLoading} testId="genome-analysis-matrix" />
      <Form.Item
        name="min_maf"
        label={t('genomeAnalysis.form.minMaf')}
        tooltip={t('genomeAnalysis.form.minMafHint')}
      >
        <NumberInput min={0} max={0.5} step={0.01} data-testid="genome-analysis-maf" />
      </Form.Item>
      <Form.Item
        name="min_call_rate"
        label={t('genomeAnalysis.form.minCallRate')}
        tooltip={t('genomeAnalysis.form.minCallRateHint')}
      >
        <NumberInput min={0} max={1} step={0.05} data-testid="genome-analysis-call-rate" />
      </Form.Item>
      <Form.Item name="distance" label={t('genomeAnalysis.form.distance')}>
        <Select
          options={GENOME_DISTANCES.map((distance) => ({
            value: distance,
            label: t(`genomeAnalysis.distance.${distance}`),
          }))}
          data-testid="genome-analysis-distance"
        />
      </Form.Item>
      <div className="pl-ganalysis-form-row">
        <Form.Item name="tree" label={t('genomeAnalysis.form.tree')}>
          <Radio.Group
            optionType="button"
            options={GENOME_TREES.map((tree) => ({
              value: tree,
              label: t(`genomeAnalysis.tree.short.${tree}`),
              title: t(`genomeAnalysis.tree.long.${tree}`),
            }))}
            data-testid="genome-analysis-tree"
          />
        </Form.Item>
        <Form.Item name="components" label={t('genomeAnalysis.form.components')}>
          <NumberInput
            min={2}
            max={GENOME_PCA_COMPONENTS_MAX}
            step={1}
            precision={0}
            data-testid="genome-analysis-components"
          />
        </Form.Item>
      </div>
      <RunAnalysisButton
        isStarting={isStarting}
        disabled={!isLoading && matrices.length === 0}
        testId="genome-analysis-run"
      >
        {t('genomeAnalysis.form.run')}
      </RunAnalysisButton>
    </Form>
  );
}
