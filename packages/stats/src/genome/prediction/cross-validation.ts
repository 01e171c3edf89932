/**
 * k-fold cross-validated accuracy of GBLUP: the phenotyped lines are split into k folds at
 * random (a seeded shuffle: the same seed gives the same folds on every machine); for each fold
 * its phenotypes are hidden, GBLUP is fitted on the others (REML again) and the hidden lines'
 * GEBVs ĝ are compared with their phenotypes. Reported: the Pearson correlation r(ĝ, y) per
 * fold (predictive ability), its mean over folds, and the correlation over all lines pooled.
 * Accuracy r(ĝ, g) is often estimated as predictive ability / √h² (Legarra et al. 2008).
 *
 * Reference: Legarra et al. (2008) Genetics 180:611; Hastie, Tibshirani & Friedman (2009)
 * The Elements of Statistical Learning §7.10.
 */
import { StatsError } from '../../errors.ts';
import type { FixedPart } from '../gwas/fixed-part.ts';
import { usedSamples } from '../gwas/fixed-part.ts';
import { fitGblup } from './gblup.ts';

export type CrossValidationInput = {
  y: ArrayLike<number>;
  relationship: Float64Array;
  fixed?: FixedPart;
  /** number of folds (default 5) */
  folds?: number;
  /** seed of the fold split (default 1) */
  seed?: number;
};

export type CrossValidation = {
  /** fold of each line (0 … k − 1), −1 for lines without a phenotype */
  fold: Int32Array;
  /** the GEBV of each line when its fold was hidden (NaN for lines without a phenotype) */
  predicted: Float64Array;
  /** r(ĝ, y) within each fold */
  foldAccuracy: Float64Array;
  /** mean of the folds' correlations */
  accuracy: number;
  /** r(ĝ, y) over every phenotyped line */
  pooledAccuracy: number;
};

/** mulberry32: a 32-bit generator in exact integer arithmetic. */
function generator(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pearson(a: number[], b: number[]): number {
  const n = a.length;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i += 1) {
    sab += ((a[i] as number) - ma) * ((b[i] as number) - mb);
    saa += ((a[i] as number) - ma) ** 2;
    sbb += ((b[i] as number) - mb) ** 2;
  }
  return sab / Math.sqrt(saa * sbb);
}

/**
 * Cross-validates GBLUP (R: a loop of `rrBLUP::mixed.solve(y.train, K = K)` over folds and
 * `cor(u[test], y[test])`).
 * @throws StatsError('notEnoughData', reason `noResidualDf`) when a fold has fewer than 3 lines
 *   or the training set cannot be fitted
 */
export function crossValidateGblup(input: CrossValidationInput): CrossValidation {
  const { y, relationship } = input;
  const k = input.folds ?? 5;
  const q = y.length;
  const lines = Array.from(usedSamples(y, input.fixed));
  if (k < 2 || lines.length < 3 * k)
    throw new StatsError('notEnoughData', `${lines.length} phenotyped lines for ${k} folds`, {
      key: 'noResidualDf',
    });
  const random = generator(input.seed ?? 1);
  for (let i = lines.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [lines[i], lines[j]] = [lines[j] as number, lines[i] as number];
  }
  const fold = new Int32Array(q).fill(-1);
  lines.forEach((line, position) => {
    fold[line] = position % k;
  });
  const predicted = new Float64Array(q).fill(Number.NaN);
  const foldAccuracy = new Float64Array(k);
  for (let f = 0; f < k; f += 1) {
    const training = Float64Array.from(y as ArrayLike<number>, (v, i) =>
      fold[i] === f ? Number.NaN : v,
    );
    const fit = fitGblup({ y: training, relationship, fixed: input.fixed, standardErrors: false });
    const hidden = lines.filter((line) => fold[line] === f);
    for (const line of hidden) predicted[line] = fit.gebv[line] as number;
    foldAccuracy[f] = pearson(
      hidden.map((line) => predicted[line] as number),
      hidden.map((line) => y[line] as number),
    );
  }
  return {
    fold,
    predicted,
    foldAccuracy,
    accuracy: foldAccuracy.reduce((s, v) => s + v, 0) / k,
    pooledAccuracy: pearson(
      lines.map((line) => predicted[line] as number),
      lines.map((line) => y[line] as number),
    ),
  };
}
