// Meteorology (issue 16, decision 044) on PostgreSQL: 50 weather sectors, each with the six
// standard parameters and 14 more (20), ten years of daily values (2016–2025: 3.65 M values),
// each sector serving one nursery with a season per year (20 plots, four dated stages each).
// Figures over HTTP, median and p95: one season's chart of a sector with its nursery's stages,
// and the indices table of the crop's year (50 seasons, stage intervals included).
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { startServer } from '../e2e/support/start-server.ts';
import { BENCH_USER, benchDatabaseUrl, seedBenchSeason } from './bench-database.ts';
import type { Report } from './bench-report.ts';

const BENCH_DB = 'plotline_bench_meteo';
const SECTORS = 50;
const OTHER_PARAMS = 14;
const FIRST_YEAR = 2016;
const LAST_YEAR = 2025;
const PLOTS_PER_SEASON = 20;
const CHART_TARGET_MS = 100;
const INDICES_TARGET_MS = 300;
const RUNS = 25;
/** A constant spelled into the SQL (a bound number's type is ambiguous to generate_series). */
const n = (value: number) => sql.raw(String(value));

/** Median and 95th percentile of `runs` timed calls (after two warm-ups). */
async function time(runs: number, call: () => Promise<unknown>) {
  await call();
  await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

/** The bench user's crop (id 1): nurseries, seasons, plots with stages, sectors and their days. */
async function seedMeteo(databaseUrl: string): Promise<number> {
  const { database, db } = await seedBenchSeason(databaseUrl);
  // the bench season's nursery is replaced by 50 of our own, one per sector
  await db.execute(sql`delete from fields`);
  await db.execute(sql`insert into fields (crop_id, owner_user_id, name, region)
    select 1, owner_user_id, 'Питомник ' || lpad(g::text, 2, '0'), 'Регион ' || (g % 5)
    from crops, generate_series(1, ${n(SECTORS)}) g`);
  await db.execute(sql`insert into field_years (field_id, year)
    select f.id, y from fields f, generate_series(${n(FIRST_YEAR)}, ${n(LAST_YEAR)}) y`);
  await db.execute(sql`insert into lines (crop_id, name) values (1, 'Линия 1')`);
  await db.execute(sql`insert into plots (field_year_id, line_id, name, position)
    select fy.id, (select min(id) from lines), 'P' || g, g
    from field_years fy, generate_series(1, ${n(PLOTS_PER_SEASON)}) g`);
  // sowing mid-April, emergence, heading, harvest late July; a few days' spread over the plots
  await db.execute(sql`insert into plot_stages (plot_id, stage, date)
    select p.id, s.stage, make_date(fy.year, 1, 1) + s.day + (p.position % 7)
    from plots p join field_years fy on fy.id = p.field_year_id,
      (values ('посев', 105), ('всходы', 118), ('колошение', 160), ('уборка', 205)) s(stage, day)`);
  await db.execute(sql`insert into meteo_sectors (owner_user_id, name, year)
    select owner_user_id, 'Пост ' || lpad(g::text, 2, '0'), ${n(FIRST_YEAR)}
    from crops, generate_series(1, ${n(SECTORS)}) g`);
  await db.execute(sql`insert into meteo_sector_fields (sector_id, field_id)
    select s.id, f.id from meteo_sectors s join fields f on substr(f.name, 10) = substr(s.name, 6)`);
  await db.execute(sql`insert into meteo_params (sector_id, name, unit, kind)
    select s.id, k.kind, '', k.kind from meteo_sectors s,
      unnest(array['t_min', 't_mean', 't_max', 'precipitation', 'humidity', 'wind']) k(kind)
    union all
    select s.id, 'Параметр ' || g, '', 'other' from meteo_sectors s,
      generate_series(1, ${n(OTHER_PARAMS)}) g`);
  // a seasonal temperature curve with noise; rain on about a third of the days
  await db.execute(sql`insert into meteo_values (param_id, date, value)
    select p.id, d::date, round((case p.kind
        when 't_mean' then 9 + 14 * sin(2 * pi() * (extract(doy from d) - 105) / 365)
          + random() * 4 - 2
        when 't_min' then 3 + 13 * sin(2 * pi() * (extract(doy from d) - 105) / 365)
          + random() * 4 - 2
        when 't_max' then 15 + 15 * sin(2 * pi() * (extract(doy from d) - 105) / 365)
          + random() * 4 - 2
        when 'precipitation' then greatest(0, random() * 12 - 8)
        else random() * 100 end)::numeric, 1)
    from meteo_params p,
      generate_series(make_date(${n(FIRST_YEAR)}, 1, 1), make_date(${n(LAST_YEAR)}, 12, 31),
        interval '1 day') d
    order by p.id, d`);
  await db.execute(sql`insert into meteo_events (sector_id, date, kind, note)
    select s.id, make_date(y, 5, 1) + (s.id % 20), 'frost', 'заморозок'
    from meteo_sectors s, generate_series(${n(FIRST_YEAR)}, ${n(LAST_YEAR)}) y`);
  await db.execute(sql`vacuum analyze`);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from meteo_values`,
  );
  await database.close();
  return row?.n ?? 0;
}

/** Runs the meteorology benchmark and prints its figures. */
export async function benchMeteo(report: Report): Promise<void> {
  const databaseUrl = await benchDatabaseUrl(BENCH_DB);
  if (!databaseUrl) {
    console.log('meteo: no PostgreSQL reachable, skipped');
    return;
  }
  const seedStarted = performance.now();
  const values = await seedMeteo(databaseUrl);
  console.log(
    `meteo: seeded ${values} values (${SECTORS} sectors × 20 parameters × ${LAST_YEAR - FIRST_YEAR + 1} years) in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  try {
    const login = await fetch(`${server.url}/api/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_USER),
    });
    const access = ((await login.json()) as { access: string }).access;
    const headers = { authorization: `Bearer ${access}` };
    const api = `${server.url}/api/v1/plotline_db`;
    const sectors = (await (await fetch(`${api}/sector/?spec_id=1`, { headers })).json()) as {
      id: number;
      field_ids: number[];
    }[];
    const sector = sectors[Math.floor(sectors.length / 2)];
    if (sectors.length !== SECTORS || !sector?.field_ids[0]) {
      throw new Error(`meteo: expected ${SECTORS} linked sectors, got ${sectors.length}`);
    }
    const get = async (url: string) => {
      const answer = await fetch(url, { headers });
      if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
      return answer.json();
    };
    const chartUrl = `${api}/meteo_params_value/season_chart/?sector=${sector.id}&year=2024&field_id=${sector.field_ids[0]}`;
    const chart = (await get(chartUrl)) as { days: unknown[]; stages: unknown[] };
    if (chart.days.length !== 366 || chart.stages.length !== 4) {
      throw new Error(`meteo: chart of ${chart.days.length} days, ${chart.stages.length} stages`);
    }
    const chartTime = await time(RUNS, () => get(chartUrl));
    report('meteo: season chart (366 days)', chartTime.median, 'ms', CHART_TARGET_MS, true);
    console.log(`${''.padEnd(34)} p95 ${chartTime.p95.toFixed(1)} ms`);
    const indicesUrl = `${api}/meteo_params_value/indices/?spec_id=1&year=2024`;
    const table = (await get(indicesUrl)) as { intervals: unknown[]; season: { gdd: number } }[];
    if (table.length !== SECTORS || table.some((row) => row.intervals.length !== 3)) {
      throw new Error(`meteo: indices table of ${table.length} rows`);
    }
    const indicesTime = await time(RUNS, () => get(indicesUrl));
    report(
      `meteo: indices table (${SECTORS} seasons)`,
      indicesTime.median,
      'ms',
      INDICES_TARGET_MS,
      true,
    );
    console.log(`${''.padEnd(34)} p95 ${indicesTime.p95.toFixed(1)} ms`);
  } finally {
    await server.stop();
  }
}
