import {
  GWAS_COMPONENTS_MAX,
  GWAS_MODELS,
  type GwasAnalysisBody,
} from '@plotline/contract/genome-analyses';
import type { GenotypeMatrix } from '@plotline/contract/genotype-matrices';
import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { startGwasAnalysis } from '../api/start-gwas-analysis.ts';
import { useGwasFormOptions } from '../hooks/use-gwas-form-options.ts';
import { useStartAnalysisJob } from '../hooks/use-start-analysis-job.ts';
import { GwasSeasonSelect } from './gwas-season-select.tsx';
import { MatrixFormItem, RunAnalysisButton } from './matrix-form-item.tsx';

type FormValues = Required<
  Omit<GwasAnalysisBody, 'spec_id' | 'name' | 'region_id' | 'year_ids'>
> & { year_ids: number[]; region_id?: number };

/** The contract's defaults (GwasAnalysisBody). */
const DEFAULTS: Partial<FormValues> = {
  year_ids: [],
  model: 'mixed',
  min_maf: 0.05,
  components: 0,
};
const NO_YEARS: number[] = [];

type GwasAnalysisFormProps = {
  specId: number;
  matrices: GenotypeMatrix[];
  isLoading: boolean;
  onStarted: (analysisId: number) => void;
};

/**
 * "New GWAS": a genotype matrix, the trait (a quantitative feature or a stage) and the seasons
 * giving the lines' phenotypes, the region the marker weights are saved for, the model (mixed
 * with the GRM, or single-marker), the MAF filter and the principal components as covariates.
 */
export function GwasAnalysisForm({
  specId,
  matrices,
  isLoading,
  onStarted,
}: GwasAnalysisFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const yearIds = Form.useWatch('year_ids', form) ?? NO_YEARS;
  const options = useGwasFormOptions(specId, yearIds);
  const { start, isStarting } = useStartAnalysisJob(
    startGwasAnalysis,
    'genomeAnalysis.errors.start',
    onStarted,
  );
  const traitGroups = [
    { key: 'features', names: options.traits.features },
    { key: 'stages', names: options.traits.stages },
  ] as const;
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={DEFAULTS}
      onFinish={(values) =>
        void start({ spec_id: specId, ...values, year_ids: values.year_ids ?? [] })
      }
      className="pl-ganalysis-form"
      data-testid="gwas-form"
    >
      <MatrixFormItem matrices={matrices} isLoading={isLoading} testId="gwas-matrix" />
      <Form.Item
        name="feature"
        label={t('genomeAnalysis.gwas.form.trait')}
        tooltip={t('genomeAnalysis.gwas.form.traitHint')}
        rules={[{ required: true, message: t('genomeAnalysis.gwas.form.chooseTrait') }]}
      >
        <Select
          loading={options.isTraitsLoading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('genomeAnalysis.gwas.form.chooseTrait')}
          notFoundContent={t('genomeAnalysis.gwas.form.noTraits')}
          options={traitGroups
            .filter((group) => group.names.length > 0)
            .map((group) => ({
              label: t(`genomeAnalysis.gwas.form.${group.key}`),
              title: t(`genomeAnalysis.gwas.form.${group.key}`),
              options: group.names.map((name) => ({ value: name, label: name })),
            }))}
          data-testid="gwas-trait"
        />
      </Form.Item>
      <Form.Item name="year_ids" label={t('genomeAnalysis.gwas.form.seasons')}>
        <GwasSeasonSelect fields={options.fields} />
      </Form.Item>
      <Form.Item
        name="region_id"
        label={t('genomeAnalysis.gwas.form.region')}
        tooltip={t('genomeAnalysis.gwas.form.regionHint')}
      >
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('genomeAnalysis.gwas.form.allRegions')}
          options={options.regions.map((region) => ({ value: region.id, label: region.name }))}
          data-testid="gwas-region"
        />
      </Form.Item>
      <Form.Item name="model" label={t('genomeAnalysis.gwas.form.model')}>
        <Radio.Group
          optionType="button"
          options={GWAS_MODELS.map((model) => ({
            value: model,
            label: t(`genomeAnalysis.gwas.model.${model}`),
            title: t(`genomeAnalysis.gwas.modelHint.${model}`),
          }))}
          data-testid="gwas-model"
        />
      </Form.Item>
      <div className="pl-ganalysis-form-row">
        <Form.Item
          name="min_maf"
          label={t('genomeAnalysis.gwas.form.minMaf')}
          tooltip={t('genomeAnalysis.form.minMafHint')}
        >
          <NumberInput min={0} max={0.5} step={0.01} data-testid="gwas-maf" />
        </Form.Item>
        <Form.Item
          name="components"
          label={t('genomeAnalysis.gwas.form.components')}
          tooltip={t('genomeAnalysis.gwas.form.componentsHint')}
        >
          <NumberInput
            min={0}
            max={GWAS_COMPONENTS_MAX}
            step={1}
            precision={0}
            data-testid="gwas-components"
          />
        </Form.Item>
      </div>
      <RunAnalysisButton
        isStarting={isStarting}
        disabled={!isLoading && matrices.length === 0}
        testId="gwas-run"
      >
        {t('genomeAnalysis.gwas.form.run')}
      </RunAnalysisButton>
    </Form>
  );
}
