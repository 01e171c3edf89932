// The seed warehouse (issue 15, decision 040) on PostgreSQL: a crop with 100,000 seed lots
// (2,000 lines, 5 years, 2 warehouses × 20 locations, every lot with its harvest entry) and a
// season of 2,000 harvested plots. Figures: the lots page as the web asks for it (filtered,
// sorted, 250 rows) over HTTP, median and p95; sending the 2,000 plots to the warehouse.
import { sql } from 'drizzle-orm';
import { startServer } from '../e2e/support/start-server.ts';
import { BENCH_USER, benchDatabaseUrl, seedBenchSeason } from './bench-database.ts';
import type { Report } from './bench-report.ts';

const BENCH_DB = 'plotline_bench_warehouse';
const LOTS = 100_000;
const LINES = 2_000;
const PLOTS = 2_000;
const PAGE_TARGET_MS = 100;
const SEND_TARGET_MS = 1_000;
const RUNS = 15;
const SEND_RUNS = 3;

/** Median and 95th percentile of `runs` timed calls (after one warm-up). */
async function time(runs: number, call: () => Promise<unknown>) {
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

/** Crop 1 of the bench user: lines, warehouses, locations, lots with ledgers, plots. */
async function seedWarehouse(databaseUrl: string) {
  const { database, db, yearId } = await seedBenchSeason(databaseUrl);
  await db.execute(sql`insert into lines (crop_id, name)
    select 1, 'Линия ' || lpad(g::text, 5, '0') from generate_series(1, ${LINES}) g`);
  await db.execute(sql`insert into warehouses (crop_id, owner_user_id, name)
    select 1, owner_user_id, 'Склад ' || g from crops, generate_series(1, 2) g`);
  await db.execute(sql`insert into storage_locations (warehouse_id, name)
    select w.id, 'Полка ' || g from warehouses w, generate_series(1, 20) g`);
  await db.execute(sql`insert into seed_lots (crop_id, location_id, line_id, year, nursery,
      plot_name, region, date_added)
    select 1, (select min(id) from storage_locations) + g % 40,
      (select min(id) from lines) + g % ${LINES}, 2021 + g % 5, 'КСИ', 'P' || g, 'Юг',
      date '2021-09-01' + (g % 1500)
    from generate_series(1, ${LOTS}) g`);
  await db.execute(sql`insert into seed_ledger (lot_id, kind, weight, amount)
    select id, 'harvest', round((random() * 2000)::numeric, 3), (random() * 5000)::int
    from seed_lots`);
  await db.execute(sql`insert into seed_ledger (lot_id, kind, booked_weight)
    select id, 'booking', least(weight, 50) from seed_lots where id % 7 = 0`);
  await db.execute(sql`insert into features (crop_id, name, kind)
    values (1, 'Масса зерна', 'quantitative')`);
  await db.execute(sql`insert into plots (field_year_id, line_id, name, position)
    select ${yearId}, (select min(id) from lines) + g % ${LINES}, 'П-' || g, g
    from generate_series(1, ${PLOTS}) g`);
  await db.execute(sql`insert into plot_results (plot_id, field_year_id, feature_id, value_float,
      value_entered, unit)
    select p.id, p.field_year_id, f.id, round((random() * 900)::numeric, 2)::float8, '', 'г'
    from plots p, features f`);
  await db.execute(sql`vacuum analyze`);
  await database.close();
}

/** Runs the warehouse benchmark and prints its figures. */
export async function benchWarehouse(report: Report): Promise<void> {
  const databaseUrl = await benchDatabaseUrl(BENCH_DB);
  if (!databaseUrl) {
    console.log('warehouse: no PostgreSQL reachable, skipped');
    return;
  }
  const seedStarted = performance.now();
  await seedWarehouse(databaseUrl);
  console.log(
    `warehouse: seeded ${LOTS} lots (${LINES} lines) and ${PLOTS} plots in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const server = await startServer({ DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
  try {
    const login = await fetch(`${server.url}/api/v1/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_USER),
    });
    const access = ((await login.json()) as { access: string }).access;
    const headers = { authorization: `Bearer ${access}`, 'content-type': 'application/json' };
    const api = `${server.url}/api/v1/plotline_db`;
    const warehouses = (await (
      await fetch(`${api}/warehouses/?spec_id=1`, { headers })
    ).json()) as {
      warehouse_id: number;
      locations: { id: number }[];
    }[];
    const [first] = warehouses;
    if (!first?.locations[0]) throw new Error('warehouse: no location seeded');
    const cases = [
      { name: 'first page by code', query: '' },
      { name: 'sorted by weight, descending', query: '&sort_by=-weight' },
      { name: 'line contains "12", by available', query: '&line=12&sort_by=-available_weight' },
      {
        name: 'year + warehouse, by line, page 5',
        query: `&year=2023&warehouse=${first.warehouse_id}&sort_by=line_name&page=5`,
      },
      { name: 'available only, by date', query: '&available_only=true&sort_by=-date_added' },
      { name: 'by line name, page 40', query: '&sort_by=line_name&page=40' },
      { name: 'by location, descending', query: '&sort_by=-location_name' },
      { name: 'by year, descending', query: '&sort_by=-year' },
    ];
    for (const { name, query } of cases) {
      const url = `${api}/seeds/?spec_id=1&page_size=250${query}`;
      const probe = (await (await fetch(url, { headers })).json()) as {
        data?: unknown[];
        meta?: { total_items: number };
      };
      if (!probe.data?.length) throw new Error(`warehouse: ${name} gave no rows`);
      const { median, p95 } = await time(RUNS, async () => {
        const answer = await fetch(url, { headers });
        if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
        await answer.arrayBuffer();
      });
      report(`lots page: ${name}`, median, 'ms', PAGE_TARGET_MS, true);
      console.log(
        `${''.padEnd(34)} p95 ${p95.toFixed(1)} ms, ${probe.data.length} rows of ${probe.meta?.total_items}`,
      );
    }
    // the season's plots, as the plot table would send them
    const plotIds = await (async () => {
      const { Client } = (await import('pg')).default;
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const result = await client.query<{ id: number }>('select id from plots order by id');
        return result.rows.map((row) => row.id);
      } finally {
        await client.end();
      }
    })();
    const samples: number[] = [];
    for (let run = 0; run < SEND_RUNS; run++) {
      const started = performance.now();
      const answer = await fetch(`${api}/seeds/send_plots/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          spec_id: 1,
          location: first.locations[run % first.locations.length]?.id,
          plot_ids: plotIds,
          weight_feature: 'Масса зерна',
        }),
      });
      if (answer.status !== 201) throw new Error(`${answer.status} ${await answer.text()}`);
      const sent = (await answer.json()) as { lots: unknown[] };
      samples.push(performance.now() - started);
      if (sent.lots.length !== plotIds.length) throw new Error('warehouse: lots missing');
    }
    samples.sort((a, b) => a - b);
    report(
      `send ${PLOTS} plots to the warehouse`,
      samples[Math.floor(samples.length / 2)] ?? 0,
      'ms',
      SEND_TARGET_MS,
      true,
    );
    console.log(`${''.padEnd(34)} runs ${samples.map((s) => s.toFixed(0)).join(', ')} ms`);
  } finally {
    await server.stop();
  }
}
