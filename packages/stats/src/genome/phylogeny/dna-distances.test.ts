import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatsError } from '../../errors.ts';
import { expectClose } from '../../testing/golden.ts';
import { encodeDnaAlignment } from './dna-alignment.ts';
import {
  computeBaseFrequencies,
  computeDnaDistances,
  type DnaDistanceModel,
} from './dna-distances.ts';
import { readGoldenMatrix, readWoodmouse } from './woodmouse-golden.ts';

const GOLDEN: [DnaDistanceModel, boolean, string][] = [
  ['raw', false, 'expected_dist_raw.csv'],
  ['N', false, 'expected_dist_N.csv'],
  ['JC69', false, 'expected_dist_JC69.csv'],
  ['K80', false, 'expected_dist_K80.csv'],
  ['TN93', false, 'expected_dist_TN93.csv'],
  ['raw', true, 'expected_dist_raw_pairwise.csv'],
];

describe('DNA distances against ape::dist.dna on woodmouse (golden 09)', () => {
  const { names, sequences } = readWoodmouse();
  it.each(GOLDEN)('model %s, pairwise.deletion %s', (model, pairwiseDeletion, file) => {
    const { labels, matrix } = readGoldenMatrix(file);
    expect(labels).toEqual(names);
    const d = computeDnaDistances(sequences, { model, pairwiseDeletion });
    expect(d.n).toBe(15);
    matrix.values.forEach((expected, k) => {
      expectClose(
        d.values[k] as number,
        expected,
        `${model} ${names[Math.floor(k / 15)]}–${names[k % 15]}`,
      );
    });
  });

  it('compares the 910 sites without an n in any sequence (global deletion)', () => {
    // raw = N / L: No305–No304 differ at 13 of the sites left
    const raw = computeDnaDistances(sequences, { model: 'raw' });
    const count = computeDnaDistances(sequences, { model: 'N' });
    expect((count.values[1] as number) / (raw.values[1] as number)).toBeCloseTo(910, 9);
  });

  it('takes TN93 base frequencies from all sites before deletion', () => {
    const bf = computeBaseFrequencies(encodeDnaAlignment(sequences));
    // 4405 a, 3755 c, 1811 g, 4399 t in input.fasta
    const total = 4405 + 3755 + 1811 + 4399;
    expect(Array.from(bf)).toEqual([4405 / total, 3755 / total, 1811 / total, 4399 / total]);
  });
});

describe('DNA distances on small alignments', () => {
  it('ignores ambiguity codes and gaps pair by pair with pairwise deletion', () => {
    const d = computeDnaDistances(['ACGTR-', 'ACGAAA', 'TCGTNA'], {
      model: 'N',
      pairwiseDeletion: true,
    });
    expect(Array.from(d.values)).toEqual([0, 1, 1, 1, 0, 2, 1, 2, 0]);
    const raw = computeDnaDistances(['ACGTR-', 'ACGAAA', 'TCGTNA'], {
      model: 'raw',
      pairwiseDeletion: true,
    });
    expect(raw.values[1]).toBe(1 / 4);
    expect(raw.values[5]).toBe(2 / 5);
  });

  it('counts transitions for K80 and splits them A↔G / C↔T for TN93', () => {
    // one A↔G transition and one transversion in 10 sites: P = 0.1, Q = 0.1
    const d = computeDnaDistances(['AAAAACCCCC', 'GTAAACCCCC'], { model: 'K80' });
    expectClose(d.values[1] as number, -0.5 * Math.log((1 - 0.2 - 0.1) * Math.sqrt(0.8)), 'K80');
  });

  it('refuses saturated pairs and too few sequences', () => {
    expect(() => computeDnaDistances(['ACGT', 'CATG'], { model: 'JC69' })).toThrow(StatsError);
    expect(() => computeDnaDistances(['ACGT'])).toThrow(StatsError);
    expect(() => computeDnaDistances(['ACGT', 'ACG'])).toThrow(StatsError);
  });

  it('is symmetric with a zero diagonal and p ≤ 1 (property)', () => {
    const base = fc.constantFrom(...'ACGTNRY-');
    const alignment = fc.integer({ min: 2, max: 40 }).chain((length) =>
      fc.array(
        fc.array(base, { minLength: length, maxLength: length }).map((s) => s.join('')),
        {
          minLength: 2,
          maxLength: 6,
        },
      ),
    );
    fc.assert(
      fc.property(alignment, (sequences) => {
        const d = computeDnaDistances(sequences, { model: 'N', pairwiseDeletion: true });
        const n = sequences.length;
        for (let i = 0; i < n; i += 1) {
          expect(d.values[i * n + i]).toBe(0);
          for (let j = 0; j < n; j += 1) expect(d.values[i * n + j]).toBe(d.values[j * n + i]);
        }
      }),
    );
  });
});
