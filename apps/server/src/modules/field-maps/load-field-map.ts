import type { FieldMap, FieldMapMeta } from '@plotline/contract/field-maps-grid';
import { EMERGENCE_STAGE } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import type { FieldMapRow } from './ensure-field-map.ts';
import { buildGrid } from './field-map-grid.ts';

/** A plot as the grid query gives it: id, name, label, line name, position, line id. */
type PlotTuple = [number, string, string | null, string, number, number];

/** The counts of `meta_info` that do not come from the grid's plots. */
export type MapCounts = Omit<FieldMapMeta, 'count_of_lines' | 'count_of_plots'>;

/** The grid of a season with the counts its plots give. */
export type MapGrid = Pick<FieldMap, 'location_of_plots'> &
  Pick<FieldMapMeta, 'count_of_lines' | 'count_of_plots'>;

type CountsRow = Omit<MapCounts, 'avg_days_after_sowing'> & {
  avg_days_after_sowing: number | string | null;
};

/**
 * The counts of `meta_info` that need more than the plots, one statement over plot-level
 * data (not plant rows): plots with a dated emergence, the mean days from emergence to each
 * sprouted plot's latest dated stage (0 when emergence is the latest), plots per feature
 * with a value, plots per harvest technology. Places do not change them.
 */
export async function loadMapCounts(db: Db | Tx, fieldYearId: number): Promise<MapCounts> {
  const [row] = await queryRows<CountsRow>(
    db,
    sql`with stages as (
        select max(s.date) filter (where s.stage = ${EMERGENCE_STAGE}) as emerged,
          max(s.date) as latest
        from plot_stages s join plots p on p.id = s.plot_id
        where p.field_year_id = ${fieldYearId} and s.brush_id is null and s.date is not null
        group by s.plot_id)
      select
        (select count(emerged) from stages)::int as sprouted_plots,
        (select round(avg(latest - emerged), 1)::float8 from stages) as avg_days_after_sowing,
        (select coalesce(json_object_agg(name, n order by name), '{}'::json) from (
          select f.name, count(*)::int as n from plot_results r
          join plots p on p.id = r.plot_id join features f on f.id = r.feature_id
          where p.field_year_id = ${fieldYearId} and r.brush_id is null group by f.name) x
        ) as features,
        (select coalesce(json_object_agg(technology, n order by technology), '{}'::json) from (
          select h.technology, count(*)::int as n from harvest_technologies h
          join plots p on p.id = h.plot_id
          where p.field_year_id = ${fieldYearId} group by h.technology) y
        ) as harvest_technologies`,
  );
  if (!row) throw new Error('meta query returned no row');
  const avg = row.avg_days_after_sowing;
  return { ...row, avg_days_after_sowing: avg === null ? null : Number(avg) };
}

/**
 * The grid of a season's plots in rows of `width` (field-map-grid.ts#buildGrid), with the
 * number of plots and of distinct lines. One statement.
 */
export async function loadMapGrid(
  db: Db | Tx,
  fieldYearId: number,
  width: number,
): Promise<MapGrid> {
  // one JSON value instead of 10,000 rows: PGlite decodes rows slowly
  const [row] = await queryRows<{ plots: PlotTuple[] }>(
    db,
    sql`select coalesce(json_agg(json_build_array(p.id, p.name, p.label, l.name, p.position,
        p.line_id) order by p.position, p.id), '[]'::json) as plots
      from plots p join lines l on l.id = p.line_id
      where p.field_year_id = ${fieldYearId}`,
  );
  const tuples = row?.plots ?? [];
  const plots = tuples.map(([plot_id, plot_name, plot_label, line_name, position]) => ({
    plot_id,
    plot_name,
    plot_label,
    line_name,
    position,
  }));
  return {
    location_of_plots: buildGrid(plots, width),
    count_of_lines: new Set(tuples.map((tuple) => tuple[5])).size,
    count_of_plots: tuples.length,
  };
}

/** The map's answer from its row, grid and counts. */
export function presentFieldMap(
  season: { id: number; fieldId: number },
  map: FieldMapRow,
  { location_of_plots, ...plotCounts }: MapGrid,
  counts: MapCounts,
): FieldMap {
  return {
    id: map.id,
    field: season.fieldId,
    year: season.id,
    location_of_plots,
    max_length_per_list: map.width,
    meta_info: { ...plotCounts, ...counts },
  };
}

/**
 * A field-year's map as `GET field_maps/` gives it: the grid of its plots by position and
 * the counts of `meta_info`. Two statements, run side by side.
 */
export async function loadFieldMap(
  db: Db,
  season: { id: number; fieldId: number },
  map: FieldMapRow,
): Promise<FieldMap> {
  const [grid, counts] = await Promise.all([
    loadMapGrid(db, season.id, map.width),
    loadMapCounts(db, season.id),
  ]);
  return presentFieldMap(season, map, grid, counts);
}
