/**
 * Griffing's (1956) combining-ability analysis of a diallel cross tested as a randomized
 * complete block design (RCBD): Methods 1–4 (1 = parents + F1s + reciprocals, 2 = parents + one
 * set of F1s, 3 = F1s + reciprocals, 4 = one set of F1s) under Model I (fixed genotypes) and
 * Model II (random genotypes).
 *
 * Everything after the genotype ANOVA works on the entry means (Griffing's "plot means" basis):
 * sums of squares are the plot-basis ones divided by r, and the error mean square is the RCBD
 * error mean square divided by r. Effects use Griffing's side conditions (Σgᵢ = 0; Method 1:
 * Σⱼ sᵢⱼ = 0; Method 2: sᵢᵢ + Σⱼ sᵢⱼ = 0; Methods 3, 4: Σⱼ≠ᵢ sᵢⱼ = 0; rᵢⱼ = −rⱼᵢ), which makes
 * the SCA effects the least-squares residuals of the additive (GCA) fit. Only balanced data are
 * analysed: every entry of the method exactly once in every replicate.
 *
 * Matches golden case 07: DiallelAnalysisR 0.5.0 `Griffing()` for the ANOVA, variance components
 * and effects; standard errors use the ERROR mean square (DiallelAnalysisR builds them on the
 * replication mean square by mistake) and equal lmDiallel 1.0.1 and Grover & Rai (2010).
 *
 * The entries and layout of each method are in `diallel-layout.ts`, the standard errors of the
 * effects in `diallel-standard-errors.ts`.
 *
 * References: Griffing, B. (1956) Aust. J. Biol. Sci. 9:463–493; Singh, R.K. & Chaudhary, B.D.
 * (1979) Biometrical Methods in Quantitative Genetic Analysis, Kalyani; Onofri et al.
 * (2020) Theor. Appl. Genet. 133:3041 (lmDiallel).
 */

import { fSurvival } from '../distributions/distributions.ts';
import {
  type AnovaRow,
  computeRcbdAnova,
  type RcbdAnova,
  type ResidualRow,
} from '../linear/anova.ts';
import {
  type DiallelLayout,
  type DiallelRecord,
  type GriffingMethod,
  hasReciprocals,
  hasSelfs,
  layOutDiallel,
} from './diallel-layout.ts';
import {
  computeDiallelStandardErrors,
  type DiallelStandardErrors,
} from './diallel-standard-errors.ts';

/** Model I (`fixed`): the parents are the population of interest; Model II: a random sample. */
export type GriffingModel = 'fixed' | 'random';

/** The lines of Griffing's combining-ability ANOVA. */
export type DiallelSource = 'gca' | 'sca' | 'reciprocal';

/** Variance components (Model II) or their fixed-effect analogues (Model I), entry-mean basis. */
export interface DiallelVarianceComponents {
  gca: number;
  sca: number;
  /** Methods 1, 3 only. */
  reciprocal: number | null;
  /** Error mean square of the entry means. */
  error: number;
  /** σ²A = 2σ²GCA (Model II only). */
  additive: number | null;
  /** σ²D = σ²SCA (Model II only). */
  dominance: number | null;
  /** σ²GCA / σ²SCA. */
  gcaToSca: number;
}

/** The full Griffing analysis. Matrices are indexed [female][male] in the order of `parents`. */
export interface DiallelAnalysis {
  method: GriffingMethod;
  model: GriffingModel;
  parents: string[];
  replicateCount: number;
  /** Mean of all analysed plots (μ̂). */
  grandMean: number;
  /** Entry means; Methods 2, 4 fill the upper triangle only; null where no entry. */
  means: (number | null)[][];
  /**
   * Plot-basis RCBD ANOVA of the method's entries (R: `aov(y ~ replicate + entry)`): rows
   * `replicate` and `genotype`, both tested against the residual.
   */
  genotypeAnova: Pick<RcbdAnova, 'residual' | 'total' | 'cvPercent'> & {
    rows: [AnovaRow, AnovaRow];
  };
  /**
   * Griffing's ANOVA on the entry-mean basis (× r gives lmDiallel's plot basis; F is the same):
   * rows `gca`, `sca` and (Methods 1, 3) `reciprocal`; the residual is the error MS / r.
   */
  combiningAbilityAnova: { rows: (AnovaRow & { source: DiallelSource })[]; residual: ResidualRow };
  varianceComponents: DiallelVarianceComponents;
  /** ĝᵢ per parent. */
  gca: number[];
  /** ŝᵢⱼ, symmetric; the diagonal ŝᵢᵢ in Methods 1, 2 (null in Methods 3, 4). */
  sca: (number | null)[][];
  /** r̂ᵢⱼ = (x̄ᵢⱼ − x̄ⱼᵢ)/2 (Methods 1, 3; diagonal null), else null. */
  reciprocal: (number | null)[][] | null;
  standardErrors: DiallelStandardErrors;
}

function testedRow(
  source: DiallelSource,
  df: number,
  ss: number,
  against: { df: number; ms: number },
) {
  const ms = ss / df;
  const f = ms / against.ms;
  return { source, df, ss, ms, f, p: fSurvival(f, df, against.df) };
}

/** RCBD ANOVA of the entries (`anova.ts`, balanced closed forms) and the entry means. */
function genotypeAnova(layout: DiallelLayout) {
  const { values, replicateCount: r } = layout;
  const entry = new Int32Array(values.length);
  const replicate = new Int32Array(values.length);
  for (let k = 0; k < values.length; k += 1) {
    entry[k] = Math.floor(k / r);
    replicate[k] = k % r;
  }
  const levels = (count: number) => Array.from({ length: count }, (_, k) => String(k));
  const rcbd = computeRcbdAnova(values, entry, replicate, {
    treatmentLevels: levels(layout.cells.length),
    blockLevels: levels(r),
  });
  const [block, treatment] = rcbd.rows;
  return {
    table: {
      rows: [
        { ...block, source: 'replicate' },
        { ...treatment, source: 'genotype' },
      ] as [AnovaRow, AnovaRow],
      residual: rcbd.residual,
      total: rcbd.total,
      cvPercent: rcbd.cvPercent,
    },
    entryMeans: rcbd.treatments.means,
    grandMean: rcbd.grandMean,
  };
}

/** The n × n table of entry means (Methods 2, 4: mirrored into x; upper triangle in `means`). */
function tableOfMeans(layout: DiallelLayout, method: GriffingMethod, entryMeans: number[]) {
  const n = layout.parents.length;
  const x = new Float64Array(n * n);
  const means = Array.from({ length: n }, () => new Array<number | null>(n).fill(null));
  for (const [entry, cell] of layout.cells.entries()) {
    const mean = entryMeans[entry] ?? 0;
    const i = Math.floor(cell / n);
    const j = cell % n;
    (means[i] as (number | null)[])[j] = mean;
    x[cell] = mean;
    if (!hasReciprocals(method)) x[j * n + i] = mean;
  }
  return { x, means };
}

/** Griffing's effects and sums of squares (entry-mean basis) from the n × n table of means. */
function partition(method: GriffingMethod, x: Float64Array, n: number, grandMean: number) {
  const selfs = hasSelfs(method);
  const w = hasReciprocals(method) ? 2 : 1;
  const divisor = method === 1 ? n : method === 2 ? n + 2 : n - 2;
  // z: the symmetric table of centred means (reciprocal crosses averaged); y: Griffing's totals.
  const z = new Float64Array(n * n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      if (i === j && !selfs) continue;
      const zij = ((x[i * n + j] ?? 0) + (x[j * n + i] ?? 0)) / 2 - grandMean;
      z[i * n + j] = zij;
      y[i] = (y[i] ?? 0) + zij + (i === j && method === 2 ? zij : 0);
    }
  }
  const gca = Array.from(y, (total) => total / divisor);
  const sca = Array.from({ length: n }, () => new Array<number | null>(n).fill(null));
  let ssGca = 0;
  let ssSca = 0;
  for (const g of gca) ssGca += w * divisor * g * g;
  for (let i = 0; i < n; i += 1) {
    for (let j = selfs ? i : i + 1; j < n; j += 1) {
      const s = (z[i * n + j] ?? 0) - ((y[i] ?? 0) + (y[j] ?? 0)) / divisor;
      (sca[i] as (number | null)[])[j] = s;
      (sca[j] as (number | null)[])[i] = s;
      ssSca += (i === j ? 1 : w) * s * s;
    }
  }
  return { gca, sca, ssGca, ssSca, ...reciprocalEffects(method, x, n) };
}

/** r̂ᵢⱼ = (x̄ᵢⱼ − x̄ⱼᵢ)/2 and SS = 2 Σᵢ<ⱼ r̂ᵢⱼ² (Methods 1, 3). */
function reciprocalEffects(method: GriffingMethod, x: Float64Array, n: number) {
  if (!hasReciprocals(method)) return { reciprocal: null, ssReciprocal: null };
  const reciprocal = Array.from({ length: n }, () => new Array<number | null>(n).fill(null));
  let ssReciprocal = 0;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const rij = ((x[i * n + j] ?? 0) - (x[j * n + i] ?? 0)) / 2;
      (reciprocal[i] as (number | null)[])[j] = rij;
      (reciprocal[j] as (number | null)[])[i] = -rij;
      ssReciprocal += 2 * rij * rij;
    }
  }
  return { reciprocal, ssReciprocal };
}

/** Griffing's variance components (Model II) or fixed-effect analogues (Model I), as DiallelAnalysisR. */
function varianceComponents(
  method: GriffingMethod,
  model: GriffingModel,
  n: number,
  ms: { gca: number; sca: number; reciprocal: number | null; error: number },
): DiallelVarianceComponents {
  const e = ms.error;
  const gcaDivisor =
    method === 1 ? 2 * n : method === 2 ? n + 2 : method === 3 ? 2 * (n - 2) : n - 2;
  const scaDivisor = method === 3 ? 2 : 1;
  let gca = (ms.gca - e) / gcaDivisor;
  let sca = (ms.sca - e) / scaDivisor;
  if (model === 'random') {
    gca = (ms.gca - ms.sca) / gcaDivisor;
    if (method === 1) {
      // E(MS_gca) = σ² + 2(n−1)/n·σ²s + 2nσ²g and E(MS_sca) = σ² + 2(n²−n+1)/n²·σ²s (Griffing 1956).
      const k = n * n - n + 1;
      gca = (ms.gca - (e + n * (n - 1) * ms.sca) / k) / (2 * n);
      sca = ((ms.sca - e) * n * n) / (2 * k);
    }
  }
  return {
    gca,
    sca,
    reciprocal: ms.reciprocal === null ? null : (ms.reciprocal - e) / 2,
    error: e,
    additive: model === 'random' ? 2 * gca : null,
    dominance: model === 'random' ? sca : null,
    gcaToSca: gca / sca,
  };
}

/**
 * Griffing's diallel analysis: the RCBD ANOVA of the entries, the combining-ability ANOVA,
 * variance components, GCA/SCA/reciprocal effects and their standard errors.
 *
 * With x̄ᵢⱼ the entry means (female i, male j), zᵢⱼ = (x̄ᵢⱼ + x̄ⱼᵢ)/2 − μ̂ (Methods 2, 4: the one
 * F1 of the pair), Yᵢ = Σⱼ zᵢⱼ (+ zᵢᵢ in Method 2) and d = n, n+2, n−2, n−2 for Methods 1–4:
 * ĝᵢ = Yᵢ/d, ŝᵢⱼ = zᵢⱼ − (Yᵢ + Yⱼ)/d, r̂ᵢⱼ = (x̄ᵢⱼ − x̄ⱼᵢ)/2; SS_GCA = w·d·Σĝᵢ², SS_SCA = the
 * weighted Σŝᵢⱼ² (weight w = 2 for crosses of Methods 1, 3, else 1), SS_rec = 2Σᵢ<ⱼ r̂ᵢⱼ² —
 * Griffing's textbook formulas (Singh & Chaudhary 1979) rewritten on centred means. df: GCA n−1,
 * SCA n(n−1)/2 (Methods 1, 2) or n(n−3)/2 (3, 4), reciprocal n(n−1)/2.
 * Model I tests every line against the error; Model II tests GCA against SCA and SCA and
 * reciprocals against the error. SE = √(c·MSE/r) with Griffing's coefficients c.
 *
 * Model II reports the same effect estimates although Griffing interprets only the variance
 * components there. Methods 3, 4 ignore parents' own plots; Methods 2, 4 accept the F1 of a pair
 * in either orientation.
 *
 * @throws StatsError('notEnoughData') when the design cannot be analysed (see `layOutDiallel`).
 */
export function computeDiallelAnalysis(
  records: readonly DiallelRecord[],
  options: { method: GriffingMethod; model: GriffingModel },
): DiallelAnalysis {
  const { method, model } = options;
  const layout = layOutDiallel(records, method);
  const { parents, replicateCount: r } = layout;
  const n = parents.length;
  const anova = genotypeAnova(layout);
  const { x, means } = tableOfMeans(layout, method, anova.entryMeans);
  const effects = partition(method, x, n, anova.grandMean);
  const { residual: plotResidual } = anova.table;
  const residual = { df: plotResidual.df, ss: plotResidual.ss / r, ms: plotResidual.ms / r };
  const sca = testedRow(
    'sca',
    hasSelfs(method) ? (n * (n - 1)) / 2 : (n * (n - 3)) / 2,
    effects.ssSca,
    residual,
  );
  const gca = testedRow('gca', n - 1, effects.ssGca, model === 'random' ? sca : residual);
  const ssRec = effects.ssReciprocal;
  const reciprocal =
    ssRec === null ? null : testedRow('reciprocal', (n * (n - 1)) / 2, ssRec, residual);
  return {
    method,
    model,
    parents,
    replicateCount: r,
    grandMean: anova.grandMean,
    means,
    genotypeAnova: anova.table,
    combiningAbilityAnova: { rows: reciprocal ? [gca, sca, reciprocal] : [gca, sca], residual },
    varianceComponents: varianceComponents(method, model, n, {
      gca: gca.ms,
      sca: sca.ms,
      reciprocal: reciprocal?.ms ?? null,
      error: residual.ms,
    }),
    gca: effects.gca,
    sca: effects.sca,
    reciprocal: effects.reciprocal,
    standardErrors: computeDiallelStandardErrors(method, n, residual.ms),
  };
}
