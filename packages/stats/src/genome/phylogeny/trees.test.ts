import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatsError } from '../../errors.ts';
import { expectClose, num, readGoldenCsv } from '../../testing/golden.ts';
import { buildBionjTree } from './bionj.ts';
import { computeCophenetic, computeCopheneticCorrelation } from './cophenetic.ts';
import type { DistanceMatrix } from './distance-matrix.ts';
import { computeDnaDistances } from './dna-distances.ts';
import { buildNeighbourJoiningTree } from './neighbour-joining.ts';
import { parseNewick, writeNewick } from './newick.ts';
import type { PhyloTree } from './phylo-tree.ts';
import { computeRobinsonFoulds, computeSplits, formatSplit } from './splits.ts';
import { buildUpgmaTree, computeAverageLinkage } from './upgma.ts';
import {
  readGoldenMatrix,
  readOutputNewick,
  readWoodmouse,
  WOODMOUSE_CASE,
} from './woodmouse-golden.ts';

/** Split → length of a tree, keyed by sorted labels. */
function splitLengths(tree: PhyloTree): Map<string, number> {
  return new Map(
    computeSplits(tree).map((split) => [formatSplit(split, tree.tipLabels), split.length]),
  );
}

/** Our tree has R's splits, lengths within `relative` (R prints 10 digits in Newick). */
function expectSameSplits(actual: PhyloTree, expected: PhyloTree, relative: number): void {
  const ours = splitLengths(actual);
  const theirs = splitLengths(expected);
  expect([...ours.keys()].sort()).toEqual([...theirs.keys()].sort());
  for (const [key, length] of theirs) {
    const error = Math.abs((ours.get(key) as number) - length);
    expect(error, key).toBeLessThanOrEqual(relative * Math.abs(length) + 1e-15);
  }
}

const D5: DistanceMatrix = {
  n: 5,
  values: Float64Array.from([
    0, 5, 9, 9, 8, 5, 0, 10, 10, 9, 9, 10, 0, 8, 7, 9, 10, 8, 0, 3, 8, 9, 7, 3, 0,
  ]),
};

describe('neighbour-joining as ape::nj', () => {
  it('solves the 5-taxon textbook example (ties resolved as ape)', () => {
    const tree = buildNeighbourJoiningTree(D5, ['a', 'b', 'c', 'd', 'e']);
    expect(writeNewick(tree)).toBe('(e:1,d:2,((a:2,b:3):3,c:4):2);');
    expect(tree.rooted).toBe(false);
  });

  it('reproduces the woodmouse K80 tree: splits and lengths of expected_nj_splits.csv, Newick of output.txt', () => {
    const { labels, matrix } = readGoldenMatrix('input_dist_K80.csv');
    const tree = buildNeighbourJoiningTree(matrix, labels);
    const expected = readGoldenCsv(WOODMOUSE_CASE, 'expected_nj_splits.csv');
    const ours = splitLengths(tree);
    expect(ours.size).toBe(expected.length);
    for (const row of expected) {
      const key = (row.split as string).split(',').sort().join(',');
      expect(ours.has(key), key).toBe(true);
      expectClose(ours.get(key) as number, num(row.length), key);
    }
    expect(writeNewick(tree)).toBe(readOutputNewick('== NJ on K80 distances'));
    const total = tree.edgeLength.reduce((sum, length) => sum + length, 0);
    expectClose(total, 0.0656288138177733, 'total tree length');
  });

  it('builds the same tree from our own K80 distances', () => {
    const { names, sequences } = readWoodmouse();
    const ours = buildNeighbourJoiningTree(computeDnaDistances(sequences, { model: 'K80' }), names);
    const { labels, matrix } = readGoldenMatrix('input_dist_K80.csv');
    expectSameSplits(ours, buildNeighbourJoiningTree(matrix, labels), 1e-9);
  });

  it('refuses fewer than 3 objects and missing distances', () => {
    expect(() => buildNeighbourJoiningTree({ n: 2, values: new Float64Array(4) })).toThrow(
      StatsError,
    );
    const bad = { n: 3, values: Float64Array.from([0, 1, Number.NaN, 1, 0, 1, Number.NaN, 1, 0]) };
    expect(() => buildNeighbourJoiningTree(bad)).toThrow(StatsError);
  });
});

describe('BIONJ as ape::bionj', () => {
  it('reproduces the woodmouse K80 tree of output.txt (single precision as ape)', () => {
    const { labels, matrix } = readGoldenMatrix('input_dist_K80.csv');
    const tree = buildBionjTree(matrix, labels);
    const newick = readOutputNewick('== BIONJ on K80 distances');
    expect(writeNewick(tree)).toBe(newick);
    expectSameSplits(tree, parseNewick(newick), 1e-9);
    // RF distance NJ vs BIONJ = 0
    expect(computeRobinsonFoulds(tree, buildNeighbourJoiningTree(matrix, labels))).toBe(0);
  });

  it('agrees with NJ on the additive 5-taxon matrix', () => {
    const labels = ['a', 'b', 'c', 'd', 'e'];
    const tree = buildBionjTree(D5, labels);
    expectSameSplits(tree, buildNeighbourJoiningTree(D5, labels), 1e-6);
  });
});

describe('UPGMA as phangorn::upgma = hclust(average)', () => {
  const { labels, matrix } = readGoldenMatrix('input_dist_K80.csv');

  it('merges at the heights R prints, ties included', () => {
    const expected = [
      0.00220112992528012, 0.00220264673395819, 0.00220264673395819, 0.0033076195593596,
      0.0033076195593596, 0.00496997890871424, 0.00774150646238873, 0.00948767982238062,
      0.00997906454459893, 0.0101800635398377, 0.0109174992164552, 0.014368982440817,
      0.0155950918036052, 0.0176566563440952,
    ];
    const { height } = computeAverageLinkage(matrix);
    expected.forEach((h, i) => {
      expectClose(height[i] as number, h, `height ${i + 1}`);
    });
  });

  it('writes the Newick of output.txt and keeps its splits', () => {
    const tree = buildUpgmaTree(matrix, labels);
    expect(tree.rooted).toBe(true);
    const newick = readOutputNewick('== UPGMA on K80 distances');
    expect(writeNewick(tree)).toBe(newick);
    expect(computeRobinsonFoulds(tree, parseNewick(newick))).toBe(0);
  });

  it('has the cophenetic distances of expected_upgma_cophenetic.csv and correlation 0.857366016932184', () => {
    const tree = buildUpgmaTree(matrix, labels);
    const cophenetic = computeCophenetic(tree);
    const expected = readGoldenMatrix('expected_upgma_cophenetic.csv').matrix;
    expected.values.forEach((value, k) => {
      expectClose(cophenetic.values[k] as number, value, `cophenetic ${k}`);
    });
    expectClose(
      computeCopheneticCorrelation(cophenetic, matrix),
      0.857366016932184,
      'cophenetic r',
    );
  });
});

describe('Newick and splits', () => {
  it('reads back what it writes', () => {
    const tree = parseNewick("((a:1,'b c':2.5e-07):0.5,(d:1,e:1):0.25,f:-3);");
    expect(tree.tipLabels).toEqual(['a', 'b c', 'd', 'e', 'f']);
    expect(writeNewick(tree)).toBe("((a:1,'b c':2.5e-07):0.5,(d:1,e:1):0.25,f:-3);");
  });

  it('measures path lengths between tips on any tree', () => {
    const tree = parseNewick('((a:1,b:2):0.5,(d:1,e:1):0.25,f:3);');
    const { values } = computeCophenetic(tree);
    expect(values[0 * 5 + 1]).toBe(3);
    expect(values[0 * 5 + 2]).toBe(2.75);
    expect(values[2 * 5 + 4]).toBe(4.25);
  });
});

describe('tree properties', () => {
  it('NJ and BIONJ recover the tree of an additive (cophenetic) metric (property)', () => {
    const points = fc.integer({ min: 4, max: 12 }).chain((n) =>
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
        minLength: n * 2,
        maxLength: n * 2,
      }),
    );
    fc.assert(
      fc.property(points, (xy) => {
        const n = xy.length / 2;
        const values = new Float64Array(n * n);
        for (let i = 0; i < n; i += 1)
          for (let j = 0; j < n; j += 1)
            values[i * n + j] = Math.hypot(
              (xy[2 * i] as number) - (xy[2 * j] as number),
              (xy[2 * i + 1] as number) - (xy[2 * j + 1] as number),
            );
        const upgma = buildUpgmaTree({ n, values });
        if (upgma.edgeLength.some((length) => length < 1e-9)) return; // tied heights: no unique tree
        const additive = computeCophenetic(upgma);
        expect(computeRobinsonFoulds(buildNeighbourJoiningTree(additive), upgma)).toBe(0);
        expect(
          computeCophenetic(buildNeighbourJoiningTree(additive)).values.every(
            (v, k) => Math.abs(v - (additive.values[k] as number)) < 1e-9,
          ),
        ).toBe(true);
        expect(computeRobinsonFoulds(buildBionjTree(additive), upgma)).toBe(0);
      }),
    );
  });
});
