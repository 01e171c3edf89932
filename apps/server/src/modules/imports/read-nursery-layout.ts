import type { ProblemList } from '../../platform/excel/problem-list.ts';
import type { SheetRow } from '../../platform/excel/read-sheet-rows.ts';
import {
  type HeaderMatch,
  matchHeader,
  NURSERY_HEADERS,
  type NurseryColumn,
  REQUIRED_COLUMNS,
} from './nursery-headers.ts';

/** Which columns an upload takes: the plot-results upload also reads phenotypes and stages. */
export type NurseryProfile = { phenotypes: boolean };

/** Where the columns of a nursery sheet are (1-based column numbers). */
export type NurseryLayout = {
  columns: Partial<Record<NurseryColumn, number>>;
  phenotypes: { column: number; feature: string; unit: string }[];
  stages: { column: number; stage: string }[];
  /** Every column the upload reads, to tell an empty row. */
  read: number[];
};

/** Puts a matched header into the layout; false when the layout already has it. */
function place(
  layout: NurseryLayout,
  seen: Set<string>,
  column: number,
  match: HeaderMatch,
): boolean {
  const key =
    match.kind === 'column'
      ? match.column
      : match.kind === 'phenotype'
        ? `phenotype\u0000${match.feature}\u0000${match.unit}`
        : match.kind === 'stage'
          ? `stage\u0000${match.stage}`
          : '';
  if (seen.has(key)) return false;
  seen.add(key);
  if (match.kind === 'column') layout.columns[match.column] = column;
  else if (match.kind === 'phenotype') layout.phenotypes.push({ column, ...match });
  else if (match.kind === 'stage') layout.stages.push({ column, stage: match.stage });
  layout.read.push(column);
  return true;
}

/**
 * Finds the columns by the header texts of row 1, in any order; other texts are ignored.
 * Reports duplicate and malformed headers, phenotype or stage columns where the profile
 * takes none, and missing required columns.
 */
export function readNurseryLayout(
  header: SheetRow,
  profile: NurseryProfile,
  problems: ProblemList,
): NurseryLayout {
  const texts = header
    .filled()
    .filter((cell): cell is [number, string] => typeof cell[1] === 'string');
  problems.setHeaders(new Map(texts));
  const layout: NurseryLayout = { columns: {}, phenotypes: [], stages: [], read: [] };
  const seen = new Set<string>();
  for (const [column, text] of texts) {
    const match = matchHeader(text);
    if (match.kind === 'unknown') continue;
    if (match.kind === 'invalid') problems.add(1, column, match.key);
    else if (match.kind !== 'column' && !profile.phenotypes) {
      problems.add(1, column, 'imports.phenotypesNotHere');
    } else if (!place(layout, seen, column, match)) {
      problems.add(1, column, 'imports.duplicateColumn');
    }
  }
  for (const name of REQUIRED_COLUMNS) {
    if (layout.columns[name] === undefined) problems.addMissingColumn(NURSERY_HEADERS[name]);
  }
  return layout;
}
