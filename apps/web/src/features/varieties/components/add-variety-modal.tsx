import {
  type AddLineBody,
  LINE_LONG_TEXT_MAX_LENGTH,
  LINE_RECORD_NAME_MAX_LENGTH,
  LINE_TEXT_MAX_LENGTH,
} from '@plotline/contract/lines';
import { useMutation } from '@tanstack/react-query';
import { type ButtonProps, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showFormError } from '#src/lib/form-errors.ts';
import { addLine } from '../api/varieties-api.ts';
import { ParentPicker } from './parent-picker.tsx';

type AddVarietyValues = {
  name: string;
  is_sort: boolean;
  mother?: string;
  father?: string;
  species?: string;
  origin?: string;
  regions?: string[];
  heterotic_group?: string;
  genealogy?: string;
  owner?: string;
  comments?: string;
  herbicides?: string;
  fungicides?: string;
};

const FIELD_NAMES = [
  'name',
  'is_sort',
  'mother',
  'father',
  'species',
  'origin',
  'regions',
  'heterotic_group',
  'genealogy',
  'owner',
  'comments',
  'herbicides',
  'fungicides',
] as const;

const TEXT_FIELDS = [
  'species',
  'origin',
  'heterotic_group',
  'owner',
  'herbicides',
  'fungicides',
] as const;

type AddVarietyModalProps = {
  specId: number;
  onClose: () => void;
  onAdded: () => void;
};

/** "Add variety": a line by hand; the server's field errors go on the fields. */
export function AddVarietyModal({ specId, onClose, onAdded }: AddVarietyModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AddVarietyValues>();
  const adding = useMutation({ mutationFn: addLine });

  function handleFinish(values: AddVarietyValues) {
    const body: AddLineBody = {
      spec_id: specId,
      name: values.name.trim(),
      is_sort: values.is_sort,
      mother: values.mother?.trim() || null,
      father: values.father?.trim() || null,
      regions: values.regions ?? [],
    };
    for (const name of [...TEXT_FIELDS, 'genealogy', 'comments'] as const) {
      const value = values[name]?.trim();
      if (value) body[name] = value;
    }
    adding.mutate(body, {
      onSuccess: (line) => {
        toast.success(t('varieties.add.added', { name: line.line_name }));
        onAdded();
        onClose();
      },
      onError: (error) => showFormError(form, error, FIELD_NAMES, 'varieties.errors.add'),
    });
  }

  return (
    <Modal
      open
      title={t('varieties.add.title')}
      okText={t('varieties.add.submit')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={adding.isPending}
      destroyOnHidden
      width={640}
      closable={{ 'aria-label': t('common.close') }}
      okButtonProps={{ ...({ 'data-testid': 'add-variety-submit' } as ButtonProps) }}
      modalRender={(node) => <div data-testid="add-variety-modal">{node}</div>}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ is_sort: true, regions: [] }}
        onFinish={handleFinish}
        className="pl-variety-form"
      >
        <Form.Item
          name="name"
          label={t('varieties.fields.name')}
          rules={[
            { required: true, whitespace: true, message: t('varieties.add.nameRequired') },
            {
              max: LINE_RECORD_NAME_MAX_LENGTH,
              message: t('varieties.add.nameTooLong', { max: LINE_RECORD_NAME_MAX_LENGTH }),
            },
          ]}
        >
          <Input autoFocus data-testid="add-variety-name" />
        </Form.Item>
        <Form.Item name="is_sort" valuePropName="checked">
          <Checkbox data-testid="add-variety-is-sort">{t('varieties.fields.isSort')}</Checkbox>
        </Form.Item>
        <div className="pl-variety-form-pair">
          <Form.Item name="mother" label={t('varieties.fields.mother')}>
            <ParentPicker specId={specId} testId="add-variety-mother" />
          </Form.Item>
          <Form.Item name="father" label={t('varieties.fields.father')}>
            <ParentPicker specId={specId} testId="add-variety-father" />
          </Form.Item>
        </div>
        <div className="pl-variety-form-pair">
          {TEXT_FIELDS.map((name) => (
            <Form.Item key={name} name={name} label={t(`varieties.fields.${name}`)}>
              <Input maxLength={LINE_TEXT_MAX_LENGTH} data-testid={`add-variety-${name}`} />
            </Form.Item>
          ))}
        </div>
        <Form.Item name="regions" label={t('varieties.fields.regions')}>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', ';']}
            placeholder={t('varieties.fields.regionsHint')}
          />
        </Form.Item>
        <Form.Item name="genealogy" label={t('varieties.fields.genealogy')}>
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={LINE_LONG_TEXT_MAX_LENGTH}
          />
        </Form.Item>
        <Form.Item name="comments" label={t('varieties.fields.comments')}>
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={LINE_LONG_TEXT_MAX_LENGTH}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
