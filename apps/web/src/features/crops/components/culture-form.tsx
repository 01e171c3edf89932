import { CULTURE_NAME_MAX_LENGTH, INPUT_MAX_LENGTH } from '@plotline/contract/rules';
import { Button, Flex, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '#src/lib/form-errors.ts';
import { showApiError } from '#src/lib/show-api-error.ts';
import { useCreateCrop } from '../api/create-crop.ts';
import { useCultureRules } from '../hooks/use-culture-rules.ts';

type CultureFormValues = { russian_name: string; english_name?: string };
export type CultureSaveMode = 'close' | 'more';

type CultureFormProps = {
  /** Offer "Save and create more" (first-culture dialog). */
  allowSaveMore?: boolean;
  onSaved: (mode: CultureSaveMode) => void;
  /** Shows a cancel button when given. */
  onCancel?: () => void;
};

const FIELD_NAMES = ['russian_name', 'english_name'] as const;

/** Name and English name of a new crop (spec §3, §5); creates it on submit. */
export function CultureForm({ allowSaveMore = false, onSaved, onCancel }: CultureFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CultureFormValues>();
  const rules = useCultureRules();
  const createCrop = useCreateCrop();
  // "Save and create more" sets the mode, then submits; Enter and "Save" submit as 'close'.
  const saveMode = useRef<CultureSaveMode>('close');
  const [pendingMode, setPendingMode] = useState<CultureSaveMode>('close');

  function handleFinish(values: CultureFormValues) {
    const mode = saveMode.current;
    saveMode.current = 'close';
    setPendingMode(mode);
    const englishName = values.english_name?.trim() ?? '';
    createCrop.mutate(
      { russian_name: values.russian_name.trim(), english_name: englishName || null },
      {
        onSuccess: () => {
          form.resetFields();
          onSaved(mode);
        },
        onError: (error) => {
          applyFieldErrors(form, error, FIELD_NAMES);
          showApiError(error, 'crops.createFailed');
        },
      },
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={handleFinish}
      onFinishFailed={() => {
        saveMode.current = 'close';
      }}
    >
      <Form.Item name="russian_name" label={t('crops.name')} rules={rules.russianName}>
        <Input maxLength={CULTURE_NAME_MAX_LENGTH} autoComplete="off" />
      </Form.Item>
      <Form.Item name="english_name" label={t('crops.englishName')} rules={rules.englishName}>
        <Input maxLength={INPUT_MAX_LENGTH} autoComplete="off" lang="en" />
      </Form.Item>
      <Flex justify="end" gap="small" wrap>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
        {allowSaveMore && (
          <Button
            data-testid="culture-save-more"
            loading={createCrop.isPending && pendingMode === 'more'}
            disabled={createCrop.isPending}
            onClick={() => {
              saveMode.current = 'more';
              form.submit();
            }}
          >
            {t('crops.saveMore')}
          </Button>
        )}
        <Button
          type="primary"
          htmlType="submit"
          data-testid="culture-save"
          loading={createCrop.isPending && pendingMode === 'close'}
          disabled={createCrop.isPending}
        >
          {t('common.save')}
        </Button>
      </Flex>
    </Form>
  );
}
