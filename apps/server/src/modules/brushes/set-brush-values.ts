import type {
  BrushPhenotype,
  BrushPhenotypeBody,
  BrushStage,
  BrushStageBody,
} from '@plotline/contract/brushes';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import {
  featureKey,
  kindOfValue,
  resolveFeatures,
  upsertResults,
} from '../phenotypes/save-results.ts';

/** A plant row with what its values need: its plot and the plot's crop. */
export type BrushRef = { id: number; plotId: number; cropId: number };

/**
 * Sets one phenotype value of a plant row, creating the feature (of the kind the value
 * gives) when the crop lacks it; replaces the row's value of that feature. A qualitative
 * feature keeps a number as text (save-results).
 * @throws AppError VALIDATION `value` text for a quantitative feature
 */
export async function setBrushPhenotype(
  db: Db,
  brush: BrushRef,
  input: z.output<typeof BrushPhenotypeBody>,
): Promise<BrushPhenotype> {
  const name = featureKey(input.feature);
  const kind = kindOfValue(input.value);
  const id = await db.transaction(async (tx) => {
    const { byName, conflicts } = await resolveFeatures(
      tx,
      brush.cropId,
      new Map([[name, new Set([kind])]]),
    );
    const feature = byName.get(name);
    if (conflicts.length > 0 || !feature) {
      const params = { feature: name, value: String(input.value) };
      throw fieldError('value', 'validation.featureKindConflict', params);
    }
    const row = { plotId: brush.plotId, brushId: brush.id, featureId: feature.id };
    const [stored] = await upsertResults(tx, [{ ...row, value: input.value, unit: input.unit }], {
      returning: true,
    });
    return stored?.id as number;
  });
  const [answer] = await queryRows<BrushPhenotype>(
    db,
    sql`select r.id, r.plot_id as plot, r.brush_id as brush, f.name as feature, r.value_float,
        r.value_text, r.unit
      from plot_results r join features f on f.id = r.feature_id where r.id = ${id}`,
  );
  return answer as BrushPhenotype;
}

/**
 * Sets (creates or changes) the date of a plant row's stage; stage names are stored
 * lower-case, like the plots' (api-contract §5).
 */
export async function setBrushStage(
  db: Db,
  brush: BrushRef,
  input: z.output<typeof BrushStageBody>,
): Promise<BrushStage> {
  const [row] = await queryRows<BrushStage>(
    db,
    sql`insert into plot_stages (plot_id, brush_id, stage, date)
      values (${brush.plotId}, ${brush.id}, ${input.stage_of_vegetation.toLowerCase()},
        ${input.date_of_stage})
      on conflict (brush_id, stage) where brush_id is not null
        do update set date = excluded.date
      returning id, plot_id as plot, brush_id as brush, stage as stage_of_vegetation,
        date::text as date_of_stage`,
  );
  return row as BrushStage;
}
