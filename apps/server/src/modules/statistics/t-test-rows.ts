import { computeControlTTests } from '@plotline/stats/comparisons';
import { type RowAnalysis, starsOf } from './control-comparison.ts';
import { rowMean, type SeasonRow } from './season-rows.ts';

/** Mean and within sum of squares of a row's values. */
function moments(values: readonly number[]) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return { mean, withinSs: values.reduce((sum, value) => sum + (value - mean) ** 2, 0) };
}

/**
 * Welch's two-sample t-test of a row's repetitions against the control's (R `t.test`, its
 * default `var.equal = FALSE`), with the 95 % confidence interval of (row − control). Every key
 * is present; null where not computable (the control, fewer than two values on a side).
 */
export function compareByTTest(analysis: RowAnalysis, row: SeasonRow) {
  const avg = rowMean(row);
  const empty = {
    upper: null,
    avg_value: avg,
    lower: null,
    significance: null,
    color: null,
    p_value: null,
  };
  const control = analysis.controlOf(row);
  if (!control || control === row || row.values.length < 2 || control.values.length < 2) {
    return empty;
  }
  const own = moments(row.values);
  const reference = moments(control.values);
  const [test] = computeControlTTests(
    {
      levels: ['row', 'control'],
      means: [own.mean, reference.mean],
      counts: [row.values.length, control.values.length],
      withinSs: [own.withinSs, reference.withinSs],
    },
    'control',
    { equalVariance: false },
  );
  if (!test || !Number.isFinite(test.p)) return empty;
  const significance = starsOf(test.p);
  return {
    upper: test.upper,
    avg_value: avg,
    lower: test.lower,
    significance,
    color: significance === '' ? null : test.difference > 0 ? ('green' as const) : ('red' as const),
    p_value: test.p,
  };
}
