import { type MeteoEvent, SEASON_DEFAULT_FROM, SEASON_DEFAULT_TO } from '@plotline/contract/meteo';
import type { SeasonChart, SeasonChartDay } from '@plotline/contract/meteo-analytics';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import type { SectorInReach } from '../../platform/auth/meteo-policy.ts';
import { fieldYearsVisibleTo } from '../../platform/auth/policy.ts';
import { readSeasonStages } from './read-season-stages.ts';
import { readSectorDays } from './read-sector-days.ts';

const DAY_MS = 86_400_000;

/** Every ISO day from `from` to `to`, both included. */
function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let ms = Date.parse(`${from}T00:00:00Z`);
    ms <= Date.parse(`${to}T00:00:00Z`);
    ms += DAY_MS
  ) {
    days.push(new Date(ms).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The chart's window: 1 January – 31 December of the year trimmed to the first and last day
 * holding a drawn value or an event, but always covering the default season (1 March –
 * 31 October) — an empty year still shows the season's frame, a station started in May too.
 */
export function chartWindow(year: number, first: string | null, last: string | null) {
  const seasonFrom = `${year}-${SEASON_DEFAULT_FROM}`;
  const seasonTo = `${year}-${SEASON_DEFAULT_TO}`;
  return {
    from: first !== null && first < seasonFrom ? first : seasonFrom,
    to: last !== null && last > seasonTo ? last : seasonTo,
  };
}

/**
 * The stages of the nursery's season of `year` at their median dates, when the sector serves
 * it (else a 400 on `field_id`); a season the user does not read, or none, shows no stages.
 */
async function readNurseryStages(
  db: Db,
  user: CurrentUser,
  sectorId: number,
  fieldId: number,
  year: number,
) {
  const [link] = await queryRows<{ year_id: number | null }>(
    db,
    sql`select (select field_years.id from field_years join fields on fields.id = field_years.field_id
          where field_years.field_id = sf.field_id and field_years.year = ${year}
            and ${fieldYearsVisibleTo(user, 'read')}) as year_id
      from meteo_sector_fields sf where sf.sector_id = ${sectorId} and sf.field_id = ${fieldId}`,
  );
  if (!link) throw fieldError('field_id', 'meteo.chartFieldNotServed');
  if (link.year_id === null) return [];
  const stages = (await readSeasonStages(db, [link.year_id])).get(link.year_id) ?? [];
  return stages.map(({ name, date }) => ({ name, date }));
}

/**
 * A sector's season chart (decision 044): the daily minimum, mean and maximum temperature and
 * precipitation over the year's window (every day, null where none is recorded), its events,
 * and optionally a nursery's stages. One read of the year's days along `(param_id, date)`.
 */
export async function readSeasonChart(
  db: Db,
  user: CurrentUser,
  sector: SectorInReach,
  year: number,
  fieldId: number | undefined,
): Promise<SeasonChart> {
  const stages =
    fieldId === undefined ? [] : await readNurseryStages(db, user, sector.id, fieldId, year);
  const recorded =
    (
      await readSectorDays(db, [
        { sectorId: sector.id, from: `${year}-01-01`, to: `${year}-12-31` },
      ])
    ).get(sector.id) ?? [];
  const events = await queryRows<MeteoEvent>(
    db,
    sql`select id, sector_id as sector, date::text as date, kind, note from meteo_events
      where sector_id = ${sector.id}
        and date between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date
      order by date, id`,
  );
  const dates = [...recorded.map((d) => d.date), ...events.map((e) => e.date)].sort();
  const { from, to } = chartWindow(year, dates[0] ?? null, dates[dates.length - 1] ?? null);
  const byDate = new Map(recorded.map((day) => [day.date, day]));
  const days: SeasonChartDay[] = everyDay(from, to).map((date) => {
    const day = byDate.get(date);
    return {
      date,
      t_min: day?.tMin ?? null,
      t_mean: day?.tMean ?? null,
      t_max: day?.tMax ?? null,
      precipitation: day?.precipitation ?? null,
    };
  });
  return {
    sector: { id: sector.id, name: sector.name },
    year,
    date_from: from,
    date_to: to,
    days,
    events,
    stages,
  };
}
