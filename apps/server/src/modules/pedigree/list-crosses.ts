/**
 * The crosses of a crossing plan (decision 036), pure: which pairs a design makes and the name
 * each cross line gets.
 */

export type CrossPair = { motherId: number; fatherId: number };

/**
 * The (mother, father) pairs of a design, in the order given, each once: `factorial` every
 * mother × every father; `diallel` every pair of `mothers` (the half diallel, mother first as
 * listed; both directions with `reciprocals`); `pairs` the pairs given. A line is never
 * crossed with itself: such pairs are left out.
 */
export function listCrosses(input: {
  design: 'pairs' | 'factorial' | 'diallel';
  mothers: readonly number[];
  fathers: readonly number[];
  pairs: readonly { mother_id: number; father_id: number }[];
  reciprocals: boolean;
}): CrossPair[] {
  const out: CrossPair[] = [];
  const seen = new Set<string>();
  const add = (motherId: number, fatherId: number) => {
    const key = `${motherId},${fatherId}`;
    if (motherId === fatherId || seen.has(key)) return;
    seen.add(key);
    out.push({ motherId, fatherId });
  };
  if (input.design === 'factorial') {
    for (const mother of input.mothers) for (const father of input.fathers) add(mother, father);
  } else if (input.design === 'diallel') {
    const parents = [...new Set(input.mothers)];
    for (let i = 0; i < parents.length; i++) {
      for (let j = i + 1; j < parents.length; j++) {
        add(parents[i] as number, parents[j] as number);
        if (input.reciprocals) add(parents[j] as number, parents[i] as number);
      }
    }
  } else {
    for (const pair of input.pairs) add(pair.mother_id, pair.father_id);
  }
  return out;
}

/** The Purdy level of a name: 0 no cross, 1 `A/B`, 2 `A/B//C`, n `…/n/…` (or n slashes). */
export function purdyLevel(name: string): number {
  let level = 0;
  for (const match of name.matchAll(/\/(\d+)\/|\/+/g)) {
    const value = match[1] !== undefined ? Number(match[1]) : match[0].length;
    level = Math.max(level, value);
  }
  return level;
}

/**
 * The name of the cross of two lines in Purdy notation: `A/B`; a cross with a cross uses the
 * next separator, `A/B//C`, `A/B//C/3/D`, so the name still reads back as its two parents.
 */
export function crossName(mother: string, father: string): string {
  const level = Math.max(purdyLevel(mother), purdyLevel(father)) + 1;
  const separator = level === 1 ? '/' : level === 2 ? '//' : `/${level}/`;
  return `${mother.trim()}${separator}${father.trim()}`;
}
