/**
 * Line × tester analysis (Kempthorne 1957; Singh & Chaudhary 1979) of crosses between l lines
 * (females) and t testers (males), optionally with the parents, tested as a randomized complete
 * block design (RCBD): the ANOVA of parents and crosses, its partition of the crosses into lines,
 * testers and lines × testers, GCA effects of lines and testers, SCA effects, their standard
 * errors, genetic components and the contributions of lines, testers and their interaction.
 *
 * Reproduces agricolae 1.3-7 `lineXtester()` (golden case 08), including two of its choices
 * that differ from the textbook (see `computeLineByTesterAnalysis`). agricolae rounds F to 3
 * decimals before its p-value and effects to 3 decimals; here nothing is rounded.
 *
 * Only balanced data are analysed: every cross, and every parent that is present, exactly once
 * in every replicate.
 *
 * References: Kempthorne, O. (1957) An Introduction to Genetic Statistics, Wiley; Singh, R.K. &
 * Chaudhary, B.D. (1979) Biometrical Methods in Quantitative Genetic Analysis, Kalyani;
 * agricolae `lineXtester` (F. de Mendiburu).
 */

import { fSurvival } from '../distributions/distributions.ts';
import { StatsError, type StatsReason } from '../errors.ts';
import { type AnovaRow, computeRcbdAnova, type ResidualRow } from '../linear/anova.ts';

/** One plot: a cross (line and tester), a parent line (tester null) or a tester (line null). */
export interface LineByTesterRecord {
  line: string | null;
  tester: string | null;
  /** Replicate (block) label. */
  replicate: string | number;
  value: number;
}

/** The lines of the ANOVA, in agricolae's order. */
export type LineByTesterSource =
  | 'replications'
  | 'treatments'
  | 'parents'
  | 'parentsVsCrosses'
  | 'crosses'
  | 'lines'
  | 'testers'
  | 'linesByTesters';

/** The complete line × tester analysis; matrices are [line][tester]. */
export interface LineByTesterAnalysis {
  lines: string[];
  testers: string[];
  /** Parent entries present, lines first (names as given). */
  parentLines: string[];
  parentTesters: string[];
  replicateCount: number;
  /**
   * ANOVA with parents and crosses (plot basis). `parents` needs ≥ 2 parents and
   * `parentsVsCrosses` ≥ 1; both are left out otherwise. Lines and testers are tested against
   * lines × testers, every other line against the residual.
   */
  anova: {
    rows: (AnovaRow & { source: LineByTesterSource })[];
    residual: ResidualRow;
    total: { df: number; ss: number };
  };
  /** Mean of the crosses (μ̂). */
  crossMean: number;
  crossMeans: number[][];
  /** ĝ of each line: line mean over testers − μ̂. */
  gcaLines: number[];
  /** ĝ of each tester: tester mean over lines − μ̂. */
  gcaTesters: number[];
  /** ŝᵢⱼ = x̄ᵢⱼ − x̄ᵢ. − x̄.ⱼ + μ̂. */
  sca: number[][];
  /** With MSE the plot error mean square: √(MSE/(rt)), √(MSE/(rl)), √(MSE/r) and √2 × each. */
  standardErrors: {
    gcaLine: number;
    gcaTester: number;
    sca: number;
    gcaLineDifference: number;
    gcaTesterDifference: number;
    scaDifference: number;
  };
  geneticComponents: {
    covHalfSibLine: number;
    covHalfSibTester: number;
    /** σ²GCA. */
    covHalfSibAverage: number;
    covFullSibAverage: number;
    /** σ²SCA = (MS_L×T − MSE)/r. */
    scaVariance: number;
    /** σ²A for inbreeding coefficient F = 0 and F = 1. */
    additive: { inbreeding0: number; inbreeding1: number };
    /** σ²D for F = 0 and F = 1. */
    dominance: { inbreeding0: number; inbreeding1: number };
  };
  /** Shares of the crosses SS, %. */
  contributions: { lines: number; testers: number; linesByTesters: number };
}

/** Plots by entry: crosses `line · t + tester`, then parent lines, then parent testers. */
interface LineByTesterLayout {
  lines: string[];
  testers: string[];
  parentLines: string[];
  parentTesters: string[];
  replicateCount: number;
  values: Float64Array;
}

const COLLATOR = new Intl.Collator('en', { numeric: true });

function fail(message: string, reason: StatsReason): never {
  throw new StatsError('notEnoughData', message, reason);
}

const sortedNames = (names: (string | null)[]) =>
  [...new Set(names.filter((name) => name !== null))].sort(COLLATOR.compare);

/** Lines, testers and parents of the records, and the entry index of each line–tester key. */
function indexEntries(records: readonly LineByTesterRecord[]) {
  const lines = sortedNames(records.map((record) => record.line));
  const testers = sortedNames(records.map((record) => record.tester));
  if (lines.length < 2 || testers.length < 2) {
    fail('Line × tester needs ≥ 2 lines and testers.', { key: 'lineTesterFewEntries' });
  }
  const parentLines = sortedNames(records.map((rec) => (rec.tester === null ? rec.line : null)));
  const parentTesters = sortedNames(records.map((rec) => (rec.line === null ? rec.tester : null)));
  const keys = [
    ...lines.flatMap((line) => testers.map((tester) => `${line}\u0000${tester}`)),
    ...parentLines.map((line) => `${line}\u0000`),
    ...parentTesters.map((tester) => `\u0000${tester}`),
  ];
  const entry = new Map(keys.map((key, e) => [key, e]));
  return { lines, testers, parentLines, parentTesters, entry };
}

/** The reason naming a missing entry: a cross, or a parent's own plot. */
function missingEntryReason(
  names: Omit<LineByTesterLayout, 'replicateCount' | 'values'>,
  e: number,
): StatsReason {
  const { lines, testers, parentLines, parentTesters } = names;
  const crosses = lines.length * testers.length;
  if (e < crosses) {
    const line = lines[Math.floor(e / testers.length)] ?? '';
    return {
      key: 'lineTesterCrossMissing',
      params: { line, tester: testers[e % testers.length] ?? '' },
    };
  }
  const parent =
    e < crosses + parentLines.length
      ? parentLines[e - crosses]
      : parentTesters[e - crosses - parentLines.length];
  return { key: 'lineTesterParentMissing', params: { parent: parent ?? '' } };
}

function entryName(names: Omit<LineByTesterLayout, 'replicateCount' | 'values'>, e: number) {
  const { lines, testers, parentLines, parentTesters } = names;
  const crosses = lines.length * testers.length;
  if (e < crosses)
    return `${lines[Math.floor(e / testers.length)]} × ${testers[e % testers.length]}`;
  if (e < crosses + parentLines.length) return `Parent line ${parentLines[e - crosses]}`;
  return `Tester ${parentTesters[e - crosses - parentLines.length]}`;
}

/**
 * Checks the design and lays the plots out by entry and replicate.
 *
 * @throws StatsError('notEnoughData') for fewer than 2 lines, testers or replicates, a record
 *   with neither line nor tester, a non-finite value, or a missing or repeated plot.
 */
function layOutLineByTester(records: readonly LineByTesterRecord[]): LineByTesterLayout {
  const { entry, ...names } = indexEntries(records);
  const replicates = new Map<string, number>();
  for (const { replicate } of records) {
    if (!replicates.has(String(replicate))) replicates.set(String(replicate), replicates.size);
  }
  const r = replicates.size;
  if (r < 2) fail('Line × tester needs at least 2 replicates.', { key: 'lineTesterFewReplicates' });
  const values = new Float64Array(entry.size * r).fill(Number.NaN);
  for (const record of records) {
    const plot = `${record.line ?? '—'} × ${record.tester ?? '—'} in replicate "${record.replicate}"`;
    const where = {
      entry: `${record.line ?? '—'} × ${record.tester ?? '—'}`,
      replicate: String(record.replicate),
    };
    if (record.line === null && record.tester === null) {
      fail(`${plot} has no line or tester.`, {
        key: 'lineTesterNoParent',
        params: { replicate: where.replicate },
      });
    }
    if (!Number.isFinite(record.value)) {
      fail(`The value of ${plot} is missing.`, { key: 'lineTesterValueMissing', params: where });
    }
    const e = entry.get(`${record.line ?? ''}\u0000${record.tester ?? ''}`) ?? 0;
    const slot = e * r + (replicates.get(String(record.replicate)) ?? 0);
    if (!Number.isNaN(values[slot] ?? 0)) {
      fail(`${plot} is recorded twice.`, { key: 'lineTesterRecordedTwice', params: where });
    }
    values[slot] = record.value;
  }
  const missing = values.findIndex(Number.isNaN);
  if (missing >= 0) {
    const e = Math.floor(missing / r);
    fail(`${entryName(names, e)} is missing in a replicate.`, missingEntryReason(names, e));
  }
  return { ...names, replicateCount: r, values };
}

function row(
  source: LineByTesterSource,
  df: number,
  ss: number,
  against: { df: number; ms: number },
) {
  const ms = ss / df;
  const f = ms / against.ms;
  return { source, df, ss, ms, f, p: fSurvival(f, df, against.df) };
}

/** Σ(m − mean)² and the mean of a slice of entry means. */
function spread(means: readonly number[], from: number, to: number) {
  let mean = 0;
  for (let k = from; k < to; k += 1) mean += (means[k] ?? 0) / (to - from);
  let ss = 0;
  for (let k = from; k < to; k += 1) ss += ((means[k] ?? 0) - mean) ** 2;
  return { mean, ss };
}

/** Line and tester means of the crosses and the SCA table. */
function crossEffects(means: readonly number[], l: number, t: number, crossMean: number) {
  const lineMeans = new Array<number>(l).fill(0);
  const testerMeans = new Array<number>(t).fill(0);
  for (let i = 0; i < l; i += 1) {
    for (let j = 0; j < t; j += 1) {
      const m = means[i * t + j] ?? 0;
      lineMeans[i] = (lineMeans[i] ?? 0) + m / t;
      testerMeans[j] = (testerMeans[j] ?? 0) + m / l;
    }
  }
  const gcaLines = lineMeans.map((m) => m - crossMean);
  const gcaTesters = testerMeans.map((m) => m - crossMean);
  const crossMeans = Array.from({ length: l }, (_, i) => means.slice(i * t, i * t + t));
  const sca = crossMeans.map((cells, i) =>
    cells.map((m, j) => m - (lineMeans[i] ?? 0) - (testerMeans[j] ?? 0) + crossMean),
  );
  return { gcaLines, gcaTesters, crossMeans, sca };
}

/** The ANOVA rows of parents, crosses and their partition (plot basis). */
function partitionAnova(
  layout: LineByTesterLayout,
  means: readonly number[],
  residual: ResidualRow,
) {
  const l = layout.lines.length;
  const t = layout.testers.length;
  const r = layout.replicateCount;
  const c = l * t;
  const p = layout.parentLines.length + layout.parentTesters.length;
  const crosses = spread(means, 0, c);
  const parents = spread(means, c, c + p);
  const effects = crossEffects(means, l, t, crosses.mean);
  const sumSq = (xs: number[]) => xs.reduce((sum, x) => sum + x * x, 0);
  const ssLines = r * t * sumSq(effects.gcaLines);
  const ssTesters = r * l * sumSq(effects.gcaTesters);
  const interaction = row(
    'linesByTesters',
    (l - 1) * (t - 1),
    r * sumSq(effects.sca.flat()),
    residual,
  );
  const rows = [
    ...(p >= 2 ? [row('parents', p - 1, r * parents.ss, residual)] : []),
    ...(p >= 1
      ? [
          row(
            'parentsVsCrosses',
            1,
            ((r * p * c) / (p + c)) * (parents.mean - crosses.mean) ** 2,
            residual,
          ),
        ]
      : []),
    row('crosses', c - 1, r * crosses.ss, residual),
    row('lines', l - 1, ssLines, interaction),
    row('testers', t - 1, ssTesters, interaction),
    interaction,
  ];
  return { rows, effects, crossMean: crosses.mean };
}

/** agricolae 1.3-7's genetic components from the mean squares (plot basis). */
function geneticComponents(
  l: number,
  t: number,
  r: number,
  ms: { lines: number; testers: number; lxt: number; error: number },
) {
  const covHalfSibLine = (ms.lines - ms.lxt) / (r * t);
  const covHalfSibTester = (ms.testers - ms.lxt) / (r * l);
  const pooled = ((l - 1) * ms.lines + (t - 1) * ms.testers) / (l + t - 2);
  const covHalfSibAverage = (pooled - ms.lxt) / (r * (2 * l * t - l - t));
  const covFullSibAverage = (ms.lines + ms.testers + ms.lxt - 3 * ms.error) / (3 * r);
  const scaVariance = (ms.lxt - ms.error) / r;
  return {
    covHalfSibLine,
    covHalfSibTester,
    covHalfSibAverage,
    covFullSibAverage,
    scaVariance,
    additive: { inbreeding0: 4 * covHalfSibAverage, inbreeding1: 2 * covHalfSibAverage },
    dominance: { inbreeding0: 2 * scaVariance, inbreeding1: scaVariance },
  };
}

/**
 * Line × tester analysis with parents, as agricolae 1.3-7 `lineXtester(replication, line,
 * tester, y)`.
 *
 * ANOVA (plot basis, r replicates): replications, treatments and error from the RCBD of all
 * entries; parents SS = r·Σ(x̄ₚ − x̄_P)², crosses SS = r·Σ(x̄ᵢⱼ − μ̂)², parents vs crosses =
 * r·P·lt/(P + lt)·(x̄_P − μ̂)² (= treatments − parents − crosses); lines = rt·Σĝᵢ², testers =
 * rl·Σĝⱼ², L×T = r·Σŝᵢⱼ². Lines and testers are tested against L×T, the rest against the error.
 *
 * Genetic components (M = mean squares): Cov HS(line) = (M_L − M_LT)/(rt), Cov HS(tester) =
 * (M_T − M_LT)/(rl), Cov HS(average) = σ²GCA = [((l−1)M_L + (t−1)M_T)/(l+t−2) − M_LT] /
 * [r(2lt − l − t)], σ²SCA = (M_LT − M_E)/r, σ²A = 4/(1+F)·σ²GCA. As agricolae 1.3-7 computes
 * (not the textbook): Cov FS(average) = [(M_L − M_E) + (M_T − M_E) + (M_LT − M_E)]/(3r) — the
 * textbook term (6r − r(l+t))·Cov HS/(3r) sits on its own line in agricolae and is never added —
 * and σ²D = 2/(1+F)·σ²SCA where Singh & Chaudhary square the factor. Contributions: SS of
 * lines, testers and L×T as % of the crosses SS.
 *
 * @throws StatsError('notEnoughData') when the design cannot be analysed (see the layout).
 */
export function computeLineByTesterAnalysis(
  records: readonly LineByTesterRecord[],
): LineByTesterAnalysis {
  const layout = layOutLineByTester(records);
  const { lines, testers, replicateCount: r, values } = layout;
  const l = lines.length;
  const t = testers.length;
  const entries = values.length / r;
  const entry = Int32Array.from({ length: values.length }, (_, k) => Math.floor(k / r));
  const replicate = Int32Array.from({ length: values.length }, (_, k) => k % r);
  const labels = (count: number) => Array.from({ length: count }, (_, k) => String(k));
  const rcbd = computeRcbdAnova(values, entry, replicate, {
    treatmentLevels: labels(entries),
    blockLevels: labels(r),
  });
  const { residual } = rcbd;
  const [block, treatment] = rcbd.rows;
  const partition = partitionAnova(layout, rcbd.treatments.means, residual);
  const ms = (source: LineByTesterSource) =>
    partition.rows.find((candidate) => candidate.source === source)?.ms ?? 0;
  const ss = (source: LineByTesterSource) =>
    partition.rows.find((candidate) => candidate.source === source)?.ss ?? 0;
  const mse = residual.ms;
  return {
    lines,
    testers,
    parentLines: layout.parentLines,
    parentTesters: layout.parentTesters,
    replicateCount: r,
    anova: {
      rows: [
        { ...block, source: 'replications' },
        { ...treatment, source: 'treatments' },
        ...partition.rows,
      ],
      residual,
      total: rcbd.total,
    },
    crossMean: partition.crossMean,
    ...partition.effects,
    standardErrors: {
      gcaLine: Math.sqrt(mse / (r * t)),
      gcaTester: Math.sqrt(mse / (r * l)),
      sca: Math.sqrt(mse / r),
      gcaLineDifference: Math.sqrt((2 * mse) / (r * t)),
      gcaTesterDifference: Math.sqrt((2 * mse) / (r * l)),
      scaDifference: Math.sqrt((2 * mse) / r),
    },
    geneticComponents: geneticComponents(l, t, r, {
      lines: ms('lines'),
      testers: ms('testers'),
      lxt: ms('linesByTesters'),
      error: mse,
    }),
    contributions: {
      lines: (100 * ss('lines')) / ss('crosses'),
      testers: (100 * ss('testers')) / ss('crosses'),
      linesByTesters: (100 * ss('linesByTesters')) / ss('crosses'),
    },
  };
}
