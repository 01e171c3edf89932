import { randomInt } from 'node:crypto';
import {
  DESIGN_SEED_MAX,
  type DesignType,
  SEEDED_DESIGNS,
} from '@plotline/contract/field-maps-designs';

/** One plot of a laid-out design, in map order. */
export type DesignPlot = {
  /** The entry (plot base name / line name). */
  entry: string;
  /** 1-based repetition of the entry (the `/n` of its plot name). */
  repetition: number;
  /** 1-based block for rcbd and augmented_rcbd; null for designs without blocks. */
  block: number | null;
  isCheck: boolean;
};

export type DesignInput = {
  type: DesignType;
  /** Entries in their given order; duplicates count once. */
  entries: readonly string[];
  /** Repetitions of each entry (blocks for rcbd and augmented_rcbd), ≥ 1. */
  repetitions: number;
  /** Check entries; those missing from `entries` are appended to them. */
  checks?: readonly string[];
  /** Unsigned 32-bit seed; ignored by in_order and linear. */
  seed: number;
};

/**
 * mulberry32 (Tommy Ettinger, public domain): a 32-bit state generator, small, fast and well
 * tested (passes gjrand and PractRand to 2^32). Each call returns a uniform number in [0, 1)
 * with 32 bits of resolution: the output word divided by 2^32. Written out here so a layout
 * can be reproduced anywhere from its recorded seed.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Fisher–Yates shuffle in place, from the last index down: item i swaps with
 * j = ⌊u · (i + 1)⌋, u the next number of `random`.
 */
export function shuffleInPlace<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const item = items[i] as T;
    items[i] = items[j] as T;
    items[j] = item;
  }
  return items;
}

/** A fresh seed for a design the client did not seed (0..2^32 − 1). */
export function drawDesignSeed(): number {
  return randomInt(DESIGN_SEED_MAX + 1);
}

/** True when the design's layout depends on its seed. */
export function isSeeded(type: DesignType): boolean {
  return SEEDED_DESIGNS.includes(type);
}

/**
 * Lays out a field design: the plot sequence in map order (position 1, 2, …). Pure and
 * deterministic: one mulberry32 stream from `seed`, consumed block after block.
 * - in_order: each entry's repetitions side by side; linear: repetition after repetition;
 * - random / crd: all entries × repetitions shuffled;
 * - rcbd: block r = repetition r, every entry once, each block shuffled independently;
 * - augmented_rcbd: `repetitions` blocks; each has every check once (repetition = block);
 *   the new entries (not checks) are shuffled and dealt so block k gets those of index
 *   ⌊(k−1)·n/b⌋ … ⌊k·n/b⌋ − 1 (sizes differ by at most one), each once with its block as its
 *   repetition (`N/3`: the plot name carries the block the analysis needs, decision 053);
 *   then each block is shuffled.
 * @throws Error when repetitions < 1, or augmented_rcbd has no checks
 */
export function layOutDesign(input: DesignInput): DesignPlot[] {
  const { type, repetitions } = input;
  if (!Number.isInteger(repetitions) || repetitions < 1) throw new Error('repetitions < 1');
  const checks = [...new Set(input.checks ?? [])];
  const checkSet = new Set(checks);
  const entries = [...new Set([...input.entries, ...checks])];
  const random = mulberry32(input.seed);
  const reps = Array.from({ length: repetitions }, (_, index) => index + 1);
  const plot = (entry: string, repetition: number, block: number | null): DesignPlot => ({
    entry,
    repetition,
    block,
    isCheck: checkSet.has(entry),
  });
  switch (type) {
    case 'in_order':
      return entries.flatMap((entry) => reps.map((rep) => plot(entry, rep, null)));
    case 'linear':
      return reps.flatMap((rep) => entries.map((entry) => plot(entry, rep, null)));
    case 'random':
    case 'crd':
      return shuffleInPlace(
        entries.flatMap((entry) => reps.map((rep) => plot(entry, rep, null))),
        random,
      );
    case 'rcbd':
      return reps.flatMap((rep) =>
        shuffleInPlace(
          entries.map((entry) => plot(entry, rep, rep)),
          random,
        ),
      );
    case 'augmented_rcbd':
      return layOutAugmented(entries, checks, repetitions, random, plot);
  }
}

function layOutAugmented(
  entries: string[],
  checks: string[],
  blocks: number,
  random: () => number,
  plot: (entry: string, repetition: number, block: number | null) => DesignPlot,
): DesignPlot[] {
  if (checks.length === 0) throw new Error('augmented_rcbd needs at least one check');
  const checkSet = new Set(checks);
  const fresh = shuffleInPlace(
    entries.filter((entry) => !checkSet.has(entry)),
    random,
  );
  const layout: DesignPlot[] = [];
  for (let block = 1; block <= blocks; block++) {
    const from = Math.floor(((block - 1) * fresh.length) / blocks);
    const to = Math.floor((block * fresh.length) / blocks);
    const members = [
      ...checks.map((entry) => plot(entry, block, block)),
      ...fresh.slice(from, to).map((entry) => plot(entry, block, block)),
    ];
    layout.push(...shuffleInPlace(members, random));
  }
  return layout;
}
