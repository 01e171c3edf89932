import type { CombinedPlot } from '@plotline/contract/plots';
import { type ButtonProps, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useConvertToVariety } from '../api/convert-to-variety.ts';
import { useDeletePlots } from '../api/delete-plots.ts';

/**
 * Delete (after a confirmation) and convert-to-variety for the selected plots; each ends by
 * clearing the selection. Render `contextHolder` for the confirmation dialog.
 */
export function usePlotActions(selected: CombinedPlot[], onDone: () => void) {
  const { t } = useTranslation();
  const [modal, contextHolder] = Modal.useModal();
  const deletePlots = useDeletePlots();
  const convert = useConvertToVariety();

  function confirmDelete() {
    const count = selected.length;
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
        deletePlots.mutateAsync({ plot_ids: selected.map((plot) => plot.plot_id) }).then(
          () => {
            toast.success(t('plots.delete.done', { count }));
            onDone();
          },
          (error: unknown) => showActionError(error, 'plots.errors.delete'),
        ),
    });
  }

  function convertToVariety() {
    const lineIds = [...new Set(selected.map((plot) => plot.line_id))];
    convert.mutate(lineIds, {
      onSuccess: () => {
        toast.success(t('plots.convert.done', { count: lineIds.length }));
        onDone();
      },
      onError: (error) => showActionError(error, 'plots.errors.convert'),
    });
  }

  return { confirmDelete, convertToVariety, isConverting: convert.isPending, contextHolder };
}
