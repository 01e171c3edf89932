import { DeleteOutlined } from '@ant-design/icons';
import type { Field } from '@plotline/contract/fields';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useDeleteField } from '../api/delete-field.ts';

type DeleteNurseryButtonProps = { field: Field | null; onDeleted: () => void };

/** Deletes the chosen nursery, with its years and plots, after a confirmation. */
export function DeleteNurseryButton({ field, onDeleted }: DeleteNurseryButtonProps) {
  const { t } = useTranslation();
  const deleteField = useDeleteField();
  return (
    <Popconfirm
      title={t('fields.deleteNurseryTitle', { name: field?.field_name ?? '' })}
      description={t('fields.deleteNurseryText')}
      okText={t('common.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: deleteField.isPending }}
      disabled={!field}
      onConfirm={() =>
        field &&
        deleteField.mutateAsync(field.field_id).then(onDeleted, (error: unknown) => {
          showActionError(error, 'fields.errors.deleteNursery');
        })
      }
    >
      <Tooltip title={t('fields.deleteNursery')}>
        <Button
          data-testid="delete-nursery"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('fields.deleteNursery')}
          disabled={!field}
        />
      </Tooltip>
    </Popconfirm>
  );
}
