/**
 * Sorting and filtering of the statistics rows (api-contract §8, "Query semantics for all
 * three"): `sort_by=[-]<row key>`, `sort_by__<metric>=[-]<feature>`, `plot_name` and
 * `line_name` substring filters, `<metric>_multiple=v1,v2` with `feature_<metric>_multiple`.
 */

/** Row keys `sort_by` accepts. */
export const ROW_SORT_KEYS = ['line_name', 'plot_name', 'field_name', 'year'] as const;
type RowSortKey = (typeof ROW_SORT_KEYS)[number];

/** Metric names of the query and the feature-item key each reads. */
export const METRIC_KEYS = {
  avg: 'avg_value',
  nsr: 'nsr',
  lower: 'lower',
  upper: 'upper',
  p_value: 'p_value',
  rank: 'rank',
} as const;
type Metric = keyof typeof METRIC_KEYS;

export type FeatureItem = { feature: string } & Record<string, unknown>;
export type StatisticsRow = {
  line_name: string;
  plot_name: string;
  field_name: string;
  year: number;
  features: FeatureItem[];
};

type Query = Record<string, unknown>;

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });
const fold = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е');

function text(value: unknown): string | undefined {
  if (Array.isArray(value)) return text(value[0]);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function metricOf(row: StatisticsRow, feature: string, metric: Metric): unknown {
  return row.features.find((item) => item.feature === feature)?.[METRIC_KEYS[metric]];
}

/** Orders two values in the direction `sign` (1 or −1), missing ones last either way. */
function compareValues(a: unknown, b: unknown, sign: number): number {
  const aMissing = a === null || a === undefined;
  const bMissing = b === null || b === undefined;
  if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
  if (typeof a === 'number' && typeof b === 'number') return sign * (a - b);
  return sign * collator.compare(String(a), String(b));
}

/** True when the metric's text contains one of the wanted values (`0`: equals zero). */
function matchesAny(value: unknown, wanted: string[]): boolean {
  if (value === null || value === undefined) return false;
  const shown = String(value);
  return wanted.some((item) => (item === '0' ? Number(value) === 0 : shown.includes(item)));
}

/**
 * Applies the query's filters, then its sort (row key first, then metrics in the order the
 * parameters came), to rows already computed. Unknown parameters are ignored here: the route
 * schema has checked the ones it knows.
 */
export function applyRowQuery<Row extends StatisticsRow>(rows: Row[], query: Query): Row[] {
  let result = rows;
  for (const key of ['plot_name', 'line_name'] as const) {
    const wanted = text(query[key]);
    if (wanted) result = result.filter((row) => fold(row[key]).includes(fold(wanted)));
  }
  for (const metric of Object.keys(METRIC_KEYS) as Metric[]) {
    const values = text(query[`${metric}_multiple`]);
    if (!values) continue;
    const wanted = values
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    const feature = text(query[`feature_${metric}_multiple`]) ?? rows[0]?.features[0]?.feature;
    if (feature === undefined) continue;
    result = result.filter((row) => matchesAny(metricOf(row, feature, metric), wanted));
  }

  const comparators: ((a: Row, b: Row) => number)[] = [];
  const rowSort = text(query.sort_by);
  if (rowSort) {
    const key = rowSort.replace(/^-/, '') as RowSortKey;
    const sign = rowSort.startsWith('-') ? -1 : 1;
    if ((ROW_SORT_KEYS as readonly string[]).includes(key)) {
      comparators.push((a, b) => compareValues(a[key], b[key], sign));
    }
  }
  for (const [name, raw] of Object.entries(query)) {
    const metric = name.match(/^sort_by__(\w+)$/)?.[1] as Metric | undefined;
    const feature = text(raw);
    if (!metric || !(metric in METRIC_KEYS) || !feature) continue;
    const sign = feature.startsWith('-') ? -1 : 1;
    const featureName = feature.replace(/^-/, '');
    comparators.push((a, b) =>
      compareValues(metricOf(a, featureName, metric), metricOf(b, featureName, metric), sign),
    );
  }
  if (comparators.length === 0) return result;
  return [...result].sort((a, b) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return 0;
  });
}
