import {
  COLOR_KEYS,
  type HeatMap,
  type HeatMapCell,
  LEVEL_COLORS,
  NO_DATA_LEVEL,
} from '@plotline/contract/field-maps-colors';
import { EMERGENCE_STAGE } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { getSoilMapSource } from '../agrochemistry/get-soil-map-source.ts';
import { computeLevelScale } from './color-levels.ts';
import { buildGrid } from './field-map-grid.ts';
import { findFeature, type MapSource, readMapPlots } from './read-map-plots.ts';

/**
 * The heat map's source: the crop's quantitative feature of that name, else the stage of
 * that name in days after sowing when a plot of the season has it (a feature wins over a
 * stage, as in the other statistics).
 * @throws AppError VALIDATION `feature`: qualitative feature, or neither feature nor stage
 */
async function resolveHeatSource(
  db: Db,
  fieldYear: { id: number; cropId: number },
  name: string,
): Promise<MapSource> {
  const feature = await findFeature(db, fieldYear.cropId, name);
  if (feature?.kind === 'quantitative') {
    return { kind: 'quantitative', featureId: feature.id, name: feature.name };
  }
  if (feature) throw fieldError('feature', COLOR_KEYS.notQuantitative, { feature: feature.name });
  const stage = name.trim().toLowerCase();
  const [found] = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from plot_stages s join plots p on p.id = s.plot_id
      where p.field_year_id = ${fieldYear.id} and s.brush_id is null and s.stage = ${stage}
        and s.stage <> ${EMERGENCE_STAGE} limit 1`,
  );
  if (!found) throw fieldError('feature', COLOR_KEYS.unknownFeature, { feature: name });
  return { kind: 'stage', name: stage, asDays: true };
}

/**
 * `get_heat_map/` (api-contract §8): a quantitative feature (or a stage in days after sowing,
 * or a soil parameter: each plot's own latest value, else its nursery's; decision 044) of one
 * field-year coloured by the seven levels of spec §9 over the field map grid
 * (`buildGrid`, the same grid `field_maps/` answers). The width is the field map's (the
 * nursery's while the season has no map row). The caller has checked read access.
 * @throws AppError VALIDATION `feature` (see resolveHeatSource), `agro_param_id` (see
 *   getSoilMapSource)
 */
export async function buildHeatMap(
  db: Db,
  fieldYear: { id: number; cropId: number; width: number; fieldId: number; year: number },
  query: { feature?: string; agro_param_id?: number },
): Promise<HeatMap> {
  const source = query.agro_param_id
    ? await getSoilMapSource(db, fieldYear, query.agro_param_id)
    : await resolveHeatSource(db, fieldYear, query.feature ?? '');
  const [map] = await queryRows<{ width: number }>(
    db,
    sql`select width from field_maps where field_year_id = ${fieldYear.id}`,
  );
  const plots = await readMapPlots(db, fieldYear.id, source);
  const values = plots.map((plot) => (plot.value === null ? null : Number(plot.value)));
  const scale = computeLevelScale(values.filter((value) => value !== null));
  const meta_info = LEVEL_COLORS.map((color, level) => ({
    interval: level === NO_DATA_LEVEL ? null : (scale.intervals[level] ?? null),
    color,
  }));
  const cells = new Map<number, HeatMapCell>();
  plots.forEach((plot, index) => {
    const value = values[index] ?? null;
    const level = scale.levelOf(value);
    cells.set(plot.plotId, {
      plot_id: plot.plotId,
      plot_name: plot.plotName,
      plot_label: plot.plotLabel,
      line_name: plot.lineName,
      value,
      level,
      color: LEVEL_COLORS[level] as string,
    });
  });
  // the grid of the field map itself, so both always show a plot in the same cell
  const grid = buildGrid(
    plots.map((plot) => ({
      plot_id: plot.plotId,
      plot_name: plot.plotName,
      plot_label: plot.plotLabel,
      line_name: plot.lineName,
      position: plot.position,
    })),
    map?.width ?? fieldYear.width,
  );
  return {
    meta_info,
    heat_map: grid.map((row) => row.map((cell) => (cell && cells.get(cell.plot_id)) ?? null)),
  };
}
