import type { Field, FieldYearRef } from '@plotline/contract/fields';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showFormError } from '#src/lib/form-errors.ts';
import { useCreatePlotByCoord } from '../api/create-plot-by-coord.ts';
import { PLOT_FORM_FIELDS, type PlotFormValues } from '../utils/to-create-plot-body.ts';
import { PlotForm } from './plot-form.tsx';

/** A place of the field map: 0-based row (top to bottom) and column. */
export type MapPlace = { row: number; column: number };

type AddPlotAtPlaceModalProps = {
  place: MapPlace | null;
  specId: number;
  field: Field;
  year: FieldYearRef;
  onClose: () => void;
  onCreated: () => void;
};

/** Creates one plot at an empty place of the season's map (`create_plot_by_coord/`). */
export function AddPlotAtPlaceModal({
  place,
  specId,
  field,
  year,
  onClose,
  onCreated,
}: AddPlotAtPlaceModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PlotFormValues>();
  const create = useCreatePlotByCoord();
  const text = (value: string | undefined) => value?.trim() ?? '';

  function handleFinish(values: PlotFormValues) {
    if (!place) return;
    const body = {
      plot_name: text(values.plot_name),
      line_name: text(values.line_name),
      spec_id: specId,
      year_id: year.id,
      x: place.column,
      y: place.row,
      comment: text(values.comment),
      mother: text(values.mother) || null,
      father: text(values.father) || null,
      ...(typeof values.width === 'number' ? { width: values.width } : {}),
      ...(typeof values.length === 'number' ? { length: values.length } : {}),
    };
    create.mutate(body, {
      onSuccess: (plot) => {
        toast.success(t('plots.add.createdAt', { name: plot.plot_name }));
        form.resetFields();
        onCreated();
        onClose();
      },
      onError: (error) => showFormError(form, error, PLOT_FORM_FIELDS, 'plots.errors.create'),
    });
  }

  return (
    <Modal
      open={place !== null}
      title={t('plots.add.atPlaceTitle', {
        name: field.field_name,
        row: (place?.row ?? 0) + 1,
        column: (place?.column ?? 0) + 1,
      })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={640}
      closable={{ 'aria-label': t('common.close') }}
    >
      <PlotForm
        form={form}
        initialYear={year.year}
        pending={create.isPending}
        onFinish={handleFinish}
        onCancel={onClose}
        isPlaced
      />
    </Modal>
  );
}
