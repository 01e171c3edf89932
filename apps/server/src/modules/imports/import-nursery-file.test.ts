import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db, queryRows } from '../../db/client.ts';
import { createDiskFileStore } from '../../platform/files/disk-file-store.ts';
import { buildTestApp, getTestDatabase, getTestDatabaseUrl } from '../../test/test-app.ts';
import { importNurseryFile } from './import-nursery-file.ts';
import { BASE_HEADERS, buildXlsx, countNurseryRows, signedInBreeder } from './imports-test-kit.ts';

let app: FastifyInstance;
let db: Db;
let alice: Awaited<ReturnType<typeof signedInBreeder>>;
let folder: string;

beforeEach(async () => {
  app = await buildTestApp();
  db = (await getTestDatabase()).db;
  alice = await signedInBreeder(app, db, 'alice');
  folder = mkdtempSync(join(tmpdir(), 'plotline-import-test-'));
});
afterEach(async () => {
  rmSync(folder, { recursive: true, force: true });
  await app.close();
});

const PHENOTYPES = Array.from({ length: 10 }, (_, n) => `Фенотип;Признак ${n + 1};см`);

/** Rows of plots `from..to` in the 2024 season of `Поле`, ten values each. */
function plotRows(from: number, to: number, value: (plot: number) => number | string) {
  return Array.from({ length: to - from + 1 }, (_, n) => {
    const plot = from + n;
    return [String(plot), 'Поле', 2024, 'Юг', `П${plot}`, `Сорт ${plot % 7}`, 1].concat(
      PHENOTYPES.map(() => value(plot)) as never[],
    );
  });
}

async function importRows(
  rows: unknown[][],
  options: Partial<Parameters<typeof importNurseryFile>[1]> = {},
  through: Db = db,
) {
  const path = join(folder, `${Math.random().toString(16).slice(2)}.xlsx`);
  writeFileSync(path, await buildXlsx([[...BASE_HEADERS, ...PHENOTYPES], ...rows] as never));
  return importNurseryFile(through, {
    kind: 'plot_result',
    files: createDiskFileStore(dirname(path)),
    fileKey: basename(path),
    crop: { id: alice.cropId, companyId: null, ownerUserId: alice.user.id },
    user: { ...alice.user, isSuperAdmin: false },
    sortMethod: 1,
    ...options,
  });
}

describe('importNurseryFile', () => {
  it('cancelled between two write statements: throws the abort, nothing is written', async () => {
    const cancel = new AbortController();
    const seen: number[] = [];
    // 2,600 rows × 10 values: two statements of new values; the first one's progress cancels
    const importing = importRows(
      plotRows(1, 2600, (plot) => plot / 10),
      {
        signal: cancel.signal,
        report: (percent) => {
          seen.push(percent);
          if (percent > 75) cancel.abort();
        },
      },
    );
    await expect(importing).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.some((percent) => percent > 75 && percent < 100)).toBe(true);
    expect(await countNurseryRows(db)).toEqual({
      fields: 0,
      years: 0,
      lines: 0,
      plots: 0,
      features: 0,
      results: 0,
      stages: 0,
    });
  });

  it('a signal aborted before the start stops the import before anything is read', async () => {
    const importing = importRows(
      plotRows(1, 3, () => 1),
      { signal: AbortSignal.abort() },
    );
    await expect(importing).rejects.toMatchObject({ name: 'AbortError' });
    expect((await countNurseryRows(db))?.plots).toBe(0);
  });

  it('new plots and existing ones in one file: values of both, each with its plot season, existing values replaced', async () => {
    expect((await importRows(plotRows(1, 3, () => 1))).status).toBe('success');
    const second = await importRows(plotRows(2, 5, (plot) => plot * 10));
    expect(second).toMatchObject({
      status: 'success',
      result: { plots_created: 2, plots_updated: 2, values_written: 40 },
    });
    expect(await storedValues()).toEqual([
      { plot: 'П1/1', floats: Array(10).fill(1), texts: Array(10).fill(''), inSeason: 10 },
      { plot: 'П2/1', floats: Array(10).fill(20), texts: Array(10).fill(''), inSeason: 10 },
      { plot: 'П3/1', floats: Array(10).fill(30), texts: Array(10).fill(''), inSeason: 10 },
      { plot: 'П4/1', floats: Array(10).fill(40), texts: Array(10).fill(''), inSeason: 10 },
      { plot: 'П5/1', floats: Array(10).fill(50), texts: Array(10).fill(''), inSeason: 10 },
    ]);
  });

  it('a new feature given text is qualitative: the numbers of new plots are kept as text, any text kept whole', async () => {
    const odd = 'сказал "да", {x} \\ y, NULL';
    const texts = ['высокий', '7,5', odd];
    const outcome = await importRows(plotRows(1, 3, (plot) => texts[plot - 1] as string));
    expect(outcome.status).toBe('success');
    expect(await storedValues()).toEqual([
      {
        plot: 'П1/1',
        floats: Array(10).fill(null),
        texts: Array(10).fill('высокий'),
        inSeason: 10,
      },
      { plot: 'П2/1', floats: Array(10).fill(null), texts: Array(10).fill('7.5'), inSeason: 10 },
      { plot: 'П3/1', floats: Array(10).fill(null), texts: Array(10).fill(odd), inSeason: 10 },
    ]);
  });

  it('as a role that is not a superuser (row checks kept): the same values', async () => {
    const role = `plotline_import_${process.pid}_${Date.now()}`;
    await db.execute(sql.raw(`create role ${role} login password 'import-pass' nosuperuser`));
    await db.execute(sql.raw(`grant all on all tables in schema public to ${role}`));
    await db.execute(sql.raw(`grant all on all sequences in schema public to ${role}`));
    const url = new URL(getTestDatabaseUrl());
    url.username = role;
    url.password = 'import-pass';
    const plain = await createDb({ databaseUrl: url.toString(), dataDir: 'memory://' });
    try {
      const [session] = await queryRows<{ superuser: string }>(
        plain.db,
        sql`select current_setting('is_superuser') as superuser`,
      );
      expect(session?.superuser).toBe('off');
      const outcome = await importRows(
        plotRows(1, 2, (plot) => plot),
        {},
        plain.db,
      );
      expect(outcome).toMatchObject({ status: 'success', result: { values_written: 20 } });
    } finally {
      await plain.close();
      await db.execute(sql.raw(`drop owned by ${role}`));
      await db.execute(sql.raw(`drop role ${role}`));
    }
    expect(await storedValues()).toEqual([
      { plot: 'П1/1', floats: Array(10).fill(1), texts: Array(10).fill(''), inSeason: 10 },
      { plot: 'П2/1', floats: Array(10).fill(2), texts: Array(10).fill(''), inSeason: 10 },
    ]);
  });
});

/** Each plot's values by feature, and how many carry the plot's own season. */
function storedValues() {
  return queryRows<{ plot: string; floats: (number | null)[]; texts: string[]; inSeason: number }>(
    db,
    sql`select p.name as plot, array_agg(r.value_float order by r.feature_id) as floats,
        array_agg(coalesce(r.value_text, '') order by r.feature_id) as texts,
        (count(*) filter (where r.field_year_id = p.field_year_id))::int as "inSeason"
      from plot_results r join plots p on p.id = r.plot_id group by p.name order by p.name`,
  );
}
