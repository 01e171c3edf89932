/**
 * Filtering and sorting of the statistics rows (api-contract §8, "Query semantics for all
 * three"): `sort_by=[-]<row key>`, `sort_by__<metric>=[-]<feature>`, `plot_name`, `line_name`
 * (and their `_multiple` lists) substring filters, `<metric>_multiple=v1,v2` with
 * `feature_<metric>_multiple`; ours: `search` (plot or line name). Rows are indexes into the
 * analysis; a metric is read through `RowTable.metric`, so only what a filter or sort needs is
 * computed for every row.
 */
import type { RowAnalysis } from './control-comparison.ts';
import { compareNames } from './natural-order.ts';

/** Row keys `sort_by` accepts. */
export const ROW_SORT_KEYS = ['line_name', 'plot_name', 'field_name', 'year'] as const;
type RowSortKey = (typeof ROW_SORT_KEYS)[number];

/**
 * Metrics a query may name and the feature-item key each reads. `avg` is the spelling of
 * `sort_by__avg`; the filters use the item keys (`avg_value_multiple`) and accept `avg` too.
 * `difference` (mean − the control's) and `significance` (red `**` first, green `**` last)
 * are ours, for sorting.
 */
export const METRIC_KEYS = {
  avg: 'avg_value',
  avg_value: 'avg_value',
  nsr: 'nsr',
  lower: 'lower',
  upper: 'upper',
  p_value: 'p_value',
  rank: 'rank',
  difference: 'difference',
  significance: 'significance',
} as const;
export type Metric = keyof typeof METRIC_KEYS;
const FILTER_METRICS: readonly Metric[] = [
  'avg',
  'avg_value',
  'nsr',
  'lower',
  'upper',
  'p_value',
  'rank',
];

/** What the query reads of the rows. */
export type RowTable = {
  analysis: RowAnalysis;
  /** Feature `f`'s metric of row `index` (null where not computed). */
  metric: (f: number, index: number, metric: Metric) => number | null;
};

type Query = Record<string, unknown>;

const fold = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е');

function text(value: unknown): string | undefined {
  if (Array.isArray(value)) return text(value[0]);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The analysed feature a query names: that one when analysed, else the computed (first) one. */
function featureIndex(analysis: RowAnalysis, name: string | undefined): number {
  const found = name === undefined ? -1 : analysis.features.findIndex((f) => f.feature === name);
  return found >= 0 ? found : 0;
}

/** True when the metric's text contains one of the wanted values (`0`: equals zero). */
function matchesAny(value: number | null, wanted: string[]): boolean {
  if (value === null) return false;
  const shown = String(value);
  return wanted.some((item) => (item === '0' ? value === 0 : shown.includes(item)));
}

/** The name filters: `plot_name`, `line_name`, their `_multiple` lists, and `search`. */
function nameFilters(table: RowTable, query: Query): ((index: number) => boolean)[] {
  const { rows } = table.analysis;
  const filters: ((index: number) => boolean)[] = [];
  const contains = (key: 'plot' | 'line', wanted: string[]) => {
    const folded = wanted.map(fold);
    const lineName = (lineId: number) => table.analysis.lineNames.get(lineId) ?? '';
    const names = rows.map((row) => fold(key === 'plot' ? row.baseName : lineName(row.lineId)));
    filters.push((index) => folded.some((item) => (names[index] as string).includes(item)));
  };
  for (const key of ['plot', 'line'] as const) {
    const single = text(query[`${key}_name`]);
    if (single) contains(key, [single]);
    const several = text(query[`${key}_name_multiple`]);
    if (several) contains(key, list(several));
  }
  const search = text(query.search);
  if (search) {
    const wanted = fold(search);
    const { lineNames } = table.analysis;
    const names = rows.map(
      (row) => `${fold(row.baseName)}\u0000${fold(lineNames.get(row.lineId) ?? '')}`,
    );
    filters.push((index) => (names[index] as string).includes(wanted));
  }
  return filters;
}

/** The metric filters `<metric>_multiple=v1,v2` (with `feature_<metric>_multiple`). */
function metricFilters(table: RowTable, query: Query): ((index: number) => boolean)[] {
  const filters: ((index: number) => boolean)[] = [];
  for (const metric of FILTER_METRICS) {
    const values = text(query[`${metric}_multiple`]);
    if (!values) continue;
    const wanted = list(values);
    const f = featureIndex(table.analysis, text(query[`feature_${metric}_multiple`]));
    filters.push((index) => matchesAny(table.metric(f, index, metric), wanted));
  }
  return filters;
}

/** Orders two values in the direction `sign` (1 or −1), missing ones last either way. */
function compareValues(a: number | string | null, b: number | string | null, sign: number) {
  if (a === null || b === null) return Number(a === null) - Number(b === null);
  if (typeof a === 'number' && typeof b === 'number') return sign * (a - b);
  return sign * compareNames(String(a), String(b));
}

/** Each row's value of a sort key, read once. */
function rowKeyValues(table: RowTable, key: RowSortKey): (number | string)[] {
  return table.analysis.rows.map((row) => {
    if (key === 'line_name') return table.analysis.lineNames.get(row.lineId) ?? '';
    if (key === 'plot_name') return row.baseName;
    if (key === 'field_name') return row.season.fieldName;
    return row.season.year;
  });
}

/** The comparators of the query: the row key first, then the metrics in parameter order. */
function comparators(
  table: RowTable,
  query: Query,
  indexes: readonly number[],
): ((a: number, b: number) => number)[] {
  const result: ((a: number, b: number) => number)[] = [];
  const rowSort = text(query.sort_by);
  const key = rowSort?.replace(/^-/, '');
  if (rowSort && key && (ROW_SORT_KEYS as readonly string[]).includes(key)) {
    const sign = rowSort.startsWith('-') ? -1 : 1;
    const values = rowKeyValues(table, key as RowSortKey);
    result.push((a, b) => compareValues(values[a] ?? null, values[b] ?? null, sign));
  }
  for (const [name, raw] of Object.entries(query)) {
    const metric = name.match(/^sort_by__(\w+)$/)?.[1];
    const feature = text(raw);
    if (!metric || !Object.hasOwn(METRIC_KEYS, metric) || !feature) continue;
    const sign = feature.startsWith('-') ? -1 : 1;
    const f = featureIndex(table.analysis, feature.replace(/^-/, ''));
    // numbers in a typed array, NaN for a missing value (last in either direction)
    const values = new Float64Array(table.analysis.rows.length);
    for (const index of indexes) values[index] = table.metric(f, index, metric as Metric) ?? NaN;
    result.push((a, b) => {
      const left = values[a] as number;
      const right = values[b] as number;
      const missing = Number(Number.isNaN(left)) - Number(Number.isNaN(right));
      if (missing !== 0 || Number.isNaN(left)) return missing;
      return sign * (left - right);
    });
  }
  return result;
}

/** Whether the query filters or sorts by line names (they must be read for every row then). */
export function readsLineNames(query: Query): boolean {
  return (
    text(query.line_name) !== undefined ||
    text(query.line_name_multiple) !== undefined ||
    text(query.search) !== undefined ||
    text(query.sort_by)?.replace(/^-/, '') === 'line_name'
  );
}

/**
 * The row indexes the query keeps, in its order: filters first, then the row-key sort, then
 * the metric sorts in the order the parameters came (stable: ties keep the server's order,
 * season then map position). Unknown parameters are ignored.
 */
export function selectRows(table: RowTable, query: Query): number[] {
  const filters = [...nameFilters(table, query), ...metricFilters(table, query)];
  let indexes = [...table.analysis.rows.keys()];
  for (const keep of filters) indexes = indexes.filter(keep);
  const order = comparators(table, query, indexes);
  if (order.length === 0) return indexes;
  return indexes.sort((a, b) => {
    for (const compare of order) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return a - b;
  });
}
