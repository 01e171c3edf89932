import {
  HARVEST_STAGE_NAMES,
  type MeteoEvent,
  type MeteoParamSummary,
  type PlotMeteoCard,
  SOWING_STAGE_NAMES,
} from '@plotline/contract/meteo';
import { agroclimaticIndices } from '@plotline/stats/weather/agroclimate';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { readSectorDays } from './read-sector-days.ts';
import { weatherInterval } from './season-interval.ts';

/** A plot the policy let the user read (`getPlotFor(…, 'read')`): its nursery and season. */
type ReadablePlot = { id: number; fieldId: number; year: number };

type Frame = {
  gdd_base: number;
  sector_id: number | null;
  sector_name: string | null;
  sowing: string | null;
  harvest: string | null;
};

/** The nursery's sector and the plot's sowing and harvest dates (its own stages, not rows'). */
async function readFrame(db: Db, plot: ReadablePlot): Promise<Frame> {
  const stageDate = (names: readonly string[], pick: 'min' | 'max') =>
    sql`(select ${sql.raw(pick)}(st.date)::text from plot_stages st
      where st.plot_id = ${plot.id} and st.brush_id is null and st.date is not null
        and st.stage = any(${sql.param([...names])}::text[]))`;
  const [frame] = await queryRows<Frame>(
    db,
    sql`select (select c.gdd_base::float8 from fields f join crops c on c.id = f.crop_id
          where f.id = ${plot.fieldId}) as gdd_base,
        s.id as sector_id, s.name as sector_name,
        ${stageDate(SOWING_STAGE_NAMES, 'min')} as sowing,
        ${stageDate(HARVEST_STAGE_NAMES, 'max')} as harvest
      from (select 1) one
      left join meteo_sector_fields sf on sf.field_id = ${plot.fieldId}
      left join meteo_sectors s on s.id = sf.sector_id`,
  );
  return frame ?? { gdd_base: 5, sector_id: null, sector_name: null, sowing: null, harvest: null };
}

/**
 * The weather of a plot's season for its card (decision 044): the nursery's sector between
 * the plot's sowing and harvest, per parameter min, mean, max, sum (precipitation and `other`)
 * and the days holding a value, the events of the interval, and its agro-climatic indices
 * (GDD over the crop's base, active temperatures, ГТК, precipitation, frost days:
 * @plotline/stats/agroclimate). Set-based: aggregate queries over `(param_id, date)`.
 */
export async function readPlotMeteoCard(db: Db, plot: ReadablePlot): Promise<PlotMeteoCard> {
  const frame = await readFrame(db, plot);
  const { from, to } = weatherInterval(plot.year, frame.sowing, frame.harvest);
  const card = {
    plot_id: plot.id,
    sowing_date: frame.sowing,
    harvest_date: frame.harvest,
    date_from: from,
    date_to: to,
  };
  if (frame.sector_id === null) {
    return { ...card, indices: null, sector: null, params: [], events: [] };
  }
  const params = await queryRows<MeteoParamSummary>(
    db,
    sql`select p.id as param, p.name, p.unit, p.kind,
        min(v.value)::float8 as min, round(avg(v.value), 4)::float8 as mean,
        max(v.value)::float8 as max,
        case when p.kind in ('precipitation', 'other') then sum(v.value)::float8 end as sum,
        count(v.id)::int as days
      from meteo_params p
      left join meteo_values v on v.param_id = p.id and v.date between ${from}::date and ${to}::date
      where p.sector_id = ${frame.sector_id}
      group by p.id order by p.id`,
  );
  const events = await queryRows<MeteoEvent>(
    db,
    sql`select id, sector_id as sector, date::text as date, kind, note from meteo_events
      where sector_id = ${frame.sector_id} and date between ${from}::date and ${to}::date
      order by date, id`,
  );
  const days =
    (await readSectorDays(db, [{ sectorId: frame.sector_id, from, to }])).get(frame.sector_id) ??
    [];
  return {
    ...card,
    indices: agroclimaticIndices(days, { from, to, gddBase: frame.gdd_base }),
    sector: { id: frame.sector_id, name: frame.sector_name ?? '' },
    params,
    events,
  };
}
