import { DESIGN_TYPES, type DesignType } from '@plotline/contract/field-maps-designs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DesignPlot, layOutDesign, mulberry32, shuffleInPlace } from './designs.ts';

const SEED = fc.integer({ min: 0, max: 4_294_967_295 });
/** 1..30 distinct entry names. */
const ENTRIES = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), {
  minLength: 1,
  maxLength: 30,
});
const REPETITIONS = fc.integer({ min: 1, max: 6 });

const keyOf = (plot: DesignPlot) => `${plot.entry}/${plot.repetition}`;
const names = (layout: DesignPlot[]) => layout.map(keyOf);

function blocksOf(layout: DesignPlot[]): Map<number, DesignPlot[]> {
  const blocks = new Map<number, DesignPlot[]>();
  for (const plot of layout) {
    const block = plot.block ?? 0;
    blocks.set(block, [...(blocks.get(block) ?? []), plot]);
  }
  return blocks;
}

describe('mulberry32', () => {
  it('gives the reference sequence of the published algorithm', () => {
    // the first outputs of mulberry32(42), as the original one-liner computes them
    const reference = (a: number) => () => {
      a = (a + 0x6d2b79f5) | 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const ours = mulberry32(42);
    const theirs = reference(42);
    for (let i = 0; i < 1000; i++) expect(ours()).toBe(theirs());
    expect(Math.round(mulberry32(42)() * 1e9)).toBe(Math.round(reference(42)() * 1e9));
  });

  it('stays in [0, 1)', () => {
    fc.assert(
      fc.property(SEED, (seed) => {
        const next = mulberry32(seed);
        for (let i = 0; i < 50; i++) {
          const u = next();
          if (u < 0 || u >= 1) return false;
        }
        return true;
      }),
    );
  });
});

describe('layOutDesign', () => {
  it('lays out in_order and linear as sort_method 1 and 2 do', () => {
    const base = { entries: ['A', 'B'], repetitions: 2, seed: 1 };
    expect(names(layOutDesign({ ...base, type: 'in_order' }))).toEqual([
      'A/1',
      'A/2',
      'B/1',
      'B/2',
    ]);
    expect(names(layOutDesign({ ...base, type: 'linear' }))).toEqual(['A/1', 'B/1', 'A/2', 'B/2']);
  });

  it('makes every RCBD block hold every entry exactly once', () => {
    fc.assert(
      fc.property(ENTRIES, REPETITIONS, SEED, (entries, repetitions, seed) => {
        const layout = layOutDesign({ type: 'rcbd', entries, repetitions, seed });
        const blocks = blocksOf(layout);
        expect([...blocks.keys()]).toEqual(Array.from({ length: repetitions }, (_, i) => i + 1));
        for (const [block, plots] of blocks) {
          expect(plots.map((plot) => plot.entry).sort()).toEqual([...entries].sort());
          expect(plots.every((plot) => plot.repetition === block)).toBe(true);
        }
      }),
    );
  });

  it('keeps RCBD blocks contiguous in map order', () => {
    fc.assert(
      fc.property(ENTRIES, REPETITIONS, SEED, (entries, repetitions, seed) => {
        const layout = layOutDesign({ type: 'rcbd', entries, repetitions, seed });
        const order = layout.map((plot) => plot.block ?? 0);
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }),
    );
  });

  it('puts every check in every augmented block and each new entry once overall', () => {
    fc.assert(
      fc.property(
        ENTRIES,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        SEED,
        (entries, checkCount, blocks, seed) => {
          const checks = entries.slice(0, Math.min(checkCount, entries.length));
          const fresh = entries.filter((entry) => !checks.includes(entry));
          const layout = layOutDesign({
            type: 'augmented_rcbd',
            entries,
            repetitions: blocks,
            checks,
            seed,
          });
          const byBlock = blocksOf(layout);
          expect(byBlock.size).toBe(blocks);
          const sizes: number[] = [];
          for (const [block, plots] of byBlock) {
            const inBlock = plots.filter((plot) => plot.isCheck);
            expect(inBlock.map((plot) => plot.entry).sort()).toEqual([...checks].sort());
            expect(inBlock.every((plot) => plot.repetition === block)).toBe(true);
            sizes.push(plots.length - inBlock.length);
          }
          const newPlots = layout.filter((plot) => !plot.isCheck);
          expect(newPlots.map((plot) => plot.entry).sort()).toEqual([...fresh].sort());
          // a new entry's repetition is its block: its plot name says where it stands
          expect(newPlots.every((plot) => plot.repetition === plot.block)).toBe(true);
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('adds checks missing from the entries', () => {
    const layout = layOutDesign({
      type: 'augmented_rcbd',
      entries: ['A', 'B', 'C'],
      repetitions: 2,
      checks: ['St'],
      seed: 7,
    });
    expect(layout.filter((plot) => plot.entry === 'St').map((plot) => plot.block)).toEqual([1, 2]);
    expect(layout).toHaveLength(5);
  });

  it('makes CRD a permutation of entries × repetitions', () => {
    fc.assert(
      fc.property(ENTRIES, REPETITIONS, SEED, (entries, repetitions, seed) => {
        for (const type of ['crd', 'random'] as const) {
          const layout = layOutDesign({ type, entries, repetitions, seed });
          const expected = layOutDesign({ type: 'in_order', entries, repetitions, seed });
          expect(names(layout).sort()).toEqual(names(expected).sort());
          expect(new Set(names(layout)).size).toBe(layout.length);
        }
      }),
    );
  });

  it('gives the same layout for the same seed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<DesignType>(...DESIGN_TYPES),
        ENTRIES,
        REPETITIONS,
        SEED,
        (type, entries, repetitions, seed) => {
          const checks = entries.slice(0, 1);
          const input = { type, entries, repetitions, seed, checks };
          expect(layOutDesign(input)).toEqual(layOutDesign({ ...input }));
        },
      ),
    );
  });

  it('almost always gives another layout for another seed', () => {
    // 12 entries × 2 repetitions: a repeat by chance has probability ~ 1/(12!)² per pair
    const entries = Array.from({ length: 12 }, (_, i) => `E${i + 1}`);
    for (const type of ['crd', 'rcbd', 'augmented_rcbd'] as const) {
      let same = 0;
      fc.assert(
        fc.property(SEED, SEED, (a, b) => {
          fc.pre(a !== b);
          const lay = (seed: number) =>
            names(layOutDesign({ type, entries, repetitions: 2, seed, checks: ['E1', 'E2'] }));
          if (lay(a).join() === lay(b).join()) same++;
        }),
        { numRuns: 200 },
      );
      expect(same).toBe(0);
    }
  });

  it('pins the layout of a seed, so recorded designs stay reproducible', () => {
    const layout = layOutDesign({
      type: 'rcbd',
      entries: ['A', 'B', 'C', 'D'],
      repetitions: 2,
      seed: 2025,
    });
    const again = shuffleInPlace(['A', 'B', 'C', 'D'], mulberry32(2025));
    expect(layout.slice(0, 4).map((plot) => plot.entry)).toEqual(again);
    expect(names(layout)).toEqual(['C/1', 'A/1', 'D/1', 'B/1', 'D/2', 'B/2', 'C/2', 'A/2']);
  });

  it('refuses augmented designs without checks and zero repetitions', () => {
    expect(() =>
      layOutDesign({ type: 'augmented_rcbd', entries: ['A'], repetitions: 2, seed: 1 }),
    ).toThrow();
    expect(() => layOutDesign({ type: 'crd', entries: ['A'], repetitions: 0, seed: 1 })).toThrow();
  });
});
