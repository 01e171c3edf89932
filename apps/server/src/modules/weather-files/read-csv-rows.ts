import { createReadStream } from 'node:fs';
import { CSV_LIMITS } from '@plotline/contract/meteo-files';
import type { SheetValue } from '../../platform/excel/cell-value.ts';
import type { SheetRow } from '../../platform/excel/read-sheet-rows.ts';

/** A CSV beyond CSV_LIMITS: its catalogue key and the values of the message. */
export class CsvLimitError extends Error {
  readonly key: string;
  readonly params: Record<string, string | number>;

  constructor(key: string, params: Record<string, string | number>) {
    super(key);
    this.name = 'CsvLimitError';
    this.key = key;
    this.params = params;
  }
}

const DELIMITERS = [';', '\t', ','] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/**
 * Splits one CSV line (RFC 4180 quotes: `"a;b"`, `""` for a quote; a quoted cell does not
 * span lines in weather files, so one line is one row).
 */
export function splitCsvLine(line: string, delimiter: Delimiter): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === delimiter) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * The delimiter of a line: the one of `;`, tab, `,` splitting it into the most cells (a
 * `;` file writes decimal commas, so `;` and tab win a tie over `,`).
 */
export function detectDelimiter(line: string): Delimiter {
  let best: Delimiter = ',';
  let most = 1;
  for (const delimiter of DELIMITERS) {
    const n = splitCsvLine(line, delimiter).length;
    if (n > most) {
      best = delimiter;
      most = n;
    }
  }
  return best;
}

function sheetRowOf(number: number, cells: readonly string[]): SheetRow {
  const value = (text: string | undefined): SheetValue => (text ? text : null);
  return {
    number,
    get: (column) => value(cells[column - 1]),
    filled: () =>
      cells.flatMap((text, index): [number, SheetValue][] => (text ? [[index + 1, text]] : [])),
  };
}

/**
 * Streams the lines of a CSV text file (UTF-8, a BOM dropped) as sheet rows numbered by line,
 * bounded by CSV_LIMITS (bytes, line length, cells, cell length). `delimiterOf` decides the
 * delimiter for each line until it answers one for good (the header line: archive files open
 * with metadata lines in other shapes). Blank lines give no row.
 * @throws CsvLimitError beyond a limit
 */
export async function* readCsvRows(
  path: string,
  chooseDelimiter: (line: string) => Delimiter,
): AsyncGenerator<SheetRow> {
  const stream = createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  let bytes = 0;
  let rest = '';
  let number = 0;
  let first = true;
  const rowOf = (line: string): SheetRow | undefined => {
    number++;
    if (line.length > CSV_LIMITS.lineLength) {
      throw new CsvLimitError('weatherFiles.lineTooLong', {
        row: number,
        n: CSV_LIMITS.lineLength,
      });
    }
    if (line.trim() === '') return undefined;
    const cells = splitCsvLine(line, chooseDelimiter(line));
    if (cells.length > CSV_LIMITS.columns) {
      throw new CsvLimitError('weatherFiles.tooManyColumns', { n: CSV_LIMITS.columns });
    }
    return sheetRowOf(
      number,
      cells.map((cell) => cell.slice(0, CSV_LIMITS.cellLength + 1)),
    );
  };
  for await (const chunk of stream as AsyncIterable<string>) {
    bytes += Buffer.byteLength(chunk);
    if (bytes > CSV_LIMITS.bytes) {
      stream.destroy();
      throw new CsvLimitError('weatherFiles.csvTooLarge', {
        n: CSV_LIMITS.bytes / (1024 * 1024),
      });
    }
    let text = rest + chunk;
    if (first) {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    // a CR at the end of a chunk may be the first half of a CRLF: wait for the next chunk
    const held = text.endsWith('\r');
    const lines = (held ? text.slice(0, -1) : text).split(/\r\n|\n|\r/);
    rest = (lines.pop() ?? '') + (held ? '\r' : '');
    if (rest.length > CSV_LIMITS.lineLength) {
      stream.destroy();
      throw new CsvLimitError('weatherFiles.lineTooLong', {
        row: number + lines.length + 1,
        n: CSV_LIMITS.lineLength,
      });
    }
    for (const line of lines) {
      const row = rowOf(line);
      if (row) yield row;
    }
  }
  const row = rest ? rowOf(rest) : undefined;
  if (row) yield row;
}
