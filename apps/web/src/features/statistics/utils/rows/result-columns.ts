import type { ResultRow } from './result-rows.ts';

/** The three analyses of this feature: the page they belong to. */
export type AnalysisKind = 'nsr' | 'ttest' | 'averages';

/** Columns a results table can show; each reads the {@link ResultRow} field of its name. */
export type ResultColumnKey =
  | 'rank'
  | 'fieldName'
  | 'year'
  | 'plotName'
  | 'lineName'
  | 'repetitions'
  | 'mean'
  | 'difference'
  | 'nsr'
  | 'lower'
  | 'upper'
  | 'pValue'
  | 'significance';

/**
 * How a column is written: `value` in the feature's unit, `difference` a signed one, `pValue`
 * with three decimals, `significance` as stars.
 */
export type ColumnFormat = 'text' | 'integer' | 'value' | 'difference' | 'pValue' | 'significance';

export const COLUMN_FORMATS: Readonly<Record<ResultColumnKey, ColumnFormat>> = {
  rank: 'integer',
  fieldName: 'text',
  year: 'integer',
  plotName: 'text',
  lineName: 'text',
  repetitions: 'integer',
  mean: 'value',
  difference: 'difference',
  nsr: 'value',
  lower: 'difference',
  upper: 'difference',
  pValue: 'pValue',
  significance: 'significance',
};

const IDENTITY: ResultColumnKey[] = ['fieldName', 'year', 'plotName', 'lineName', 'repetitions'];

/**
 * The columns of an analysis, in order. The averages show the comparison with a control only
 * when one is chosen.
 */
export function listResultColumns(kind: AnalysisKind, hasControl: boolean): ResultColumnKey[] {
  switch (kind) {
    case 'nsr':
      return [...IDENTITY, 'mean', 'difference', 'nsr', 'significance'];
    case 'ttest':
      return [...IDENTITY, 'mean', 'difference', 'lower', 'upper', 'pValue', 'significance'];
    case 'averages':
      return [
        'rank',
        ...IDENTITY,
        'mean',
        ...(hasControl ? (['difference', 'nsr', 'significance'] as const) : []),
      ];
  }
}

/**
 * The value a column sorts by. Significance sorts by direction and strength: red `***` first,
 * green `***` last, not significant in between; null where nothing was computed.
 */
export function sortValueOf(row: ResultRow, key: ResultColumnKey): number | string | null {
  if (key === 'significance') {
    if (row.significance === null) return null;
    const direction = row.color === 'green' ? 1 : row.color === 'red' ? -1 : 0;
    return direction * (row.stars ?? '').length;
  }
  return row[key];
}
