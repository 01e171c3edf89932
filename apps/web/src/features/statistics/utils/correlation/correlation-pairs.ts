import type { CorrelationMatrix } from '@plotline/contract/statistics-visualisation';

/** One pair of the matrix, as the pairs table lists it. */
export type MatrixPair = {
  key: string;
  first: string;
  second: string;
  r: number;
  p: number;
  n: number;
  stars: string;
};

/**
 * Significance stars of a p-value as R prints them: `***` below 0.001, `**` below 0.01,
 * `*` below 0.05, nothing otherwise.
 */
export function significanceStars(p: number): string {
  if (!Number.isFinite(p)) return '';
  if (p < 0.001) return '***';
  if (p < 0.01) return '**';
  if (p < 0.05) return '*';
  return '';
}

/** The key of an unordered pair, the same whichever feature comes first. */
export function pairKey(first: string, second: string): string {
  return JSON.stringify([first, second].sort());
}

/**
 * Every pair of the matrix once (the upper triangle in heat-map order), strongest |r| first;
 * equal strengths keep the heat map's order.
 */
export function listMatrixPairs(matrix: CorrelationMatrix): MatrixPair[] {
  const pairs: MatrixPair[] = [];
  matrix.features.forEach((first, i) => {
    matrix.features.forEach((second, j) => {
      if (j <= i) return;
      const r = matrix.r[i]?.[j] ?? Number.NaN;
      const p = matrix.p[i]?.[j] ?? Number.NaN;
      pairs.push({
        key: pairKey(first, second),
        first,
        second,
        r,
        p,
        n: matrix.n[i]?.[j] ?? 0,
        stars: significanceStars(p),
      });
    });
  });
  return pairs.sort((a, b) => Math.abs(b.r) - Math.abs(a.r));
}
