import type { AddResultsAnswer, ResultInput } from '@plotline/contract/phenotypes';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { anyInt } from '../../db/any-of.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { brushes, plotResults } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getPlotsFor } from '../../platform/auth/policy.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import {
  type FeatureKind,
  featureIdentity,
  kindOfValue,
  resolveFeatures,
  upsertResults,
} from './save-results.ts';

type Input = z.output<typeof ResultInput>;

/**
 * Adds or replaces phenotype values of plots (and plant rows) the user may edit, creating the
 * features they name. All or nothing: a text value for a quantitative feature refuses the batch.
 * @throws AppError NOT_FOUND a plot or plant row out of reach; VALIDATION `results` kind conflict
 */
export async function addResults(
  db: Db,
  user: CurrentUser,
  given: Input[],
): Promise<AddResultsAnswer> {
  // one phenotype, one name: `Урожай, ц/га` is the feature `урожай` in `ц/га` (decision 030)
  const results = given.map((r) => {
    const identity = featureIdentity(r.feature, r.unit ?? '');
    return { ...r, feature: identity.name, unit: identity.unit };
  });
  const plots = await getPlotsFor(
    db,
    user,
    results.map((r) => r.plot),
    'write',
  );
  const cropOf = new Map(plots.map((plot) => [plot.id, plot.cropId]));
  await checkBrushes(db, results);
  return db.transaction(async (tx) => {
    const byCrop = new Map<number, Input[]>();
    for (const result of results) {
      const cropId = cropOf.get(result.plot) as number;
      const batch = byCrop.get(cropId);
      if (batch) batch.push(result);
      else byCrop.set(cropId, [result]);
    }
    const answer: AddResultsAnswer = { plot_final_result: [], brush_phenotype_table: [] };
    for (const [cropId, batch] of byCrop) {
      const wanted = new Map<string, Set<FeatureKind>>();
      for (const r of batch) {
        const kinds = wanted.get(r.feature) ?? new Set<FeatureKind>();
        kinds.add(kindOfValue(r.value));
        wanted.set(r.feature, kinds);
      }
      const { byName, conflicts } = await resolveFeatures(tx, cropId, wanted);
      if (conflicts.length > 0) {
        const bad = batch.find(
          (r) => conflicts.includes(r.feature) && kindOfValue(r.value) === 'qualitative',
        );
        throw new AppError('VALIDATION', {
          fields: {
            results: {
              key: 'validation.featureKindConflict',
              params: {
                feature: bad?.feature ?? conflicts[0] ?? '',
                value: String(bad?.value ?? ''),
              },
            },
          },
        });
      }
      const featureIds = [...byName.values()].map((f) => f.id);
      const units = await knownUnits(tx, featureIds);
      const stored = await upsertResults(
        tx,
        batch.map((r) => {
          const featureId = byName.get(r.feature)?.id as number;
          return {
            plotId: r.plot,
            brushId: r.brush ?? null,
            featureId,
            value: r.value,
            // a value typed without a unit takes the unit the feature already has
            unit: r.unit || units.get(featureId) || '',
          };
        }),
        { returning: true },
      );
      const rows = await tx
        .select()
        .from(plotResults)
        .where(
          anyInt(
            plotResults.id,
            stored.map((s) => s.id),
          ),
        );
      const names = new Map([...byName].map(([name, f]) => [f.id, name]));
      for (const row of rows) {
        const item = {
          id: row.id,
          plot: row.plotId,
          feature: names.get(row.featureId) ?? '',
          value_float: row.valueFloat,
          value_text: row.valueText,
          unit: row.unit,
        };
        if (row.brushId === null) answer.plot_final_result.push(item);
        else answer.brush_phenotype_table.push({ ...item, brush: row.brushId });
      }
    }
    return answer;
  });
}

/** The usual (most frequent non-empty) unit of each feature. */
async function knownUnits(tx: Tx, featureIds: number[]): Promise<Map<number, string>> {
  if (featureIds.length === 0) return new Map();
  const rows = await queryRows<{ feature_id: number; unit: string }>(
    tx,
    sql`select distinct on (feature_id) feature_id, unit from plot_results
      where feature_id = any(${sql.param(featureIds)}::int[]) and unit <> ''
      group by feature_id, unit order by feature_id, count(*) desc, unit`,
  );
  return new Map(rows.map((row) => [row.feature_id, row.unit]));
}

/** Plant rows named in the batch must belong to the plot they are given with. */
async function checkBrushes(db: Db, results: Input[]): Promise<void> {
  const wanted = results.filter((r) => r.brush);
  if (wanted.length === 0) return;
  const rows = await db
    .select({ id: brushes.id, plotId: brushes.plotId })
    .from(brushes)
    .where(
      anyInt(
        brushes.id,
        wanted.map((r) => r.brush as number),
      ),
    );
  const plotOf = new Map(rows.map((row) => [row.id, row.plotId]));
  if (wanted.some((r) => plotOf.get(r.brush as number) !== r.plot)) throw new AppError('NOT_FOUND');
}
