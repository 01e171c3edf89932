import type { LinePreview } from '@plotline/contract/create-line';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { type CheckedChange, checkAlleleChanges } from './check-allele-changes.ts';
import { compareTraits, predictLine } from './predict-line.ts';
import { readLineModel } from './read-line-model.ts';

export type PreviewInput = {
  cropId: number;
  baseLineId: number;
  regionId: number | null;
  featureIds?: number[];
  changes: readonly { mutation_id: number; first_allele: string; second_allele: string }[];
};

/**
 * The base variety's predicted traits before and after its markers take the target pairs: the
 * changed markers carry the pairs' ALT doses, the others keep the variety's (a delta is
 * Σ effect × dose change over the changed weighted markers).
 * @throws AppError as readLineModel and checkAlleleChanges
 */
export async function previewLine(
  db: Db,
  user: CurrentUser,
  input: PreviewInput,
): Promise<LinePreview & { checked: CheckedChange[] }> {
  const model = await readLineModel(db, user, {
    cropId: input.cropId,
    lineId: input.baseLineId,
    regionId: input.regionId,
    featureIds: input.featureIds,
  });
  const checked = await checkAlleleChanges(db, model.cropId, input.changes);
  const doses = new Map(model.baseDoses);
  for (const change of checked) doses.set(change.mutationId, change.dose);
  const traits = compareTraits(predictLine(model, model.baseDoses), predictLine(model, doses));
  return { traits, checked };
}
