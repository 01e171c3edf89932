import { columnLetter } from './cell-value.ts';
import { WorkbookLimitError } from './workbook-limits.ts';

/**
 * One problem of an uploaded file as the user reads it: sheet row (null: the whole file),
 * column letters and header text (null: no single column), a catalogue key and its
 * parameters. A job's problem list (`SheetProblem`) has this shape.
 */
export type SheetProblem = {
  row: number | null;
  column: string | null;
  header: string | null;
  key: string;
  params?: Record<string, string | number>;
  /** What the client may offer to fix it (`unmapped_column`: a column to map, issue 16). */
  code?: ProblemCode;
};

/** Machine-readable kinds of problem a client acts on (ImportProblem.code). */
export type ProblemCode = 'unmapped_column';

/** Problems kept per file; beyond this only their number is told. */
export const MAX_PROBLEMS = 1000;

type Params = Record<string, string | number>;

/**
 * The problems of one uploaded file, by sheet row and column, capped at MAX_PROBLEMS: every
 * spreadsheet import collects its problems here and reports them all at once.
 */
export class ProblemList {
  readonly #items: (SheetProblem & { columnNumber: number })[] = [];
  #total = 0;
  #headers: ReadonlyMap<number, string> = new Map();

  /** Header texts by column number, to name the column of each problem. */
  setHeaders(headers: ReadonlyMap<number, string>): void {
    this.#headers = headers;
  }

  /** Records a problem at a row (null: the whole file) and column (null: no single column). */
  add(
    row: number | null,
    column: number | null,
    key: string,
    params?: Params,
    code?: ProblemCode,
  ): void {
    this.#total++;
    if (this.#items.length >= MAX_PROBLEMS) return;
    this.#items.push({
      row,
      column: column === null ? null : columnLetter(column),
      columnNumber: column ?? 0,
      header: column === null ? null : (this.#headers.get(column) ?? null),
      key,
      ...(params ? { params } : {}),
      ...(code ? { code } : {}),
    });
  }

  /**
   * Records why a file could not be read: the limit it went over (decision 025), or that it
   * is not a readable workbook.
   */
  addReadFailure(error: unknown): void {
    if (error instanceof WorkbookLimitError) this.add(null, null, error.key, error.params);
    else this.add(null, null, 'imports.unreadable');
  }

  /** Records a problem about a missing column, named by its header text. */
  addMissingColumn(header: string): void {
    this.add(1, null, 'imports.missingColumn', { column: header });
  }

  get isEmpty(): boolean {
    return this.#total === 0;
  }

  /** The problems by row then column; a last entry tells how many were left out. */
  toList(): SheetProblem[] {
    const sorted = [...this.#items].sort(
      (a, b) => (a.row ?? 0) - (b.row ?? 0) || a.columnNumber - b.columnNumber,
    );
    const list: SheetProblem[] = sorted.map(({ columnNumber: _column, ...problem }) => problem);
    const left = this.#total - this.#items.length;
    if (left > 0) {
      list.push({
        row: null,
        column: null,
        header: null,
        key: 'imports.moreProblems',
        params: { n: left },
      });
    }
    return list;
  }
}

/** Thrown inside an import's transaction to roll it back and report these problems. */
export class ImportRejected extends Error {
  readonly problems: SheetProblem[];

  constructor(problems: SheetProblem[]) {
    super('import rejected');
    this.problems = problems;
  }
}
