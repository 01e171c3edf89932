import { describe, expect, it } from 'vitest';
import { layoutTree, scaleBarLength } from './layout-tree.ts';
import { parseNewick } from './parse-newick.ts';

describe('layoutTree', () => {
  it('places tips on rows in order at their summed depths, internal nodes midway', () => {
    const layout = layoutTree(parseNewick('((A:1,B:2):0.5,C:3);'));
    expect(layout.tips).toEqual([
      { name: 'A', x: 1.5, row: 0 },
      { name: 'B', x: 2.5, row: 1 },
      { name: 'C', x: 3, row: 2 },
    ]);
    expect(layout.depth).toBe(3);
    // the (A,B) node at depth 0.5 on row 0.5; the root joins rows 0.5 and 2
    expect(layout.joins).toContainEqual({ x: 0.5, from: 0, to: 1 });
    expect(layout.joins).toContainEqual({ x: 0, from: 0.5, to: 2 });
    expect(layout.branches).toContainEqual({ row: 0.5, from: 0, to: 0.5 });
    expect(layout.branches).toContainEqual({ row: 1, from: 0.5, to: 2.5 });
    expect(layout.branches).toHaveLength(4);
  });

  it('draws a negative neighbour-joining branch as zero length', () => {
    const layout = layoutTree(parseNewick('(A:-0.2,B:1);'));
    expect(layout.tips[0]?.x).toBe(0);
  });

  it('keeps a positive depth for a tree without lengths', () => {
    expect(layoutTree(parseNewick('(A,B);')).depth).toBeGreaterThan(0);
  });

  it('lays out a 3,000-tip caterpillar without recursion', () => {
    let text = 't0:1';
    for (let i = 1; i < 3000; i++) text = `(${text},t${i}:1):1`;
    const layout = layoutTree(parseNewick(`${text};`));
    expect(layout.tips).toHaveLength(3000);
    expect(layout.joins).toHaveLength(2999);
  });
});

describe('scaleBarLength', () => {
  it('rounds a fifth of the depth to 1, 2 or 5 times a power of ten', () => {
    expect(scaleBarLength(0.5)).toBe(0.1);
    expect(scaleBarLength(0.37)).toBe(0.1);
    expect(scaleBarLength(12)).toBe(2);
    expect(scaleBarLength(0.02)).toBeCloseTo(0.005, 12);
    expect(scaleBarLength(0)).toBe(0);
  });
});
