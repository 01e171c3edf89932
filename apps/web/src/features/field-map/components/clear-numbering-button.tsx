import { ClearOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showApiError } from '#src/lib/show-api-error.ts';
import { useDeletePlotLabels } from '../api/delete-plot-labels.ts';

type ClearNumberingButtonProps = {
  fieldId: number;
  /** The field-year (season) id. */
  yearId: number;
  disabled?: boolean;
  /** Called after the labels are cleared (the page reloads other features' plot tables). */
  onChanged?: () => void;
};

/** The confirmation's button, found by tests (antd passes data attributes on). */
const CONFIRM_BUTTON_PROPS = { 'data-testid': 'clear-numbering-confirm' } as ButtonProps;

/** Clears the labels of every plot of the season after a confirmation (spec §4). */
export function ClearNumberingButton({
  fieldId,
  yearId,
  disabled = false,
  onChanged,
}: ClearNumberingButtonProps) {
  const { t } = useTranslation();
  const deleteLabels = useDeletePlotLabels();

  function handleConfirm() {
    return deleteLabels.mutateAsync({ field_id: fieldId, year_id: yearId }).then(
      () => {
        toast.success(t('numbering.clear.done'));
        onChanged?.();
      },
      (error: unknown) => {
        showApiError(error, 'numbering.errors.deleteFailed');
      },
    );
  }

  return (
    <Popconfirm
      title={t('numbering.clear.title')}
      description={t('numbering.clear.text')}
      okText={t('common.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ ...CONFIRM_BUTTON_PROPS, danger: true, loading: deleteLabels.isPending }}
      disabled={disabled}
      onConfirm={handleConfirm}
    >
      <Button
        data-testid="clear-numbering"
        icon={<ClearOutlined aria-hidden />}
        disabled={disabled}
      >
        {t('numbering.clear.button')}
      </Button>
    </Popconfirm>
  );
}
