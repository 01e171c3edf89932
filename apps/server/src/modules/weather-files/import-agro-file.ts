import type { ImportCounts } from '@plotline/contract/imports';
import {
  AGRO_FILE_HEADERS,
  type AgroFileColumn,
  type FileMapping,
  matchAgroFileHeader,
} from '@plotline/contract/meteo-files';
import { type Language, normalizeName } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { anyInt } from '../../db/any-of.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { getAgroSeasonsFor } from '../../platform/auth/agro-policy.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { fieldsVisibleTo } from '../../platform/auth/policy.ts';
import type { Fail } from '../../platform/excel/parse-cells.ts';
import { ProblemList } from '../../platform/excel/problem-list.ts';
import type { SheetRow } from '../../platform/excel/read-sheet-rows.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { withLocalFile } from '../../platform/files/local-file.ts';
import type { JobOutcome } from '../../platform/jobs/job-types.ts';
import { insertInBatches } from './insert-in-batches.ts';
import { scanTable } from './scan-table.ts';
import { readDay, readValue } from './weather-cells.ts';
import { cellText, type FileParam, readValueColumns, type ValueColumn } from './weather-columns.ts';

export type AgroFileImport = {
  files: FileStore;
  fileKey: string;
  year: number;
  user: CurrentUser;
  mapping?: FileMapping;
  language: Language;
  report?: (percent: number) => void;
  signal?: AbortSignal;
};

/** A data row of a soil file, before its names are looked up. */
type AgroRow = {
  row: number;
  nursery: string;
  plot: string;
  date: string;
  values: { column: number; param: number; value: number }[];
};

type Layout = Partial<Record<AgroFileColumn, number>>;
const READ_SHARE = 50;

/** The user's own tenant, as SQL over a table with company_id and owner_user_id. */
function ownTenant(user: CurrentUser, table: string) {
  return user.companyId !== null
    ? sql`${sql.identifier(table)}.company_id = ${user.companyId}`
    : sql`${sql.identifier(table)}.owner_user_id = ${user.id}`;
}

/** The soil parameters of the year in the user's tenant. */
async function yearParams(db: Db, user: CurrentUser, year: number): Promise<FileParam[]> {
  return queryRows<FileParam>(
    db,
    sql`select id, name, kind from agro_params
      where year = ${year} and ${ownTenant(user, 'agro_params')} order by id`,
  );
}

/**
 * Reads a soil file: the header row is the first naming a fixed column (nursery, plot, date
 * in any of the four languages); nursery and date are required; the other columns are the
 * year's soil parameters. Each data row gives nursery, plot (empty: the nursery-level value),
 * day and values; a day of another year than the parameters' is a problem.
 */
async function readAgroSheet(params: readonly FileParam[], input: AgroFileImport) {
  const problems = new ProblemList();
  const rows: AgroRow[] = [];
  const layout: Layout = {};
  let columns: ValueColumn[] = [];
  const header = (texts: Map<number, string>, row: SheetRow) => {
    const fixed = [...texts].filter(([, text]) => matchAgroFileHeader(text));
    if (fixed.length === 0) return false;
    for (const [column, text] of fixed) {
      const key = matchAgroFileHeader(text) as AgroFileColumn;
      if (layout[key] === undefined) layout[key] = column;
      else problems.add(row.number, column, 'weatherFiles.duplicateColumn', { other: layout[key] });
    }
    for (const key of ['nursery', 'date'] as const) {
      if (layout[key] === undefined) {
        problems.add(row.number, null, 'weatherFiles.missingColumn', {
          column: AGRO_FILE_HEADERS[key][input.language],
        });
      }
    }
    columns = readValueColumns(texts, {
      params,
      mapping: input.mapping,
      skip: new Set(fixed.map(([column]) => column)),
      byArchive: false,
      headerRow: row.number,
      unmapped: (column) => ({
        key: 'weatherFiles.unmappedSoilColumn',
        params: { column, year: input.year },
      }),
      problems,
    });
    return true;
  };
  const data = (row: SheetRow) => {
    if (layout.nursery === undefined || layout.date === undefined) return;
    let failed = false;
    const failAt =
      (column: number): Fail =>
      (key, values) => {
        failed = true;
        problems.add(row.number, column, key, values);
        return undefined;
      };
    const values = columns.flatMap((at) => {
      const value = readValue(row.get(at.column), failAt(at.column));
      return typeof value === 'number' ? [{ column: at.column, param: at.param.id, value }] : [];
    });
    const nursery = cellText(row.get(layout.nursery));
    const date = readDay(row, { date: layout.date }, failAt);
    if (values.length === 0 && !failed) return;
    if (!nursery) failAt(layout.nursery)('errors.required');
    if (date === null) failAt(layout.date)('weatherFiles.badDate');
    else if (date && Number(date.slice(0, 4)) !== input.year) {
      failAt(layout.date)('weatherFiles.dateOtherYear', { year: input.year });
    }
    if (failed || !date) return;
    const plot = layout.plot === undefined ? '' : cellText(row.get(layout.plot));
    rows.push({ row: row.number, nursery, plot, date, values });
  };
  const found = await withLocalFile(input.files, input.fileKey, (local) =>
    scanTable(local, problems, { header, data, signal: input.signal }),
  );
  if (!found) {
    problems.add(null, null, 'weatherFiles.missingColumn', {
      column: AGRO_FILE_HEADERS.nursery[input.language],
    });
  } else if (problems.isEmpty && rows.length === 0) {
    problems.add(null, null, 'weatherFiles.emptyFile');
  }
  return { rows, layout, problems };
}

type Nursery = { id: number; name: string; key: string; fieldYearId: number | null };

/**
 * The nurseries the rows name, by name (any case, ё = е) among those of the user's tenant
 * they see: the one with a season of the year. Unknown, without that season, several with
 * it, or a season the user may not write: a problem on each row naming it.
 */
async function findNurseries(
  db: Db,
  input: AgroFileImport,
  rows: readonly AgroRow[],
  layout: Layout,
  problems: ProblemList,
): Promise<Map<string, Nursery>> {
  const written = new Map<string, string>();
  for (const row of rows) {
    if (!written.has(normalizeName(row.nursery)))
      written.set(normalizeName(row.nursery), row.nursery);
  }
  const names = [...written.keys()];
  const candidates = await queryRows<Nursery>(
    db,
    sql`select fields.id, fields.name, replace(lower(btrim(fields.name)), 'ё', 'е') as key,
        fy.id as "fieldYearId"
      from fields left join field_years fy on fy.field_id = fields.id and fy.year = ${input.year}
      where replace(lower(btrim(fields.name)), 'ё', 'е') = any(${sql.param(names)}::text[])
        and ${ownTenant(input.user, 'fields')} and ${fieldsVisibleTo(input.user, 'read')}
      order by fields.id`,
  );
  const found = new Map<string, Nursery>();
  const refused = new Map<string, { key: string; params: Record<string, string | number> }>();
  for (const name of names) {
    const all = candidates.filter((candidate) => normalizeName(candidate.key) === name);
    const withSeason = all.filter((candidate) => candidate.fieldYearId !== null);
    const params = { name: all[0]?.name ?? written.get(name) ?? name, year: input.year };
    if (all.length === 0) refused.set(name, { key: 'weatherFiles.nurseryNotFound', params });
    else if (withSeason.length === 0) refused.set(name, { key: 'weatherFiles.noSeason', params });
    else if (withSeason.length > 1) {
      refused.set(name, { key: 'weatherFiles.nurseryAmbiguous', params });
    } else found.set(name, withSeason[0] as Nursery);
  }
  for (const [name, nursery] of found) {
    try {
      await getAgroSeasonsFor(db, input.user, [{ fieldId: nursery.id, year: input.year }], 'write');
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      found.delete(name);
      refused.set(name, {
        key: 'weatherFiles.seasonRefused',
        params: { name: nursery.name, year: input.year },
      });
    }
  }
  for (const row of rows) {
    const problem = refused.get(normalizeName(row.nursery));
    if (problem) problems.add(row.row, layout.nursery ?? null, problem.key, problem.params);
  }
  return found;
}

/** The plots of the seasons by season and folded name (and label, when the name is not one). */
async function findPlots(db: Db, seasons: readonly number[]) {
  const plots = await queryRows<{ id: number; fieldYearId: number; name: string; label: string }>(
    db,
    sql`select id, field_year_id as "fieldYearId", name, coalesce(label, '') as label
      from plots where ${anyInt(sql`field_year_id`, seasons)}`,
  );
  const byName = new Map<string, number>();
  for (const plot of plots) {
    const label = `${plot.fieldYearId}:${normalizeName(plot.label)}`;
    if (plot.label && !byName.has(label)) byName.set(label, plot.id);
  }
  for (const plot of plots) byName.set(`${plot.fieldYearId}:${normalizeName(plot.name)}`, plot.id);
  return byName;
}

type SoilValue = {
  row: number;
  column: number;
  param: number;
  field: number;
  plot: number | null;
  date: string;
  value: number;
};

/**
 * Imports a soil file for a year (issue 16, decision 044 §Uploads), all or nothing: every
 * cell, then nurseries and plots by name in the year's seasons the user writes, repeated rows
 * and values already stored; only a file without any problem is written.
 * @returns success with `values_written` and the seasons written, or every problem
 */
export async function importAgroFile(db: Db, input: AgroFileImport): Promise<JobOutcome> {
  const report = input.report ?? (() => {});
  const params = await yearParams(db, input.user, input.year);
  const { rows, layout, problems } = await readAgroSheet(params, input);
  input.signal?.throwIfAborted();
  report(READ_SHARE);
  const nurseries =
    rows.length > 0 ? await findNurseries(db, input, rows, layout, problems) : new Map();
  const seasons = [
    ...new Set([...nurseries.values()].map((n: Nursery) => n.fieldYearId as number)),
  ];
  const plots = await findPlots(db, seasons);
  const values: SoilValue[] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of rows) {
    const nursery = nurseries.get(normalizeName(row.nursery)) as Nursery | undefined;
    if (!nursery) continue;
    let plot: number | null = null;
    if (row.plot) {
      const found = plots.get(`${nursery.fieldYearId}:${normalizeName(row.plot)}`);
      if (found === undefined) {
        problems.add(row.row, layout.plot ?? null, 'weatherFiles.plotNotFound', {
          name: row.plot,
          nursery: nursery.name,
          year: input.year,
        });
        continue;
      }
      plot = found;
    }
    const key = `${nursery.id}:${plot ?? 0}:${row.date}`;
    const other = firstRowOf.get(key);
    if (other !== undefined) {
      problems.add(row.row, layout.date ?? null, 'weatherFiles.rowRepeated', { other });
      continue;
    }
    firstRowOf.set(key, row.row);
    for (const value of row.values) {
      values.push({ ...value, row: row.row, field: nursery.id, plot, date: row.date });
    }
  }
  await refuseStored(db, values, params, problems);
  if (!problems.isEmpty) return { status: 'failed', errors: problems.toList() };
  await db.transaction((tx) =>
    insertInBatches(
      tx,
      values,
      (batch) => sql`insert into agro_values (param_id, field_id, plot_id, date, value)
        select * from unnest(${sql.param(batch.map((v) => v.param))}::int[],
          ${sql.param(batch.map((v) => v.field))}::int[],
          ${sql.param(batch.map((v) => v.plot))}::int[],
          ${sql.param(batch.map((v) => v.date))}::date[],
          ${sql.param(batch.map((v) => v.value))}::numeric[])`,
      input.signal,
      (share) => report(READ_SHARE + share * (100 - READ_SHARE)),
    ),
  );
  const written = [...new Set(values.map((value) => value.field))];
  const result: ImportCounts = {
    rows: firstRowOf.size,
    fields_created: 0,
    years_created: 0,
    plots_created: 0,
    plots_updated: 0,
    values_written: values.length,
    stages_written: 0,
    field_years: [...nurseries.values()]
      .filter((nursery: Nursery) => written.includes(nursery.id))
      .map((nursery: Nursery) => ({
        field_id: nursery.id,
        year_id: nursery.fieldYearId as number,
        year: input.year,
      })),
  };
  return { status: 'success', result };
}

/** Soil values of the file already stored (never an overwrite): a problem each. */
async function refuseStored(
  db: Db,
  values: readonly SoilValue[],
  params: readonly FileParam[],
  problems: ProblemList,
) {
  if (values.length === 0) return;
  const stored = await queryRows<{ n: number }>(
    db,
    sql`select k.n::int as n from unnest(${sql.param(values.map((v) => v.param))}::int[],
        ${sql.param(values.map((v) => v.field))}::int[],
        ${sql.param(values.map((v) => v.plot))}::int[],
        ${sql.param(values.map((v) => v.date))}::date[]) with ordinality as k(param, field, plot, date, n)
      join agro_values v on v.param_id = k.param and v.field_id = k.field
        and coalesce(v.plot_id, 0) = coalesce(k.plot, 0) and v.date = k.date
      order by k.n`,
  );
  const names = new Map(params.map((param) => [param.id, param.name]));
  for (const { n } of stored) {
    const value = values[n - 1] as SoilValue;
    problems.add(value.row, value.column, 'weatherFiles.valueExists', {
      name: names.get(value.param) ?? '',
      date: value.date,
    });
  }
}
