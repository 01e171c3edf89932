import type { Field, FieldYearRef } from '@plotline/contract/fields';
import type { CombinedPlot } from '@plotline/contract/plots';
import {
  FIELD_WIDTH_DEFAULT,
  FIELD_WIDTH_MAX,
  FIELD_WIDTH_MIN,
  REPETITIONS_MAX,
  REPETITIONS_MIN,
  YEAR_MAX,
  YEAR_MIN,
} from '@plotline/contract/rules';
import { Button, Flex, Form, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { showFormError } from '#src/lib/form-errors.ts';
import { useMovePlots } from '../api/move-plots.ts';
import { countBaseNames, defaultMoveRepetitions, listNames } from '../utils/move-summary.ts';

type MovePlotsModalProps = {
  open: boolean;
  /** The selected plots; with names, the dialog and the toast name the entries that move. */
  plots: readonly (Pick<CombinedPlot, 'plot_id'> & { plot_name?: string })[];
  specId: number;
  field: Field;
  year: FieldYearRef;
  onClose: () => void;
  onMoved: () => void;
};

type MoveFormValues = {
  new_year: number;
  sort_method: 1 | 2 | 3;
  max_length_per_list: number;
  repetitions: number;
};

const FORM_FIELDS = ['new_year', 'sort_method', 'max_length_per_list', 'repetitions'] as const;

/**
 * Moves the selected plots into another year: placement, field width and repetitions. The
 * server makes one entry per plot base name (`К-4/1`, `К-4/2` → `К-4`, decision 013) and
 * leaves this season as it is; the dialog and the toast say so in those words (decision 030).
 */
export function MovePlotsModal({
  open,
  plots,
  specId,
  field,
  year,
  onClose,
  onMoved,
}: MovePlotsModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MoveFormValues>();
  const movePlots = useMovePlots();
  const names = plots.flatMap((plot) => (plot.plot_name ? [plot.plot_name] : []));
  const entries = [...countBaseNames(names).keys()];
  const watchedYear = Form.useWatch('new_year', form);
  const watchedRepetitions = Form.useWatch('repetitions', form);

  function doneMessage(created: readonly { plot_name: string }[], values: MoveFormValues) {
    const moved = [...countBaseNames(created.map((plot) => plot.plot_name)).keys()];
    const common = { year: values.new_year, repetitions: values.repetitions };
    if (moved.length === 0) return t('plots.move.doneNone', common);
    if (moved.length === 1) return t('plots.move.doneOne', { ...common, name: moved[0] });
    return t('plots.move.doneMany', { ...common, count: moved.length, names: listNames(moved) });
  }

  function handleFinish(values: MoveFormValues) {
    movePlots.mutate(
      {
        ...values,
        field_id: field.field_id,
        spec_id: specId,
        plot_ids: plots.map((plot) => plot.plot_id),
      },
      {
        onSuccess: (created) => {
          toast.success(doneMessage(created, values));
          onMoved();
        },
        onError: (error) => showFormError(form, error, FORM_FIELDS, 'plots.errors.move'),
      },
    );
  }

  return (
    <Modal
      open={open}
      title={t('plots.move.title', { count: plots.length })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="move-plots-form"
        initialValues={{
          new_year: Math.min(year.year + 1, YEAR_MAX),
          sort_method: 1,
          max_length_per_list: field.width || FIELD_WIDTH_DEFAULT,
          repetitions: defaultMoveRepetitions(names),
        }}
        onFinish={handleFinish}
      >
        <Typography.Paragraph data-testid="move-plots-summary">
          {entries.length > 0
            ? t('plots.move.summary', {
                count: plots.length,
                entries: entries.length,
                names: listNames(entries),
                year: watchedYear ?? '—',
                repetitions: watchedRepetitions ?? '—',
              })
            : t('plots.move.summaryNoNames', {
                count: plots.length,
                year: watchedYear ?? '—',
                repetitions: watchedRepetitions ?? '—',
              })}
        </Typography.Paragraph>
        <Form.Item
          name="new_year"
          label={t('plots.move.year')}
          rules={[
            { required: true, message: t('validation.required') },
            { type: 'integer', min: YEAR_MIN, max: YEAR_MAX, message: t('validation.year') },
          ]}
        >
          <NumberInput min={YEAR_MIN} max={YEAR_MAX} precision={0} className="pl-input-number" />
        </Form.Item>
        <Form.Item name="sort_method" label={t('plots.move.placement')}>
          <Radio.Group
            options={[
              { value: 1, label: t('placement.inOrder') },
              { value: 2, label: t('placement.linear') },
              { value: 3, label: t('placement.random') },
            ]}
          />
        </Form.Item>
        <Flex gap="middle">
          <Form.Item
            name="max_length_per_list"
            label={t('fields.width')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <NumberInput
              min={FIELD_WIDTH_MIN}
              max={FIELD_WIDTH_MAX}
              precision={0}
              className="pl-input-number"
            />
          </Form.Item>
          <Form.Item
            name="repetitions"
            label={t('plots.add.repetitions')}
            rules={[{ required: true, message: t('validation.required') }]}
          >
            <NumberInput
              min={REPETITIONS_MIN}
              max={REPETITIONS_MAX}
              precision={0}
              className="pl-input-number"
            />
          </Form.Item>
        </Flex>
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={movePlots.isPending}
            data-testid="move-plots-save"
          >
            {t('plots.move.submit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
