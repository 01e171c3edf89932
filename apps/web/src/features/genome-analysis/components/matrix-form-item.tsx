import { PlayCircleOutlined } from '@ant-design/icons';
import type { GenotypeMatrix } from '@plotline/contract/genotype-matrices';
import { Button, Form, Select } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type MatrixFormItemProps = {
  matrices: GenotypeMatrix[];
  isLoading: boolean;
  /** The select's test id. */
  testId: string;
};

/**
 * The `matrix_id` item of an analysis form: the crop's genotype matrices, the first chosen by
 * default, the chosen one's size under it. Lives inside an antd Form.
 */
export function MatrixFormItem({ matrices, isLoading, testId }: MatrixFormItemProps) {
  const { t, i18n } = useTranslation();
  const form = Form.useFormInstance();
  const firstMatrix = matrices[0]?.id;
  const chosenId = Form.useWatch('matrix_id', form);
  const chosen = matrices.find((matrix) => matrix.id === chosenId);
  useEffect(() => {
    if (firstMatrix !== undefined && form.getFieldValue('matrix_id') === undefined) {
      form.setFieldValue('matrix_id', firstMatrix);
    }
  }, [firstMatrix, form]);
  const number = (value: number) => value.toLocaleString(i18n.language);
  return (
    <Form.Item
      name="matrix_id"
      label={t('genomeAnalysis.form.matrix')}
      rules={[{ required: true, message: t('genomeAnalysis.form.chooseMatrix') }]}
      extra={
        chosen &&
        t('genomeAnalysis.form.matrixSize', {
          samples: number(chosen.sample_count),
          markers: number(chosen.marker_count),
        })
      }
    >
      <Select
        loading={isLoading}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('genomeAnalysis.form.chooseMatrix')}
        notFoundContent={t('genomeAnalysis.form.noMatrices')}
        options={matrices.map((matrix) => ({ value: matrix.id, label: matrix.name }))}
        data-testid={testId}
      />
    </Form.Item>
  );
}

type RunAnalysisButtonProps = {
  isStarting: boolean;
  /** No matrix to analyse (once loaded). */
  disabled: boolean;
  testId: string;
  children: ReactNode;
};

/** The submit button of an analysis form. */
export function RunAnalysisButton({
  isStarting,
  disabled,
  testId,
  children,
}: RunAnalysisButtonProps) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      icon={<PlayCircleOutlined aria-hidden />}
      loading={isStarting}
      disabled={disabled}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
