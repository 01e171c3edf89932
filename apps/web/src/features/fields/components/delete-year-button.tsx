import { DeleteOutlined } from '@ant-design/icons';
import type { FieldYearRef } from '@plotline/contract/fields';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useDeleteFieldYear } from '../api/delete-field-year.ts';

type DeleteYearButtonProps = { year: FieldYearRef | null; onDeleted: () => void };

/** Deletes the chosen season of the nursery, with its plots, after a confirmation. */
export function DeleteYearButton({ year, onDeleted }: DeleteYearButtonProps) {
  const { t } = useTranslation();
  const deleteYear = useDeleteFieldYear();
  return (
    <Popconfirm
      title={t('fields.deleteYearTitle', { year: year?.year ?? '' })}
      description={t('fields.deleteYearText')}
      okText={t('common.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, loading: deleteYear.isPending }}
      disabled={!year}
      onConfirm={() =>
        year &&
        deleteYear.mutateAsync(year.id).then(onDeleted, (error: unknown) => {
          showActionError(error, 'fields.errors.deleteYear');
        })
      }
    >
      <Tooltip title={t('fields.deleteYear')}>
        <Button
          data-testid="delete-year"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('fields.deleteYear')}
          disabled={!year}
        />
      </Tooltip>
    </Popconfirm>
  );
}
