import { and, eq } from 'drizzle-orm';
import { features, knowledgeEntries, markerEffects, mutations } from '../../db/schema.ts';
import { getTestDatabase } from '../../test/test-app.ts';

/**
 * A knowledge-base entry of a crop about its first catalogue marker, by `createdBy`, stating one all-regions
 * effect of it on the crop's trait `высота` (the matrix world's plot value): the policy matrix
 * world's entry. Only tests import this.
 */
export async function buildKnowledgeEntry(cropId: number, createdBy: number): Promise<number> {
  const { db } = await getTestDatabase();
  const [marker] = await db
    .select({ id: mutations.id })
    .from(mutations)
    .where(eq(mutations.cropId, cropId))
    .orderBy(mutations.id)
    .limit(1);
  const [trait] = await db
    .select({ id: features.id })
    .from(features)
    .where(and(eq(features.cropId, cropId), eq(features.name, 'высота')));
  if (!marker || !trait) throw new Error('knowledge entry not built: no marker or trait');
  const mutationId = marker.id;
  const [entry] = await db
    .insert(knowledgeEntries)
    .values({ cropId, title: 'm1', gene: 'M1', mutationId, createdBy })
    .returning({ id: knowledgeEntries.id });
  if (!entry) throw new Error('knowledge entry not built');
  await db.insert(markerEffects).values({
    cropId,
    mutationId,
    featureId: trait.id,
    source: 'manual',
    effect: 0.5,
    knowledgeEntryId: entry.id,
  });
  return entry.id;
}
