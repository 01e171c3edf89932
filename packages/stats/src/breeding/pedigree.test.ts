import { describe, expect, it } from 'vitest';
import {
  coancestryOf,
  inbreedingCoefficients,
  orderPedigree,
  type PedigreeLine,
} from './pedigree.ts';

const line = (id: number, motherId: number | null = null, fatherId: number | null = null) => ({
  id,
  motherId,
  fatherId,
});

/**
 * Mrode R.A. (2005), "Linear Models for the Prediction of Animal Breeding Values", 2nd ed.,
 * Example 2.1 (§2.1, p. 23): animal 3 = (1, 2), 4 = (1, ?), 5 = (4, 3), 6 = (5, 2), and its
 * numerator relationship matrix A (printed to three decimals; these are the exact values).
 */
const MRODE_2_1: PedigreeLine[] = [
  line(1),
  line(2),
  line(3, 1, 2),
  line(4, 1, null),
  line(5, 4, 3),
  line(6, 5, 2),
];
const MRODE_A = [
  [1.0, 0.0, 0.5, 0.5, 0.5, 0.25],
  [0.0, 1.0, 0.5, 0.0, 0.25, 0.625],
  [0.5, 0.5, 1.0, 0.25, 0.625, 0.5625],
  [0.5, 0.0, 0.25, 1.0, 0.625, 0.3125],
  [0.5, 0.25, 0.625, 0.625, 1.125, 0.6875],
  [0.25, 0.625, 0.5625, 0.3125, 0.6875, 1.125],
];

/** The tabular method (Emik & Terrill 1949) in full, as an independent reference. */
function tabular(lines: readonly PedigreeLine[]): Map<number, Map<number, number>> {
  const order = orderPedigree(lines);
  const a: number[][] = [];
  for (let i = 1; i <= order.n; i++) {
    a[i] = [];
    const s = order.sire[i] as number;
    const d = order.dam[i] as number;
    for (let j = 1; j < i; j++) {
      const value = 0.5 * ((s ? (a[s]?.[j] ?? 0) : 0) + (d ? (a[d]?.[j] ?? 0) : 0));
      (a[i] as number[])[j] = value;
      (a[j] as number[])[i] = value;
    }
    (a[i] as number[])[i] = 1 + (s && d ? 0.5 * ((a[s] as number[])[d] as number) : 0);
  }
  const out = new Map<number, Map<number, number>>();
  for (let i = 1; i <= order.n; i++) {
    const row = new Map<number, number>();
    for (let j = 1; j <= order.n; j++) {
      row.set(order.ids[j] as number, (a[i] as number[])[j] as number);
    }
    out.set(order.ids[i] as number, row);
  }
  return out;
}

describe('pedigree: inbreeding (Meuwissen & Luo) and coancestry (Colleau)', () => {
  it("reproduces Mrode's Example 2.1: F5 = F6 = 0.125, the whole A matrix", () => {
    const F = inbreedingCoefficients(MRODE_2_1);
    expect([1, 2, 3, 4, 5, 6].map((id) => F.get(id))).toEqual([0, 0, 0, 0, 0.125, 0.125]);
    const { inbreeding, coancestry } = coancestryOf(MRODE_2_1, [1, 2, 3, 4, 5, 6]);
    expect(inbreeding).toEqual([0, 0, 0, 0, 0.125, 0.125]);
    for (let i = 0; i < 6; i++) {
      for (let j = 0; j < 6; j++) {
        // coancestry is half the additive relationship
        expect(coancestry[i]?.[j]).toBeCloseTo((MRODE_A[i]?.[j] as number) / 2, 12);
      }
    }
  });

  it('answers the targets in the asked order, rows over a larger pedigree', () => {
    const { coancestry, inbreeding } = coancestryOf(MRODE_2_1, [6, 2]);
    expect(inbreeding).toEqual([0.125, 0]);
    expect(coancestry).toEqual([
      [0.5625, 0.3125],
      [0.3125, 0.5],
    ]);
  });

  // Falconer D.S. & Mackay T.F.C. (1996), "Introduction to Quantitative Genetics", 4th ed.,
  // ch. 5: one generation of full-sib mating gives F = 1/4, of half-sib mating F = 1/8;
  // selfing gives F_t = ½ (1 + F_{t−1}), so from a non-inbred start F_n = 1 − (½)^n.
  it('gives F = 1/4 for a full-sib mating and 1/8 for a half-sib mating', () => {
    const fullSibs = [line(1), line(2), line(3, 1, 2), line(4, 1, 2), line(5, 3, 4)];
    expect(inbreedingCoefficients(fullSibs).get(5)).toBe(0.25);
    const halfSibs = [line(1), line(2), line(6), line(3, 1, 2), line(4, 1, 6), line(5, 3, 4)];
    expect(inbreedingCoefficients(halfSibs).get(5)).toBe(0.125);
    // the parents' coancestry is the offspring's F
    expect(coancestryOf(fullSibs, [3, 4]).coancestry[0]?.[1]).toBe(0.25);
    expect(coancestryOf(halfSibs, [3, 4]).coancestry[0]?.[1]).toBe(0.125);
  });

  it('gives F_n = 1 − (½)^n along a selfing chain (mother = father = the line before)', () => {
    const chain: PedigreeLine[] = [line(100)];
    for (let n = 1; n <= 8; n++) chain.push(line(100 + n, 100 + n - 1, 100 + n - 1));
    const F = inbreedingCoefficients(chain);
    for (let n = 1; n <= 8; n++) expect(F.get(100 + n)).toBeCloseTo(1 - 0.5 ** n, 14);
    // a line's self-coancestry is (1 + F) / 2
    const { coancestry } = coancestryOf(chain, [108]);
    expect(coancestry[0]?.[0]).toBeCloseTo((1 + (1 - 0.5 ** 8)) / 2, 14);
  });

  // Falconer & Mackay (1996) ch. 5 / Kempthorne (1957): backcrossing to a non-inbred recurrent
  // parent A, BC1 = (F1, A) has F = 1/4 and BC2 = (BC1, A) has F = 3/8.
  it('gives F = 1/4 and 3/8 for successive backcrosses to the same parent', () => {
    const backcross = [line(1), line(2), line(3, 1, 2), line(4, 3, 1), line(5, 4, 1)];
    const F = inbreedingCoefficients(backcross);
    expect(F.get(3)).toBe(0);
    expect(F.get(4)).toBe(0.25);
    expect(F.get(5)).toBe(0.375);
  });

  it('treats unknown or absent parents as unrelated founders', () => {
    // 9 names a parent 77 that is not in the pedigree
    const lines = [line(1), line(2, 1, null), line(9, 77, 1), line(10, 2, 9)];
    const F = inbreedingCoefficients(lines);
    expect(F.get(2)).toBe(0);
    expect(F.get(9)).toBe(0);
    // f(2, 9) = ½[f(1, 9) + f(?, 9)] = ½ · ½ f(1, 1) = 1/8
    expect(F.get(10)).toBe(0.125);
    const { coancestry } = coancestryOf(lines, [10, 555]);
    expect(coancestry[1]).toEqual([0, 0.5]);
  });

  it('breaks a loop in old data instead of failing', () => {
    const looped = [line(1, 3, null), line(2, 1, null), line(3, 2, null)];
    const order = orderPedigree(looped);
    expect(order.brokenLinks).toHaveLength(1);
    const F = inbreedingCoefficients(looped);
    expect([...F.values()]).toEqual([0, 0, 0]);
  });

  it('agrees with the full tabular method on a random pedigree with selfing and backcrosses', () => {
    let seed = 12345;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const lines: PedigreeLine[] = [];
    for (let id = 1; id <= 300; id++) {
      if (id <= 15) {
        lines.push(line(id));
        continue;
      }
      const pick = () => 1 + Math.floor(random() * (id - 1));
      const mother = random() < 0.05 ? null : pick();
      const father = random() < 0.2 ? mother : random() < 0.05 ? null : pick();
      lines.push(line(id, mother, father));
    }
    // shuffled input: the order of the lines given does not matter
    const shuffled = [...lines].sort(() => random() - 0.5);
    const reference = tabular(lines);
    const F = inbreedingCoefficients(shuffled);
    for (const { id } of lines) {
      expect(F.get(id)).toBeCloseTo((reference.get(id)?.get(id) as number) - 1, 12);
    }
    const targets = [300, 17, 250, 299, 3, 150, 151];
    const { coancestry } = coancestryOf(shuffled, targets);
    targets.forEach((a, i) => {
      targets.forEach((b, j) => {
        expect(coancestry[i]?.[j]).toBeCloseTo((reference.get(a)?.get(b) as number) / 2, 12);
      });
    });
  });
});
