import { EMERGENCE_STAGE } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { getFieldYearFor } from '../../platform/auth/policy.ts';

/** One plot's value of the analysed feature, with where it stands. */
export type TrialPlot = {
  plotId: number;
  plotName: string;
  /** The plot name without its repetition suffix (`X/2` → `X`): the row it joins. */
  baseName: string;
  lineId: number;
  lineName: string;
  yearId: number;
  year: number;
  fieldId: number;
  fieldName: string;
  region: string;
  /** The number (a stage: days after sowing); null when the plot has none. */
  value: number | null;
};

/** A field-year the caller may read, as the statistics rows describe it. */
export type TrialSeason = Awaited<ReturnType<typeof getFieldYearFor>>;

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

/**
 * The plots of the field-years with their value of `feature`, in one query reading only the
 * columns the statistics need. `feature` names a quantitative feature of the crop or a
 * vegetation stage; a stage counts in days after sowing (from the plot's emergence stage).
 * Plot-level values only (plant rows have their own screen). Plots are ordered by season,
 * then map position, so the first repetition of a row comes first.
 */
export async function readFeatureValues(
  db: Db,
  yearIds: readonly number[],
  feature: string,
): Promise<TrialPlot[]> {
  const stage = feature.trim().toLowerCase();
  return queryRows<TrialPlot>(
    db,
    sql`select p.id as "plotId", p.name as "plotName",
        regexp_replace(p.name, '/\\d+$', '') as "baseName",
        p.line_id as "lineId", l.name as "lineName", y.id as "yearId", y.year,
        f.id as "fieldId", f.name as "fieldName", f.region,
        coalesce(r.value_float, (s.date - e.date)::float8) as value
      from plots p
        join field_years y on y.id = p.field_year_id
        join fields f on f.id = y.field_id
        join lines l on l.id = p.line_id
        left join features ft on ft.crop_id = f.crop_id and ft.name = ${feature}
          and ft.kind = 'quantitative'
        left join plot_results r on r.plot_id = p.id and r.feature_id = ft.id
          and r.brush_id is null
        left join plot_stages s on s.plot_id = p.id and s.brush_id is null and s.stage = ${stage}
        left join plot_stages e on e.plot_id = p.id and e.brush_id is null
          and e.stage = ${EMERGENCE_STAGE}
      where p.field_year_id = any(${sql.param([...yearIds])}::int[])
      order by y.year, y.id, p.position, p.id`,
  );
}
