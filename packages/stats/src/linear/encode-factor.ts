/**
 * Factor labels as level indices, with R's default level order (`factor(x)`: sorted labels,
 * numerically when every label is a number).
 */

/** Labels turned into level indices. */
export type EncodedFactor = { codes: Int32Array; levels: string[] };

const COLLATOR = new Intl.Collator('en');

function sortLevels(labels: string[]): string[] {
  const numeric = labels.every((label) => label.trim() !== '' && Number.isFinite(Number(label)));
  return numeric ? labels.sort((a, b) => Number(a) - Number(b)) : labels.sort(COLLATOR.compare);
}

/**
 * Encodes labels as level indices, like R's `factor(values, levels)`. Without `levels` the
 * levels are the distinct labels sorted (numerically when all are numbers, else alphabetically).
 * @throws RangeError when a label is not one of the given levels
 */
export function encodeFactor(
  values: ArrayLike<string | number>,
  levels?: readonly string[],
): EncodedFactor {
  const index = new Map<string, number>(levels?.map((level, i) => [level, i]));
  const codes = new Int32Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const label = String(values[i]);
    let code = index.get(label);
    if (code === undefined) {
      if (levels) throw new RangeError(`"${label}" is not a level of the factor`);
      code = index.size;
      index.set(label, code);
    }
    codes[i] = code;
  }
  if (levels) return { codes, levels: [...levels] };
  // codes are in order of first appearance so far: renumber them in sorted level order
  const sorted = sortLevels([...index.keys()]);
  const renumber = new Int32Array(sorted.length);
  sorted.forEach((level, rank) => {
    renumber[index.get(level) as number] = rank;
  });
  for (let i = 0; i < codes.length; i += 1) codes[i] = renumber[codes[i] as number] as number;
  return { codes, levels: sorted };
}

/** Labels, or labels already encoded (a caller that knows its levels skips the encoding). */
export type FactorLabels = ArrayLike<string | number> | EncodedFactor;

/** True for an already encoded factor. */
export function isEncodedFactor(labels: FactorLabels): labels is EncodedFactor {
  return !('length' in labels) && 'codes' in labels && 'levels' in labels;
}

/**
 * Encodes labels (as `encodeFactor`), or takes an encoded factor as it is: its codes must be
 * indices into its levels.
 */
export function toEncodedFactor(labels: FactorLabels, levels?: readonly string[]): EncodedFactor {
  return isEncodedFactor(labels) ? labels : encodeFactor(labels, levels);
}
