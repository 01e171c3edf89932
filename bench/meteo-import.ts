// A weather station's archive imported over HTTP (issue 16 "Uploads", decision 044): a
// 10-year daily CSV of one station with 20 columns (2016–2025: 3,653 days × 20 ≈ 73,000
// values), `;`-separated with decimal commas, uploaded to upload_file/upload_meteo_file/ on
// PostgreSQL and timed from the request to the job's success. Goal: ≥ 50,000 values/s.
// Also timed, apart, on the same database: the floor — the same values written by one bare
// `unnest` insert (no file, no checks), what the server alone needs on this machine now.
import { sql } from 'drizzle-orm';
import { createDb, queryRows } from '../apps/server/src/db/client.ts';
import { startServer } from '../e2e/support/start-server.ts';
import { BENCH_USER, benchDatabaseUrl, seedBenchSeason } from './bench-database.ts';
import type { Report } from './bench-report.ts';

const BENCH_DB = 'plotline_bench_meteo_import';
const FIRST_DAY = Date.UTC(2016, 0, 1);
const LAST_DAY = Date.UTC(2025, 11, 31);
const OTHER_PARAMS = 14;
const TARGET_VALUES_S = 50_000;
const STANDARD = ['t_min', 't_mean', 't_max', 'precipitation', 'humidity', 'wind'];
/** A constant spelled into the SQL. */
const n = (value: number) => sql.raw(String(value));

/** The bench user's sector serving their nursery, with 20 parameters named as the CSV's headers. */
async function seedSector(databaseUrl: string): Promise<number> {
  const { database, db } = await seedBenchSeason(databaseUrl);
  const [sector] = await queryRows<{ id: number }>(
    db,
    sql`insert into meteo_sectors (owner_user_id, name, year)
      select owner_user_id, 'Метеостанция', 2016 from crops returning id`,
  );
  if (!sector) throw new Error('meteo-import: seed failed');
  await db.execute(sql`insert into meteo_sector_fields (sector_id, field_id)
    select ${sector.id}::int, id from fields`);
  await db.execute(sql`insert into meteo_params (sector_id, name, unit, kind)
    select ${sector.id}::int, k.kind, '', k.kind
      from unnest(${sql.param(STANDARD)}::text[]) k(kind)
    union all
    select ${sector.id}::int, 'Параметр ' || g, '', 'other' from generate_series(1, ${n(OTHER_PARAMS)}) g`);
  await database.close();
  return sector.id;
}

/** The station's archive: `Дата;t_min;…;Параметр 14`, a row per day, decimal commas. */
function archiveCsv(): { text: string; values: number } {
  const headers = [
    'Дата',
    ...STANDARD,
    ...Array.from({ length: OTHER_PARAMS }, (_, g) => `Параметр ${g + 1}`),
  ];
  const lines = [headers.join(';')];
  let values = 0;
  for (let day = FIRST_DAY; day <= LAST_DAY; day += 86_400_000) {
    const date = new Date(day);
    const doy = (day - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000;
    const t = 9 + 14 * Math.sin((2 * Math.PI * (doy - 105)) / 365);
    const cells = headers
      .slice(1)
      .map((_, i) =>
        (i < 3 ? t + (i - 1) * 6 + Math.random() * 2 : Math.random() * 100)
          .toFixed(1)
          .replace('.', ','),
      );
    values += cells.length;
    lines.push(`${date.toISOString().slice(0, 10)};${cells.join(';')}`);
  }
  return { text: `${lines.join('\r\n')}\r\n`, values };
}

/** Runs the weather-archive import benchmark and prints its figure. */
export async function benchMeteoImport(report: Report): Promise<void> {
  const databaseUrl = await benchDatabaseUrl(BENCH_DB);
  if (!databaseUrl) {
    console.log('meteo-import: no PostgreSQL reachable, skipped');
    return;
  }
  const sectorId = await seedSector(databaseUrl);
  const csv = archiveCsv();
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
    const form = new FormData();
    form.set('sector', String(sectorId));
    form.set('file', new Blob([csv.text], { type: 'text/csv' }), 'station.csv');
    const started = performance.now();
    const answer = await fetch(`${api}/upload_file/upload_meteo_file/`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (answer.status !== 201)
      throw new Error(`meteo-import: ${answer.status} ${await answer.text()}`);
    type Job = {
      job_id: number;
      status: string;
      result: { values_written: number } | null;
      errors: unknown[];
    };
    let job = (await answer.json()) as Job;
    while (job.status === 'pending' || job.status === 'processing') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      job = (await (await fetch(`${api}/jobs/${job.job_id}/`, { headers })).json()) as Job;
    }
    const seconds = (performance.now() - started) / 1000;
    if (job.status !== 'success' || job.result?.values_written !== csv.values) {
      throw new Error(
        `meteo-import: job ${job.status} ${JSON.stringify(job.errors).slice(0, 500)}`,
      );
    }
    console.log(
      `meteo-import: ${csv.values} values (${(csv.text.length / 1024 / 1024).toFixed(1)} MB CSV) in ${seconds.toFixed(2)} s`,
    );
    report(
      'meteo-import: 10-year station CSV',
      csv.values / seconds,
      'val/s',
      TARGET_VALUES_S,
      false,
    );
  } finally {
    await server.stop();
  }
  await measureFloor(databaseUrl, sectorId, report);
}

/** The floor: the same number of values, inserted by one `unnest` after the import's are removed. */
async function measureFloor(databaseUrl: string, sectorId: number, report: Report) {
  const database = await createDb({ databaseUrl, dataDir: 'memory://' });
  try {
    const db = database.db;
    const values = await queryRows<{ param: number; date: string; value: number }>(
      db,
      sql`select v.param_id as param, v.date::text as date, v.value::float8 as value
        from meteo_values v join meteo_params p on p.id = v.param_id
        where p.sector_id = ${sectorId} order by v.param_id, v.date`,
    );
    await db.execute(sql`delete from meteo_values`);
    await db.execute(sql`vacuum analyze meteo_values`);
    const started = performance.now();
    await db.execute(sql`insert into meteo_values (param_id, date, value)
      select * from unnest(${sql.param(values.map((v) => v.param))}::int[],
        ${sql.param(values.map((v) => v.date))}::date[],
        ${sql.param(values.map((v) => v.value))}::numeric[])`);
    const seconds = (performance.now() - started) / 1000;
    report(
      'meteo-import: floor (bare insert)',
      values.length / seconds,
      'val/s',
      TARGET_VALUES_S,
      false,
    );
  } finally {
    await database.close();
  }
}
