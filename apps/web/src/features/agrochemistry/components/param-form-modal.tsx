import { AGRO_PARAM_KINDS, type AgroParam, type AgroParamKind } from '@plotline/contract/meteo';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFormError } from '#src/lib/form-errors.ts';
import { createAgroParam } from '../api/create-agro-param.ts';
import { agroParamsKey } from '../api/list-agro-params.ts';
import { updateAgroParam } from '../api/update-agro-param.ts';
import { KIND_UNITS } from '../utils/param-kinds.ts';

type ParamFormValues = { name: string; unit: string; kind: AgroParamKind };

type ParamFormModalProps = {
  year: number;
  /** The parameter renamed; none: a new one is added. */
  param?: AgroParam;
  onClose: () => void;
};

const FIELDS = ['name', 'unit', 'kind'] as const;

/**
 * Adds a soil parameter to the year (name, unit, kind) or renames one (name, unit: its kind
 * and year stay); a name the year already has is refused by the server on the name.
 */
export function ParamFormModal({ year, param, onClose }: ParamFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ParamFormValues>();
  const unitOf = (kind: AgroParamKind) => {
    const unit = KIND_UNITS[kind];
    return unit ? t(`agrochemistry.units.${unit}`) : '';
  };
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: ParamFormValues) =>
      param
        ? updateAgroParam(param.id, { name: values.name, unit: values.unit ?? '' })
        : createAgroParam({ ...values, unit: values.unit ?? '', year }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: agroParamsKey(year) });
      onClose();
    },
    onError: (error) => showFormError(form, error, FIELDS, 'agrochemistry.errors.save'),
  });

  return (
    <Modal
      open
      title={
        param ? t('agrochemistry.params.renameTitle') : t('agrochemistry.params.addTitle', { year })
      }
      okText={param ? t('common.save') : t('agrochemistry.params.add')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending, ...{ 'data-testid': 'agro-param-save' } }}
      onCancel={onClose}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={
          param ?? { name: t('agrochemistry.kinds.humus'), unit: unitOf('humus'), kind: 'humus' }
        }
        onFinish={(values) => save.mutate(values)}
        data-testid="agro-param-form"
      >
        {!param && (
          <Form.Item name="kind" label={t('agrochemistry.params.kind')}>
            <Select
              data-testid="agro-param-kind"
              options={AGRO_PARAM_KINDS.map((kind) => ({
                value: kind,
                label: t(`agrochemistry.kinds.${kind}`),
              }))}
              onChange={(kind: AgroParamKind) => {
                form.setFieldsValue({
                  unit: unitOf(kind),
                  name: kind === 'other' ? '' : t(`agrochemistry.kinds.${kind}`),
                });
              }}
            />
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('agrochemistry.params.name')}
          rules={[
            { required: true, whitespace: true, message: t('agrochemistry.params.nameRequired') },
          ]}
        >
          <Input maxLength={255} autoFocus data-testid="agro-param-name" />
        </Form.Item>
        <Form.Item name="unit" label={t('agrochemistry.params.unit')}>
          <Input maxLength={32} data-testid="agro-param-unit" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
