import { fSurvival } from '@plotline/stats/distributions/distributions';
import type { AnovaRow, ResidualRow } from '@plotline/stats/linear/anova';
import { computeLinearModelAnova } from '@plotline/stats/linear/linear-model';
import type { LevelEstimates } from './level-comparisons.ts';
import { type FactorModel, modelInput, type NamedFactor } from './linear-anova.ts';

/** A split-plot's strata ANOVA: the terms' rows, the main-plot error and the residual. */
export type SplitPlotAnova = {
  rows: AnovaRow[];
  /** Per row: tested against the main-plot error (true) or the residual. */
  mainStratum: boolean[];
  /** The main-plot error row (balanced strata only). */
  mainError: AnovaRow | null;
  residual: ResidualRow;
  estimates: LevelEstimates[];
  /** Per row: its denominator df (the mixed model's Satterthwaite df). */
  denominators?: number[];
};

/**
 * Whether every combination of the factors' levels holds the same number (≥ 1) of
 * observations: then the strata ANOVA is exact and every type of sums of squares agrees.
 */
export function isBalanced(model: FactorModel): boolean {
  const counts = new Map<string, number>();
  model.y.forEach((_, i) => {
    const key = model.factors.map((f) => f.codes[i]).join(',');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  const cells = model.factors.reduce((product, f) => product * f.levels.length, 1);
  const sizes = new Set(counts.values());
  return counts.size === cells && sizes.size === 1;
}

/**
 * The balanced split-plot ANOVA, R `aov(y ~ rep + A*B + Error(rep:A))`: the sequential SS of
 * `y ~ rep + A + rep:A + (the other terms)` (orthogonal when balanced); rep and A (the terms
 * of the main-plot stratum) are tested against MS(rep:A) on its df, the others against the
 * residual. Adjusted means (R `emmeans` of `lmer(y ~ rep + A*B + (1|rep:A))`, equal to the
 * strata estimates when MS(rep:A) ≥ MS_E): with N observations and kₓ levels of factor x,
 * a main-plot factor's means have variance MS(rep:A)·kₓ/N, uncorrelated, on df(rep:A); a
 * sub-plot factor's means (MS(rep:A) + (kₓ − 1)·MS_E)/N with Satterthwaite's df
 * (MS(rep:A) + (kₓ − 1)MS_E)²/(MS(rep:A)²/df(rep:A) + ((kₓ − 1)MS_E)²/df_E), and covariance
 * (MS(rep:A) − MS_E)/N, so their differences have variance 2·MS_E·kₓ/N on df_E.
 * Reference: Gomez & Gomez (1984) Statistical Procedures for Agricultural Research §3.4.
 * @throws StatsError('notEnoughData', key noResidualDf) without residual df
 */
export function computeSplitPlotAnova(
  model: FactorModel,
  repetition: number,
  mainPlot: number,
): SplitPlotAnova {
  const others = model.terms.filter(
    (term) => !(term.length === 1 && (term[0] === repetition || term[0] === mainPlot)),
  );
  const strataTerms = [[repetition], [mainPlot], [repetition, mainPlot], ...others];
  const table = computeLinearModelAnova(modelInput({ ...model, terms: strataTerms }), 'I');
  const { residual } = table;
  const error = table.rows[2] as AnovaRow;
  const mainRows = new Map([
    [repetition, table.rows[0] as AnovaRow],
    [mainPlot, table.rows[1] as AnovaRow],
  ]);
  const otherRows = table.rows.slice(3);
  const mainStratum: boolean[] = [];
  const rows = model.terms.map((term) => {
    const main = term.length === 1 ? mainRows.get(term[0] as number) : undefined;
    mainStratum.push(main !== undefined);
    if (main) {
      const f = error.df > 0 ? main.ms / error.ms : null;
      return { ...main, f, p: f === null ? null : fSurvival(f, main.df, error.df) };
    }
    return otherRows[others.indexOf(term)] as AnovaRow;
  });
  const mainError: AnovaRow = { ...error, f: null, p: null };
  const n = model.y.length;
  const estimates = model.factors.map((factor, index) => {
    const isMain = index === repetition || index === mainPlot;
    return levelEstimates(model.y, factor, isMain, n, error, residual);
  });
  return { rows, mainStratum, mainError, residual, estimates };
}

function levelEstimates(
  y: Float64Array,
  factor: NamedFactor,
  isMain: boolean,
  n: number,
  error: AnovaRow,
  residual: ResidualRow,
): LevelEstimates {
  const k = factor.levels.length;
  const sums = new Float64Array(k);
  const counts = new Float64Array(k);
  factor.codes.forEach((code, i) => {
    sums[code] = (sums[code] as number) + (y[i] as number);
    counts[code] = (counts[code] as number) + 1;
  });
  const means = Array.from(sums, (sum, level) => sum / (counts[level] as number));
  const covariance = new Float64Array(k * k);
  const mse = residual.ms;
  const wholePlot = error.ms;
  const own = isMain ? (wholePlot * k) / n : (wholePlot + (k - 1) * mse) / n;
  const shared = isMain ? 0 : (wholePlot - mse) / n;
  for (let a = 0; a < k; a += 1)
    for (let b = 0; b < k; b += 1) covariance[a * k + b] = a === b ? own : shared;
  const satterthwaite =
    (wholePlot + (k - 1) * mse) ** 2 /
    (wholePlot ** 2 / error.df + ((k - 1) * mse) ** 2 / residual.df);
  return {
    predictor: factor.name,
    levels: factor.levels,
    means,
    covariance,
    meanDf: factor.levels.map(() => (isMain ? error.df : satterthwaite)),
    diffDf: isMain ? error.df : residual.df,
  };
}
