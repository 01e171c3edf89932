import { parsePhenotypeValue } from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import type { FeatureKind } from '../phenotypes/save-results.ts';

/** Values per statement: big enough to be fast, small enough to keep statements modest. */
export const VALUES_PER_STATEMENT = 25_000;

/** The values of one statement, column by column, as `unnest` takes them. */
type Batch = {
  plots: number[];
  seasons: number[];
  features: number[];
  floats: (number | null)[];
  texts: (string | null)[];
  entered: string[];
  units: string[];
};

const emptyBatch = (): Batch => ({
  plots: [],
  seasons: [],
  features: [],
  floats: [],
  texts: [],
  entered: [],
  units: [],
});

/** One phenotype column of the file: its feature and unit. */
export type ValueColumn = { featureId: number; kind: FeatureKind; unit: string };

/** The values of the plots this import created, by row: plot, season and cells. */
export type NewPlotValues = {
  plotIds: Int32Array;
  seasonIds: Int32Array;
  /** Rows whose plot is new; the others are skipped. */
  fresh: Uint8Array;
  values: (index: number) => readonly (number | string | null)[] | undefined;
  rowCount: number;
};

/**
 * Inserts the values of plots created in this transaction: they cannot hold a value yet, so
 * plain `unnest` inserts do, with no conflict arbitration, no join for the kind (it is known)
 * and the season given (the `plot_results_fill_season` trigger then has nothing to look up).
 * As superuser (the embedded server), the per-row foreign-key checks are skipped
 * (`session_replication_role = replica`, decision 034): every plot id was created by this
 * transaction (no one else sees it) and the features are locked `for key share` first, the
 * lock the checks themselves would take. The next statement is built while the previous one
 * runs; the signal is checked between statements (the caller's transaction rolls back).
 * @returns how many values were inserted
 */
export async function insertNewPlotValues(
  tx: Tx,
  columns: readonly ValueColumn[],
  rows: NewPlotValues,
  options: { signal?: AbortSignal; onChunk?: (share: number) => void } = {},
): Promise<number> {
  if (columns.length === 0 || !rows.fresh.includes(1)) return 0;
  const skipChecks = await mayBypassRowChecks(tx);
  if (skipChecks) {
    await tx.execute(sql`select id from features
      where id = any(${sql.param(columns.map((column) => column.featureId))}::int[]) for key share`);
    await tx.execute(sql`set local session_replication_role = replica`);
  }
  let written = 0;
  let running: Promise<unknown> | undefined;
  let batch = emptyBatch();
  const send = async (index: number) => {
    const next = insertStatement(batch);
    written += batch.plots.length;
    batch = emptyBatch();
    if (running) await running;
    options.signal?.throwIfAborted();
    // drizzle runs a query when it is awaited: then() starts it now
    running = tx.execute(next).then(() => undefined);
    running.catch(() => undefined);
    options.onChunk?.((index + 1) / rows.rowCount);
  };
  for (let index = 0; index < rows.rowCount; index++) {
    if (rows.fresh[index] !== 1) continue;
    addRow(batch, columns, rows, index);
    if (batch.plots.length >= VALUES_PER_STATEMENT) await send(index);
  }
  if (batch.plots.length > 0) await send(rows.rowCount - 1);
  if (running) await running;
  if (skipChecks) await tx.execute(sql`set local session_replication_role = origin`);
  return written;
}

/** Adds one row's filled cells to the batch, stored as `upsertResults` stores them. */
function addRow(batch: Batch, columns: readonly ValueColumn[], rows: NewPlotValues, index: number) {
  const cells = rows.values(index) ?? [];
  for (let column = 0; column < columns.length; column++) {
    const value = cells[column];
    if (value === null || value === undefined) continue;
    const { featureId, kind, unit } = columns[column] as ValueColumn;
    const parsed = parsePhenotypeValue(value);
    batch.plots.push(rows.plotIds[index] ?? 0);
    batch.seasons.push(rows.seasonIds[index] ?? 0);
    batch.features.push(featureId);
    batch.floats.push(kind === 'qualitative' ? null : parsed.number);
    batch.texts.push(kind === 'qualitative' || parsed.number === null ? parsed.text : null);
    batch.entered.push(parsed.text);
    batch.units.push(unit);
  }
}

/**
 * The statement of one batch, its arrays already written as PostgreSQL array literals: built
 * while the previous statement runs, so pg's own element-by-element conversion (a second of
 * CPU at 500,000 values) is not done between two statements.
 */
function insertStatement(batch: Batch) {
  return sql`insert into plot_results
      (plot_id, field_year_id, feature_id, value_float, value_text, value_entered, unit)
    select * from unnest(${numberArray(batch.plots)}::int[], ${numberArray(batch.seasons)}::int[],
      ${numberArray(batch.features)}::int[], ${numberArray(batch.floats)}::float8[],
      ${textArray(batch.texts)}::text[], ${textArray(batch.entered)}::text[],
      ${textArray(batch.units)}::text[])`;
}

/** `{1,2.5,NULL}`: finite numbers and nulls as an array literal parameter. */
function numberArray(values: readonly (number | null)[]) {
  return sql.param(
    `{${values.map((value) => (value === null ? 'NULL' : String(value))).join(',')}}`,
  );
}

/** `{"a","b \"c\"",NULL}`: texts quoted, `"` and `\` escaped, as an array literal parameter. */
function textArray(values: readonly (string | null)[]) {
  const quoted = values.map((value) =>
    value === null ? 'NULL' : `"${value.replace(/["\\]/g, '\\$&')}"`,
  );
  return sql.param(`{${quoted.join(',')}}`);
}

/**
 * Whether this session may set `session_replication_role` (a superuser: the embedded server,
 * or a PostgreSQL whose DATABASE_URL names one); otherwise the checks run as usual.
 */
async function mayBypassRowChecks(tx: Tx): Promise<boolean> {
  const [row] = await queryRows<{ allowed: boolean }>(
    tx,
    sql`select current_setting('is_superuser') = 'on' as allowed`,
  );
  return row?.allowed === true;
}
