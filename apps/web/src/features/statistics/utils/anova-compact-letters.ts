import type { TukeyPair } from '@plotline/contract/statistics-anova';

/** A level of a factor with its letters: levels sharing a letter do not differ at `alpha`. */
export type LetterGroup = {
  level: string;
  /** The level's mean minus the first level's, from Tukey's differences (orders the levels). */
  relativeMean: number;
  letters: string;
};

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** a…z, then A…Z, then a1, b1…: enough letters for the 200 levels Tukey is run on. */
function letterAt(index: number): string {
  const round = Math.floor(index / 52);
  const within = index % 52;
  const letter = within < 26 ? ALPHABET[within] : ALPHABET[within - 26]?.toUpperCase();
  return round === 0 ? `${letter}` : `${letter}${round}`;
}

/**
 * The levels of one factor in the order of their pairs (group1 before group2), each with its
 * mean relative to the first level (Tukey's meandiff = mean(group2) − mean(group1)).
 */
export function relativeMeans(pairs: readonly TukeyPair[]): Map<string, number> {
  const means = new Map<string, number>();
  for (const pair of pairs) {
    if (means.size === 0) means.set(pair.group1, 0);
    const first = means.get(pair.group1);
    if (first !== undefined && !means.has(pair.group2)) {
      means.set(pair.group2, first + pair.meandiff);
    }
  }
  return means;
}

function isSubset(small: ReadonlySet<string>, large: ReadonlySet<string>): boolean {
  for (const item of small) if (!large.has(item)) return false;
  return true;
}

/** Drops the columns another column holds entirely (and exact repeats). */
function absorb(columns: Set<string>[]): Set<string>[] {
  return columns.filter(
    (column, index) =>
      !columns.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          isSubset(column, other) &&
          (other.size > column.size || otherIndex < index),
      ),
  );
}

/**
 * Compact letter display of Tukey's comparisons by the insert-absorb algorithm (Piepho 2004,
 * as R's `multcompView`): start with one group of all levels; for every pair that differs
 * (p-adj < `alpha`) split each group holding both, then drop groups contained in others.
 * Letters go in order of the mean, `a` to the group of the highest level; levels are listed
 * highest mean first. Levels that share a letter do not differ significantly.
 */
export function computeLetterGroups(pairs: readonly TukeyPair[], alpha = 0.05): LetterGroup[] {
  const means = relativeMeans(pairs);
  const levels = [...means.keys()].sort((a, b) => (means.get(b) ?? 0) - (means.get(a) ?? 0));
  let columns: Set<string>[] = levels.length > 0 ? [new Set(levels)] : [];
  for (const pair of pairs) {
    if (!(pair['p-adj'] < alpha)) continue;
    const next: Set<string>[] = [];
    for (const column of columns) {
      if (column.has(pair.group1) && column.has(pair.group2)) {
        next.push(new Set([...column].filter((level) => level !== pair.group1)));
        next.push(new Set([...column].filter((level) => level !== pair.group2)));
      } else {
        next.push(column);
      }
    }
    columns = absorb(next);
  }
  const rank = new Map(levels.map((level, index) => [level, index]));
  const firstOf = (column: Set<string>) =>
    Math.min(...[...column].map((level) => rank.get(level) ?? 0));
  columns.sort((a, b) => firstOf(a) - firstOf(b));
  return levels.map((level) => ({
    level,
    relativeMean: means.get(level) ?? 0,
    letters: columns.map((column, index) => (column.has(level) ? letterAt(index) : '')).join(''),
  }));
}
