import type { AnovaResult, AnovaTableRow, TukeyPair } from '@plotline/contract/statistics-anova';

/** Significance level of the highlighted rows and of the letter groups. */
export const ALPHA = 0.05;

/** A line of the ANOVA table as the page shows it. */
export type AnovaLine = AnovaTableRow & {
  /** The term as the answer names it (spaces as `_`), or `Residual`. */
  source: string;
  isResidual: boolean;
  isSignificant: boolean;
};

/** The ANOVA table's lines in the answer's order: the factors as asked, then the residual. */
export function toAnovaLines(result: AnovaResult): AnovaLine[] {
  return Object.entries(result.model_stat).map(([source, row]) => ({
    ...row,
    source,
    isResidual: source === 'Residual',
    isSignificant: row['PR(>F)'] !== null && row['PR(>F)'] < ALPHA,
  }));
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
