// A genotyping panel imported as a genotype matrix (issue 17, decision 046): a VCF of 2,000
// samples × 50,000 sites (made once under /tmp, ~400 MB, ~5 % missing calls, some phased),
// read by the import job's own function from the file store and written to PostgreSQL in one
// transaction. Figures: the import's time (goal ≤ 30 s), one sample's whole row read back
// (goal ≤ 10 ms, median of 50), and the stored size of the calls against their 2-bit size
// (goal ≤ 1.2). On the embedded database, and on DATABASE_URL too when it is set.

import { once } from 'node:events';
import { createWriteStream, existsSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { createDb, type DatabaseHandle, queryRows } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare-database.ts';
import { importVcf } from '../apps/server/src/modules/genotype-matrices/import-vcf.ts';
import { getMatrixFor } from '../apps/server/src/modules/genotype-matrices/matrix-access.ts';
import {
  exportVcf,
  readSampleRow,
  readWindow,
} from '../apps/server/src/modules/genotype-matrices/read-matrix.ts';
import { createDiskFileStore } from '../apps/server/src/platform/files/disk-file-store.ts';
import { openEmbeddedBenchDatabase } from './bench-database.ts';
import type { Report } from './bench-report.ts';

const SAMPLES = 2000;
const SITES = 50_000;
const FILE = `/tmp/plotline-bench-${SAMPLES}x${SITES}.vcf`;
const TARGET_IMPORT_S = 30;
const TARGET_ROW_MS = 10;
const TARGET_STORAGE_RATIO = 1.2;
/** Ours: a browser window should come back well within a frame budget of a scroll stop. */
const TARGET_WINDOW_MS = 100;
const GT = ['0/0', '0/1', '1/1', './.', '0|1', '1|0'];

/** Writes the panel once (a fixed pseudo-random sequence: the same file every time). */
async function makePanel(): Promise<void> {
  if (existsSync(FILE)) return;
  const partial = `${FILE}.part`;
  const out = createWriteStream(partial);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const names = Array.from({ length: SAMPLES }, (_, s) => `S${s + 1}`);
  await write(
    '##fileformat=VCFv4.2\n##FORMAT=<ID=GT,Number=1,Type=String,Description="Genotype">\n' +
      `#CHROM\tPOS\tID\tREF\tALT\tQUAL\tFILTER\tINFO\tFORMAT\t${names.join('\t')}\n`,
  );
  let state = 12345;
  const calls = new Array<string>(SAMPLES);
  for (let j = 0; j < SITES; j++) {
    const chr = 1 + Math.floor(j / (SITES / 10));
    for (let s = 0; s < SAMPLES; s++) {
      state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
      const r = state >>> 24;
      calls[s] = GT[
        r < 13 ? 3 : r < 100 ? 0 : r < 180 ? 1 : r < 240 ? 2 : r < 248 ? 4 : 5
      ] as string;
    }
    await write(
      `${chr}\t${(j % (SITES / 10)) * 100 + 1}\tm${j}\tA\tG\t.\tPASS\t.\tGT\t${calls.join('\t')}\n`,
    );
  }
  out.end();
  await once(out, 'finish');
  renameSync(partial, FILE);
}

/** The bench user (a company-less owner) and their crop. */
async function seedOwner(database: DatabaseHandle) {
  const [row] = await queryRows<{ user_id: number; crop_id: number }>(
    database.db,
    sql`with u as (insert into users (username, password_hash) values (${`bench-vcf-${Date.now()}`}, 'x') returning id),
      c as (insert into crops (owner_user_id, russian_name) select id, 'Кукуруза' from u returning id, owner_user_id)
      select owner_user_id as user_id, id as crop_id from c`,
  );
  if (!row) throw new Error('vcf-import: seed failed');
  return row;
}

async function benchOn(label: string, database: DatabaseHandle, report: Report): Promise<void> {
  const { user_id: userId, crop_id: cropId } = await seedOwner(database);
  const user = {
    id: userId,
    username: 'bench-vcf',
    companyId: null,
    divisionId: null,
    role: null,
    isSuperAdmin: false,
  };
  const dir = mkdtempSync(join(tmpdir(), 'plotline-bench-vcf-'));
  try {
    // the file store reads the panel where it lies (a link, not a copy)
    const files = createDiskFileStore(dir);
    const { symlinkSync, mkdirSync } = await import('node:fs');
    mkdirSync(join(dir, 'resumable'), { recursive: true });
    symlinkSync(FILE, join(dir, 'resumable', 'panel'));
    const started = performance.now();
    const outcome = await importVcf(database.db, {
      files,
      fileKey: 'resumable/panel',
      fileName: 'panel.vcf',
      name: 'Панель',
      matching: { cropId, match: 'lines' },
      addMarkers: false,
      user,
    });
    const seconds = (performance.now() - started) / 1000;
    if (outcome.status !== 'success') throw new Error(JSON.stringify(outcome));
    const { matrix_id: matrixId } = outcome.result as { matrix_id: number };
    report(`${label}: import ${SAMPLES}×${SITES} VCF`, seconds, 's', TARGET_IMPORT_S, true);

    const matrix = await getMatrixFor(database.db, user, matrixId, 'read');
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const sample = (i * 397) % SAMPLES;
      const t = performance.now();
      const row = await readSampleRow(database.db, matrix, sample);
      times.push(performance.now() - t);
      if (row.length !== SITES) throw new Error('short row');
    }
    times.sort((a, b) => a - b);
    report(`${label}: one sample's row (median)`, times[25] as number, 'ms', TARGET_ROW_MS, true);

    const windows: number[] = [];
    for (let i = 0; i < 20; i++) {
      const from = (i * 2311) % (SITES - 2000);
      const t = performance.now();
      await readWindow(
        database.db,
        matrix,
        { from: i * 50, to: i * 50 + 200 },
        { from, to: from + 2000 },
      );
      windows.push(performance.now() - t);
    }
    windows.sort((a, b) => a - b);
    report(
      `${label}: window 200×2000 (median)`,
      windows[10] as number,
      'ms',
      TARGET_WINDOW_MS,
      true,
    );

    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    let exported = 0;
    const exportStarted = performance.now();
    for await (const piece of exportVcf(database.db, matrix, false)) {
      exported += (piece as Buffer | string).length;
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    report(`${label}: export as VCF`, exportSeconds, 's', TARGET_IMPORT_S, true);
    console.log(
      `${''.padEnd(34)} ${(exported / 1e6).toFixed(0)} MB of text, RSS +${((rssPeak - rssBefore) / 1e6).toFixed(0)} MB at most`,
    );

    const [size] = await queryRows<{ table: string; column: string }>(
      database.db,
      sql`select pg_total_relation_size('genotype_matrix_chunks')::text as table,
        (select sum(pg_column_size(data)) from genotype_matrix_chunks where matrix_id = ${matrixId})::text as column`,
    );
    const packed = SAMPLES * Math.ceil(SITES / 4);
    const ratio = Number(size?.table) / packed;
    report(`${label}: stored / 2-bit size`, ratio, '×', TARGET_STORAGE_RATIO, true);
    console.log(
      `${''.padEnd(34)} 2-bit ${packed} B, column ${size?.column} B, table+TOAST ${size?.table} B`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs the VCF import benchmark and prints its figures. */
export async function benchVcfImport(report: Report): Promise<void> {
  const made = performance.now();
  await makePanel();
  console.log(
    `vcf-import: panel ${FILE} (${(statSync(FILE).size / 1e6).toFixed(0)} MB, ready in ${((performance.now() - made) / 1000).toFixed(1)} s)`,
  );
  const embedded = await openEmbeddedBenchDatabase();
  try {
    await benchOn('embedded', embedded, report);
  } finally {
    await embedded.close();
  }
  if (process.env.DATABASE_URL) {
    const database = await createDb({
      databaseUrl: process.env.DATABASE_URL,
      dataDir: 'memory://',
    });
    await prepareDatabase(database);
    try {
      await benchOn('DATABASE_URL', database, report);
    } finally {
      await database.close();
    }
  }
}
