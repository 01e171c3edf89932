import type { ImportCounts } from '@plotline/contract/imports';
import {
  checkAllelePair,
  MARKER_FILE_COLUMNS,
  type MarkerFileColumn,
} from '@plotline/contract/markers';
import type { Language } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { ProblemList } from '../../platform/excel/problem-list.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { withLocalFile } from '../../platform/files/local-file.ts';
import type { JobOutcome } from '../../platform/jobs/job-types.ts';
import { insertInBatches } from '../weather-files/insert-in-batches.ts';
import { type MarkerFileRow, type MarkerLayout, readMarkerFile } from './read-marker-file.ts';

export type MarkerFileImport = {
  files: FileStore;
  fileKey: string;
  cropId: number;
  language: Language;
  report?: (percent: number) => void;
  signal?: AbortSignal;
};

/** A marker's fields by the file's column names; `id` when the crop has it already. */
type Marker = Record<Exclude<MarkerFileColumn, 'pos'>, string> & { pos: number; id?: number };

const READ_SHARE = 50;
const EMPTY: Omit<Marker, 'mut_name' | 'chr' | 'pos'> = {
  ref_allele: '',
  alt_allele: '',
  forward_primer: '',
  reverse_primer: '',
  flank_left: '',
  flank_right: '',
  gene: '',
  description: '',
};

/** The crop's markers at the chr+pos the rows name, by `chr\tpos`. */
async function findExisting(db: Db, cropId: number, rows: readonly MarkerFileRow[]) {
  const chrs = rows.map((row) => String(row.values.chr));
  const positions = rows.map((row) => Number(row.values.pos));
  const found = await queryRows<Marker & { id: number }>(
    db,
    sql`select m.id, m.name as mut_name, m.chr, m.pos, m.ref_allele, m.alt_allele,
        m.forward_primer, m.reverse_primer, m.flank_left, m.flank_right, m.gene, m.description
      from mutations m join unnest(${sql.param(chrs)}::text[], ${sql.param(positions)}::int[])
        as k(chr, pos) on m.chr = k.chr and m.pos = k.pos
      where m.crop_id = ${cropId}`,
  );
  return new Map(found.map((marker) => [`${marker.chr}\t${marker.pos}`, marker]));
}

/**
 * Checks the rows as the catalogue would hold them: one row per chr+pos, and the allele rule
 * on each marker as it becomes (a column the file lacks keeps the stored value).
 * @returns the markers to add and those the file changes
 */
function planChanges(
  rows: readonly MarkerFileRow[],
  layout: MarkerLayout,
  existing: ReadonlyMap<string, Marker>,
  problems: ProblemList,
) {
  const firstRowOf = new Map<string, number>();
  const created: Marker[] = [];
  const updated: Marker[] = [];
  for (const { row, values } of rows) {
    const key = `${values.chr}\t${values.pos}`;
    const other = firstRowOf.get(key);
    if (other !== undefined) {
      problems.add(row, layout.pos ?? null, 'markers.rowRepeated', { other });
      continue;
    }
    firstRowOf.set(key, row);
    const stored = existing.get(key);
    const marker = { ...EMPTY, ...stored, ...values } as Marker;
    const allele = checkAllelePair(marker);
    if (allele) {
      problems.add(row, layout[allele.path] ?? layout.ref_allele ?? null, allele.message);
      continue;
    }
    if (!stored) created.push(marker);
    else if (MARKER_FILE_COLUMNS.some((column) => marker[column] !== stored[column])) {
      updated.push({ ...marker, id: stored.id });
    }
  }
  return { created, updated, rows: firstRowOf.size };
}

/** The text fields besides the chromosome, and their table columns. */
const FIELDS = [
  'mut_name',
  'ref_allele',
  'alt_allele',
  'forward_primer',
  'reverse_primer',
  'flank_left',
  'flank_right',
  'gene',
  'description',
] as const;
const COLUMNS = FIELDS.map((key) => (key === 'mut_name' ? 'name' : key));
const COLUMN_LIST = sql.raw(COLUMNS.join(', '));
const SET_FROM_ROW = sql.raw(COLUMNS.map((name, i) => `${name} = k.${FIELDS[i]}`).join(', '));
const SET_FROM_EXCLUDED = sql.raw(COLUMNS.map((name) => `${name} = excluded.${name}`).join(', '));

/** The batch's text fields as parallel arrays, for `unnest`. */
function fieldArrays(batch: readonly Marker[]) {
  return sql.join(
    FIELDS.map((key) => sql`${sql.param(batch.map((marker) => marker[key]))}::text[]`),
    sql`, `,
  );
}

/** Adds markers (a chr+pos taken meanwhile is updated: the file is its truth). */
function insertMarkers(cropId: number, batch: readonly Marker[]) {
  return sql`insert into mutations (crop_id, chr, pos, ${COLUMN_LIST})
    select ${cropId}, * from unnest(${sql.param(batch.map((marker) => marker.chr))}::text[],
      ${sql.param(batch.map((marker) => marker.pos))}::int[], ${fieldArrays(batch)})
    on conflict (crop_id, chr, pos) do update set ${SET_FROM_EXCLUDED}`;
}

/** Writes the file's values over stored markers. */
function updateMarkers(batch: readonly Marker[]) {
  return sql`update mutations m set ${SET_FROM_ROW}
    from unnest(${sql.param(batch.map((marker) => marker.id))}::int[], ${fieldArrays(batch)})
      as k(id, ${sql.raw(FIELDS.join(', '))})
    where m.id = k.id`;
}

/**
 * Imports a crop's catalogue file (issue 17), all or nothing: every cell, then one row per
 * chr+pos and the allele rule; only a file without any problem is written. A row at a chr+pos
 * the crop has updates that marker (the file is the truth for its rows: a present column's
 * empty cell clears the field, a missing column keeps it); the rest are added.
 * @returns success with `markers_created` and `markers_updated`, or every problem
 */
export async function importMarkers(db: Db, input: MarkerFileImport): Promise<JobOutcome> {
  const report = input.report ?? (() => {});
  const { rows, layout, problems } = await withLocalFile(input.files, input.fileKey, (local) =>
    readMarkerFile(local, input.language, input.signal),
  );
  input.signal?.throwIfAborted();
  report(READ_SHARE);
  const existing = problems.isEmpty ? await findExisting(db, input.cropId, rows) : new Map();
  const plan = planChanges(rows, layout, existing, problems);
  if (!problems.isEmpty) return { status: 'failed', errors: problems.toList() };
  const share = (done: number) => (part: number) =>
    report(READ_SHARE + ((done + part) / 2) * (100 - READ_SHARE));
  await db.transaction(async (tx) => {
    const { signal } = input;
    await insertInBatches(
      tx,
      plan.created,
      (b) => insertMarkers(input.cropId, b),
      signal,
      share(0),
    );
    await insertInBatches(tx, plan.updated, updateMarkers, signal, share(1));
  });
  const result: ImportCounts = {
    rows: plan.rows,
    fields_created: 0,
    years_created: 0,
    plots_created: 0,
    plots_updated: 0,
    values_written: 0,
    stages_written: 0,
    field_years: [],
    markers_created: plan.created.length,
    markers_updated: plan.updated.length,
  };
  return { status: 'success', result };
}
