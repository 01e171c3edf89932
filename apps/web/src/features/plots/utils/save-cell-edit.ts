import type { CombinedPlot } from '@plotline/contract/plots';
import type { TranslationKey } from '#src/i18n/i18n.ts';
import { addHarvest } from '../api/add-harvest.ts';
import { addResults } from '../api/add-results.ts';
import { clearResult } from '../api/clear-result.ts';
import { editHarvest } from '../api/edit-harvest.ts';
import { editStages } from '../api/edit-stages.ts';
import { updatePlot } from '../api/update-plot.ts';
import type { EditRequest } from './plan-edit.ts';
import { withHarvest } from './plot-values.ts';

/** The retry message of spec §8 for a failed edit of this kind. */
export function editFailureKey(request: EditRequest): TranslationKey {
  switch (request.type) {
    case 'result':
    case 'clearResult':
      return 'plots.errors.updatePhenotype';
    case 'comment':
      return 'plots.errors.updateComment';
    default:
      return 'plots.errors.updateValue';
  }
}

/**
 * Stores one edited cell.
 * @returns a final touch to the saved row (the id of a newly created harvest technology)
 */
export async function saveCellEdit(
  request: EditRequest,
  yearId: number,
): Promise<((plot: CombinedPlot) => CombinedPlot) | undefined> {
  switch (request.type) {
    case 'label':
      await updatePlot(request.plotId, { plot_label: request.value });
      return undefined;
    case 'comment':
      await updatePlot(request.plotId, { comment: request.value });
      return undefined;
    case 'result':
      await addResults({
        results: [
          {
            plot: request.plotId,
            feature: request.feature,
            unit: request.unit,
            value: request.value,
            year_id: yearId,
          },
        ],
      });
      return undefined;
    case 'clearResult':
      await clearResult(request.plotId, request.feature);
      return undefined;
    case 'stage':
      await editStages([
        { plot: request.plotId, stage_of_vegetation: request.stage, date_of_stage: request.date },
      ]);
      return undefined;
    case 'harvest':
      return saveHarvest(request);
  }
}

const HARVEST_FIELDS = { planned: 'date_planned', real: 'date_real', comment: 'comment' } as const;

async function saveHarvest(request: Extract<EditRequest, { type: 'harvest' }>) {
  const field = HARVEST_FIELDS[request.part];
  const value = request.part === 'comment' ? (request.value ?? '') : request.value;
  if (request.current && request.current.harvest_id > 0) {
    await editHarvest([{ id: request.current.harvest_id, [field]: value }]);
    return undefined;
  }
  const [created] = await addHarvest({
    harvest_technologies: [
      {
        plot: request.plotId,
        feature: request.technology,
        date_planned: null,
        date_real: null,
        comment: '',
        [field]: value,
      },
    ],
  });
  if (!created) return undefined;
  return (plot: CombinedPlot) =>
    withHarvest(plot, request.technology, request.part, request.value, created.id);
}
