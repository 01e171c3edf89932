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
 * References: Griffing, B. (1956) Aust. J. Biol. Sci. 9:463–493; Singh, R.K. & Chaudhary, B.D.
 * (1979) Biometrical Methods in Quantitative Genetic Analysis, Kalyani; Onofri et al.
 * (2020) Theor. Appl. Genet. 133:3041 (lmDiallel).
 */
import { type AnovaRow, computeRcbdAnova, type RcbdAnova, type ResidualRow } from './anova.ts';
import { fSurvival } from './distributions.ts';
import { StatsError } from './errors.ts';

/** 1: parents + F1s + reciprocals; 2: parents + F1s; 3: F1s + reciprocals; 4: F1s only. */
export type GriffingMethod = 1 | 2 | 3 | 4;

/** Model I (`fixed`): the parents are the population of interest; Model II: a random sample. */
export type GriffingModel = 'fixed' | 'random';

/** One plot of a diallel trial. A parent's own plot has `parent1 === parent2`. */
export interface DiallelRecord {
  /** Female (seed) parent; the row of the diallel table. */
  parent1: string;
  /** Male (pollen) parent; the column of the diallel table. */
  parent2: string;
  /** Replicate (block) label. */
  replicate: string | number;
  value: number;
}

/** The lines of Griffing's combining-ability ANOVA. */
export type DiallelSource = 'gca' | 'sca' | 'reciprocal';

/** Standard errors of effects and of differences between effects (null: not in this method). */
export interface DiallelStandardErrors {
  /** SE(ĝᵢ). */
  gca: number;
  /** SE(ŝᵢⱼ), i ≠ j. */
  sca: number;
  /** SE(ŝᵢᵢ) (Methods 1, 2). */
  scaSelf: number | null;
  /** SE(r̂ᵢⱼ) (Methods 1, 3). */
  reciprocal: number | null;
  /** SE(ĝᵢ − ĝⱼ). */
  gcaDifference: number;
  /** SE(ŝᵢᵢ − ŝⱼⱼ) (Methods 1, 2). */
  scaSelfDifference: number | null;
  /** SE(ŝᵢᵢ − ŝᵢⱼ) (Methods 1, 2). */
  scaSelfCrossDifference: number | null;
  /** SE(ŝᵢᵢ − ŝⱼₖ) (Methods 1, 2). */
  scaSelfOtherDifference: number | null;
  /** SE(ŝᵢⱼ − ŝᵢₖ): two crosses sharing a parent. */
  scaSharedParentDifference: number;
  /** SE(ŝᵢⱼ − ŝₖₗ): two crosses without a common parent. */
  scaDisjointDifference: number;
  /** SE(r̂ᵢⱼ − r̂ₖₗ) (Methods 1, 3). */
  reciprocalDifference: number | null;
}

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

/** Plots laid out by entry: `values[entry · replicateCount + replicate]`. */
interface DiallelLayout {
  parents: string[];
  replicateCount: number;
  /** Cell `female · n + male` of each entry (Methods 2, 4: upper triangle). */
  cells: Int32Array;
  values: Float64Array;
}

const COLLATOR = new Intl.Collator('en', { numeric: true });

const hasSelfs = (method: GriffingMethod): boolean => method <= 2;
const hasReciprocals = (method: GriffingMethod): boolean => method === 1 || method === 3;

/** The cells a method needs, in row-major order of the diallel table. */
function methodCells(method: GriffingMethod, n: number): Int32Array {
  const cells: number[] = [];
  for (let i = 0; i < n; i += 1) {
    for (let j = hasReciprocals(method) ? 0 : i; j < n; j += 1) {
      if (i !== j || hasSelfs(method)) cells.push(i * n + j);
    }
  }
  return Int32Array.from(cells);
}

/** Parents (numeric-aware sort) of the records the method uses; parents' plots leave Methods 3, 4. */
function collectParents(records: readonly DiallelRecord[], method: GriffingMethod): string[] {
  const names = new Set<string>();
  for (const { parent1, parent2 } of records) {
    if (parent1 === parent2 && !hasSelfs(method)) continue;
    names.add(parent1).add(parent2);
  }
  const parents = [...names].sort(COLLATOR.compare);
  const least = hasSelfs(method) ? 3 : 4;
  if (parents.length < least) fail(`Method ${method} needs at least ${least} parents.`);
  return parents;
}

/** Replicate labels in order of first appearance. */
function indexReplicates(records: readonly DiallelRecord[]): Map<string, number> {
  const replicates = new Map<string, number>();
  for (const { replicate } of records) {
    if (!replicates.has(String(replicate))) replicates.set(String(replicate), replicates.size);
  }
  if (replicates.size < 2) fail('A diallel analysis needs at least 2 replicates.');
  return replicates;
}

/**
 * Checks that the records form a complete RCBD of the method's entries and lays them out.
 *
 * @throws StatsError('notEnoughData') for fewer than 3 parents (4 in Methods 3, 4), fewer than 2
 *   replicates, a missing or duplicated plot, a non-finite value, or both reciprocal crosses of a
 *   pair in Methods 2, 4.
 */
function layOutDiallel(records: readonly DiallelRecord[], method: GriffingMethod): DiallelLayout {
  const parents = collectParents(records, method);
  const n = parents.length;
  const index = new Map(parents.map((name, i) => [name, i]));
  const cells = methodCells(method, n);
  const entryOfCell = new Int32Array(n * n);
  for (const [entry, cell] of cells.entries()) entryOfCell[cell] = entry;
  const replicates = indexReplicates(records);
  const r = replicates.size;
  const values = new Float64Array(cells.length * r).fill(Number.NaN);
  const orientation = new Int8Array(n * n);
  for (const record of records) {
    let i = index.get(record.parent1) ?? -1;
    let j = index.get(record.parent2) ?? -1;
    if (i === j && !hasSelfs(method)) continue;
    const plot = `${record.parent1} × ${record.parent2} in replicate "${record.replicate}"`;
    if (!Number.isFinite(record.value)) fail(`The value of ${plot} is missing.`);
    if (!hasReciprocals(method) && i !== j) {
      if (i > j) [i, j] = [j, i];
      const side = record.parent1 === parents[i] ? 1 : -1;
      if (orientation[i * n + j] === -side)
        fail(`Method ${method} takes one F1 per pair: ${plot}.`);
      orientation[i * n + j] = side;
    }
    const slot =
      (entryOfCell[i * n + j] ?? 0) * r + (replicates.get(String(record.replicate)) ?? 0);
    if (!Number.isNaN(values[slot] ?? 0)) fail(`${plot} is recorded twice.`);
    values[slot] = record.value;
  }
  const missing = values.findIndex(Number.isNaN);
  if (missing >= 0) {
    const cell = cells[Math.floor(missing / r)] ?? 0;
    fail(
      `Method ${method} needs ${parents[Math.floor(cell / n)]} × ${parents[cell % n]} in every replicate.`,
    );
  }
  return { parents, replicateCount: r, cells, values };
}

function fail(message: string): never {
  throw new StatsError('notEnoughData', message);
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
 * Griffing's (1956) variances of effects and of their differences in units of σ² = error MS / r
 * (Griffing 1956; Singh & Chaudhary 1979). Absent keys do not exist in the method. Each closed form
 * is checked in the tests against Σcₖ², the exact variance of the linear estimator.
 */
const VARIANCE_COEFFICIENTS: Record<GriffingMethod, (n: number) => Partial<DiallelStandardErrors>> =
  {
    1: (n) => ({
      gca: (n - 1) / (2 * n * n),
      sca: (n * n - 2 * n + 2) / (2 * n * n),
      scaSelf: ((n - 1) * (n - 1)) / (n * n),
      reciprocal: 1 / 2,
      gcaDifference: 1 / n,
      scaSelfDifference: (2 * (n - 2)) / n,
      scaSelfCrossDifference: (3 * n - 2) / (2 * n),
      scaSelfOtherDifference: (3 * (n - 2)) / (2 * n),
      scaSharedParentDifference: (n - 1) / n,
      scaDisjointDifference: (n - 2) / n,
      reciprocalDifference: 1,
    }),
    2: (n) => ({
      gca: (n - 1) / (n * (n + 2)),
      sca: (n * n + n + 2) / ((n + 1) * (n + 2)),
      scaSelf: (n * (n - 1)) / ((n + 1) * (n + 2)),
      gcaDifference: 2 / (n + 2),
      scaSelfDifference: (2 * (n - 2)) / (n + 2),
      scaSelfCrossDifference: (2 * (n + 1)) / (n + 2),
      scaSelfOtherDifference: (2 * (n - 1)) / (n + 2),
      scaSharedParentDifference: (2 * (n + 1)) / (n + 2),
      scaDisjointDifference: (2 * n) / (n + 2),
    }),
    // Method 3 averages the two reciprocal plots of a cross: half of Method 4's variances.
    3: (n) => ({
      gca: (n - 1) / (2 * n * (n - 2)),
      sca: (n - 3) / (2 * (n - 1)),
      reciprocal: 1 / 2,
      gcaDifference: 1 / (n - 2),
      scaSharedParentDifference: (n - 3) / (n - 2),
      scaDisjointDifference: (n - 4) / (n - 2),
      reciprocalDifference: 1,
    }),
    4: (n) => ({
      gca: (n - 1) / (n * (n - 2)),
      sca: (n - 3) / (n - 1),
      gcaDifference: 2 / (n - 2),
      scaSharedParentDifference: (2 * (n - 3)) / (n - 2),
      scaDisjointDifference: (2 * (n - 4)) / (n - 2),
    }),
  };

function standardErrors(method: GriffingMethod, n: number, sigma2: number): DiallelStandardErrors {
  const c = VARIANCE_COEFFICIENTS[method](n);
  const se = (coefficient: number | null | undefined) =>
    coefficient === undefined || coefficient === null ? null : Math.sqrt(coefficient * sigma2);
  return {
    gca: se(c.gca) ?? 0,
    sca: se(c.sca) ?? 0,
    scaSelf: se(c.scaSelf),
    reciprocal: se(c.reciprocal),
    gcaDifference: se(c.gcaDifference) ?? 0,
    scaSelfDifference: se(c.scaSelfDifference),
    scaSelfCrossDifference: se(c.scaSelfCrossDifference),
    scaSelfOtherDifference: se(c.scaSelfOtherDifference),
    scaSharedParentDifference: se(c.scaSharedParentDifference) ?? 0,
    scaDisjointDifference: se(c.scaDisjointDifference) ?? 0,
    reciprocalDifference: se(c.reciprocalDifference),
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
    standardErrors: standardErrors(method, n, residual.ms),
  };
}
