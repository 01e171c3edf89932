// The plot-results import on a big file: 50,000 rows × 10 phenotypes into the embedded PostgreSQL,
// through the import operation itself (target: ≤ 30 s), against a floor that only reads the
// same file with exceljs and writes its values with one unnest insert.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { type DatabaseHandle, type Db, queryRows } from '../apps/server/src/db/client.ts';
import { importNurseryFile } from '../apps/server/src/modules/imports/import-nursery-file.ts';
import { createDiskFileStore } from '../apps/server/src/platform/files/disk-file-store.ts';
import { openEmbeddedBenchDatabase } from './bench-database.ts';
import type { Report } from './bench-report.ts';

const ROWS = 50_000;
const FEATURES = 10;
const TARGET_S = 30;

/** Writes the benchmark workbook as Excel does: shared strings, sheet before the strings. */
export async function writeBenchFile(path: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useSharedStrings: true,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet('Результаты');
  const phenotypes = Array.from({ length: FEATURES }, (_, f) => `Фенотип;признак ${f + 1};см`);
  sheet
    .addRow([
      ...['Номер делянки', 'Название питомника', 'Год', 'Регион', 'Название делянки'],
      ...['Название сорта', 'Номер повторности', ...phenotypes],
    ])
    .commit();
  for (let row = 1; row <= ROWS; row++) {
    const values = Array.from({ length: FEATURES }, () => Math.round(Math.random() * 1e5) / 100);
    const line = `Линия ${(row % 5000) + 1}`;
    sheet
      .addRow([String(row), 'КСИ', 2025, 'Краснодар', `Делянка ${row}`, line, 1, ...values])
      .commit();
  }
  await sheet.commit();
  await workbook.commit();
}

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Samples the resident set size until stopped. @returns a stop function giving the peak */
function samplePeakRss(): () => number {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

/** The embedded database with one company-less user and one crop. */
async function openDatabase() {
  const database = await openEmbeddedBenchDatabase();
  const [ids] = await queryRows<{ user_id: number; crop_id: number }>(
    database.db,
    sql`with u as (insert into users (username, password_hash) values ('bench', 'x') returning id)
      insert into crops (owner_user_id, russian_name) select id, 'Пшеница' from u
      returning owner_user_id as user_id, id as crop_id`,
  );
  if (!ids) throw new Error('seed failed');
  return { database, ...ids };
}

/**
 * The floor: stream the same cells with exceljs, then write the same values into
 * plot_results (same indexes and foreign keys) with one unnest insert. Its plots and features
 * are seeded first, untimed, in a season of their own.
 */
async function measureFloor(db: Db, path: string, cropId: number): Promise<number> {
  const [seed] = await queryRows<{ plot: number; feature: number }>(
    db,
    sql`with fy as (insert into field_years (field_id, year) select id, 2026 from fields limit 1 returning id),
      p as (insert into plots (field_year_id, line_id, name, position)
        select fy.id, (select min(id) from lines), 'floor ' || g, g from fy, generate_series(1, ${ROWS}) g
        returning id),
      f as (insert into features (crop_id, name, kind)
        select ${cropId}::int, 'floor ' || g, 'quantitative' from generate_series(1, ${FEATURES}) g returning id)
      select (select min(id) from p) as plot, (select min(id) from f) as feature`,
  );
  const started = performance.now();
  const plots: number[] = [];
  const features: number[] = [];
  const values: number[] = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    styles: 'cache',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (row.number === 1) continue;
      for (let feature = 0; feature < FEATURES; feature++) {
        plots.push((seed?.plot ?? 0) + row.number - 2);
        features.push((seed?.feature ?? 0) + feature);
        values.push(Number(row.findCell(8 + feature)?.value));
      }
    }
  }
  await db.execute(sql`insert into plot_results (plot_id, feature_id, value_float, value_entered)
    select p, f, v, v::text from unnest(${sql.param(plots)}::int[], ${sql.param(features)}::int[],
      ${sql.param(values)}::float8[]) as t(p, f, v)`);
  return (performance.now() - started) / 1000;
}

/** Imports the file through the operation. @returns seconds, peak RSS and RSS before */
async function measureImport(
  database: DatabaseHandle,
  path: string,
  ids: { user_id: number; crop_id: number },
) {
  const baseline = process.memoryUsage().rss;
  const stopSampling = samplePeakRss();
  const started = performance.now();
  const outcome = await importNurseryFile(database.db, {
    kind: 'plot_result',
    files: createDiskFileStore(dirname(path)),
    fileKey: basename(path),
    crop: { id: ids.crop_id, companyId: null, ownerUserId: ids.user_id },
    user: {
      id: ids.user_id,
      username: 'bench',
      companyId: null,
      divisionId: null,
      role: null,
      isSuperAdmin: false,
    },
    sortMethod: 1,
  });
  const seconds = (performance.now() - started) / 1000;
  const peak = stopSampling();
  if (outcome.status !== 'success') {
    throw new Error(`import failed: ${JSON.stringify(outcome.errors.slice(0, 3))}`);
  }
  return { seconds, peak, baseline };
}

/** Runs the import benchmark and prints its figures. */
export async function benchImportPlotResults(report: Report): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'plotline-bench-import-'));
  const path = join(folder, 'results.xlsx');
  try {
    await writeBenchFile(path);
    const { database, ...ids } = await openDatabase();
    const { seconds, peak, baseline } = await measureImport(database, path, ids);
    const floor = await measureFloor(database.db, path, ids.crop_id);
    await database.close();
    const size = statSync(path).size / 1024 / 1024;
    report(`import ${ROWS / 1000}k rows × ${FEATURES} phenotypes`, seconds, 's', TARGET_S, true);
    console.log(
      `${''.padEnd(34)} ${Math.round(ROWS / seconds)} rows/s, ${Math.round((ROWS * FEATURES) / seconds)} values/s, ` +
        `peak RSS ${mib(peak)} MiB (before: ${mib(baseline)} MiB), file ${size.toFixed(1)} MiB`,
    );
    console.log(
      `${''.padEnd(34)} floor (exceljs read + one unnest insert into plot_results) ${floor.toFixed(1)} s, ` +
        `ratio ${(seconds / floor).toFixed(2)}`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchImportPlotResults((name, value, unit, target) =>
    console.log(`${name.padEnd(34)} ${value.toFixed(1).padStart(9)} ${unit} target ${target}`),
  );
}
