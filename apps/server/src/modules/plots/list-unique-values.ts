import type { CombinedPlots } from '@plotline/contract/plots';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';

/**
 * Distinct values listed per phenotype for column filters (enough for a checklist): the
 * smallest numbers, then the first texts, when a feature has more.
 */
export const UNIQUE_VALUES_PER_FEATURE = 500;

/**
 * Index entries read per feature before switching to a skip scan: past this many a feature
 * with few distinct values (scores 1–9) is cheaper to list one value per index descent.
 */
const WALK_ENTRIES = 2_000;

type Season = { id: number; cropId: number };
type Value = { value_float: number | null; value_text: string | null };

const fold = (v: string) => v.toLowerCase().replaceAll('ё', 'е');
const byText = (a: string, b: string) => fold(a).localeCompare(fold(b));
const folded = sql`replace(lower(r.value_text), 'ё', 'е')`;
const INDEX_ORDER = sql`r.value_float, ${folded}, r.value_text, r.plot_id`;

/**
 * Values for the table's column filters: parents, comments, and per phenotype its distinct
 * values — numbers as numbers, then texts. Every query is scoped to the season through an
 * index that leads with the season, so a small season costs little however big the database.
 */
export async function listUniqueValues(
  db: Db,
  season: Season,
): Promise<CombinedPlots['unique_values']> {
  const [parents, comments, phenotypes] = await Promise.all([
    queryRows<{ name: string }>(
      db,
      sql`select distinct par.name from lines par where par.id in (
          select unnest(array[l.mother_id, l.father_id]) from lines l
          where l.id in (select p.line_id from plots p where p.field_year_id = ${season.id})
            and (l.mother_id is not null or l.father_id is not null))
        order by par.name`,
    ),
    queryRows<{ comment: string }>(
      db,
      sql`select distinct p.comment from plots p
        where p.field_year_id = ${season.id} and p.comment <> '' order by p.comment`,
    ),
    listPhenotypeValues(db, season),
  ]);
  return {
    parent: parents.map((row) => row.name),
    comment: comments.map((row) => row.comment),
    phenotypes,
  };
}

/**
 * Per feature, the distinct values among its first WALK_ENTRIES index entries of the season;
 * a feature whose entries go on with fewer distinct values than the cap is listed again by a
 * skip scan (one index descent per distinct value).
 */
async function listPhenotypeValues(
  db: Db,
  season: Season,
): Promise<Record<string, (number | string)[]>> {
  const walked = await queryRows<Value & { feature_id: number; name: string; entries: number }>(
    db,
    sql`select f.id as feature_id, f.name, w.value_float, w.value_text, w.entries
      from features f cross join lateral (
        select x.value_float, x.value_text, count(*)::int as entries from (
          select r.value_float, r.value_text, ${folded} as k from plot_results r
          where r.field_year_id = ${season.id} and r.feature_id = f.id and r.brush_id is null
          order by ${INDEX_ORDER} limit ${WALK_ENTRIES}) x
        group by x.value_float, x.k, x.value_text
        order by x.value_float, x.k, x.value_text limit ${UNIQUE_VALUES_PER_FEATURE}) w
      where f.crop_id = ${season.cropId}`,
  );
  const byFeature = new Map<number, { name: string; values: Value[]; entries: number }>();
  for (const row of walked) {
    const feature = byFeature.get(row.feature_id) ?? { name: row.name, values: [], entries: 0 };
    feature.values.push(row);
    feature.entries += row.entries;
    byFeature.set(row.feature_id, feature);
  }
  const unfinished = [...byFeature.entries()]
    .filter(([, f]) => f.values.length < UNIQUE_VALUES_PER_FEATURE && f.entries >= WALK_ENTRIES)
    .map(([id]) => id);
  if (unfinished.length > 0) {
    const skipped = await skipScan(db, season.id, unfinished);
    for (const id of unfinished) {
      const feature = byFeature.get(id);
      if (feature) feature.values = skipped.get(id) ?? [];
    }
  }
  const result: Record<string, (number | string)[]> = {};
  for (const { name, values } of [...byFeature.values()].sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const numbers = values.flatMap((v) => (v.value_float === null ? [] : [v.value_float]));
    const texts = values.flatMap((v) =>
      v.value_float === null && v.value_text !== null ? [v.value_text] : [],
    );
    result[name] = [...numbers, ...texts.sort(byText)].slice(0, UNIQUE_VALUES_PER_FEATURE);
  }
  return result;
}

/**
 * Distinct values of these features in the season, one index descent each: numbers by a
 * recursive "next larger number", then texts by "next larger (folded, as written) text".
 */
async function skipScan(db: Db, seasonId: number, featureIds: number[]) {
  const inSeason = sql`r.field_year_id = ${seasonId} and r.feature_id = f.id and r.brush_id is null`;
  const rows = await queryRows<Value & { feature_id: number }>(
    db,
    sql`select f.id as feature_id, v.value_float, v.value_text
      from features f cross join lateral (
        (with recursive n(x) as (
            (select r.value_float from plot_results r where ${inSeason}
              and r.value_float is not null order by r.value_float limit 1)
            union all
            select (select r.value_float from plot_results r where ${inSeason}
                and r.value_float > n.x order by r.value_float limit 1)
            from n where n.x is not null)
          select n.x as value_float, null::text as value_text from n where n.x is not null
          limit ${UNIQUE_VALUES_PER_FEATURE})
        union all
        (with recursive t(k, x) as (
            (select ${folded}, r.value_text from plot_results r where ${inSeason}
              and r.value_float is null order by ${INDEX_ORDER} limit 1)
            union all
            select s.k, s.x from t cross join lateral (
              select ${folded} as k, r.value_text as x from plot_results r where ${inSeason}
                and r.value_float is null and (${folded}, r.value_text) > (t.k, t.x)
              order by ${INDEX_ORDER} limit 1) s)
          select null::float8, t.x from t limit ${UNIQUE_VALUES_PER_FEATURE})) v
      where f.id = any(${sql.param(featureIds)}::int[])`,
  );
  const byFeature = new Map<number, Value[]>();
  for (const row of rows) {
    const list = byFeature.get(row.feature_id) ?? [];
    list.push(row);
    byFeature.set(row.feature_id, list);
  }
  return byFeature;
}
