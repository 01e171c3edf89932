import { computeControlTTests } from '@plotline/stats/comparisons/comparisons';
import type { FeatureAnalysis, RowAnalysis } from './control-comparison.ts';
import type { Sample, SeasonRow } from './season-rows.ts';
import { testOf } from './significance.ts';
import { mixedTTest } from './trial-model/mixed-season.ts';

/** Mean and within sum of squares of a row's values. */
function moments(values: readonly number[]) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return { mean, withinSs: values.reduce((sum, value) => sum + (value - mean) ** 2, 0) };
}

/**
 * Welch's two-sample t-test of a row's repetitions against the control's (R `t.test`, its
 * default `var.equal = FALSE`), with the 95 % confidence interval of (row − control). Every key
 * is present; null where not computable (the control, fewer than two values on a side).
 * Each row has its own Welch df, so its t quantile is its own: callers compute rows lazily.
 * A season that ran the `mixed` model (decision 050) tests the model's contrast instead.
 */
export function compareByTTest(analysis: RowAnalysis, f: number, index: number) {
  const feature = analysis.features[f] as FeatureAnalysis;
  const mean = feature.means[index] as number;
  const avg = Number.isFinite(mean) ? mean : null;
  const empty = {
    upper: null,
    avg_value: avg,
    lower: null,
    significance: null,
    stars: null,
    color: null,
    p_value: null,
  };
  const { yearId } = (analysis.rows[index] as SeasonRow).season;
  const control = analysis.controls.get(yearId);
  if (feature.mixed.has(yearId)) {
    const season = feature.mixed.get(yearId);
    const test = season && control !== undefined ? mixedTTest(season, index, control) : null;
    return test ? itemOf(avg, test) : empty;
  }
  const own = (feature.samples[index] as Sample).values;
  const reference = control === undefined ? [] : (feature.samples[control] as Sample).values;
  if (control === undefined || control === index || own.length < 2 || reference.length < 2) {
    return empty;
  }
  const a = moments(own);
  const b = moments(reference);
  const [test] = computeControlTTests(
    {
      levels: ['row', 'control'],
      means: [a.mean, b.mean],
      counts: [own.length, reference.length],
      withinSs: [a.withinSs, b.withinSs],
    },
    'control',
    { equalVariance: false },
  );
  if (!test || !Number.isFinite(test.p)) return empty;
  return itemOf(avg, test);
}

/** The t-test item of a row in the key order of api-contract §8. */
function itemOf(
  avg: number | null,
  test: { difference: number; p: number; lower: number; upper: number },
) {
  const verdict = testOf(test.p);
  return {
    upper: Number.isFinite(test.upper) ? test.upper : null,
    avg_value: avg,
    lower: Number.isFinite(test.lower) ? test.lower : null,
    ...verdict,
    color: verdict.significance
      ? test.difference > 0
        ? ('green' as const)
        : ('red' as const)
      : null,
    p_value: Number.isFinite(test.p) ? test.p : null,
  };
}
