import type { Design, RecordedDesign } from '@plotline/contract/field-maps-designs';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { fieldMaps } from '../../db/schema.ts';
import type { Tx } from '../lines/find-or-create-lines.ts';
import { drawDesignSeed, isSeeded, layOutDesign } from './designs.ts';
import { ensureFieldMap } from './ensure-field-map.ts';

/** A design ready to lay out: type, checks and seed fixed; repetitions come with the plots. */
export type ResolvedDesign = Omit<RecordedDesign, 'repetitions'>;

/**
 * Fixes the asked design: the given seed or a freshly drawn one (null for in_order and
 * linear, which use none), and the checks without duplicates.
 */
export function resolveDesign(design: z.output<typeof Design>): ResolvedDesign {
  return {
    type: design.type,
    seed: isSeeded(design.type) ? (design.seed ?? drawDesignSeed()) : null,
    checks: [...new Set(design.checks ?? [])],
  };
}

/**
 * Entries (by their name) laid out in map order: one item per plot to create, with its
 * repetition. Entries the design adds (checks) must already be among `entries`; any other
 * name the layout gives is skipped.
 */
export function placeEntries<E>(
  entries: ReadonlyMap<string, E>,
  design: RecordedDesign,
): { entry: E; rep: number }[] {
  const layout = layOutDesign({
    type: design.type,
    entries: [...entries.keys()],
    repetitions: design.repetitions,
    checks: design.checks,
    seed: design.seed ?? 0,
  });
  return layout.flatMap((plot) => {
    const entry = entries.get(plot.entry);
    return entry === undefined ? [] : [{ entry, rep: plot.repetition }];
  });
}

/**
 * Orders given plots (such as the new rows of an upload), group by group (one group per
 * season), by the design: a group's entries are its distinct names in the given order, its
 * repetitions (blocks) the largest repetition in it. A plot the layout does not produce (a
 * new entry listed in several repetitions of an augmented design) follows the designed ones
 * of its group, in the given order.
 * @returns the plots, group after group in order of first appearance, and each group's
 *   design to record
 */
export function orderByDesign<T>(
  items: readonly T[],
  plotOf: (item: T) => { group: number; entry: string; repetition: number },
  design: ResolvedDesign,
): { ordered: T[]; designs: Map<number, RecordedDesign> } {
  const groups = new Map<number, { byKey: Map<string, T>; entries: string[]; reps: number }>();
  for (const item of items) {
    const { group, entry, repetition } = plotOf(item);
    const found = groups.get(group) ?? { byKey: new Map<string, T>(), entries: [], reps: 1 };
    groups.set(group, found);
    found.byKey.set(`${entry}\u0000${repetition}`, item);
    found.entries.push(entry);
    found.reps = Math.max(found.reps, repetition);
  }
  const ordered: T[] = [];
  const designs = new Map<number, RecordedDesign>();
  for (const [group, { byKey, entries, reps }] of groups) {
    const recorded = { ...design, repetitions: reps };
    designs.set(group, recorded);
    for (const plot of layOutDesign({ ...recorded, entries, seed: design.seed ?? 0 })) {
      const exact = `${plot.entry}\u0000${plot.repetition}`;
      // a new entry of an augmented design stands once, in its block: the file may number it 1
      const first = `${plot.entry}\u00001`;
      const loose = design.type === 'augmented_rcbd' && !plot.isCheck && byKey.has(first);
      const key = byKey.has(exact) ? exact : loose ? first : undefined;
      const item = key === undefined ? undefined : byKey.get(key);
      if (key === undefined || item === undefined) continue;
      ordered.push(item);
      byKey.delete(key);
    }
    ordered.push(...byKey.values());
  }
  return { ordered, designs };
}

/**
 * Records a laid-out design on the maps of field-years (created when missing, decision 018),
 * replacing any earlier design. The caller checked write access and holds the transaction.
 */
export async function recordDesign(
  tx: Tx,
  fieldYearIds: readonly number[],
  design: RecordedDesign,
): Promise<void> {
  if (fieldYearIds.length === 0) return;
  for (const id of fieldYearIds) await ensureFieldMap(tx, id);
  await tx
    .update(fieldMaps)
    .set({ design })
    .where(inArray(fieldMaps.fieldYearId, [...fieldYearIds]));
}
