import { WEATHER_FILE_ROWS_MAX } from '@plotline/contract/meteo-files';
import type { ProblemList } from '../../platform/excel/problem-list.ts';
import type { SheetRow } from '../../platform/excel/read-sheet-rows.ts';
import { CsvLimitError } from './read-csv-rows.ts';
import { openTable } from './read-table-rows.ts';
import { headerTexts } from './weather-columns.ts';

/** Rows looked through for the header row (archive exports open with metadata lines). */
const HEADER_SEARCH_ROWS = 50;
const CHECK_SIGNAL_EVERY = 1000;

/**
 * Reads a weather or soil file: finds the header row (the first of the first 50 rows that
 * `header` accepts; its texts are the problems' column names), then hands every later
 * non-empty row to `data`. More than WEATHER_FILE_ROWS_MAX data rows, a file beyond its
 * limits, or one that is no table, is one problem and stops the reading.
 * @returns false when no header row was found (the caller names what it looks for)
 * @throws the signal's reason when aborted
 */
export async function scanTable(
  path: string,
  problems: ProblemList,
  handlers: {
    /** Reads a header row, or answers false when the row is not one. */
    header: (texts: Map<number, string>, row: SheetRow) => boolean;
    data: (row: SheetRow) => void;
    signal?: AbortSignal;
  },
): Promise<boolean> {
  let found = false;
  let dataRows = 0;
  try {
    const table = await openTable(path);
    for await (const row of table.rows) {
      if (!found) {
        if (row.number > HEADER_SEARCH_ROWS) break;
        const texts = headerTexts(row);
        if (texts.size === 0) continue;
        // set first: the header's own problems name their column's text
        problems.setHeaders(texts);
        if (!handlers.header(texts, row)) continue;
        table.lockHeader();
        found = true;
        continue;
      }
      if (row.filled().length === 0) continue;
      dataRows++;
      if (dataRows > WEATHER_FILE_ROWS_MAX) {
        problems.add(null, null, 'weatherFiles.tooManyRows', { n: WEATHER_FILE_ROWS_MAX });
        break;
      }
      if (dataRows % CHECK_SIGNAL_EVERY === 0) handlers.signal?.throwIfAborted();
      handlers.data(row);
    }
  } catch (error) {
    handlers.signal?.throwIfAborted();
    if (error instanceof CsvLimitError) problems.add(null, null, error.key, error.params);
    else problems.addReadFailure(error);
    return true;
  }
  return found;
}
