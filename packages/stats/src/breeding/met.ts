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
 * This file holds the combined ANOVA and the whole analysis; the layout is in `met-layout.ts`,
 * the means in `met-means.ts`, and `bartlett-test.ts`, `finlay-wilkinson.ts` and `ammi.ts` hold
 * the other parts.
 *
 * References: Gomez & Gomez (1984) Statistical Procedures for Agricultural Research, ch. 8
 * (combined analysis over locations); Finlay & Wilkinson (1963) Aust. J. Agric. Res. 14:742;
 * Gauch (1992) Statistical Analysis of Regional Yield Trials (AMMI); Gollob (1968)
 * Psychometrika 33:73 (AMMI degrees of freedom).
 */

import { fSurvival, tQuantile } from '../distributions/distributions.ts';
import { StatsError } from '../errors.ts';
import { computeRcbdAnova, type RcbdAnova } from '../linear/anova.ts';
import { type BartlettTest, computeBartlettTest } from '../linear/bartlett-test.ts';
import { type AmmiResult, computeAmmi } from './ammi.ts';
import { computeFinlayWilkinson, type FinlayWilkinsonResult } from './finlay-wilkinson.ts';
import { layOutMet, type MetLayout, type MetRecord } from './met-layout.ts';
import { computeMetMeans, type MetMeans, sumOfSquaredDeviations } from './met-means.ts';

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
      { key: 'metNoResidualVariation', params: { environment } },
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
