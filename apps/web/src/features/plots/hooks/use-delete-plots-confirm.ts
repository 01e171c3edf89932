import { type ButtonProps, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useDeletePlots } from '../api/delete-plots.ts';

/**
 * Deleting plots after a confirmation (from the table or the map); `onDone` runs after a
 * deletion. Render `contextHolder` for the confirmation dialog.
 */
export function useDeletePlotsConfirm(onDone: () => void) {
  const { t } = useTranslation();
  const [modal, contextHolder] = Modal.useModal();
  const deletePlots = useDeletePlots();

  function confirmDelete(plotIds: number[]) {
    const count = plotIds.length;
    void modal.confirm({
      title: t('plots.delete.title', { count }),
      content: t('plots.delete.text'),
      okText: t('common.delete'),
      okButtonProps: {
        danger: true,
        ...({ 'data-testid': 'delete-plots-confirm' } as ButtonProps),
      },
      cancelText: t('common.cancel'),
      onOk: () =>
        deletePlots.mutateAsync({ plot_ids: plotIds }).then(
          () => {
            toast.success(t('plots.delete.done', { count }));
            onDone();
          },
          (error: unknown) => showActionError(error, 'plots.errors.delete'),
        ),
    });
  }

  return { confirmDelete, contextHolder };
}
