import type { Genotype, MarkerGenotypeBody } from '@plotline/contract/genotypes';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { mutations, plotGenotypes } from '../../db/schema.ts';
import { loadGenotypes } from './load-genotypes.ts';

/** Where an allele pair goes: a plot, or one of its plant rows (brush). */
export type GenotypeTarget = { cropId: number; plotId: number; brushId: number | null };

/**
 * Sets the allele pair a plot (or plant row) carries at the crop's marker on `chr` at `pos`,
 * creating the marker, named `mut_name`, when the crop has none there. An existing marker
 * keeps its name (it is shared by every plot of the crop). Replaces a pair already set.
 * @returns the stored pair with its marker
 */
export async function setGenotype(
  db: Db,
  target: GenotypeTarget,
  input: z.output<typeof MarkerGenotypeBody>,
): Promise<Genotype> {
  const id = await db.transaction(async (tx) => {
    await tx
      .insert(mutations)
      .values({ cropId: target.cropId, name: input.mut_name, chr: input.chr, pos: input.pos })
      .onConflictDoNothing();
    const [marker] = await tx
      .select({ id: mutations.id })
      .from(mutations)
      .where(
        and(
          eq(mutations.cropId, target.cropId),
          eq(mutations.chr, input.chr),
          eq(mutations.pos, input.pos),
        ),
      );
    if (!marker) throw new Error('marker vanished');
    // a pair typed by hand is 'manual' (a call from reads it replaces is no longer one)
    const pair = {
      firstAllele: input.first_allele,
      secondAllele: input.second_allele,
      source: 'manual' as const,
      depth: null,
      quality: null,
    };
    const [row] = await tx
      .insert(plotGenotypes)
      .values({ plotId: target.plotId, brushId: target.brushId, mutationId: marker.id, ...pair })
      .onConflictDoUpdate({
        target:
          target.brushId === null
            ? [plotGenotypes.plotId, plotGenotypes.mutationId]
            : [plotGenotypes.brushId, plotGenotypes.mutationId],
        targetWhere:
          target.brushId === null
            ? isNull(plotGenotypes.brushId)
            : isNotNull(plotGenotypes.brushId),
        set: pair,
      })
      .returning({ id: plotGenotypes.id });
    return row?.id as number;
  });
  const [genotype] = await loadGenotypes(db, [id]);
  if (!genotype) throw new Error('genotype vanished');
  return genotype;
}
