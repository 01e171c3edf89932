// The data of the plot-table scale benchmark, made in a few set-based statements
// (generate_series): a 100,000-plot season, 250,000 plots in two seasons of another nursery of
// the same crop (so every phenotype's values are shared with the rest of the database) and a
// 13-plot season.
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { seedBenchSeason } from './bench-database.ts';

/** Plots of the big season. */
export const BIG_PLOTS = 100_000;
/** Plots in the other nursery's two seasons. */
export const OTHER_PLOTS = 250_000;
/** Plots of the small season. */
export const SMALL_PLOTS = 13;
/**
 * Phenotypes of the crop, by how their values spread: scores 1–9, numbers with two decimals
 * (almost every value distinct), numbers with one decimal (~1,000 values) and colours (text).
 */
export const FEATURES = { scores: 6, fine: 8, coarse: 3, colours: 3 } as const;
const FEATURE_COUNT = Object.values(FEATURES).reduce((sum, n) => sum + n, 0);
/** Phenotypes the other nursery's plots carry (ids 1..N: scores, then fine numbers). */
const OTHER_FEATURES = 8;

export type ScaleSeed = {
  bigYearId: number;
  smallYearId: number;
  features: number;
  /** Seconds spent per step: migrations and plots, values, indexes, vacuum. */
  steps: Record<string, number>;
};

/** Creates the three seasons in an empty, migrated database at `databaseUrl`. */
export async function seedPlotTableScale(databaseUrl: string): Promise<ScaleSeed> {
  const steps: Record<string, number> = {};
  let stepStart = performance.now();
  const step = (name: string) => {
    steps[name] = (performance.now() - stepStart) / 1000;
    stepStart = performance.now();
  };
  const { database, db, yearId: bigYearId } = await seedBenchSeason(databaseUrl);
  const [ids] = await queryRows<{ other_a: number; other_b: number; small: number }>(
    db,
    sql`with f as (insert into fields (crop_id, owner_user_id, name, region)
        select 1, owner_user_id, n, 'Ставрополь' from crops, (values ('ГСИ'), ('Малый')) v(n)
        returning id, name),
      y as (insert into field_years (field_id, year)
        select f.id, v.year from f join (values ('ГСИ', 2023), ('ГСИ', 2024), ('Малый', 2025))
          v(name, year) on v.name = f.name returning id, field_id, year)
      select (select id from y where year = 2023) as other_a, (select id from y where year = 2024
        and field_id = (select id from f where name = 'ГСИ')) as other_b,
        (select y.id from y join f on f.id = y.field_id where f.name = 'Малый') as small`,
  );
  if (!ids) throw new Error('seed: no seasons');
  // lines: one per big-season plot; every fifth has a mother and a father among the first 500
  await db.execute(sql`insert into lines (crop_id, name) select 1, 'Линия ' || g
    from generate_series(1, ${BIG_PLOTS}) g`);
  await db.execute(sql`update lines set mother_id = 1 + id % 500, father_id = 1 + (id * 7) % 500
    where id % 5 = 0 and id > 500`);
  await db.execute(sql`insert into features (crop_id, name, kind)
    select 1, 'признак ' || lpad(g::text, 2, '0'),
      case when g > ${FEATURE_COUNT - FEATURES.colours} then 'qualitative' else 'quantitative' end
    from generate_series(1, ${FEATURE_COUNT}) g`);
  const plots = (yearId: number, count: number, prefix: string) =>
    db.execute(sql`insert into plots (field_year_id, line_id, name, label, position, comment,
        plot_group, width, length)
      select ${yearId}, 1 + (g - 1) % ${BIG_PLOTS}, ${prefix} || g || '/1', g::text, g,
        case when g % 50 = 0 then 'полегание ' || (g / 50) % 40 else '' end,
        case when g % 4 = 0 then 'Блок ' || (g / 4) % 25 end, 1.5, 10
      from generate_series(1, ${count}) g`);
  await plots(bigYearId, BIG_PLOTS, 'Делянка ');
  await plots(ids.other_a, OTHER_PLOTS / 2, 'Д-А ');
  await plots(ids.other_b, OTHER_PLOTS / 2, 'Д-Б ');
  await plots(ids.small, SMALL_PLOTS, 'Малая ');
  step('schema and plots');
  // values as the server stores them: the number, and its shortest text as entered. Bulk
  // load: the secondary indexes are built once afterwards, the season is given (no trigger),
  // and the scratch table skips the write-ahead log (reads are what the bench measures).
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'plot_results' and indexname <> 'plot_results_pkey'`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  await db.execute(sql`alter table plot_results set unlogged`);
  const scoreEnd = FEATURES.scores;
  const fineEnd = scoreEnd + FEATURES.fine;
  const coarseEnd = fineEnd + FEATURES.coarse;
  await db.execute(sql`alter table plot_results disable trigger plot_results_fill_season`);
  await db.execute(sql`insert into plot_results (plot_id, field_year_id, feature_id, value_float,
      value_text, value_entered, unit)
    select plot_id, field_year_id, feature_id, number, text, coalesce(number::text, text), ''
    from (select p.id as plot_id, p.field_year_id, f.id as feature_id,
        case when f.id <= ${scoreEnd} then (1 + (p.id::int8 * f.id * 7919) % 9)::float8
          when f.id <= ${fineEnd} then round((random() * 1000)::numeric, 2)::float8
          when f.id <= ${coarseEnd} then round((50 + random() * 100)::numeric, 1)::float8 end
          as number,
        case when f.id > ${coarseEnd} then (array['красный', 'белый', 'жёлтый', 'Зелёный',
          'синий'])[1 + (p.id + f.id) % 5] end as text
      from plots p join features f on f.id <= case when p.field_year_id in
        (${ids.other_a}, ${ids.other_b}) then ${OTHER_FEATURES}::int else ${FEATURE_COUNT}::int end) t`);
  await db.execute(sql`alter table plot_results enable trigger plot_results_fill_season`);
  step('values');
  // each index built in its own transaction with room to sort in memory
  await Promise.all(
    indexes.map((index) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
        await tx.execute(sql.raw(index.definition));
      }),
    ),
  );
  step('indexes');
  await db.execute(sql`vacuum analyze plots`);
  await db.execute(sql`vacuum analyze plot_results`);
  step('vacuum');
  await database.close();
  return { bigYearId, smallYearId: ids.small, features: FEATURE_COUNT, steps };
}
