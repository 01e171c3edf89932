import { minusLog10 } from './manhattan.ts';

export type QqData = {
  /** [expected, observed] −log10 p, the smallest p first. */
  points: [number, number][];
  /** The larger axis end (both axes share it, so y = x is the diagonal). */
  top: number;
};

/**
 * The QQ plot's points: the tested markers' p sorted ascending against the uniform
 * expectation, the i-th of m at −log10((i − 0.5)/m) (i from 1). Untested markers (null) are
 * left out. Points far above y = x mean associations (or inflation, see λ).
 */
export function buildQqData(pValues: readonly (number | null)[]): QqData {
  const tested = pValues.filter((p): p is number => p !== null).sort((a, b) => a - b);
  const m = tested.length;
  const points = tested.map((p, rank): [number, number] => [
    -Math.log10((rank + 0.5) / m),
    minusLog10(p),
  ]);
  const first = points[0];
  return { points, top: first ? Math.max(first[0], first[1]) : 1 };
}
