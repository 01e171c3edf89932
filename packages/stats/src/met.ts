/**
 * Multi-environment trial (MET) analysis: genotypes tested in several environments (locations,
 * years), each environment laid out as a randomized complete block design (RCBD) with the same
 * number of replicates. Covers what breeders read first: the per-environment RCBD ANOVA, the
 * homogeneity of the error variances (Bartlett), the combined ANOVA with replicates nested in
 * environments, the genotype × environment table of means, Finlay–Wilkinson stability slopes and
 * AMMI. Matches golden case 06 (agricolae `plrv`, R `aov` + agricolae `AMMI`).
 *
 * Only balanced data are analysed with these closed forms: every genotype once in every
 * replicate of every environment. Anything else throws `StatsError('notEnoughData')`.
 *
 * References: Gomez & Gomez (1984) Statistical Procedures for Agricultural Research, ch. 8
 * (combined analysis over locations); Finlay & Wilkinson (1963) Aust. J. Agric. Res. 14:742;
 * Gauch (1992) Statistical Analysis of Regional Yield Trials (AMMI); Gollob (1968)
 * Psychometrika 33:73 (AMMI degrees of freedom).
 */
import { SingularValueDecomposition } from 'ml-matrix';
import { computeRcbdAnova, type RcbdAnova } from './anova.ts';
import { chiSquareSurvival, fSurvival, tQuantile } from './distributions.ts';
import { StatsError } from './errors.ts';
import { encodeFactor } from './linear-model.ts';

/** One plot of a multi-environment trial. */
export type MetRecord = {
  genotype: string;
  environment: string;
  /** Replicate (block) label; nested in its environment ("1" in two locations = two blocks). */
  rep: string | number;
  value: number;
};

/** A balanced MET laid out for the closed forms. */
export type MetLayout = {
  /** Genotype names, sorted as R sorts factor levels. */
  genotypes: string[];
  /** Environment names, sorted as R sorts factor levels. */
  environments: string[];
  /** Replicates per environment (the same in every environment). */
  repCount: number;
  /** Replicate labels of each environment, sorted. */
  repLabels: string[][];
  /** Plot values at `(environment · repCount + replicate) · genotypes.length + genotype`. */
  values: Float64Array;
};

function describeCell(genotype: string, environment: string, rep: string): string {
  return `genotype "${genotype}" in replicate "${rep}" of environment "${environment}"`;
}

function indexOf(index: Map<string, number>, key: string): number {
  let found = index.get(key);
  if (found === undefined) {
    found = index.size;
    index.set(key, found);
  }
  return found;
}

/** Labels in first-appearance order → R's sorted level order (`encodeFactor`) and their ranks. */
function sortLabels(labels: string[]): { levels: string[]; rank: Int32Array } {
  const { codes, levels } = encodeFactor(labels);
  return { levels, rank: codes };
}

/**
 * Checks that the records form a balanced MET (each genotype exactly once in each replicate of
 * each environment, the same number of replicates everywhere, ≥ 2 genotypes, environments and
 * replicates, finite values) and lays them out in a typed array. Genotypes, environments and
 * replicates are sorted as R sorts factor levels (numerically when all labels are numbers).
 *
 * @throws StatsError('notEnoughData') naming the first missing, duplicated or invalid plot.
 */
export function layOutMet(records: readonly MetRecord[]): MetLayout {
  const genotypeIndex = new Map<string, number>();
  const environmentIndex = new Map<string, number>();
  const repIndices: Map<string, number>[] = [];
  const cells = new Int32Array(records.length * 3);
  records.forEach((record, n) => {
    if (!Number.isFinite(record.value)) {
      const cell = describeCell(record.genotype, record.environment, String(record.rep));
      throw new StatsError('notEnoughData', `The value of ${cell} is missing.`);
    }
    const e = indexOf(environmentIndex, record.environment);
    if (e === repIndices.length) repIndices.push(new Map());
    cells[3 * n] = indexOf(genotypeIndex, record.genotype);
    cells[3 * n + 1] = e;
    cells[3 * n + 2] = indexOf(repIndices[e] as Map<string, number>, String(record.rep));
  });
  const genotypes = sortLabels([...genotypeIndex.keys()]);
  const environments = sortLabels([...environmentIndex.keys()]);
  const reps = repIndices.map((index) => sortLabels([...index.keys()]));
  const repCount = reps[0]?.levels.length ?? 0;
  if (genotypes.levels.length < 2 || environments.levels.length < 2 || repCount < 2) {
    throw new StatsError(
      'notEnoughData',
      'A multi-environment analysis needs at least 2 genotypes, 2 environments and 2 replicates.',
    );
  }
  reps.forEach(({ levels }, e) => {
    if (levels.length !== repCount) {
      const [name, first] = [environments.rank[e] ?? 0, environments.rank[0] ?? 0];
      throw new StatsError(
        'notEnoughData',
        `Environment "${environments.levels[name]}" has ${levels.length} replicates and "${environments.levels[first]}" has ${repCount}: the analysis needs the same number everywhere.`,
      );
    }
  });
  const repLabels = new Array<string[]>(reps.length);
  reps.forEach(({ levels }, e) => {
    repLabels[environments.rank[e] as number] = levels;
  });
  const layout = {
    genotypes: genotypes.levels,
    environments: environments.levels,
    repCount,
    repLabels,
  };
  const placed = cells.map((code, n) => {
    if (n % 3 === 0) return genotypes.rank[code] as number;
    if (n % 3 === 1) return environments.rank[code] as number;
    return reps[cells[n - 1] as number]?.rank[code] as number;
  });
  return { ...layout, values: placeValues(records, placed, layout) };
}

/** Puts each value in its slot, refusing duplicated and missing plots. */
function placeValues(
  records: readonly MetRecord[],
  cells: Int32Array,
  layout: Omit<MetLayout, 'values'>,
): Float64Array {
  const { genotypes, environments, repCount, repLabels } = layout;
  const g = genotypes.length;
  const values = new Float64Array(g * environments.length * repCount).fill(Number.NaN);
  records.forEach((record, n) => {
    const slot =
      ((cells[3 * n + 1] as number) * repCount + (cells[3 * n + 2] as number)) * g +
      (cells[3 * n] as number);
    if (!Number.isNaN(values[slot] as number)) {
      const cell = describeCell(record.genotype, record.environment, String(record.rep));
      throw new StatsError('notEnoughData', `${cell} appears twice.`);
    }
    values[slot] = record.value;
  });
  const missing = values.findIndex(Number.isNaN);
  if (missing >= 0) {
    const e = Math.floor(missing / (g * repCount));
    const rep = repLabels[e]?.[Math.floor(missing / g) % repCount] ?? '';
    const cell = describeCell(genotypes[missing % g] ?? '', environments[e] ?? '', rep);
    throw new StatsError('notEnoughData', `${cell} is missing: the design is unbalanced.`);
  }
  return values;
}

/** Means of a balanced MET (all arrays of plain means, no weights needed). */
export type MetMeans = {
  /** Genotype × environment means, row-major: `cell[genotype · environments + environment]`. */
  cell: Float64Array;
  /** Replicate means: `environmentRep[environment · repCount + replicate]`. */
  environmentRep: Float64Array;
  environment: Float64Array;
  genotype: Float64Array;
  grand: number;
};

/** The genotype × environment, replicate, marginal and grand means of a laid-out MET. */
export function computeMetMeans(layout: MetLayout): MetMeans {
  const g = layout.genotypes.length;
  const e = layout.environments.length;
  const r = layout.repCount;
  const cell = new Float64Array(g * e);
  const environmentRep = new Float64Array(e * r);
  for (let j = 0; j < e; j += 1) {
    for (let k = 0; k < r; k += 1) {
      const offset = (j * r + k) * g;
      let sum = 0;
      for (let i = 0; i < g; i += 1) {
        const value = layout.values[offset + i] as number;
        sum += value;
        cell[i * e + j] = (cell[i * e + j] as number) + value / r;
      }
      environmentRep[j * r + k] = sum / g;
    }
  }
  const environment = new Float64Array(e);
  for (let j = 0; j < e; j += 1) environment[j] = meanOf(environmentRep.subarray(j * r, j * r + r));
  const genotype = new Float64Array(g);
  for (let i = 0; i < g; i += 1) genotype[i] = meanOf(cell.subarray(i * e, i * e + e));
  return { cell, environmentRep, environment, genotype, grand: meanOf(environment) };
}

function meanOf(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += values[i] as number;
  return sum / values.length;
}

function sumOfSquaredDeviations(values: ArrayLike<number>, centre: number): number {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += ((values[i] as number) - centre) ** 2;
  return sum;
}

/** Bartlett's test that k normal populations share one variance. */
export type BartlettTest = {
  /** K² = (ν ln s²ₚ − Σ νᵢ ln sᵢ²) / C, approximately χ² with k − 1 df. */
  statistic: number;
  df: number;
  p: number;
  /** s²ₚ = Σ νᵢ sᵢ² / ν, the pooled variance (ν = Σ νᵢ). */
  pooledVariance: number;
};

/**
 * Bartlett's test of homogeneity of variances from k variance estimates sᵢ² with νᵢ degrees of
 * freedom each: K² = (ν ln s²ₚ − Σ νᵢ ln sᵢ²) / C with C = 1 + (Σ 1/νᵢ − 1/ν) / (3(k − 1)),
 * referred to χ²(k − 1). Assumes independent normal samples. In a MET the sᵢ² are the
 * per-environment error mean squares; a significant K² warns against pooling them.
 *
 * Reference: Bartlett (1937) Proc. R. Soc. A 160:268; R `bartlett.test`; Gomez & Gomez
 * (1984) §8.1.2 (golden case 06 computes it on the per-location MSEs).
 *
 * @throws StatsError('notEnoughData') with fewer than 2 estimates, a variance ≤ 0 or a df ≤ 0.
 */
export function computeBartlettTest(
  variances: ArrayLike<number>,
  dfs: ArrayLike<number>,
): BartlettTest {
  const k = variances.length;
  if (k < 2 || dfs.length !== k) {
    throw new StatsError('notEnoughData', "Bartlett's test needs at least two variances.");
  }
  let totalDf = 0;
  let pooled = 0;
  let sumLog = 0;
  let sumInverseDf = 0;
  for (let i = 0; i < k; i += 1) {
    const variance = variances[i] as number;
    const df = dfs[i] as number;
    if (!(variance > 0) || !(df > 0)) {
      throw new StatsError('notEnoughData', "Bartlett's test needs positive variances and df.");
    }
    totalDf += df;
    pooled += df * variance;
    sumLog += df * Math.log(variance);
    sumInverseDf += 1 / df;
  }
  const pooledVariance = pooled / totalDf;
  const correction = 1 + (sumInverseDf - 1 / totalDf) / (3 * (k - 1));
  const statistic = (totalDf * Math.log(pooledVariance) - sumLog) / correction;
  return { statistic, df: k - 1, p: chiSquareSurvival(statistic, k - 1), pooledVariance };
}

/** Terms of the combined ANOVA, in the order agricolae `AMMI` prints them. */
export type MetSource =
  | 'environment'
  | 'replicateWithinEnvironment'
  | 'genotype'
  | 'genotypeByEnvironment'
  | 'residual';

/** One F test: the row's mean square over the mean square of `errorTerm`. */
export type MetFTest = {
  f: number;
  p: number;
  errorTerm: MetSource;
};

export type MetAnovaRow = {
  source: MetSource;
  df: number;
  ss: number;
  ms: number;
  /** Fixed model (all effects fixed): every term against the residual. Null for the residual. */
  fixed: MetFTest | null;
  /**
   * Mixed model as agricolae `AMMI` and golden run.R test it (environments and replicates
   * random): environment against replicates-within-environment, genotype against G×E, the
   * others against the residual. Null for the residual.
   */
  mixed: MetFTest | null;
};

function testAgainst(rows: MetAnovaRow[], source: MetSource, errorTerm: MetSource): MetFTest {
  const row = rows.find((candidate) => candidate.source === source) as MetAnovaRow;
  const error = rows.find((candidate) => candidate.source === errorTerm) as MetAnovaRow;
  const f = row.ms / error.ms;
  return { f, p: fSurvival(f, row.df, error.df), errorTerm };
}

/**
 * The combined ANOVA of a balanced MET, y = μ + Eⱼ + R(E)ₖ₍ⱼ₎ + Gᵢ + GEᵢⱼ + ε, with closed
 * forms (g genotypes, e environments, r replicates, dots for means):
 * SS_E = g r Σⱼ (ȳ.ⱼ − ȳ)², SS_R(E) = g Σⱼₖ (ȳ.ⱼₖ − ȳ.ⱼ)², SS_G = e r Σᵢ (ȳᵢ. − ȳ)²,
 * SS_GE = r Σᵢⱼ (ȳᵢⱼ − ȳᵢ. − ȳ.ⱼ + ȳ)², SS_residual = Σⱼ (residual SS of environment j's RCBD).
 * df: e − 1, e(r − 1), g − 1, (g − 1)(e − 1), e(g − 1)(r − 1). Orthogonal, so the order of the
 * terms does not matter (Type I = II = III).
 *
 * Reference: Gomez & Gomez (1984) Table 8.3; R `anova(aov(y ~ E + E:R + G + G:E))`.
 */
export function computeCombinedAnova(
  layout: MetLayout,
  means: MetMeans,
  residualSs: number,
): MetAnovaRow[] {
  const g = layout.genotypes.length;
  const e = layout.environments.length;
  const r = layout.repCount;
  let repSs = 0;
  for (let j = 0; j < e; j += 1) {
    const block = means.environmentRep.subarray(j * r, j * r + r);
    repSs += g * sumOfSquaredDeviations(block, means.environment[j] as number);
  }
  let interactionSs = 0;
  for (let i = 0; i < g; i += 1) {
    for (let j = 0; j < e; j += 1) {
      const deviation = (means.cell[i * e + j] as number) - (means.genotype[i] as number);
      interactionSs += (deviation - (means.environment[j] as number) + means.grand) ** 2;
    }
  }
  const terms: [MetSource, number, number][] = [
    ['environment', e - 1, g * r * sumOfSquaredDeviations(means.environment, means.grand)],
    ['replicateWithinEnvironment', e * (r - 1), repSs],
    ['genotype', g - 1, e * r * sumOfSquaredDeviations(means.genotype, means.grand)],
    ['genotypeByEnvironment', (g - 1) * (e - 1), r * interactionSs],
    ['residual', e * (g - 1) * (r - 1), residualSs],
  ];
  const rows: MetAnovaRow[] = terms.map(([source, df, ss]) => ({
    source,
    df,
    ss,
    ms: ss / df,
    fixed: null,
    mixed: null,
  }));
  const mixedErrors: Partial<Record<MetSource, MetSource>> = {
    environment: 'replicateWithinEnvironment',
    genotype: 'genotypeByEnvironment',
  };
  for (const row of rows) {
    if (row.source === 'residual') continue;
    row.fixed = testAgainst(rows, row.source, 'residual');
    row.mixed = testAgainst(rows, row.source, mixedErrors[row.source] ?? 'residual');
  }
  return rows;
}

/** One genotype's Finlay–Wilkinson regression of its means on the environment index. */
export type FinlayWilkinsonFit = {
  genotype: string;
  /** Mean over environments (= intercept, since the index sums to zero). */
  mean: number;
  intercept: number;
  /** b: 1 = average stability, > 1 responsive to good environments, < 1 stable. */
  slope: number;
  interceptSe: number;
  slopeSe: number;
  r2: number;
  /** s²d = Σ (ȳᵢⱼ − a − b Iⱼ)² / (e − 2), Eberhart & Russell's deviation mean square on means. */
  deviationMs: number;
};

export type FinlayWilkinsonResult = {
  /** Iⱼ = ȳ.ⱼ − ȳ, the environment index, in environment order. */
  environmentIndex: Float64Array;
  fits: FinlayWilkinsonFit[];
};

/**
 * Finlay–Wilkinson (Eberhart–Russell) stability regression: for each genotype the least-squares
 * line ȳᵢⱼ = aᵢ + bᵢ Iⱼ through its environment means, with Iⱼ = ȳ.ⱼ − ȳ. Then
 * bᵢ = Σⱼ ȳᵢⱼ (Iⱼ − Ī) / Sxx, aᵢ = ȳᵢ. − bᵢ Ī, s²d = RSS / (e − 2), SE(b) = √(s²d / Sxx),
 * SE(a) = √(s²d (1/e + Ī² / Sxx)), R² = 1 − RSS / Σⱼ (ȳᵢⱼ − ȳᵢ.)² (0 when the genotype's
 * means do not vary; R gives NaN). Same numbers as R `lm(y ~ Ij)` per genotype (run.R).
 *
 * Reference: Finlay & Wilkinson (1963) Aust. J. Agric. Res. 14:742; Eberhart & Russell (1966)
 * Crop Sci. 6:36.
 *
 * @param cellMeans genotype × environment means, row-major (`MetMeans.cell`).
 * @throws StatsError('notEnoughData') with fewer than 3 environments or equal environment means.
 */
export function computeFinlayWilkinson(
  cellMeans: Float64Array,
  genotypes: readonly string[],
  environmentCount: number,
): FinlayWilkinsonResult {
  const e = environmentCount;
  const g = genotypes.length;
  if (e < 3) {
    throw new StatsError('notEnoughData', 'Stability regression needs at least 3 environments.');
  }
  const environmentIndex = new Float64Array(e);
  for (let i = 0; i < g; i += 1) {
    for (let j = 0; j < e; j += 1) {
      environmentIndex[j] = (environmentIndex[j] as number) + (cellMeans[i * e + j] as number) / g;
    }
  }
  const grand = meanOf(environmentIndex);
  for (let j = 0; j < e; j += 1) environmentIndex[j] = (environmentIndex[j] as number) - grand;
  const indexMean = meanOf(environmentIndex);
  const sxx = sumOfSquaredDeviations(environmentIndex, indexMean);
  if (!(sxx > 0)) {
    throw new StatsError('notEnoughData', 'All environments have the same mean: no index.');
  }
  const fits = genotypes.map((genotype, i) => {
    const y = cellMeans.subarray(i * e, i * e + e);
    const mean = meanOf(y);
    let sxy = 0;
    for (let j = 0; j < e; j += 1) {
      sxy += ((y[j] as number) - mean) * ((environmentIndex[j] as number) - indexMean);
    }
    const slope = sxy / sxx;
    const intercept = mean - slope * indexMean;
    const syy = sumOfSquaredDeviations(y, mean);
    let rss = 0;
    for (let j = 0; j < e; j += 1) {
      rss += ((y[j] as number) - intercept - slope * (environmentIndex[j] as number)) ** 2;
    }
    const deviationMs = rss / (e - 2);
    return {
      genotype,
      mean,
      intercept,
      slope,
      interceptSe: Math.sqrt(deviationMs * (1 / e + indexMean ** 2 / sxx)),
      slopeSe: Math.sqrt(deviationMs / sxx),
      r2: syy > 0 ? 1 - rss / syy : 0,
      deviationMs,
    };
  });
  return { environmentIndex, fits };
}

/** One multiplicative term of AMMI. */
export type AmmiComponent = {
  /** 1 for PC1. */
  component: number;
  /** λₖ, the k-th singular value of the interaction matrix of means. */
  singularValue: number;
  /** r λₖ², the share of SS_GE (plot scale) this term explains. */
  ss: number;
  /** Gollob's df: g + e − 1 − 2k. */
  df: number;
  ms: number;
  /** 100 · ssₖ / SS_GE (agricolae prints it rounded to 0.1). */
  percent: number;
  cumulativePercent: number;
  /** msₖ / residual MS of the combined ANOVA (agricolae prints it rounded to 0.01). */
  f: number;
  p: number;
};

export type AmmiResult = {
  components: AmmiComponent[];
  /** Per component, the genotype scores uᵢₖ √λₖ (agricolae's biplot scaling). */
  genotypeScores: Float64Array[];
  /** Per component, the environment scores vⱼₖ √λₖ. */
  environmentScores: Float64Array[];
};

/**
 * AMMI (additive main effects and multiplicative interaction): the singular value decomposition
 * of the interaction residuals of the genotype × environment means,
 * zᵢⱼ = ȳᵢⱼ − ȳᵢ. − ȳ.ⱼ + ȳ = Σₖ λₖ uᵢₖ vⱼₖ. Component k carries SS = r λₖ² with Gollob's
 * df = g + e − 1 − 2k and is F-tested against the residual mean square of the combined ANOVA,
 * F = (SSₖ / dfₖ) / MSE on (dfₖ, df_error). Components 1 … min(g, e) − 1 with df > 0 are returned,
 * as agricolae `AMMI` prints them (agricolae rounds F to 2 decimals before its p; here F and p
 * are exact). Singular vectors have arbitrary signs: each component is oriented so that its
 * largest environment score (in absolute value) is positive.
 *
 * Reference: Gauch (1992) Statistical Analysis of Regional Yield Trials, ch. 4; Gollob (1968)
 * Psychometrika 33:73; agricolae 1.3-7 `AMMI`.
 *
 * @param cellMeans genotype × environment means, row-major (`MetMeans.cell`).
 */
export function computeAmmi(
  cellMeans: Float64Array,
  genotypeCount: number,
  environmentCount: number,
  repCount: number,
  error: { ms: number; df: number },
): AmmiResult {
  const g = genotypeCount;
  const e = environmentCount;
  const residuals = interactionResiduals(cellMeans, g, e);
  // Left singular vectors are not asked for: accumulating them (g × g work) costs far more than
  // the decomposition itself; the genotype scores come from Z v / √λ below.
  const svd = new SingularValueDecomposition(residuals, {
    autoTranspose: true,
    computeLeftSingularVectors: false,
  });
  const singularValues = svd.diagonal;
  const totalSs = repCount * singularValues.reduce((sum, value) => sum + value * value, 0);
  const negligible = (singularValues[0] ?? 0) * Math.max(g, e) * Number.EPSILON;
  const result: AmmiResult = { components: [], genotypeScores: [], environmentScores: [] };
  let cumulativePercent = 0;
  for (let k = 1; k < Math.min(g, e) && g + e - 1 - 2 * k > 0; k += 1) {
    const singularValue = singularValues[k - 1] as number;
    const ss = repCount * singularValue * singularValue;
    const df = g + e - 1 - 2 * k;
    const f = ss / df / error.ms;
    const percent = totalSs > 0 ? (100 * ss) / totalSs : 0;
    cumulativePercent += percent;
    const p = fSurvival(f, df, error.df);
    result.components.push({
      component: k,
      singularValue,
      ss,
      df,
      ms: ss / df,
      percent,
      cumulativePercent,
      f,
      p,
    });
    const v = Float64Array.from({ length: e }, (_, j) => svd.rightSingularVectors.get(j, k - 1));
    // Orient each axis so that its largest environment loading is positive (SVD signs are arbitrary).
    const pivot = v.reduce((best, x) => (Math.abs(x) > Math.abs(best) ? x : best), 0);
    const sign = pivot < 0 ? -1 : 1;
    const scale = Math.sqrt(singularValue);
    result.environmentScores.push(v.map((x) => sign * scale * x));
    // uᵢₖ √λₖ = (Z v)ᵢ / √λₖ; a numerically null axis has null scores.
    const genotype = new Float64Array(g);
    if (singularValue > negligible) {
      residuals.forEach((row, i) => {
        genotype[i] = (sign * row.reduce((sum, z, j) => sum + z * (v[j] as number), 0)) / scale;
      });
    }
    result.genotypeScores.push(genotype);
  }
  return result;
}

/** zᵢⱼ = ȳᵢⱼ − ȳᵢ. − ȳ.ⱼ + ȳ as rows of a g × e matrix. */
function interactionResiduals(cellMeans: Float64Array, g: number, e: number): number[][] {
  const rowMeans = new Float64Array(g);
  const columnMeans = new Float64Array(e);
  for (let i = 0; i < g; i += 1) {
    for (let j = 0; j < e; j += 1) {
      const value = cellMeans[i * e + j] as number;
      rowMeans[i] = (rowMeans[i] as number) + value / e;
      columnMeans[j] = (columnMeans[j] as number) + value / g;
    }
  }
  const grand = meanOf(rowMeans);
  return Array.from({ length: g }, (_, i) =>
    Array.from(
      { length: e },
      (_, j) =>
        (cellMeans[i * e + j] as number) -
        (rowMeans[i] as number) -
        (columnMeans[j] as number) +
        grand,
    ),
  );
}

/** The RCBD analysis of one environment. */
export type MetEnvironmentAnalysis = {
  environment: string;
  /** `aov(y ~ rep + genotype)` within the environment: rows `block`, `treatment` (= genotype). */
  anova: RcbdAnova;
  mean: number;
  /** Error mean square and its df, (g − 1)(r − 1); the combined ANOVA pools them. */
  mse: number;
  dfError: number;
  /** F and p of genotypes against the environment's own error. */
  fGenotype: number;
  pGenotype: number;
  /** 100 · √MSE / mean (%). */
  cv: number;
  /** Least significant difference of two genotype means: t(1 − α/2, dfE) · √(2 MSE / r). */
  lsd: number;
};

export type MetAnalysis = {
  genotypes: string[];
  environments: string[];
  repCount: number;
  means: MetMeans;
  perEnvironment: MetEnvironmentAnalysis[];
  /** Homogeneity of the per-environment error variances (pool them only if not significant). */
  bartlett: BartlettTest;
  combined: MetAnovaRow[];
  /** 100 · √MSE / grand mean of the combined analysis (%). */
  cv: number;
  /**
   * LSD of two genotype means over all environments (e·r plots each):
   * t(1 − α/2, df) · √(2 MS / (e r)) with MS = G×E (mixed model) or residual (fixed model).
   */
  lsd: { mixed: number; fixed: number };
  /** Null with fewer than 3 environments (no degree of freedom for the deviations). */
  finlayWilkinson: FinlayWilkinsonResult | null;
  ammi: AmmiResult;
};

function analyseEnvironment(layout: MetLayout, j: number, alpha: number): MetEnvironmentAnalysis {
  const g = layout.genotypes.length;
  const r = layout.repCount;
  const labels = layout.repLabels[j] ?? [];
  const plots = g * r;
  const environment = layout.environments[j] ?? '';
  const anova = computeRcbdAnova(
    layout.values.subarray(j * plots, (j + 1) * plots),
    Array.from({ length: plots }, (_, n) => layout.genotypes[n % g] ?? ''),
    Array.from({ length: plots }, (_, n) => labels[Math.floor(n / g)] ?? ''),
    { treatmentLevels: layout.genotypes, blockLevels: labels },
  );
  const { ms: mse, df: dfError } = anova.residual;
  if (!(mse > 0)) {
    throw new StatsError(
      'notEnoughData',
      `Environment "${environment}" has no residual variation: its error variance is zero.`,
    );
  }
  const genotype = anova.rows[1];
  return {
    environment,
    anova,
    mean: anova.grandMean,
    mse,
    dfError,
    fGenotype: genotype.f ?? Number.NaN,
    pGenotype: genotype.p ?? Number.NaN,
    cv: anova.cvPercent,
    lsd: tQuantile(1 - alpha / 2, dfError) * Math.sqrt((2 * mse) / r),
  };
}

/**
 * Analyses a balanced multi-environment trial (each environment an RCBD with the same genotypes
 * and the same number of replicates): per-environment RCBD ANOVA with CV and LSD, Bartlett's
 * test of the error variances, the combined ANOVA with replicates nested in environments
 * (fixed- and mixed-model F tests), genotype × environment means, Finlay–Wilkinson regressions
 * and AMMI. Names are sorted as R sorts factor levels. Reproduces golden case 06 (R `aov` +
 * agricolae 1.3-7 `AMMI` on `plrv`).
 *
 * Assumptions: normal errors, common error variance within each environment; the mixed-model
 * tests treat environments and replicates as random, as agricolae `AMMI` does (environment vs
 * Rep(Env), genotype vs G×E).
 *
 * @param options.alpha significance level of the LSDs (default 0.05).
 * @throws StatsError('notEnoughData') when the design is unbalanced or incomplete (a missing,
 *   duplicated or non-finite plot, unequal replicates), has fewer than 2 genotypes,
 *   environments or replicates, or an environment has zero error variance.
 */
export function computeMetAnalysis(
  records: readonly MetRecord[],
  options: { alpha?: number } = {},
): MetAnalysis {
  const alpha = options.alpha ?? 0.05;
  const layout = layOutMet(records);
  const { genotypes, environments, repCount } = layout;
  const g = genotypes.length;
  const e = environments.length;
  const perEnvironment = environments.map((_, j) => analyseEnvironment(layout, j, alpha));
  const bartlett = computeBartlettTest(
    perEnvironment.map((site) => site.mse),
    perEnvironment.map((site) => site.dfError),
  );
  const means = computeMetMeans(layout);
  const residualSs = perEnvironment.reduce((sum, site) => sum + site.anova.residual.ss, 0);
  const combined = computeCombinedAnova(layout, means, residualSs);
  const interaction = combined[3] as MetAnovaRow;
  const residual = combined[4] as MetAnovaRow;
  const lsdOf = (row: MetAnovaRow) =>
    tQuantile(1 - alpha / 2, row.df) * Math.sqrt((2 * row.ms) / (e * repCount));
  return {
    genotypes,
    environments,
    repCount,
    means,
    perEnvironment,
    bartlett,
    combined,
    cv: (100 * Math.sqrt(residual.ms)) / means.grand,
    lsd: { mixed: lsdOf(interaction), fixed: lsdOf(residual) },
    finlayWilkinson: e >= 3 ? computeFinlayWilkinson(means.cell, genotypes, e) : null,
    ammi: computeAmmi(means.cell, g, e, repCount, residual),
  };
}
