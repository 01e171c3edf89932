import { describe, expect, it } from 'vitest';
import { buildDesign } from '../linear/design-matrix.ts';
import { decompose, residualSumOfSquares } from '../linear/householder-qr.ts';
import { fixedColumns } from './fixed-columns.ts';

/** 400 lines × 3 blocks: n·p² ≈ 2·10⁸, so `fixedColumns` takes the Gram (absorbed) route. */
function wideDesign(withAlias: boolean) {
  const line: string[] = [];
  const block: string[] = [];
  const twin: string[] = [];
  const response: number[] = [];
  for (let b = 0; b < 3; b += 1)
    for (let l = 0; l < 400; l += 1) {
      line.push(`L${String(l).padStart(3, '0')}`);
      block.push(`B${b}`);
      twin.push(`T${b}`);
      response.push(Math.sin(l * 1.3 + b * 0.7) * 5 + b + ((l * 7919 + b * 104729) % 13) / 7);
    }
  const factors = [
    { name: 'block', values: block },
    { name: 'line', values: line },
    { name: 'twin', values: twin },
  ];
  const terms = withAlias ? [['block'], ['line'], ['twin']] : [['block'], ['line']];
  return buildDesign({ response, factors, terms }, 'treatment');
}

describe('fixedColumns on a wide design', () => {
  it.each([false, true])(
    'keeps the columns R keeps and the OLS variance (aliased twin: %s)',
    (alias) => {
      const design = wideDesign(alias);
      const qr = decompose(design.columns, design.y);
      const kept = qr.pivot.slice(0, qr.rank).sort((a, b) => a - b);
      const ols = residualSumOfSquares(qr.effects, qr.rank) / (design.n - qr.rank);
      const result = fixedColumns(design);
      expect(result.kept).toEqual(kept);
      expect(Math.abs(result.olsVariance - ols) / ols).toBeLessThan(1e-9);
      if (alias) expect(kept.length).toBe(design.columns.length - 2);
    },
  );
});
