import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showFormError } from '#src/lib/form-errors.ts';
import { CREATE_LINE_QUERY_KEY } from '../api/create-line-query-key.ts';
import { createPlannedLine } from '../api/create-planned-line.ts';
import type { DraftChoice } from '../hooks/use-line-draft.ts';
import { type LineChanges, toChangeList } from '../utils/line-changes.ts';

type SavePlannedLineProps = {
  specId: number;
  choice: DraftChoice;
  changes: LineChanges;
  onSaved: () => void;
};

type FormValues = { name: string; comment?: string };

/**
 * "Save as a planned line": a name (unique in the crop) and a comment; the line is kept with
 * the target pairs chosen, then the draft's pairs start over.
 */
export function SavePlannedLine({ specId, choice, changes, onSaved }: SavePlannedLineProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const save = useMutation({ mutationFn: createPlannedLine });
  const lineId = choice.lineId;
  function submit(values: FormValues) {
    if (lineId === null) return;
    save.mutate(
      {
        spec_id: specId,
        base_line_id: lineId,
        region_id: choice.regionId,
        feature_ids: choice.featureIds.length ? choice.featureIds : undefined,
        changes: toChangeList(changes),
        name: values.name,
        comment: values.comment ?? '',
      },
      {
        onSuccess: async (created) => {
          toast.success(t('createLine.save.done', { name: created.name }));
          form.resetFields();
          onSaved();
          await queryClient.invalidateQueries({ queryKey: CREATE_LINE_QUERY_KEY });
        },
        onError: (error) =>
          showFormError(form, error, ['name', 'comment'], 'createLine.errors.save'),
      },
    );
  }
  return (
    <section className="pl-cline-save">
      <h2 className="pl-cline-title">{t('createLine.save.title')}</h2>
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        data-testid="create-line-save-form"
      >
        <Form.Item
          name="name"
          label={t('createLine.save.name')}
          rules={[{ required: true, whitespace: true, message: t('createLine.save.nameRequired') }]}
        >
          <Input maxLength={100} data-testid="create-line-name" />
        </Form.Item>
        <Form.Item name="comment" label={t('createLine.save.comment')}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={save.isPending}
          disabled={lineId === null}
          data-testid="create-line-save"
        >
          {t('createLine.save.submit', { count: changes.size })}
        </Button>
      </Form>
    </section>
  );
}
