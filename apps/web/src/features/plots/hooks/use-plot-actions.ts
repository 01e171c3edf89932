import type { CombinedPlot } from '@plotline/contract/plots';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useConvertToVariety } from '../api/convert-to-variety.ts';
import { useDeletePlotsConfirm } from './use-delete-plots-confirm.ts';

/**
 * Delete (after a confirmation) and convert-to-variety for the selected plots; each ends by
 * clearing the selection. Render `contextHolder` for the confirmation dialog.
 */
export function usePlotActions(selected: CombinedPlot[], onDone: () => void) {
  const { t } = useTranslation();
  const { confirmDelete, contextHolder } = useDeletePlotsConfirm(onDone);
  const convert = useConvertToVariety();

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

  return {
    confirmDelete: () => confirmDelete(selected.map((plot) => plot.plot_id)),
    convertToVariety,
    isConverting: convert.isPending,
    contextHolder,
  };
}
