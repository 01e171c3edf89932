import {
  KNOWLEDGE_BODY_MAX_LENGTH,
  KNOWLEDGE_GENE_MAX_LENGTH,
  KNOWLEDGE_TITLE_MAX_LENGTH,
  type KnowledgeEntry,
} from '@plotline/contract/knowledge-base';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '#src/lib/api-error.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { translateMessage } from '#src/lib/translate-message.ts';
import { KNOWLEDGE_BASE_QUERY_KEY } from '../api/knowledge-base-query-key.ts';
import { createKnowledgeEntry, updateKnowledgeEntry } from '../api/save-knowledge-entry.ts';
import { type Choice, useEntryFormOptions } from '../hooks/use-entry-form-options.ts';
import {
  type EntryValues,
  splitEntryErrors,
  toEntryBody,
  toEntryValues,
} from '../utils/entry-form-values.ts';
import { EffectsEditor } from './effects-editor.tsx';

type EntryDrawerProps = {
  specId: number;
  /** The entry to edit; none: a new one (about `mutationId` when the list is filtered by it). */
  entry?: KnowledgeEntry;
  mutationId: number | null;
  markers: Choice[];
  onSaved: (entry: KnowledgeEntry) => void;
  onClose: () => void;
};

/**
 * Adds or edits an entry: title, gene, marker, trait, text, references (one per line) and the
 * effects. The server's 400 is shown at its field (`effects[i]` at the row, naming the entry
 * that already states that effect) and in the toast.
 */
export function EntryDrawer({
  specId,
  entry,
  mutationId,
  markers,
  onSaved,
  onClose,
}: EntryDrawerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<EntryValues>();
  const [saving, setSaving] = useState(false);
  // the server's refusals of effect rows, until the form changes (rows may move)
  const [rowErrors, setRowErrors] = useState<Record<number, string[]>>({});
  const { traits, regions } = useEntryFormOptions(specId, entry);
  const ownMarker = Form.useWatch('mutation_id', form) ?? null;

  async function handleFinish(values: EntryValues) {
    setSaving(true);
    try {
      const body = toEntryBody(values);
      const saved = entry
        ? await updateKnowledgeEntry(entry.id, body)
        : await createKnowledgeEntry({ spec_id: specId, ...body });
      toast.success(t('knowledgeBase.form.saved', { title: saved.title }));
      await queryClient.invalidateQueries({ queryKey: KNOWLEDGE_BASE_QUERY_KEY });
      onSaved(saved);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors) {
        const refused = splitEntryErrors(error.fieldErrors, translateMessage);
        form.setFields(refused.fields);
        setRowErrors(refused.rows);
        showApiError(error);
      } else {
        showApiError(error, 'knowledgeBase.errors.save');
      }
    } finally {
      setSaving(false);
    }
  }

  const required = { required: true, whitespace: true, message: t('knowledgeBase.form.required') };
  return (
    <Drawer
      open
      onClose={onClose}
      size={760}
      title={
        entry
          ? t('knowledgeBase.form.editTitle', { title: entry.title })
          : t('knowledgeBase.form.addTitle')
      }
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      data-testid="knowledge-drawer"
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => form.submit()}
            data-testid="knowledge-save"
          >
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      <Form<EntryValues>
        form={form}
        layout="vertical"
        initialValues={toEntryValues(entry, mutationId)}
        onFinish={handleFinish}
        onValuesChange={() => setRowErrors((errors) => (Object.keys(errors).length ? {} : errors))}
      >
        <Form.Item name="title" label={t('knowledgeBase.fields.title')} rules={[required]}>
          <Input maxLength={KNOWLEDGE_TITLE_MAX_LENGTH} data-testid="knowledge-title" />
        </Form.Item>
        <Flex gap={12} wrap className="pl-kb-form-row">
          <Form.Item name="gene" label={t('knowledgeBase.fields.gene')}>
            <Input maxLength={KNOWLEDGE_GENE_MAX_LENGTH} data-testid="knowledge-gene" />
          </Form.Item>
          <Form.Item name="mutation_id" label={t('knowledgeBase.fields.marker')}>
            <Select
              options={markers}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="knowledge-marker"
            />
          </Form.Item>
          <Form.Item name="feature_id" label={t('knowledgeBase.fields.trait')}>
            <Select
              options={traits}
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="knowledge-trait"
            />
          </Form.Item>
        </Flex>
        <Form.Item name="body" label={t('knowledgeBase.fields.body')}>
          <Input.TextArea
            autoSize={{ minRows: 4, maxRows: 14 }}
            maxLength={KNOWLEDGE_BODY_MAX_LENGTH}
            data-testid="knowledge-body"
          />
        </Form.Item>
        <Form.Item
          name="references"
          label={t('knowledgeBase.fields.references')}
          extra={t('knowledgeBase.form.referencesHint')}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 10 }}
            data-testid="knowledge-references-input"
          />
        </Form.Item>
        <Form.Item
          label={t('knowledgeBase.fields.effects')}
          extra={t('knowledgeBase.form.effectsHint')}
        >
          <EffectsEditor
            markers={markers}
            traits={traits}
            regions={regions}
            defaultMarkerId={ownMarker}
            rowErrors={rowErrors}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
