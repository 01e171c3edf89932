import {
  INPUT_MAX_LENGTH,
  LINE_NAME_MAX_LENGTH,
  PLOT_LABEL_MAX_LENGTH,
  PLOT_NAME_MAX_LENGTH,
  REPETITIONS_MAX,
  REPETITIONS_MIN,
  YEAR_MAX,
  YEAR_MIN,
} from '@plotline/contract/rules';
import { Button, Col, Flex, Form, type FormInstance, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { maxLengthRule, requiredNameRules } from '#src/lib/name-rules.ts';
import { usePlotFormRules } from '../hooks/use-plot-form-rules.ts';
import type { PlotFormValues } from '../utils/to-create-plot-body.ts';

type PlotFormProps = {
  form: FormInstance<PlotFormValues>;
  initialYear: number;
  pending: boolean;
  onFinish: (values: PlotFormValues) => void;
  onCancel: () => void;
  /**
   * The plot goes to a chosen place of this season's map: one plot, no label (numbering
   * gives it), no repetitions, no other year.
   */
  isPlaced?: boolean;
};

/** The add-plot fields: names, label, parents, repetitions, size, comment and year. */
export function PlotForm({
  form,
  initialYear,
  pending,
  onFinish,
  onCancel,
  isPlaced = false,
}: PlotFormProps) {
  const { t } = useTranslation();
  const rules = usePlotFormRules();
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ year: initialYear, repetitions: 1 }}
      onFinish={onFinish}
      data-testid="plot-form"
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="plot_name"
            label={t('plots.columns.plotName')}
            rules={requiredNameRules(PLOT_NAME_MAX_LENGTH)}
          >
            <Input maxLength={PLOT_NAME_MAX_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="line_name"
            label={t('plots.columns.lineName')}
            rules={requiredNameRules(LINE_NAME_MAX_LENGTH)}
          >
            <Input maxLength={LINE_NAME_MAX_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="mother"
            label={t('plots.columns.mother')}
            rules={[maxLengthRule(LINE_NAME_MAX_LENGTH)]}
          >
            <Input maxLength={LINE_NAME_MAX_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="father"
            label={t('plots.columns.father')}
            rules={[maxLengthRule(LINE_NAME_MAX_LENGTH)]}
          >
            <Input maxLength={LINE_NAME_MAX_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} hidden={isPlaced}>
          <Form.Item
            name="plot_label"
            label={t('plots.columns.label')}
            rules={rules.label}
            tooltip={t('plots.add.labelHint')}
          >
            <Input maxLength={PLOT_LABEL_MAX_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} hidden={isPlaced}>
          <Form.Item name="repetitions" label={t('plots.add.repetitions')}>
            <NumberInput
              min={REPETITIONS_MIN}
              max={REPETITIONS_MAX}
              precision={0}
              className="pl-input-number"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="width" label={t('plots.add.width')} rules={rules.size}>
            <NumberInput min={0} className="pl-input-number" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="length" label={t('plots.add.length')} rules={rules.size}>
            <NumberInput min={0} className="pl-input-number" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={18}>
          <Form.Item
            name="comment"
            label={t('plots.columns.comment')}
            rules={[maxLengthRule(INPUT_MAX_LENGTH)]}
          >
            <Input maxLength={INPUT_MAX_LENGTH} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={6} hidden={isPlaced}>
          <Form.Item
            name="year"
            label={t('plots.add.year')}
            rules={rules.year}
            tooltip={t('plots.add.yearHint')}
          >
            <NumberInput min={YEAR_MIN} max={YEAR_MAX} precision={0} className="pl-input-number" />
          </Form.Item>
        </Col>
      </Row>
      <Flex justify="end" gap="small">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={pending} data-testid="plot-save">
          {t('common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
