/**
 * agricolae's compact letter display of treatment means (`orderPvalue`, used by `LSD.test` and
 * `HSD.test`).
 *
 * Reference: de Mendiburu, agricolae 1.3-7 `orderPvalue`.
 */

/**
 * Compact letter display as agricolae's `orderPvalue` (LSD.test, HSD.test): means sorted in
 * decreasing order; two means sharing a letter do not differ at `alpha`. Letters a–z, A–Z, 1–9,
 * then symbols, as agricolae assigns them. `pValue(i, j)` gives the pair's p-value.
 */
export function assignLetterGroups(
  means: ArrayLike<number>,
  pValue: (i: number, j: number) => number,
  alpha: number,
): { order: number[]; groups: string[] } {
  const symbols = [
    ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ123456789',
    ...'.+-*/#$%&^[]:@;_?!=#',
  ];
  const letter = (k: number) => symbols[k - 1] ?? ' ';
  const n = means.length;
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (x, y) => (means[y] as number) - (means[x] as number),
  );
  const p = (a: number, b: number) =>
    a === b ? 1 : pValue(order[a] as number, order[b] as number);
  const marks = new Array<string>(n).fill('');
  const lastLetter = (text: string) => text.trimEnd().slice(-1);
  let k = 1;
  let j = 0;
  // agricolae's `cambio1` keeps its value across sweeps: a sweep without a new letter after one
  // that advanced j leaves j in place (the loop then ends by its n-sweep guard)
  let advanced = false;
  marks[0] = letter(k);
  for (let sweep = 1; j < n - 1 && sweep <= n; sweep += 1) {
    for (let i = j; i < n; i += 1) {
      if (p(i, j) > alpha) {
        if (lastLetter(marks[i] as string) !== letter(k)) marks[i] += letter(k);
        continue;
      }
      k += 1;
      advanced = false;
      marks[i] += letter(k);
      const start = j;
      for (let v = start; v <= i; v += 1) {
        if (p(v, i) > alpha) break;
        j += 1;
        advanced = true;
      }
      break;
    }
    if (!advanced) j += 1;
  }
  return { order, groups: marks };
}
