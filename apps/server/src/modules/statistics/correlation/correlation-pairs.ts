import type { CorrelationPair } from '@plotline/contract/statistics-visualisation';
import { computeCorrelationMatrix } from '@plotline/stats/descriptive/correlation';
import { fitLinearModel } from '@plotline/stats/linear/linear-model';
import { fieldError } from '../../../errors.ts';
import { computeOrRefuse } from '../refuse-analysis.ts';
import type { FeatureColumns } from './correlation-columns.ts';

/** The plots where both columns have a value: their names and the paired values. */
function pairUp(columns: FeatureColumns, i: number, j: number) {
  const first = columns.columns[i] as Float64Array;
  const second = columns.columns[j] as Float64Array;
  const x: number[] = [];
  const y: number[] = [];
  const names: string[] = [];
  for (let row = 0; row < first.length; row += 1) {
    const a = first[row] as number;
    const b = second[row] as number;
    if (Number.isNaN(a) || Number.isNaN(b)) continue;
    x.push(a);
    y.push(b);
    names.push(columns.plotNames[row] as string);
  }
  return { x, y, names };
}

/** The least-squares line of y on x (R `lm(y ~ x)`) at the smallest and largest x. */
function trendLine(x: number[], y: number[]) {
  const fit = fitLinearModel({
    response: y,
    covariates: [{ name: 'x', values: x }],
    terms: [['x']],
  });
  const [intercept, slope] = fit.beta as unknown as [number, number];
  const ends: [number, number] = [
    x.reduce((a, b) => Math.min(a, b)),
    x.reduce((a, b) => Math.max(a, b)),
  ];
  return {
    x: ends,
    y: ends.map((end) => intercept + slope * end) as [number, number],
  };
}

/** Pearson and Spearman of one pair of complete columns, with R's `cor.test` p and CI. */
function correlatePair(x: number[], y: number[]) {
  const columns = [Float64Array.from(x), Float64Array.from(y)];
  const pearson = computeCorrelationMatrix(columns, 'pearson');
  const spearman = computeCorrelationMatrix(columns, 'spearman');
  return {
    corr: pearson.r[1] as number,
    n: x.length,
    p_value: pearson.p[1] as number,
    ci: [pearson.ciLower?.[1] ?? -1, pearson.ciUpper?.[1] ?? 1] as [number, number],
    spearman: { rho: spearman.r[1] as number, p_value: spearman.p[1] as number },
  };
}

/**
 * One element per pair of the chosen features (in the order asked: a-b, a-c, b-c), over the
 * plots having both values: Pearson's r with its p and Fisher-z 95 % interval, Spearman's ρ,
 * the paired values and the least-squares trend line.
 * @throws AppError VALIDATION `features` analysis.correlationTooFew when a pair has fewer than
 *   three plots with both values, analysis.correlationPair when a feature does not vary over them
 */
export function correlatePairs(columns: FeatureColumns): CorrelationPair[] {
  const pairs: CorrelationPair[] = [];
  const { features } = columns;
  for (let i = 0; i < features.length; i += 1) {
    for (let j = i + 1; j < features.length; j += 1) {
      const { x, y, names } = pairUp(columns, i, j);
      const pair = { first: features[i] as string, second: features[j] as string };
      if (x.length < 3) throw fieldError('features', 'analysis.correlationTooFew', pair);
      const statistics = computeOrRefuse('features', () => correlatePair(x, y), pair);
      pairs.push({
        combination: `${features[i]} - ${features[j]}`,
        ...statistics,
        x,
        y,
        trend_line: computeOrRefuse('features', () => trendLine(x, y), pair),
        plot_names: names,
      });
    }
  }
  return pairs;
}
