import { EMERGENCE_STAGE } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';

/** A field-year the caller may read, as the policy hands it out. */
export type TrialSeason = Awaited<ReturnType<typeof getFieldYearFor>>;

/** A field-year as the statistics rows describe it (api-contract §8 row identity). */
export type Season = {
  yearId: number;
  year: number;
  fieldId: number;
  fieldName: string;
  region: string;
  /** The seeded region the nursery's region text names (any language, any case, ё = е). */
  regionId: number | null;
};

/** One plot of the analysed field-years (no values: those come per feature). */
export type TrialPlot = {
  plotId: number;
  plotName: string;
  lineId: number;
  yearId: number;
  position: number;
};

/** The plots of the field-years and, per feature, each plot's value (NaN: none). */
export type TrialData = {
  seasons: Season[];
  /** In season order (year, then id), then map position. */
  plots: TrialPlot[];
  /** Features in the asked order (all: natural name order), with their plot values. */
  features: { name: string; values: Float64Array }[];
};

/**
 * Checks every field-year for reading, in the order given.
 * @throws AppError NOT_FOUND for one out of sight (nothing is read then)
 */
export async function readableSeasons(
  db: Db,
  user: CurrentUser,
  yearIds: readonly number[],
): Promise<TrialSeason[]> {
  const seasons: TrialSeason[] = [];
  for (const yearId of new Set(yearIds))
    seasons.push(await getFieldYearFor(db, user, yearId, 'read'));
  return seasons;
}

const folded = (column: ReturnType<typeof sql>) => sql`replace(lower(btrim(${column})), 'ё', 'е')`;

/** The field-years with their nursery and region, by year then id. */
async function readSeasons(db: Db, yearIds: readonly number[]): Promise<Season[]> {
  return queryRows<Season>(
    db,
    sql`select y.id as "yearId", y.year, f.id as "fieldId", f.name as "fieldName", f.region,
        (select min(r.id) from regions r, jsonb_each_text(r.names) n
          where ${folded(sql`n.value`)} = ${folded(sql`f.region`)}) as "regionId"
      from field_years y join fields f on f.id = y.field_id
      where y.id = any(${sql.param([...yearIds])}::int[])
      order by y.year, y.id`,
  );
}

/**
 * Plots in season order, then map position (the first repetition of a row comes first). The
 * database mostly hands them over in that order already: checked in one pass, sorted by
 * numeric keys only when needed.
 */
function inSeasonOrder<Plot extends TrialPlot>(plots: Plot[], seasons: readonly Season[]): Plot[] {
  const rank = new Map(seasons.map((season, index) => [season.yearId, index]));
  // one number per plot: season rank, then map position (positions are int4)
  const keys = new Float64Array(plots.length);
  let ordered = true;
  plots.forEach((plot, index) => {
    const season = seasons.length === 1 ? 0 : (rank.get(plot.yearId) ?? 0);
    keys[index] = season * 4_294_967_296 + plot.position + 2_147_483_648;
    if (index > 0 && (keys[index - 1] as number) >= (keys[index] as number)) ordered = false;
  });
  if (ordered) return plots;
  const before = (a: number, b: number) =>
    (keys[a] as number) - (keys[b] as number) ||
    (plots[a] as Plot).plotId - (plots[b] as Plot).plotId;
  // Array.prototype.sort merges the runs already in order: nearly linear here
  return [...plots.keys()].sort(before).map((index) => plots[index] as Plot);
}

/**
 * The plots of the field-years (already checked for reading) with their value of one
 * feature, in one narrow query run beside the seasons' one. `feature` names a quantitative
 * feature of the seasons' crops or a vegetation stage counted in days after sowing (from the
 * plot's emergence stage); a plot's feature value wins over its stage of the same name.
 * Plot-level values only (plant rows have their own screen).
 */
export async function readFeatureTrial(
  db: Db,
  yearIds: readonly number[],
  feature: string,
): Promise<TrialData> {
  const years = sql.param([...yearIds]);
  const [seasons, rows] = await Promise.all([
    readSeasons(db, yearIds),
    queryRows<TrialPlot & { value: number | null }>(
      db,
      sql`select p.id as "plotId", p.name as "plotName", p.line_id as "lineId",
          p.field_year_id as "yearId", p.position,
          coalesce(r.value_float, (s.date - e.date)::float8) as value
        from plots p
          left join plot_results r on r.plot_id = p.id and r.brush_id is null
            and r.feature_id in (select ft.id from features ft
              where ft.name = ${feature} and ft.kind = 'quantitative' and ft.crop_id in (
                select f.crop_id from field_years y join fields f on f.id = y.field_id
                where y.id = any(${years}::int[])))
          left join plot_stages s on s.plot_id = p.id and s.brush_id is null
            and s.stage = ${feature.trim().toLowerCase()}
          left join plot_stages e on e.plot_id = p.id and e.brush_id is null
            and e.stage = ${EMERGENCE_STAGE} and s.id is not null
        where p.field_year_id = any(${years}::int[])`,
    ),
  ]);
  const plots = inSeasonOrder(rows, seasons);
  const values = Float64Array.from(plots, (plot) => plot.value ?? Number.NaN);
  return { seasons, plots, features: [{ name: feature, values }] };
}

/**
 * The plots of the field-years (already checked for reading) with every quantitative
 * feature having a plot value there and every stage with days after sowing (a feature wins
 * over a stage of the same name), features in `order`.
 */
export async function readAllFeaturesTrial(
  db: Db,
  yearIds: readonly number[],
  order: (a: string, b: string) => number,
): Promise<TrialData> {
  const years = sql.param([...yearIds]);
  const [seasons, rows, valueRows] = await Promise.all([
    readSeasons(db, yearIds),
    queryRows<TrialPlot>(
      db,
      sql`select p.id as "plotId", p.name as "plotName", p.line_id as "lineId",
          p.field_year_id as "yearId", p.position
        from plots p
        where p.field_year_id = any(${years}::int[])`,
    ),
    queryRows<{ plotId: number; name: string; value: number; isStage: boolean }>(
      db,
      sql`select r.plot_id as "plotId", ft.name, r.value_float as value, false as "isStage"
          from plot_results r join features ft on ft.id = r.feature_id
            join plots p on p.id = r.plot_id
          where p.field_year_id = any(${years}::int[]) and r.brush_id is null
            and ft.kind = 'quantitative' and r.value_float is not null
        union all
        select s.plot_id, s.stage, (s.date - e.date)::float8, true
          from plot_stages s join plots p on p.id = s.plot_id
            join plot_stages e on e.plot_id = s.plot_id and e.brush_id is null
              and e.stage = ${EMERGENCE_STAGE}
          where p.field_year_id = any(${years}::int[]) and s.brush_id is null
            and s.stage <> ${EMERGENCE_STAGE} and s.date is not null and e.date is not null`,
    ),
  ]);
  const plots = inSeasonOrder(rows, seasons);
  const indexOf = new Map(plots.map((plot, index) => [plot.plotId, index]));
  const quantitative = new Set(valueRows.filter((row) => !row.isStage).map((row) => row.name));
  const features = new Map<string, Float64Array>();
  for (const row of valueRows) {
    if (row.isStage && quantitative.has(row.name)) continue;
    let values = features.get(row.name);
    if (!values) {
      values = new Float64Array(plots.length).fill(Number.NaN);
      features.set(row.name, values);
    }
    const index = indexOf.get(row.plotId);
    if (index !== undefined) values[index] = row.value;
  }
  return {
    seasons,
    plots,
    features: [...features.keys()].sort(order).map((name) => ({
      name,
      values: features.get(name) as Float64Array,
    })),
  };
}

/**
 * The names of lines, by id: of the given lines, or of every line planted in the field-years
 * (a row's line name is read only for the rows written, or for all when a filter or sort
 * reads it: a season of 25,000 rows need not send them all for a page of 50).
 */
export async function readLineNames(
  db: Db,
  which: { lineIds: readonly number[] } | { yearIds: readonly number[] },
): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    'lineIds' in which
      ? sql`select l.id, l.name from lines l where l.id = any(${sql.param([...which.lineIds])}::int[])`
      : sql`select l.id, l.name from lines l where l.id in (select p.line_id from plots p
          where p.field_year_id = any(${sql.param([...which.yearIds])}::int[]))`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
