import type { AnovaResult, AnovaTableRow, TukeyPair } from '@plotline/contract/statistics-anova';

/** Significance level of the highlighted rows and of the letter groups. */
export const ALPHA = 0.05;

/** A line of the ANOVA table as the page shows it. */
export type AnovaLine = AnovaTableRow & {
  /** The term as the answer names it (spaces as `_`), or `Residual`. */
  source: string;
  isResidual: boolean;
  /** A split-plot's main-plot error (`repetition:A`): an error line, not a term. */
  isErrorStratum: boolean;
  isSignificant: boolean;
  /** What the term is tested against (decision 049): `Residual` or a main-plot error. */
  error: string | null;
  /** The denominator df of its F (Satterthwaite in an unbalanced split-plot). */
  errorDf: number | null;
};

/**
 * The ANOVA table's lines in the answer's order: the terms (factors, interactions), a
 * split-plot's main-plot error, then the residual; each term with the error it is tested
 * against (none without a split-plot stratum).
 */
export function toAnovaLines(result: AnovaResult): AnovaLine[] {
  const strata = new Map(result.error_strata.map((s) => [s.term, s]));
  const errors = new Set([...strata.values()].map((s) => s.error));
  return Object.entries(result.model_stat).map(([source, row]) => {
    const isResidual = source === 'Residual';
    const isErrorStratum = !isResidual && errors.has(source);
    return {
      ...row,
      source,
      isResidual,
      isErrorStratum,
      isSignificant: !isErrorStratum && row['PR(>F)'] !== null && row['PR(>F)'] < ALPHA,
      error: strata.get(source)?.error ?? null,
      errorDf: strata.get(source)?.df ?? null,
    };
  });
}

/** Whether some term of the answer is tested against another error than the residual. */
export function isSplitPlotAnswer(result: AnovaResult): boolean {
  return result.error_strata.some((s) => s.error !== 'Residual');
}

/** A Tukey pair with a key for the table. */
export type PairLine = TukeyPair & { key: string; isSignificant: boolean };

/**
 * The pairs whose levels contain `filter` (case-insensitive; blank keeps all), marked
 * significant when p-adj < {@link ALPHA}.
 */
export function toPairLines(pairs: readonly TukeyPair[], filter: string): PairLine[] {
  const needle = filter.trim().toLocaleLowerCase();
  return pairs
    .filter(
      (pair) =>
        needle === '' ||
        pair.group1.toLocaleLowerCase().includes(needle) ||
        pair.group2.toLocaleLowerCase().includes(needle),
    )
    .map((pair) => ({
      ...pair,
      key: `${pair.group1}\u0000${pair.group2}`,
      isSignificant: pair['p-adj'] < ALPHA,
    }));
}
