import {
  type AgroClimaticIndices,
  HARVEST_STAGE_NAMES,
  SOWING_STAGE_NAMES,
} from '@plotline/contract/meteo';
import { indicesByInterval, type MeteoDay } from '@plotline/stats/weather/agroclimate';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { readSeasonStages, type SeasonStage } from './read-season-stages.ts';
import { readSectorDays } from './read-sector-days.ts';
import { weatherInterval } from './season-interval.ts';

/** The indices of one stage interval: from one stage's median date to the next one's. */
export type StageIntervalIndices = {
  fromStage: string;
  toStage: string;
  dateFrom: string;
  dateTo: string;
  indices: AgroClimaticIndices;
};

/** A season (field-year) with the agro-climatic indices of its weather (decision 044). */
export type SeasonIndices = {
  yearId: number;
  fieldId: number;
  fieldName: string;
  year: number;
  sector: { id: number; name: string } | null;
  /** the crop's `gdd_base`, °C */
  gddBase: number;
  /** the season's interval (ISO dates) */
  dateFrom: string;
  dateTo: string;
  season: AgroClimaticIndices;
  intervals: StageIntervalIndices[];
};

type SeasonRow = {
  year_id: number;
  field_id: number;
  field_name: string;
  year: number;
  gdd_base: number;
  sector_id: number | null;
  sector_name: string | null;
};

const SOWING: ReadonlySet<string> = new Set(SOWING_STAGE_NAMES);
const HARVEST: ReadonlySet<string> = new Set(HARVEST_STAGE_NAMES);

/** The earliest sowing and the latest harvest over the season's plots (null: none recorded). */
function sowingAndHarvest(stages: readonly SeasonStage[]) {
  let sowing: string | null = null;
  let harvest: string | null = null;
  for (const stage of stages) {
    if (SOWING.has(stage.name) && (sowing === null || stage.first < sowing)) sowing = stage.first;
    if (HARVEST.has(stage.name) && (harvest === null || stage.last > harvest)) {
      harvest = stage.last;
    }
  }
  return { sowing, harvest };
}

/**
 * The season's stage intervals: the stages whose median date lies in the season's interval,
 * by that date, consecutive pairs (sowing → emergence → … → harvest), both ends included — a
 * stage's day belongs to the interval it closes and to the one it opens.
 */
export function stageIntervals(
  stages: readonly SeasonStage[],
  from: string,
  to: string,
): { fromStage: string; toStage: string; dateFrom: string; dateTo: string }[] {
  const inSeason = stages
    .filter((stage) => stage.date >= from && stage.date <= to)
    .sort((a, b) => (a.date === b.date ? (a.name < b.name ? -1 : 1) : a.date < b.date ? -1 : 1));
  return inSeason.slice(1).map((next, i) => {
    const previous = inSeason[i] as SeasonStage;
    return {
      fromStage: previous.name,
      toStage: next.name,
      dateFrom: previous.date,
      dateTo: next.date,
    };
  });
}

/**
 * Indices of the given field-years (already access-checked), in a handful of set queries: the
 * seasons with their nursery, crop base and sector; the stages of their plots (median dates);
 * the daily weather of all their sectors over the seasons' intervals (`(param_id, date)`).
 * The season runs from the earliest sowing over its plots to the latest harvest (a missing
 * end: 1 March / 31 October of its year). A season whose nursery has no sector gets indices
 * of no data (every day missing, every index null). Unknown ids are left out of the map.
 */
export async function readSeasonIndices(
  db: Db,
  yearIds: readonly number[],
): Promise<Map<number, SeasonIndices>> {
  const result = new Map<number, SeasonIndices>();
  const ids = [...new Set(yearIds)];
  if (ids.length === 0) return result;
  const seasons = await queryRows<SeasonRow>(
    db,
    sql`select fy.id as year_id, f.id as field_id, f.name as field_name, fy.year,
        c.gdd_base::float8 as gdd_base, s.id as sector_id, s.name as sector_name
      from field_years fy
      join fields f on f.id = fy.field_id
      join crops c on c.id = f.crop_id
      left join meteo_sector_fields sf on sf.field_id = f.id
      left join meteo_sectors s on s.id = sf.sector_id
      where fy.id = any(${sql.param(ids)}::int[])`,
  );
  const stagesByYear = await readSeasonStages(db, ids);
  const framed = seasons.map((season) => {
    const stages = stagesByYear.get(season.year_id) ?? [];
    const { sowing, harvest } = sowingAndHarvest(stages);
    const { from, to } = weatherInterval(season.year, sowing, harvest);
    return { season, from, to, intervals: stageIntervals(stages, from, to) };
  });
  const daysBySector = await readSectorDays(
    db,
    framed.flatMap(({ season, from, to }) =>
      season.sector_id === null ? [] : [{ sectorId: season.sector_id, from, to }],
    ),
  );
  for (const { season, from, to, intervals } of framed) {
    const days: MeteoDay[] =
      season.sector_id === null ? [] : (daysBySector.get(season.sector_id) ?? []);
    const [seasonIndices, ...intervalIndices] = indicesByInterval(
      days,
      [{ from, to }, ...intervals.map((i) => ({ from: i.dateFrom, to: i.dateTo }))],
      season.gdd_base,
    );
    result.set(season.year_id, {
      yearId: season.year_id,
      fieldId: season.field_id,
      fieldName: season.field_name,
      year: season.year,
      sector:
        season.sector_id === null ? null : { id: season.sector_id, name: season.sector_name ?? '' },
      gddBase: season.gdd_base,
      dateFrom: from,
      dateTo: to,
      season: seasonIndices as AgroClimaticIndices,
      intervals: intervals.map((interval, i) => ({
        ...interval,
        indices: intervalIndices[i] as AgroClimaticIndices,
      })),
    });
  }
  return result;
}
