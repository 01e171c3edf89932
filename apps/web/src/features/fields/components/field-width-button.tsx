import { ColumnWidthOutlined } from '@ant-design/icons';
import type { Field } from '@plotline/contract/fields';
import { FIELD_WIDTH_MAX, FIELD_WIDTH_MIN } from '@plotline/contract/rules';
import { Button, Flex, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useUpdateField } from '../api/update-field.ts';

type FieldWidthButtonProps = { field: Field | null; canChange: boolean };

/**
 * Shows the nursery width (plots per map row, 2..150, spec §5) and, for whoever manages the
 * nursery, changes it.
 */
export function FieldWidthButton({ field, canChange }: FieldWidthButtonProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [width, setWidth] = useState<number | null>(field?.width ?? null);
  const updateField = useUpdateField();
  const isValid =
    width !== null &&
    Number.isInteger(width) &&
    width >= FIELD_WIDTH_MIN &&
    width <= FIELD_WIDTH_MAX;

  function handleSave() {
    if (!field || !isValid) return;
    updateField.mutate(
      { fieldId: field.field_id, body: { width } },
      {
        onSuccess: () => setOpen(false),
        onError: (error) => showActionError(error, 'fields.errors.updateWidth'),
      },
    );
  }

  const content = (
    <Flex vertical gap="small" data-testid="field-width-form">
      <label htmlFor="pl-field-width">
        {t('fields.widthHint', { min: FIELD_WIDTH_MIN, max: FIELD_WIDTH_MAX })}
      </label>
      <Flex gap="small">
        <NumberInput
          id="pl-field-width"
          min={FIELD_WIDTH_MIN}
          max={FIELD_WIDTH_MAX}
          precision={0}
          value={width}
          disabled={!canChange}
          status={isValid ? undefined : 'error'}
          onChange={setWidth}
          onPressEnter={handleSave}
        />
        <Button
          type="primary"
          data-testid="field-width-save"
          loading={updateField.isPending}
          disabled={!isValid || !canChange}
          onClick={handleSave}
        >
          {t('common.save')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover
      open={isOpen}
      onOpenChange={(open) => {
        setOpen(open);
        if (open) setWidth(field?.width ?? null);
      }}
      trigger="click"
      title={t('fields.width')}
      content={content}
    >
      <Button
        data-testid="field-width"
        icon={<ColumnWidthOutlined aria-hidden />}
        disabled={!field}
      >
        {t('fields.widthValue', { width: field?.width ?? '—' })}
      </Button>
    </Popover>
  );
}
