import {
  type AgroParamKind,
  type MeteoParamKind,
  STANDARD_METEO_PARAMS,
} from '@plotline/contract/meteo';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { agroParams, meteoEvents, meteoParams, meteoSectors } from '../../db/schema.ts';
import { translate } from '../../platform/i18n/translate.ts';

/** The demo's weather station: it serves every demo nursery (they lie side by side). */
export const DEMO_STATION = 'Метеостанция Кропоткин';
/** First and last day of the demo's weather: the wheat's autumn sowing of 2023 to the 2025 harvest. */
const WEATHER_FROM = '2023-09-01';
const WEATHER_TO = '2025-10-31';

/** Krasnodar-like climate: the daily mean's yearly wave (°C) and the rainfall (mm/day). */
const CLIMATE = { meanOfYear: 11.5, amplitude: 13, warmestDay: 200, range: 10.5, wetDays: 0.32 };

/** The soil analyses of each demo season: kind, Russian name, unit, a nursery's level and plot spread. */
const SOIL: readonly {
  kind: AgroParamKind;
  name: string;
  unit: string;
  level: number;
  spread: number;
}[] = [
  { kind: 'humus', name: 'Гумус', unit: '%', level: 3.6, spread: 0.5 },
  { kind: 'n', name: 'Азот нитратный', unit: 'мг/кг', level: 14, spread: 4 },
  { kind: 'p2o5', name: 'P₂O₅', unit: 'мг/кг', level: 27, spread: 6 },
  { kind: 'k2o', name: 'K₂O', unit: 'мг/кг', level: 340, spread: 50 },
  { kind: 'ph', name: 'pH', unit: '', level: 6.9, spread: 0.35 },
];

/** Rounded to `decimals`. */
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** One day's readings of the standard parameters, drawn around the climate of that day. */
function dayOfWeather(date: Date, random: () => number): Record<MeteoParamKind, number | null> {
  const start = Date.UTC(date.getUTCFullYear(), 0, 0);
  const day = (date.getTime() - start) / 86_400_000;
  const wave = Math.cos((2 * Math.PI * (day - CLIMATE.warmestDay)) / 365);
  const mean = CLIMATE.meanOfYear + CLIMATE.amplitude * wave + (random() - 0.5) * 7;
  const range = CLIMATE.range * (0.6 + random() * 0.8);
  const wet = random() < CLIMATE.wetDays;
  return {
    t_min: round(mean - range / 2, 1),
    t_mean: round(mean, 1),
    t_max: round(mean + range / 2, 1),
    precipitation: wet ? round(-Math.log(1 - random()) * 5.5, 1) : 0,
    humidity: round(Math.min(98, 62 - 12 * wave + (wet ? 18 : 0) + (random() - 0.5) * 10), 0),
    wind: round(1.5 + random() * 4, 1),
    other: null,
  };
}

/**
 * The demo company's weather and soil (issue 16, decision 044): one station serving the three
 * demo nurseries with two seasons of daily readings, a spring frost and a hail storm; each
 * season's soil analysis — the nursery's April sample of humus, N, P₂O₅, K₂O and pH, and per-plot
 * humus and pH along a slope, so the field map can be coloured by soil. Drawn from `random`,
 * the same on every machine.
 */
export async function seedDemoWeather(
  db: Db,
  owner: { companyId: number; userId: number },
  random: () => number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const nurseries = await queryRows<{ id: number }>(
      tx,
      sql`select id from fields where company_id = ${owner.companyId} order by id`,
    );
    const [sector] = await tx
      .insert(meteoSectors)
      .values({
        companyId: owner.companyId,
        name: DEMO_STATION,
        year: 2024,
        createdBy: owner.userId,
      })
      .returning({ id: meteoSectors.id });
    const sectorId = (sector as { id: number }).id;
    if (nurseries.length > 0) {
      await tx.execute(
        sql`insert into meteo_sector_fields (sector_id, field_id)
          select ${sectorId}, unnest(${sql.param(nurseries.map((n) => n.id))}::int[])`,
      );
    }
    const params = await tx
      .insert(meteoParams)
      .values(
        STANDARD_METEO_PARAMS.map(({ kind, unit }) => ({
          sectorId,
          kind,
          unit: unit.ru,
          name: translate(`meteo.param.${kind as Exclude<MeteoParamKind, 'other'>}`, 'ru'),
        })),
      )
      .returning({ id: meteoParams.id, kind: meteoParams.kind });
    const ids: number[] = [];
    const dates: string[] = [];
    const values: number[] = [];
    for (let t = Date.parse(WEATHER_FROM); t <= Date.parse(WEATHER_TO); t += 86_400_000) {
      const date = new Date(t);
      const day = dayOfWeather(date, random);
      for (const param of params) {
        const value = day[param.kind];
        if (value === null) continue;
        ids.push(param.id);
        dates.push(date.toISOString().slice(0, 10));
        values.push(value);
      }
    }
    await tx.execute(
      sql`insert into meteo_values (param_id, date, value)
        select * from unnest(${sql.param(ids)}::int[], ${sql.param(dates)}::date[],
          ${sql.param(values)}::numeric[])`,
    );
    await tx.insert(meteoEvents).values([
      { sectorId, date: '2024-04-19', kind: 'frost', note: '−2,5 °C на поверхности почвы' },
      { sectorId, date: '2025-06-11', kind: 'hail', note: 'Град до 10 мм, 15 минут' },
      { sectorId, date: '2025-07-28', kind: 'drought', note: '20 дней без осадков' },
    ]);
    for (const year of [2024, 2025]) {
      await seedSeasonSoil(tx, owner, year, random);
    }
  });
}

/** A year's soil parameters and the April samples of every demo season of that year. */
async function seedSeasonSoil(
  tx: Db,
  owner: { companyId: number; userId: number },
  year: number,
  random: () => number,
): Promise<void> {
  const params = await tx
    .insert(agroParams)
    .values(
      SOIL.map(({ kind, name, unit }) => ({
        companyId: owner.companyId,
        year,
        kind,
        name,
        unit,
        createdBy: owner.userId,
      })),
    )
    .returning({ id: agroParams.id, kind: agroParams.kind });
  const seasons = await queryRows<{ fieldId: number; plotIds: number[] }>(
    tx,
    sql`select fy.field_id as "fieldId",
        coalesce(array_agg(p.id order by p.position, p.id) filter (where p.id is not null), '{}')
          as "plotIds"
      from field_years fy join fields f on f.id = fy.field_id
      left join plots p on p.field_year_id = fy.id
      where f.company_id = ${owner.companyId} and fy.year = ${year}
      group by fy.field_id order by fy.field_id`,
  );
  const rows: { param: number; field: number; plot: number | null; value: number }[] = [];
  for (const season of seasons) {
    for (const [index, soil] of SOIL.entries()) {
      const param = params[index] as { id: number };
      const decimals = soil.kind === 'humus' || soil.kind === 'ph' ? 2 : 1;
      rows.push({
        param: param.id,
        field: season.fieldId,
        plot: null,
        value: round(soil.level + (random() - 0.5) * soil.spread, decimals),
      });
      if (soil.kind !== 'humus' && soil.kind !== 'ph') continue;
      // a slope across the nursery: the first plots sit higher, on thinner soil
      season.plotIds.forEach((plot, position) => {
        const slope = position / Math.max(1, season.plotIds.length - 1) - 0.5;
        const value = soil.level + slope * soil.spread * 1.6 + (random() - 0.5) * soil.spread * 0.4;
        rows.push({ param: param.id, field: season.fieldId, plot, value: round(value, 2) });
      });
    }
  }
  if (rows.length === 0) return;
  await tx.execute(
    sql`insert into agro_values (param_id, field_id, plot_id, date, value)
      select param, field, plot, ${`${year}-04-10`}::date, value
      from unnest(${sql.param(rows.map((r) => r.param))}::int[],
        ${sql.param(rows.map((r) => r.field))}::int[], ${sql.param(rows.map((r) => r.plot))}::int[],
        ${sql.param(rows.map((r) => r.value))}::numeric[]) as v(param, field, plot, value)`,
  );
}
