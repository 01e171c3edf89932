/**
 * Eigenvalues of a symmetric tridiagonal matrix by the implicit QL algorithm (EISPACK tql2, as
 * JAMA and ml-matrix have it), tracking only the rows of the eigenvector matrix that are asked
 * for: Lanczos needs just the last row (its residual bounds) at every check, O(s²) instead of
 * a dense O(s³) decomposition, and the full matrix once at the end.
 */

/** Eigenvalues ascending, and the tracked rows of the eigenvector matrix (row r: s entries). */
export type TridiagonalEigen = { values: Float64Array; rows: Float64Array };

/**
 * The eigenvalues (ascending) of the s × s symmetric tridiagonal matrix with diagonal `diagonal`
 * and off-diagonal `offDiagonal` (entry i between i and i + 1), and rows `firstRow`..s − 1 of
 * its orthonormal eigenvector matrix (column t belongs to value t), row-major.
 */
export function eigenTridiagonal(
  diagonal: ArrayLike<number>,
  offDiagonal: ArrayLike<number>,
  firstRow: number,
): TridiagonalEigen {
  const s = diagonal.length;
  const d = Float64Array.from(diagonal);
  const e = new Float64Array(s);
  for (let i = 0; i + 1 < s; i += 1) e[i] = offDiagonal[i] as number;
  const tracked = s - firstRow;
  const v = new Float64Array(tracked * s);
  for (let r = 0; r < tracked; r += 1) v[r * s + firstRow + r] = 1;
  let f = 0;
  let tst1 = 0;
  for (let l = 0; l < s; l += 1) {
    tst1 = Math.max(tst1, Math.abs(d[l] as number) + Math.abs(e[l] as number));
    let m = l;
    while (m < s && Math.abs(e[m] as number) > Number.EPSILON * tst1) m += 1;
    if (m > l) {
      do {
        let g = d[l] as number;
        let p = ((d[l + 1] as number) - g) / (2 * (e[l] as number));
        let r = Math.hypot(p, 1);
        if (p < 0) r = -r;
        d[l] = (e[l] as number) / (p + r);
        d[l + 1] = (e[l] as number) * (p + r);
        const dl1 = d[l + 1] as number;
        let h = g - (d[l] as number);
        for (let i = l + 2; i < s; i += 1) d[i] = (d[i] as number) - h;
        f += h;
        p = d[m] as number;
        let c = 1;
        let c2 = c;
        let c3 = c;
        const el1 = e[l + 1] as number;
        let sn = 0;
        let s2 = 0;
        for (let i = m - 1; i >= l; i -= 1) {
          c3 = c2;
          c2 = c;
          s2 = sn;
          g = c * (e[i] as number);
          h = c * p;
          r = Math.hypot(p, e[i] as number);
          e[i + 1] = sn * r;
          sn = (e[i] as number) / r;
          c = p / r;
          p = c * (d[i] as number) - sn * g;
          d[i + 1] = h + sn * (c * g + sn * (d[i] as number));
          for (let k = 0; k < tracked; k += 1) {
            const at = k * s + i;
            const next = v[at + 1] as number;
            v[at + 1] = sn * (v[at] as number) + c * next;
            v[at] = c * (v[at] as number) - sn * next;
          }
        }
        p = (-sn * s2 * c3 * el1 * (e[l] as number)) / dl1;
        e[l] = sn * p;
        d[l] = c * p;
      } while (Math.abs(e[l] as number) > Number.EPSILON * tst1);
    }
    d[l] = (d[l] as number) + f;
    e[l] = 0;
  }
  // sort ascending, moving the tracked columns along
  const order = Array.from(d, (_, i) => i).sort((a, b) => (d[a] as number) - (d[b] as number));
  const rows = new Float64Array(tracked * s);
  order.forEach((from, to) => {
    for (let k = 0; k < tracked; k += 1) rows[k * s + to] = v[k * s + from] as number;
  });
  return { values: Float64Array.from(order, (i) => d[i] as number), rows };
}
