import { CHARACTERISTICS_KEYS } from '@plotline/contract/characteristics';
import type { EditFeaturesBody } from '@plotline/contract/phenotypes';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import { features } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import { featureKey } from '../phenotypes/save-results.ts';

type Change = z.output<typeof EditFeaturesBody>['features'][number];

async function featureNamed(tx: Tx, cropId: number, name: string) {
  const [row] = await tx
    .select({ id: features.id, kind: features.kind })
    .from(features)
    .where(and(eq(features.cropId, cropId), eq(features.name, name)));
  return row;
}

/**
 * The feature values move to: the crop's feature `name`, created with `kind` when missing.
 * @throws AppError VALIDATION `features` when it exists with the other kind
 */
async function targetFeature(
  tx: Tx,
  cropId: number,
  name: string,
  kind: 'quantitative' | 'qualitative',
) {
  await tx.insert(features).values({ cropId, name, kind }).onConflictDoNothing();
  const row = await featureNamed(tx, cropId, name);
  if (row?.kind !== kind) {
    throw fieldError('features', CHARACTERISTICS_KEYS.kindDiffers, { feature: name });
  }
  return row.id;
}

/** Moves (or only re-units) one feature's values of the field-year; returns rows changed. */
async function applyChange(tx: Tx, year: { id: number; cropId: number }, change: Change) {
  const oldName = featureKey(change.old_name);
  const source = await featureNamed(tx, year.cropId, oldName);
  if (!source) {
    throw fieldError('features', CHARACTERISTICS_KEYS.unknownFeature, { feature: oldName });
  }
  const newName = featureKey(change.new_name);
  const targetId =
    newName === oldName ? source.id : await targetFeature(tx, year.cropId, newName, source.kind);
  const ofYear = sql`plot_id in (select id from plots where field_year_id = ${year.id})`;
  if (targetId !== source.id) {
    // the renamed value wins over a value the same plot (or plant row) had under the new name
    await tx.execute(sql`delete from plot_results t using plot_results o, plots p
      where o.feature_id = ${source.id} and t.feature_id = ${targetId}
        and t.plot_id = o.plot_id and t.brush_id is not distinct from o.brush_id
        and p.id = o.plot_id and p.field_year_id = ${year.id}`);
  }
  const unit = change.unit === undefined ? sql`unit` : sql`${change.unit}`;
  const changed = await queryRows<{ id: number }>(
    tx,
    sql`update plot_results set feature_id = ${targetId}, unit = ${unit}
      where feature_id = ${source.id} and ${ofYear} returning id`,
  );
  return changed.length;
}

/**
 * `edit_multiple_features/`: renames features for the plots of one field-year, in order and
 * all or nothing. The values (of plots and their plant rows) move to the feature named
 * `new_name` — created with the old one's kind when the crop lacks it — and take `unit` when
 * given; the old feature stays in the crop for other years. Only a new unit when the names
 * are equal.
 * @returns how many values changed
 * @throws AppError NOT_FOUND the field-year is out of reach; VALIDATION `features` an unknown
 *   old name, or a new name that exists with the other kind
 */
export async function renameFeatures(
  db: Db,
  user: CurrentUser,
  input: z.output<typeof EditFeaturesBody>,
): Promise<number> {
  const year = await getFieldYearFor(db, user, input.year_id, 'write');
  return db.transaction(async (tx) => {
    let changed = 0;
    for (const change of input.features) changed += await applyChange(tx, year, change);
    return changed;
  });
}
