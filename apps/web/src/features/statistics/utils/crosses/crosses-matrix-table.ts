import { collectMarks, markOf, type StatRow, type StatTable } from './crosses-stat-table.ts';

export type MatrixInput = {
  id: string;
  title: string;
  /** The corner cell's title: what the rows and columns are ("♀ \\ ♂"). */
  corner: string;
  rowNames: readonly string[];
  columnNames: readonly string[];
  cells: readonly (readonly (number | null)[])[];
  /** The significance threshold of a cell (t·SE); null or absent: no marks. */
  threshold?: (row: number, column: number) => number | null;
  format?: 'number' | 'signed';
  notes?: string[];
};

/** A named matrix (SCA effects, cross means) as a table, cells past their threshold marked. */
export function buildMatrixTable(input: MatrixInput): StatTable {
  const rows: StatRow[] = input.rowNames.map((name, i) => {
    const values: StatRow['values'] = { name };
    const marks = input.columnNames.map((_, j) => {
      const value = input.cells[i]?.[j] ?? null;
      values[`c${j}`] = value;
      return [`c${j}`, markOf(value, input.threshold?.(i, j) ?? null)] as const;
    });
    return { key: `r${i}`, values, marks: collectMarks(marks) };
  });
  return {
    id: input.id,
    title: input.title,
    columns: [
      { key: 'name', title: input.corner, format: 'text' },
      ...input.columnNames.map((name, j) => ({
        key: `c${j}`,
        title: name,
        format: input.format ?? 'number',
      })),
    ],
    rows,
    notes: input.notes,
  };
}

/** Effects of named parents (GCA) with their marks, one row each. */
export function buildEffectTable(input: {
  id: string;
  title: string;
  nameTitle: string;
  effectTitle: string;
  names: readonly string[];
  effects: readonly (number | null)[];
  threshold: number | null;
  notes?: string[];
}): StatTable {
  return {
    id: input.id,
    title: input.title,
    columns: [
      { key: 'name', title: input.nameTitle, format: 'text' },
      { key: 'effect', title: input.effectTitle, format: 'signed' },
    ],
    rows: input.names.map((name, i) => {
      const effect = input.effects[i] ?? null;
      return {
        key: name,
        values: { name, effect },
        marks: collectMarks([['effect', markOf(effect, input.threshold)]]),
      };
    }),
    notes: input.notes,
  };
}
