import { SEASON_INDEX_NAMES, SEASON_INDEX_VARIABLES } from '@plotline/contract/statistics';
import type { MultipleFieldComparison } from '@plotline/contract/statistics-hybrids';
import {
  type CellMark,
  formatFixed,
  type StatRow,
  type StatTable,
} from '../crosses/crosses-stat-table.ts';
import { tCritical975 } from '../crosses/crosses-t-critical.ts';
import type { Translate } from '../crosses/crosses-translate.ts';

const K = 'statistics.multipleFields';

/** Finlay–Wilkinson reading of a slope: b = 1 within its 95 % interval is average. */
export type Stability = 'average' | 'responsive' | 'stable';

/**
 * How a line reacts to better seasons: its slope b against 1 with t₀.₉₇₅(df)·SE(b)
 * (df = seasons − 2); without an SE, b itself. Null without a slope.
 */
export function classifyStability(
  slope: number | null,
  slopeSe: number | null,
  df: number,
): Stability | null {
  if (slope === null) return null;
  const t = tCritical975(df);
  const limit = t !== null && slopeSe !== null ? t * slopeSe : 0;
  if (Math.abs(slope - 1) <= limit) return 'average';
  return slope > 1 ? 'responsive' : 'stable';
}

const STABILITY_MARK: Record<Stability, CellMark | undefined> = {
  average: undefined,
  responsive: 'up',
  stable: 'down',
};

/**
 * The season indices (decision 044) any season has, as columns beside the per-season table:
 * key `index:<name>`, titled in the interface language; the values by season id.
 */
export function seasonIndexColumns(a: MultipleFieldComparison, t: Translate) {
  const present = SEASON_INDEX_NAMES.filter((name) =>
    a.environments.some((e) => e.season_indices?.[name] !== undefined),
  );
  return {
    columns: present.map((name) => ({
      key: `index:${name}`,
      title: t(`seasonIndices.${SEASON_INDEX_VARIABLES[name]}`),
      format: 'number' as const,
    })),
    valuesOf: (yearId: number) => {
      const indices = a.environments.find((e) => e.year_id === yearId)?.season_indices ?? {};
      return Object.fromEntries(present.map((name) => [`index:${name}`, indices[name] ?? null]));
    },
  };
}

function perEnvironmentTable(a: MultipleFieldComparison, t: Translate): StatTable {
  const labels = new Map(a.environments.map((e) => [e.year_id, e.label]));
  const indices = seasonIndexColumns(a, t);
  return {
    id: 'environments',
    title: t(`${K}.perEnvironment`),
    columns: [
      { key: 'environment', title: t(`${K}.environment`), format: 'text' },
      { key: 'mean', title: t(`${K}.mean`), format: 'number' },
      { key: 'cv', title: t(`${K}.cv`), format: 'percent' },
      { key: 'lsd', title: t(`${K}.lsd`), format: 'number' },
      { key: 'f', title: t(`${K}.fLines`), format: 'number' },
      { key: 'p', title: t('statistics.crosses.anova.p'), format: 'p' },
      { key: 'significance', title: t('statistics.crosses.anova.significance'), format: 'text' },
      { key: 'mse', title: t(`${K}.mse`), format: 'number' },
      { key: 'df', title: t(`${K}.dfError`), format: 'count' },
      ...indices.columns,
    ],
    rows: a.per_environment.map((e) => ({
      key: String(e.year_id),
      values: {
        environment: labels.get(e.year_id) ?? String(e.year_id),
        mean: e.mean,
        cv: e.cv,
        lsd: e.lsd,
        f: e.f_genotype,
        p: e.p_genotype,
        significance: e.significance ?? '',
        mse: e.mse,
        df: e.df_error,
        ...indices.valuesOf(e.year_id),
      },
    })),
  };
}

function combinedAnovaTable(a: MultipleFieldComparison, t: Translate, locale: string): StatTable {
  const fixed = (value: number | null, digits: number) => formatFixed(value, digits, locale);
  return {
    id: 'combined-anova',
    title: t(`${K}.combinedAnova`),
    columns: [
      { key: 'source', title: t('statistics.crosses.anova.source'), format: 'text' },
      { key: 'df', title: t('statistics.crosses.anova.df'), format: 'count' },
      { key: 'ss', title: t('statistics.crosses.anova.ss'), format: 'number' },
      { key: 'ms', title: t('statistics.crosses.anova.ms'), format: 'number' },
      { key: 'fFixed', title: t(`${K}.fFixed`), format: 'number' },
      { key: 'pFixed', title: t(`${K}.pFixed`), format: 'p' },
      { key: 'sFixed', title: t(`${K}.starsFixed`), format: 'text' },
      { key: 'fMixed', title: t(`${K}.fMixed`), format: 'number' },
      { key: 'pMixed', title: t(`${K}.pMixed`), format: 'p' },
      { key: 'sMixed', title: t(`${K}.starsMixed`), format: 'text' },
      { key: 'errorMixed', title: t(`${K}.errorTerm`), format: 'text' },
    ],
    rows: a.combined_anova.map((line) => ({
      key: line.source,
      isSummary: line.source === 'residual',
      values: {
        source: t(`${K}.source.${line.source}`),
        df: line.df,
        ss: line.ss,
        ms: line.ms,
        fFixed: line.fixed?.f ?? null,
        pFixed: line.fixed?.p ?? null,
        sFixed: line.fixed?.significance ?? '',
        fMixed: line.mixed?.f ?? null,
        pMixed: line.mixed?.p ?? null,
        sMixed: line.mixed?.significance ?? '',
        errorMixed: line.mixed ? t(`${K}.source.${line.mixed.error_term}`) : '',
      },
    })),
    notes: [
      t(`${K}.cvLsd`, {
        cv: fixed(a.cv, 1),
        fixed: fixed(a.lsd.fixed, 3),
        mixed: fixed(a.lsd.mixed, 3),
      }),
    ],
  };
}

/** The line × season means, each line's mean last, the seasons' means in the bottom row. */
export function buildMeansTable(a: MultipleFieldComparison, t: Translate): StatTable {
  const rows: StatRow[] = a.lines.map((line, i) => {
    const values: StatRow['values'] = { line };
    a.environments.forEach((_, j) => {
      values[`e${j}`] = a.means.cells[i]?.[j] ?? null;
    });
    values.mean = a.means.lines[i] ?? null;
    return { key: line, values };
  });
  const summary: StatRow['values'] = { line: t(`${K}.seasonMean`) };
  a.environments.forEach((_, j) => {
    summary[`e${j}`] = a.means.environments[j] ?? null;
  });
  summary.mean = a.means.grand;
  rows.push({ key: '__mean', values: summary, isSummary: true });
  return {
    id: 'means',
    title: t(`${K}.means`),
    columns: [
      { key: 'line', title: t(`${K}.line`), format: 'text' },
      ...a.environments.map((e, j) => ({
        key: `e${j}`,
        title: e.label,
        format: 'number' as const,
      })),
      { key: 'mean', title: t(`${K}.lineMean`), format: 'number' },
    ],
    rows,
  };
}

function finlayWilkinsonTable(a: MultipleFieldComparison, t: Translate): StatTable | null {
  const fw = a.finlay_wilkinson;
  if (!fw) return null;
  const df = a.environments.length - 2;
  return {
    id: 'finlay-wilkinson',
    title: t(`${K}.fw`),
    columns: [
      { key: 'line', title: t(`${K}.line`), format: 'text' },
      { key: 'mean', title: t(`${K}.mean`), format: 'number' },
      { key: 'slope', title: t(`${K}.slope`), format: 'number' },
      { key: 'slopeSe', title: t(`${K}.slopeSe`), format: 'number' },
      { key: 'r2', title: 'R²', format: 'number' },
      { key: 'deviation', title: t(`${K}.deviation`), format: 'number' },
      { key: 'stability', title: t(`${K}.stability`), format: 'text' },
    ],
    rows: fw.fits.map((fit) => {
      const stability = classifyStability(fit.slope, fit.slope_se, df);
      const mark = stability ? STABILITY_MARK[stability] : undefined;
      return {
        key: fit.line,
        values: {
          line: fit.line,
          mean: fit.mean,
          slope: fit.slope,
          slopeSe: fit.slope_se,
          r2: fit.r2,
          deviation: fit.deviation_ms,
          stability: stability ? t(`${K}.stabilityKinds.${stability}`) : '',
        },
        marks: mark ? { slope: mark } : undefined,
      };
    }),
    notes: [t(`${K}.fwNote`)],
  };
}

function ammiTable(a: MultipleFieldComparison, t: Translate): StatTable {
  return {
    id: 'ammi',
    title: t(`${K}.ammi`),
    columns: [
      { key: 'component', title: t(`${K}.component`), format: 'text' },
      { key: 'singular', title: t(`${K}.singular`), format: 'number' },
      { key: 'df', title: t('statistics.crosses.anova.df'), format: 'count' },
      { key: 'ss', title: t('statistics.crosses.anova.ss'), format: 'number' },
      { key: 'ms', title: t('statistics.crosses.anova.ms'), format: 'number' },
      { key: 'percent', title: t(`${K}.percent`), format: 'percent' },
      { key: 'cumulative', title: t(`${K}.cumulative`), format: 'percent' },
      { key: 'f', title: 'F', format: 'number' },
      { key: 'p', title: t('statistics.crosses.anova.p'), format: 'p' },
      { key: 'significance', title: t('statistics.crosses.anova.significance'), format: 'text' },
    ],
    rows: a.ammi.components.map((c) => ({
      key: String(c.component),
      values: {
        component: `IPCA${c.component}`,
        singular: c.singular_value,
        df: c.df,
        ss: c.ss,
        ms: c.ms,
        percent: c.percent,
        cumulative: c.cumulative_percent,
        f: c.f,
        p: c.p,
        significance: c.significance ?? '',
      },
    })),
  };
}

/** The tables of a multi-season comparison, in reading order; Finlay–Wilkinson when ≥ 3. */
export function buildMetTables(a: MultipleFieldComparison, t: Translate, locale = 'en') {
  return {
    perEnvironment: perEnvironmentTable(a, t),
    combinedAnova: combinedAnovaTable(a, t, locale),
    means: buildMeansTable(a, t),
    finlayWilkinson: finlayWilkinsonTable(a, t),
    ammi: ammiTable(a, t),
  };
}

/** The sentence under Bartlett's test: whether the seasons' error variances may be pooled. */
export function bartlettSentence(a: MultipleFieldComparison, t: Translate, locale = 'en'): string {
  const b = a.bartlett;
  if (b.statistic === null || b.p === null) return t(`${K}.bartlettNone`);
  const values = {
    chi2: formatFixed(b.statistic, 2, locale),
    df: b.df,
    p: b.p < 0.001 ? `< ${formatFixed(0.001, 3, locale)}` : `= ${formatFixed(b.p, 3, locale)}`,
  };
  return t(b.p < 0.05 ? `${K}.bartlettHeterogeneous` : `${K}.bartlettHomogeneous`, values);
}
