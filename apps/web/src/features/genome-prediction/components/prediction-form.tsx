import { PlayCircleOutlined } from '@ant-design/icons';
import {
  PREDICTION_FOLDS_MAX,
  PREDICTION_FOLDS_MIN,
  type PredictionBody,
} from '@plotline/contract/genome-prediction';
import type { GenotypeMatrix } from '@plotline/contract/genotype-matrices';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { showActionError } from '#src/lib/show-api-error.ts';
import { PREDICTION_QUERY_KEY, startPrediction } from '../api/predictions.ts';
import { usePredictionFormOptions } from '../hooks/use-prediction-form-options.ts';

type FormValues = { matrix_id: number; feature: string; year_ids: number[]; folds: number };

const DEFAULTS: Partial<FormValues> = { year_ids: [], folds: 5 };
const NO_YEARS: number[] = [];

type PredictionFormProps = {
  specId: number;
  matrices: GenotypeMatrix[];
  isLoading: boolean;
  onStarted: (analysisId: number) => void;
};

/**
 * "New prediction": a genotype matrix (the first by default), the trait, the seasons giving the
 * lines' phenotypes (none: every season) and the folds of the cross-validation.
 */
export function PredictionForm({ specId, matrices, isLoading, onStarted }: PredictionFormProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const [isStarting, setIsStarting] = useState(false);
  const yearIds = Form.useWatch('year_ids', form) ?? NO_YEARS;
  const options = usePredictionFormOptions(specId, yearIds);
  const chosenId = Form.useWatch('matrix_id', form);
  const chosen = matrices.find((matrix) => matrix.id === chosenId);
  const firstMatrix = matrices[0]?.id;
  useEffect(() => {
    if (firstMatrix !== undefined && form.getFieldValue('matrix_id') === undefined)
      form.setFieldValue('matrix_id', firstMatrix);
  }, [firstMatrix, form]);

  async function start(values: FormValues) {
    setIsStarting(true);
    try {
      const body: PredictionBody = { spec_id: specId, ...values };
      const job = await startPrediction(body);
      await queryClient.invalidateQueries({ queryKey: PREDICTION_QUERY_KEY });
      onStarted(job.analysis_id);
    } catch (error) {
      showActionError(error, 'prediction.errors.start');
    } finally {
      setIsStarting(false);
    }
  }
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={DEFAULTS}
      onFinish={(values) => void start(values)}
      data-testid="prediction-form"
    >
      <Form.Item
        name="matrix_id"
        label={t('prediction.form.matrix')}
        rules={[{ required: true, message: t('prediction.form.chooseMatrix') }]}
        extra={
          chosen &&
          t('prediction.form.matrixSize', {
            samples: number(chosen.sample_count),
            markers: number(chosen.marker_count),
          })
        }
      >
        <Select
          loading={isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('prediction.form.chooseMatrix')}
          notFoundContent={t('prediction.form.noMatrices')}
          options={matrices.map((matrix) => ({ value: matrix.id, label: matrix.name }))}
          data-testid="prediction-matrix"
        />
      </Form.Item>
      <Form.Item
        name="feature"
        label={t('prediction.form.trait')}
        rules={[{ required: true, message: t('prediction.form.chooseTrait') }]}
      >
        <Select
          loading={options.isTraitsLoading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('prediction.form.chooseTrait')}
          notFoundContent={t('prediction.form.noTraits')}
          options={options.traits.map((name) => ({ value: name, label: name }))}
          data-testid="prediction-trait"
        />
      </Form.Item>
      <Form.Item name="year_ids" label={t('prediction.form.seasons')}>
        <Select
          mode="multiple"
          allowClear
          maxTagCount={3}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('prediction.form.allSeasons')}
          options={options.seasons}
          data-testid="prediction-seasons"
        />
      </Form.Item>
      <Form.Item
        name="folds"
        label={t('prediction.form.folds')}
        tooltip={t('prediction.form.foldsHint')}
      >
        <NumberInput
          min={PREDICTION_FOLDS_MIN}
          max={PREDICTION_FOLDS_MAX}
          step={1}
          precision={0}
          data-testid="prediction-folds"
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<PlayCircleOutlined aria-hidden />}
        loading={isStarting}
        disabled={!isLoading && matrices.length === 0}
        data-testid="prediction-run"
      >
        {t('prediction.form.run')}
      </Button>
    </Form>
  );
}
