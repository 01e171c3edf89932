import {
  LINE_LONG_TEXT_MAX_LENGTH,
  LINE_RECORD_NAME_MAX_LENGTH,
  LINE_TEXT_MAX_LENGTH,
  type LineCard,
} from '@plotline/contract/lines';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  type ButtonProps,
  Checkbox,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Select,
  Tooltip,
} from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showFormError } from '#src/lib/form-errors.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { deleteLine, LINE_CARD_QUERY_KEY, updateLine } from '../api/line-card-api.ts';
import {
  changedFields,
  EDITABLE_FIELDS,
  type LineFormValues,
  toFormValues,
} from '../utils/changed-fields.ts';

const SHORT_TEXTS = [
  'species',
  'origin',
  'uniformity',
  'heterotic_group',
  'owner',
  'herbicides',
  'fungicides',
] as const;
const LONG_TEXTS = ['genealogy', 'comments'] as const;

type LineDetailsProps = {
  line: LineCard;
  /** Opens another line's card (a parent). */
  onOpenLine: (lineId: number) => void;
  onChanged: () => void;
  onDeleted: () => void;
};

/**
 * The record: editable when the caller may edit it (only changed fields are sent), its
 * parents (each opens its card), inbreeding, plots and years; delete for its owner.
 */
export function LineDetails({ line, onOpenLine, onChanged, onDeleted }: LineDetailsProps) {
  const { t } = useTranslation();
  const [modal, contextHolder] = Modal.useModal();
  const language = useSessionStore((state) => state.language);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LineFormValues>();
  const saving = useMutation({
    mutationFn: (values: LineFormValues) => updateLine(line.line_id, changedFields(line, values)),
  });
  const deleting = useMutation({ mutationFn: () => deleteLine(line.line_id) });

  useEffect(() => form.setFieldsValue(toFormValues(line)), [form, line]);

  function handleFinish(values: LineFormValues) {
    if (Object.keys(changedFields(line, values)).length === 0) return;
    saving.mutate(values, {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: LINE_CARD_QUERY_KEY });
        toast.success(t('lineCard.details.saved'));
        onChanged();
      },
      onError: (error) => showFormError(form, error, [...EDITABLE_FIELDS], 'lineCard.errors.save'),
    });
  }

  function confirmDelete() {
    void modal.confirm({
      title: t('lineCard.details.deleteTitle', { name: line.line_name }),
      content: t('lineCard.details.deleteText'),
      okText: t('lineCard.details.delete'),
      okButtonProps: {
        danger: true,
        ...({ 'data-testid': 'line-delete-confirm' } as ButtonProps),
      },
      cancelText: t('common.cancel'),
      onOk: () =>
        deleting.mutateAsync().then(
          () => {
            toast.success(t('lineCard.details.deleted', { name: line.line_name }));
            void queryClient.invalidateQueries({ queryKey: LINE_CARD_QUERY_KEY });
            onChanged();
            onDeleted();
          },
          (error: unknown) => showActionError(error, 'lineCard.errors.delete'),
        ),
    });
  }

  const parent = (which: 'mother' | 'father') => {
    const ref = line[which];
    if (!ref) return '—';
    return (
      <button
        type="button"
        className="pl-line-link"
        data-testid={`line-${which}`}
        onClick={() => onOpenLine(ref.line_id)}
      >
        {ref.line_name}
      </button>
    );
  };

  const disabled = !line.can_edit;
  return (
    <div className="pl-line-details" data-testid="line-details">
      {contextHolder}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'mother', label: t('lineCard.details.mother'), children: parent('mother') },
          { key: 'father', label: t('lineCard.details.father'), children: parent('father') },
          {
            key: 'inbreeding',
            label: t('lineCard.details.inbreeding'),
            children: (
              <span data-testid="line-inbreeding">
                {new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(
                  line.inbreeding,
                )}
              </span>
            ),
          },
          {
            key: 'plots',
            label: t('lineCard.details.plots'),
            children: <span data-testid="line-plot-count">{line.count_of_plots}</span>,
          },
          {
            key: 'years',
            label: t('lineCard.details.years'),
            children: line.years.length > 0 ? line.years.join(', ') : '—',
          },
        ]}
      />
      <Form
        form={form}
        layout="vertical"
        disabled={disabled}
        initialValues={toFormValues(line)}
        onFinish={handleFinish}
        className="pl-line-form"
        data-testid="line-form"
      >
        <Form.Item
          name="name"
          label={t('lineCard.fields.name')}
          rules={[
            { required: true, whitespace: true, message: t('lineCard.details.nameRequired') },
            {
              max: LINE_RECORD_NAME_MAX_LENGTH,
              message: t('lineCard.details.nameTooLong', { max: LINE_RECORD_NAME_MAX_LENGTH }),
            },
          ]}
        >
          <Input data-testid="line-field-name" />
        </Form.Item>
        <Form.Item name="is_sort" valuePropName="checked">
          <Checkbox data-testid="line-field-is_sort">{t('lineCard.fields.is_sort')}</Checkbox>
        </Form.Item>
        <div className="pl-line-form-pair">
          {SHORT_TEXTS.map((name) => (
            <Form.Item key={name} name={name} label={t(`lineCard.fields.${name}`)}>
              <Input maxLength={LINE_TEXT_MAX_LENGTH} data-testid={`line-field-${name}`} />
            </Form.Item>
          ))}
        </div>
        <Form.Item name="regions" label={t('lineCard.fields.regions')}>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', ';']}
            placeholder={t('lineCard.fields.regionsHint')}
            data-testid="line-field-regions"
          />
        </Form.Item>
        {LONG_TEXTS.map((name) => (
          <Form.Item key={name} name={name} label={t(`lineCard.fields.${name}`)}>
            <Input.TextArea
              autoSize={{ minRows: 1, maxRows: 5 }}
              maxLength={LINE_LONG_TEXT_MAX_LENGTH}
              data-testid={`line-field-${name}`}
            />
          </Form.Item>
        ))}
        <Flex justify="space-between" gap="small">
          {line.can_manage ? (
            <Tooltip
              title={line.count_of_plots > 0 ? t('lineCard.details.deleteInUse') : undefined}
            >
              <Button
                danger
                disabled={line.count_of_plots > 0}
                loading={deleting.isPending}
                onClick={confirmDelete}
                data-testid="line-delete"
              >
                {t('lineCard.details.delete')}
              </Button>
            </Tooltip>
          ) : (
            <span />
          )}
          {line.can_edit ? (
            <Flex gap="small">
              <Button onClick={() => form.resetFields()} data-testid="line-reset">
                {t('lineCard.details.reset')}
              </Button>
              <Button
                type="primary"
                htmlType="submit"
                loading={saving.isPending}
                data-testid="line-save"
              >
                {t('lineCard.details.save')}
              </Button>
            </Flex>
          ) : (
            <span className="pl-line-muted">{t('lineCard.details.readOnly')}</span>
          )}
        </Flex>
      </Form>
    </div>
  );
}
