import type { CombinedPlot } from '@plotline/contract/plots';
import { useQueryClient } from '@tanstack/react-query';
import type { CellEditRequestEvent } from 'ag-grid-community';
import { useCallback, useRef } from 'react';
import { toast } from 'react-toastify';
import { i18n } from '#src/i18n/i18n.ts';
import { showActionError } from '#src/lib/show-api-error.ts';
import { plotPagesKey } from '../api/list-combined-plots.ts';
import { type EditContext, planEdit } from '../utils/plan-edit.ts';
import { editFailureKey, saveCellEdit } from '../utils/save-cell-edit.ts';

/**
 * Handles the grid's edit requests (readOnlyEdit): checks the value (spec §5), shows it at
 * once, stores it, and on failure puts the cell back and shows the §8 toast.
 */
export function useCellEdit(yearId: number, context: EditContext) {
  const queryClient = useQueryClient();
  const contextRef = useRef(context);
  contextRef.current = context;

  return useCallback(
    async (event: CellEditRequestEvent<CombinedPlot>) => {
      const plot = event.data;
      if (!plot) return;
      const colId = event.column.getColId();
      const plan = planEdit(colId, plot, event.newValue, contextRef.current);
      if (plan.kind === 'unchanged') return;
      if (plan.kind === 'invalid') {
        const text = i18n.t(plan.message, plan.params);
        toast.warning(text, { toastId: text });
        return;
      }
      event.node.setData(plan.next);
      try {
        const finish = await saveCellEdit(plan.request, yearId);
        if (finish && event.node.data) event.node.setData(finish(event.node.data));
        // Cached pages now hold the old value: read them again when next needed.
        void queryClient.invalidateQueries({ queryKey: plotPagesKey(yearId), refetchType: 'none' });
      } catch (error) {
        const current = event.node.data ?? plot;
        const revert = planEdit(colId, current, event.oldValue, contextRef.current);
        event.node.setData(revert.kind === 'save' ? revert.next : plot);
        showActionError(error, editFailureKey(plan.request));
      }
    },
    [queryClient, yearId],
  );
}
