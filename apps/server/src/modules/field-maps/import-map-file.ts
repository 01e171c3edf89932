import type { ImportCounts } from '@plotline/contract/imports';
import { FIELD_WIDTH_MIN } from '@plotline/contract/rules';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldMaps, fields, fieldYears } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { fieldYearsVisibleTo } from '../../platform/auth/policy.ts';
import { ImportRejected, ProblemList } from '../../platform/excel/problem-list.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { withLocalFile } from '../../platform/files/local-file.ts';
import type { JobOutcome } from '../../platform/jobs/job-types.ts';
import { foldName } from '../imports/nursery-keys.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import { ensureLockedFieldMap } from './ensure-field-map.ts';
import { placeOf } from './field-map-grid.ts';
import { matchMapCells, type SeasonPlot, widthOfMapFile } from './match-map-cells.ts';
import { type MapFile, type MapFileSeason, readMapFile } from './read-map-file.ts';

/** The upload of a field-map file, as its job receives it. */
export type MapFileImport = {
  /** The .xlsx file: its key in the file store. */
  files: FileStore;
  fileKey: string;
  /** The crop, already checked to be the user's: the nursery is looked up in it. */
  cropId: number;
  user: CurrentUser;
  /** Percent done, 0..100. */
  report?: (percent: number) => void;
  /** Aborted when the job is cancelled: checked between chunks, nothing is written then. */
  signal?: AbortSignal;
};

/** The season the file names, as the user reaches it. */
type FoundSeason = { id: number; fieldId: number; year: number; writable: boolean };

/** Shares of the progress bar: reading the file, then checking and writing. */
const READ_SHARE = 80;

/**
 * Imports a field-map file (decision 019), all or nothing: reads it, finds the nursery and
 * year it names in the crop, and, holding the map's lock, moves every plot of the season to
 * the place of its cell and sets the map's width to the file's. Nothing is written when any
 * problem is found; every problem is listed by row and column.
 * @returns success with the counts, or failed with every problem
 */
export async function importMapFile(db: Db, input: MapFileImport): Promise<JobOutcome> {
  const report = input.report ?? (() => {});
  // the read checks the signal at every row (never from its progress, reported from inside
  // the unzip stream); then once more before the one write transaction
  const file = await readFile(input, (share) => report(share * READ_SHARE));
  input.signal?.throwIfAborted();
  const season = file.season && (await findSeason(db, input, file.season));
  if (file.season) checkSeason(file, season);
  // without a season, or without any cell to place, telling missing plots would be noise
  if (!season?.writable || file.cells.length === 0) {
    matchMapCells(file.cells, undefined, FIELD_WIDTH_MIN, file.problems);
    return { status: 'failed', errors: file.problems.toList() };
  }
  try {
    const result = await db.transaction((tx) => placeMapPlots(tx, season, file));
    return { status: 'success', result };
  } catch (error) {
    if (error instanceof ImportRejected) return { status: 'failed', errors: error.problems };
    throw error;
  }
}

/** Reads the file; one that cannot be read, or goes over a workbook limit, is one problem. */
async function readFile(
  input: MapFileImport,
  onProgress: (share: number) => void,
): Promise<MapFile> {
  try {
    return await withLocalFile(input.files, input.fileKey, (path) => readMapFile(path, onProgress));
  } catch (error) {
    input.signal?.throwIfAborted();
    const problems = new ProblemList();
    problems.addReadFailure(error);
    return { columns: {}, minWidth: null, cells: [], problems };
  }
}

/**
 * The crop's season of that nursery (name and region folded as the unique index folds them)
 * and year, with whether the user may change it; undefined when it does not exist or the
 * user cannot see it (the two are not told apart).
 */
async function findSeason(
  db: Db,
  input: MapFileImport,
  named: MapFileSeason,
): Promise<FoundSeason | undefined> {
  const folded = (column: unknown) => sql`replace(lower(btrim(${column})), 'ё', 'е')`;
  const [row] = await db
    .select({
      id: fieldYears.id,
      fieldId: fields.id,
      year: fieldYears.year,
      readable: sql<boolean>`${fieldYearsVisibleTo(input.user, 'read')}`,
      writable: sql<boolean>`${fieldYearsVisibleTo(input.user, 'write')}`,
    })
    .from(fieldYears)
    .innerJoin(fields, eq(fields.id, fieldYears.fieldId))
    .where(
      and(
        eq(fields.cropId, input.cropId),
        sql`${folded(fields.name)} = ${foldName(named.field)}`,
        sql`${folded(fields.region)} = ${foldName(named.region)}`,
        eq(fieldYears.year, named.year),
      ),
    );
  if (!row?.readable) return undefined;
  return { id: row.id, fieldId: row.fieldId, year: row.year, writable: row.writable };
}

/** Reports a season that is not found, or that the user may see but not change. */
function checkSeason(file: MapFile, season: FoundSeason | undefined): void {
  const named = file.season;
  if (!named || season?.writable) return;
  const column = file.columns.field ?? null;
  if (season) file.problems.add(2, column, 'imports.fieldOutOfReach', { field: named.field });
  else file.problems.add(2, column, 'fieldMaps.fileSeasonNotFound', { ...named });
}

/**
 * Inside the transaction, holding the map's lock: matches the cells to the season's plots
 * as they are now, then writes the new positions (plots already in place are not rewritten)
 * and the width, in two statements.
 * @throws ImportRejected with every problem of the file (rolls back)
 */
async function placeMapPlots(tx: Tx, season: FoundSeason, file: MapFile): Promise<ImportCounts> {
  const map = await ensureLockedFieldMap(tx, season.id);
  const plots = await queryRows<SeasonPlot>(
    tx,
    sql`select id, name from plots where field_year_id = ${season.id} order by position, id`,
  );
  const width = widthOfMapFile(file.cells, file.minWidth, FIELD_WIDTH_MIN);
  const placements = matchMapCells(file.cells, plots, width, file.problems);
  if (!file.problems.isEmpty) throw new ImportRejected(file.problems.toList());
  const moved = await queryRows<{ id: number }>(
    tx,
    sql`update plots p set position = m.position
      from unnest(${sql.param(placements.map((p) => p.id))}::int[],
        ${sql.param(placements.map((p) => p.position))}::int[]) as m(id, position)
      where p.id = m.id and p.position <> m.position
      returning p.id`,
  );
  if (map.width !== width) {
    await tx.update(fieldMaps).set({ width }).where(eq(fieldMaps.id, map.id));
  }
  const last = placements.reduce((max, p) => Math.max(max, p.position), 0);
  return {
    rows: last === 0 ? 0 : placeOf(last, width).row + 1,
    fields_created: 0,
    years_created: 0,
    plots_created: 0,
    plots_updated: moved.length,
    values_written: 0,
    stages_written: 0,
    field_years: [{ field_id: season.fieldId, year_id: season.id, year: season.year }],
  };
}
