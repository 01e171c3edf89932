import type { Field, FieldYearRef } from '@plotline/contract/fields';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showFormError } from '#src/lib/form-errors.ts';
import { useCreatePlots } from '../api/create-plots.ts';
import {
  PLOT_FORM_FIELDS,
  type PlotFormValues,
  toCreatePlotBody,
} from '../utils/to-create-plot-body.ts';
import { PlotForm } from './plot-form.tsx';

type AddPlotModalProps = {
  open: boolean;
  specId: number;
  field: Field;
  year: FieldYearRef;
  onClose: () => void;
  onYearsChanged: () => void;
};

/** Creates a plot (one per repetition) in the chosen nursery, this season or another year. */
export function AddPlotModal({
  open,
  specId,
  field,
  year,
  onClose,
  onYearsChanged,
}: AddPlotModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PlotFormValues>();
  const createPlots = useCreatePlots();

  function handleFinish(values: PlotFormValues) {
    createPlots.mutate(toCreatePlotBody(values, { specId, fieldId: field.field_id }), {
      onSuccess: (plots) => {
        toast.success(t('plots.add.created', { count: plots.length }));
        if (values.year !== year.year) onYearsChanged();
        form.resetFields();
        onClose();
      },
      onError: (error) => showFormError(form, error, PLOT_FORM_FIELDS, 'plots.errors.create'),
    });
  }

  return (
    <Modal
      open={open}
      title={t('plots.add.title', { name: field.field_name })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
      closable={{ 'aria-label': t('common.close') }}
    >
      <PlotForm
        form={form}
        initialYear={year.year}
        pending={createPlots.isPending}
        onFinish={handleFinish}
        onCancel={onClose}
      />
    </Modal>
  );
}
