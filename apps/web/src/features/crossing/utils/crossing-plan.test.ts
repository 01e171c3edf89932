import type { CrossingPlan, PlannedCross } from '@plotline/contract/pedigree';
import { describe, expect, it } from 'vitest';
import { coancestryBand } from './coancestry-scale.ts';
import { cellKey, countCrosses, toMatrix } from './crossing-plan.ts';

const base = { mothers: [], fathers: [], pairs: [], reciprocals: false };

describe('counting the crosses of a design before asking the server', () => {
  it('factorial: every mother with every father, a line never with itself', () => {
    expect(
      countCrosses({ ...base, design: 'factorial', mothers: [1, 2], fathers: [3, 4, 5] }),
    ).toBe(6);
    expect(countCrosses({ ...base, design: 'factorial', mothers: [1, 2], fathers: [2, 3] })).toBe(
      3,
    );
    expect(countCrosses({ ...base, design: 'factorial', mothers: [1], fathers: [] })).toBe(0);
  });

  it('diallel: n(n − 1)/2 pairs, n(n − 1) with reciprocals (Griffing 1956, methods 4 and 3)', () => {
    const group = { ...base, design: 'diallel' as const, mothers: [1, 2, 3, 4, 5] };
    expect(countCrosses(group)).toBe(10);
    expect(countCrosses({ ...group, reciprocals: true })).toBe(20);
  });

  it('pairs: as listed, a repeated pair once', () => {
    const pairs = [
      { motherId: 1, fatherId: 2 },
      { motherId: 2, fatherId: 1 },
      { motherId: 1, fatherId: 2 },
    ];
    expect(countCrosses({ ...base, design: 'pairs', pairs })).toBe(2);
  });
});

describe('the coancestry colour bands', () => {
  it('follow the kinship of common relatives (Falconer & Mackay 1996)', () => {
    expect(coancestryBand(0).key).toBe('none');
    expect(coancestryBand(1 / 32).key).toBe('distant'); // second cousins
    expect(coancestryBand(1 / 16).key).toBe('cousins'); // first cousins
    expect(coancestryBand(1 / 8).key).toBe('halfSibs'); // half sibs
    expect(coancestryBand(0.2).key).toBe('halfSibs');
    expect(coancestryBand(1 / 4).key).toBe('fullSibs'); // full sibs, parent–offspring
    expect(coancestryBand(0.375).key).toBe('fullSibs');
    expect(coancestryBand(1).key).toBe('fullSibs');
  });
});

describe('the preview matrix', () => {
  const cross = (mother: number, father: number): PlannedCross => ({
    mother_id: mother,
    mother_name: `M${mother}`,
    father_id: father,
    father_name: `F${father}`,
    cross_name: `M${mother}/F${father}`,
    coancestry: 0,
    close_relatives: false,
    already_made: [],
    plots: 1,
  });
  it('has one row per mother and one column per father, in the order of the answer', () => {
    const plan: CrossingPlan = {
      field_id: 1,
      year: 2027,
      year_id: null,
      crosses: [cross(2, 5), cross(2, 4), cross(1, 5)],
      total_plots: 3,
      created: false,
      plot_ids: [],
    };
    const matrix = toMatrix(plan);
    expect(matrix.mothers.map((m) => m.name)).toEqual(['M2', 'M1']);
    expect(matrix.fathers.map((f) => f.name)).toEqual(['F5', 'F4']);
    expect(matrix.cells.get(cellKey(1, 4))).toBeUndefined();
    expect(matrix.cells.get(cellKey(1, 5))?.cross_name).toBe('M1/F5');
  });

  it('puts a diallel’s one group on both axes in one order', () => {
    const half: CrossingPlan = {
      field_id: 1,
      year: 2027,
      year_id: null,
      crosses: [cross(1, 2), cross(1, 3), cross(2, 3)],
      total_plots: 3,
      created: false,
      plot_ids: [],
    };
    const matrix = toMatrix(half, true);
    expect(matrix.mothers.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(matrix.fathers.map((f) => f.id)).toEqual([1, 2, 3]);
    expect(matrix.cells.get(cellKey(2, 1))).toBeUndefined();
  });
});
