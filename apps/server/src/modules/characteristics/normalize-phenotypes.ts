import { CHARACTERISTICS_KEYS } from '@plotline/contract/characteristics';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { features, plotResults, plots } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import { featureKey, upsertResults } from '../phenotypes/save-results.ts';

/**
 * Rounds to 4 decimals, halves away from zero, in decimal terms (`1.00005` → `1.0001`,
 * `-2.00005` → `-2.0001`): the binary noise of the division is cleared first.
 */
export function roundTo4(value: number): number {
  const scaled = Number((Math.abs(value) * 10_000).toPrecision(15));
  const rounded = Math.round(scaled) / 10_000;
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

async function findFeature(tx: Tx, cropId: number, name: string) {
  const [row] = await tx
    .select({ id: features.id, kind: features.kind })
    .from(features)
    .where(and(eq(features.cropId, cropId), eq(features.name, name)));
  return row;
}

/** The quantitative feature the ratios go to, created when the crop lacks it. */
async function ensureNormFeature(tx: Tx, cropId: number, name: string): Promise<number> {
  await tx.insert(features).values({ cropId, name, kind: 'quantitative' }).onConflictDoNothing();
  const row = await findFeature(tx, cropId, name);
  if (row?.kind !== 'quantitative') {
    throw fieldError('feature_norm', CHARACTERISTICS_KEYS.kindDiffers, { feature: name });
  }
  return row.id;
}

/**
 * Normalisation (recount) of a field-year: for every plot with a number for `feature`
 * (plot-level values; plant rows are left out), stores `feature_norm` = that number ÷
 * `value`, rounded to 4 decimals, without unit, replacing an earlier ratio of the plot.
 * Plots without a number keep whatever `feature_norm` they had.
 * @returns how many plots received a ratio
 * @throws AppError NOT_FOUND the field-year is out of reach; VALIDATION `feature` unknown or
 *   qualitative, `feature_norm` equal to `feature` or qualitative
 */
export async function normalizePhenotypes(
  db: Db,
  user: CurrentUser,
  input: { year_id: number; feature: string; feature_norm: string; value: number },
): Promise<number> {
  const year = await getFieldYearFor(db, user, input.year_id, 'write');
  const name = featureKey(input.feature);
  const normName = featureKey(input.feature_norm);
  if (name === normName) throw fieldError('feature_norm', CHARACTERISTICS_KEYS.sameFeature);
  return db.transaction(async (tx) => {
    const source = await findFeature(tx, year.cropId, name);
    if (!source)
      throw fieldError('feature', CHARACTERISTICS_KEYS.unknownFeature, { feature: name });
    if (source.kind !== 'quantitative') {
      throw fieldError('feature', CHARACTERISTICS_KEYS.notQuantitative, { feature: name });
    }
    const normId = await ensureNormFeature(tx, year.cropId, normName);
    const measured = await tx
      .select({ plotId: plotResults.plotId, value: plotResults.valueFloat })
      .from(plotResults)
      .innerJoin(plots, eq(plots.id, plotResults.plotId))
      .where(
        and(
          eq(plots.fieldYearId, year.id),
          eq(plotResults.featureId, source.id),
          isNull(plotResults.brushId),
          isNotNull(plotResults.valueFloat),
        ),
      );
    const ratios = measured.map((row) => ({
      plotId: row.plotId,
      brushId: null,
      featureId: normId,
      value: roundTo4((row.value as number) / input.value),
      unit: '',
    }));
    await upsertResults(tx, ratios);
    return ratios.length;
  });
}
