import { parsePhenotypeValue, splitPhenotypeName } from '@plotline/contract/rules';
import { and, eq, sql } from 'drizzle-orm';
import { anyText } from '../../db/any-of.ts';
import { queryRows } from '../../db/client.ts';
import { features } from '../../db/schema.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';

export type FeatureKind = 'quantitative' | 'qualitative';

/** A feature's name as stored: trimmed, inner spaces single, lower-case (api-contract §5). */
export function featureKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * What a phenotype is (decision 030): its stored name (`featureKey`) and its unit, apart;
 * `Урожай, ц/га` given without a unit is `урожай` in `ц/га` (`splitPhenotypeName`).
 */
export function featureIdentity(name: string, unit: string): { name: string; unit: string } {
  const split = splitPhenotypeName(name, unit);
  return { name: featureKey(split.name), unit: split.unit };
}

/** The kind a value makes its feature: numbers are quantitative, text qualitative. */
export function kindOfValue(value: string | number): FeatureKind {
  if (typeof value === 'number') return 'quantitative';
  return parsePhenotypeValue(value).number === null ? 'qualitative' : 'quantitative';
}

/**
 * The crop's features by stored name, creating the missing ones with the kind their values
 * give (any text makes a new feature qualitative; numbers of a qualitative feature are kept as
 * text). A quantitative feature given text (spec §5: never both) is reported in `conflicts`.
 * @param wanted stored name → kinds seen among the new values
 */
export async function resolveFeatures(
  tx: Tx,
  cropId: number,
  wanted: ReadonlyMap<string, ReadonlySet<FeatureKind>>,
): Promise<{ byName: Map<string, { id: number; kind: FeatureKind }>; conflicts: string[] }> {
  const names = [...wanted.keys()];
  const byName = new Map<string, { id: number; kind: FeatureKind }>();
  const conflicts: string[] = [];
  if (names.length === 0) return { byName, conflicts };
  const existing = await tx
    .select({ id: features.id, name: features.name, kind: features.kind })
    .from(features)
    .where(and(eq(features.cropId, cropId), anyText(features.name, names)));
  for (const row of existing) byName.set(row.name, { id: row.id, kind: row.kind });
  const toCreate: { name: string; kind: FeatureKind }[] = [];
  for (const [name, kinds] of wanted) {
    const known = byName.get(name);
    if (known) {
      if (known.kind === 'quantitative' && kinds.has('qualitative')) conflicts.push(name);
    } else {
      toCreate.push({ name, kind: kinds.has('qualitative') ? 'qualitative' : 'quantitative' });
    }
  }
  if (toCreate.length > 0) {
    await tx.execute(sql`
      insert into features (crop_id, name, kind)
      select ${cropId}, n, k from unnest(${sql.param(toCreate.map((f) => f.name))}::text[],
        ${sql.param(toCreate.map((f) => f.kind))}::text[]) as t(n, k)
      on conflict do nothing`);
    const created = await tx
      .select({ id: features.id, name: features.name, kind: features.kind })
      .from(features)
      .where(
        and(
          eq(features.cropId, cropId),
          anyText(
            features.name,
            toCreate.map((f) => f.name),
          ),
        ),
      );
    for (const row of created) byName.set(row.name, { id: row.id, kind: row.kind });
  }
  return { byName, conflicts };
}

/** One value ready to store. */
export type ResultRow = {
  plotId: number;
  brushId: number | null;
  featureId: number;
  value: string | number;
  unit: string;
};

/**
 * Inserts or replaces phenotype values (one per plot or plant row and feature) in one
 * statement per kind of owner, through `unnest` arrays: fast for tens of thousands of rows.
 * Numbers go to `value_float`, text to `value_text` (a qualitative feature keeps numbers as
 * text); the text as entered is kept too.
 * @returns ids of the stored rows, in input order, when `returning` is set
 */
export async function upsertResults(
  tx: Tx,
  rows: readonly ResultRow[],
  options: { returning?: boolean } = {},
): Promise<{ id: number; plotId: number; brushId: number | null; featureId: number }[]> {
  const stored: { id: number; plotId: number; brushId: number | null; featureId: number }[] = [];
  for (const forBrush of [false, true]) {
    // one row per target: PostgreSQL refuses to update the same row twice in one statement
    const last = new Map<string, ResultRow>();
    for (const row of rows) {
      if ((row.brushId !== null) === forBrush) {
        last.set(`${row.plotId}:${row.brushId}:${row.featureId}`, row);
      }
    }
    const part = [...last.values()];
    if (part.length === 0) continue;
    const parsed = part.map((row) => parsePhenotypeValue(row.value));
    const conflict = forBrush
      ? sql`(brush_id, feature_id) where brush_id is not null`
      : sql`(plot_id, feature_id) where brush_id is null`;
    const result = await queryRows<{
      id: number;
      plot_id: number;
      brush_id: number | null;
      feature_id: number;
    }>(
      tx,
      sql`
      insert into plot_results (plot_id, brush_id, field_year_id, feature_id, value_float, value_text, value_entered, unit)
      select t.plot_id, t.brush_id, p.field_year_id, t.feature_id,
        case when fe.kind = 'qualitative' then null else t.value_float end,
        case when fe.kind = 'qualitative' then t.value_entered else t.value_text end,
        t.value_entered, t.unit
      from unnest(
        ${sql.param(part.map((r) => r.plotId))}::int[],
        ${sql.param(part.map((r) => r.brushId))}::int[],
        ${sql.param(part.map((r) => r.featureId))}::int[],
        ${sql.param(parsed.map((p) => p.number))}::float8[],
        ${sql.param(parsed.map((p) => (p.number === null ? p.text : null)))}::text[],
        ${sql.param(parsed.map((p) => p.text))}::text[],
        ${sql.param(part.map((r) => r.unit))}::text[])
        as t(plot_id, brush_id, feature_id, value_float, value_text, value_entered, unit)
      join features fe on fe.id = t.feature_id left join plots p on p.id = t.plot_id
      on conflict ${conflict} do update set value_float = excluded.value_float,
        value_text = excluded.value_text, value_entered = excluded.value_entered,
        unit = excluded.unit
      ${options.returning ? sql`returning id, plot_id, brush_id, feature_id` : sql``}`,
    );
    if (options.returning) {
      for (const row of result) {
        stored.push({
          id: row.id,
          plotId: row.plot_id,
          brushId: row.brush_id,
          featureId: row.feature_id,
        });
      }
    }
  }
  return stored;
}
