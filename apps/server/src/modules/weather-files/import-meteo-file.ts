import type { ImportCounts } from '@plotline/contract/imports';
import type { FileMapping } from '@plotline/contract/meteo-files';
import type { Language } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { anyInt } from '../../db/any-of.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { assertSectorWritable, getSectorFor } from '../../platform/auth/meteo-policy.ts';
import type { Fail } from '../../platform/excel/parse-cells.ts';
import { ProblemList } from '../../platform/excel/problem-list.ts';
import type { SheetRow } from '../../platform/excel/read-sheet-rows.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { withLocalFile } from '../../platform/files/local-file.ts';
import type { JobOutcome } from '../../platform/jobs/job-types.ts';
import { insertInBatches, type Tx } from './insert-in-batches.ts';
import { scanTable } from './scan-table.ts';
import { readDay, readValue } from './weather-cells.ts';
import {
  type DateColumns,
  dateColumnsOf,
  type FileParam,
  findDateColumns,
  readValueColumns,
  type ValueColumn,
} from './weather-columns.ts';

export type MeteoFileImport = {
  files: FileStore;
  fileKey: string;
  sectorId: number;
  user: CurrentUser;
  mapping?: FileMapping;
  language: Language;
  report?: (percent: number) => void;
  signal?: AbortSignal;
};

/** One value of the file: its row and column (for problems), parameter, day and number. */
export type FileValue = { row: number; column: number; param: number; date: string; value: number };

type MeteoSheet = { values: FileValue[]; rows: number; problems: ProblemList };

const READ_SHARE = 50;

/** The sector's parameters (the route checked the sector; the job reads them afresh). */
async function sectorParams(db: Db, sectorId: number): Promise<FileParam[]> {
  return queryRows<FileParam>(
    db,
    sql`select id, name, kind from meteo_params where sector_id = ${sectorId} order by id`,
  );
}

/**
 * Reads a weather file: the header row is the first with a date column (archive metadata
 * lines before it are passed over), its other columns are matched to the sector's
 * parameters; each data row gives its day and values. A day given twice is a problem on the
 * second row; empty and missing-marked cells are skipped days.
 */
async function readMeteoSheet(
  params: readonly FileParam[],
  input: MeteoFileImport,
): Promise<MeteoSheet> {
  const problems = new ProblemList();
  const values: FileValue[] = [];
  let dates: DateColumns | undefined;
  let columns: ValueColumn[] = [];
  let rows = 0;
  const firstRowOf = new Map<string, number>();
  const header = (texts: Map<number, string>, row: SheetRow) => {
    dates = findDateColumns(texts);
    if (!dates) return false;
    columns = readValueColumns(texts, {
      params,
      mapping: input.mapping,
      skip: new Set(dateColumnsOf(dates)),
      byArchive: true,
      headerRow: row.number,
      unmapped: (column) => ({ key: 'weatherFiles.unmappedColumn', params: { column } }),
      problems,
    });
    return true;
  };
  const data = (row: SheetRow) => {
    if (!dates) return;
    const failAt =
      (column: number): Fail =>
      (key, params) => {
        problems.add(row.number, column, key, params);
        return undefined;
      };
    const read = columns.map((at) => ({
      at,
      value: readValue(row.get(at.column), failAt(at.column)),
    }));
    if (read.every(({ value }) => value === null)) {
      // a day without values (missing in the archive) is no problem; a bad date still is
      readDay(row, dates, failAt);
      return;
    }
    const date = readDay(row, dates, failAt);
    if (date === null) {
      failAt(dateColumnsOf(dates)[0] ?? 1)('weatherFiles.badDate');
      return;
    }
    if (date === undefined) return;
    const first = firstRowOf.get(date);
    if (first !== undefined) {
      failAt(dateColumnsOf(dates)[0] ?? 1)('weatherFiles.dateRepeated', { date, other: first });
      return;
    }
    firstRowOf.set(date, row.number);
    rows++;
    for (const { at, value } of read) {
      if (typeof value === 'number') {
        values.push({ row: row.number, column: at.column, param: at.param.id, date, value });
      }
    }
  };
  const found = await withLocalFile(input.files, input.fileKey, (local) =>
    scanTable(local, problems, { header, data, signal: input.signal }),
  );
  if (!found) problems.add(null, null, 'weatherFiles.noDateColumn');
  else if (problems.isEmpty && values.length === 0)
    problems.add(null, null, 'weatherFiles.emptyFile');
  return { values, rows, problems };
}

/**
 * The years of the file the user may not write in the sector (decision 044: each date's year
 * is checked; one refused refuses the file), each a problem on the whole file.
 */
async function refuseYears(
  db: Db,
  input: MeteoFileImport,
  values: readonly FileValue[],
  problems: ProblemList,
) {
  const years = [...new Set(values.map((value) => Number(value.date.slice(0, 4))))].sort(
    (a, b) => a - b,
  );
  // the sector went out of reach since the request (unlinked, access withdrawn): every year refused
  const sector = await getSectorFor(db, input.user, input.sectorId, 'read').catch(
    (error: unknown) => {
      if (error instanceof AppError) return undefined;
      throw error;
    },
  );
  // one query when every year is allowed (the usual case); year by year to name the refused
  if (sector) {
    const allowed = await assertSectorWritable(db, input.user, sector, years).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError) return false;
        throw error;
      },
    );
    if (allowed) return;
  }
  for (const year of years) {
    if (!sector) {
      problems.add(null, null, 'weatherFiles.yearRefused', { year });
      continue;
    }
    try {
      await assertSectorWritable(db, input.user, sector, [year]);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problems.add(null, null, 'weatherFiles.yearRefused', { year });
    }
  }
}

/** True for the unique index of a parameter's day breaking (drizzle wraps pg's error as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === '23505') return constraint === 'meteo_values_param_date_key';
    current = cause;
  }
  return false;
}

/** Values of the file already stored (decision 044: never an overwrite), each a problem. */
async function refuseStored(
  db: Db | Tx,
  values: readonly FileValue[],
  params: readonly FileParam[],
  problems: ProblemList,
) {
  if (values.length === 0) return;
  const names = new Map(params.map((param) => [param.id, param.name]));
  const ids = [...new Set(values.map((value) => value.param))];
  let from = values[0]?.date ?? '';
  let to = from;
  for (const { date } of values) {
    if (date < from) from = date;
    if (date > to) to = date;
  }
  const stored = await queryRows<{ param: number; date: string }>(
    db,
    sql`select param_id as param, date::text as date from meteo_values
      where ${anyInt(sql`param_id`, ids)} and date between ${from}::date and ${to}::date`,
  );
  if (stored.length === 0) return;
  const taken = new Set(stored.map((value) => `${value.param}:${value.date}`));
  for (const value of values) {
    if (taken.has(`${value.param}:${value.date}`)) {
      problems.add(value.row, value.column, 'weatherFiles.valueExists', {
        name: names.get(value.param) ?? '',
        date: value.date,
      });
    }
  }
}

/**
 * Imports a weather file into a sector (issue 16, decision 044 §Uploads), all or nothing:
 * every cell is checked, then the years the user may write; a clean file is inserted in one
 * transaction of `unnest` batches, rolled back naming every day that already held a value
 * (a file with other problems has them listed too).
 * @returns success with `values_written`, or failed with every problem by row and column
 */
export async function importMeteoFile(db: Db, input: MeteoFileImport): Promise<JobOutcome> {
  const report = input.report ?? (() => {});
  const params = await sectorParams(db, input.sectorId);
  const sheet = await readMeteoSheet(params, input);
  input.signal?.throwIfAborted();
  report(READ_SHARE);
  const { values, problems } = sheet;
  if (values.length > 0) await refuseYears(db, input, values, problems);
  // a file with problems lists its stored days too; a clean one finds them by its insert
  if (!problems.isEmpty) {
    await refuseStored(db, values, params, problems);
    return { status: 'failed', errors: problems.toList() };
  }
  // by parameter and day: the unique index is appended to in order
  values.sort((a, b) => a.param - b.param || (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // a plain insert (a speculative `on conflict` one is slower): a day already holding a value
  // breaks the unique index, which rolls the whole file back
  const inserted = await db
    .transaction((tx) =>
      insertInBatches(
        tx,
        values,
        (batch) =>
          sql`insert into meteo_values (param_id, date, value)
          select * from unnest(${sql.param(batch.map((v) => v.param))}::int[],
            ${sql.param(batch.map((v) => v.date))}::date[],
            ${sql.param(batch.map((v) => v.value))}::numeric[])`,
        input.signal,
        (share) => report(READ_SHARE + share * (100 - READ_SHARE)),
      ),
    )
    .then(
      () => true,
      (error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      },
    );
  if (!inserted) {
    // rolled back: the days stored before the file are the ones its insert met
    await refuseStored(db, values, params, problems);
    return { status: 'failed', errors: problems.toList() };
  }
  const result: ImportCounts = {
    rows: sheet.rows,
    fields_created: 0,
    years_created: 0,
    plots_created: 0,
    plots_updated: 0,
    values_written: values.length,
    stages_written: 0,
    field_years: [],
  };
  return { status: 'success', result };
}
