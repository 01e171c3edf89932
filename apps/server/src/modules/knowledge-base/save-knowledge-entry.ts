import type {
  CreateKnowledgeEntryBody,
  UpdateKnowledgeEntryBody,
} from '@plotline/contract/knowledge-base';
import type { Language } from '@plotline/contract/rules';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { knowledgeEntries, markerEffects } from '../../db/schema.ts';
import { checkKnowledgeInput, type EffectInput } from './check-knowledge-input.ts';

/** Advisory lock class of a crop's hand-entered effects: writers of one crop take turns. */
const KNOWLEDGE_LOCK = 19_054;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Replaces the entry's stated effects (its `manual` marker weights) by `effects`. */
async function replaceEffects(
  tx: Tx,
  cropId: number,
  entryId: number,
  effects: readonly EffectInput[],
): Promise<void> {
  await tx.delete(markerEffects).where(eq(markerEffects.knowledgeEntryId, entryId));
  if (effects.length === 0) return;
  await tx.insert(markerEffects).values(
    effects.map((effect) => ({
      cropId,
      mutationId: effect.mutation_id,
      featureId: effect.feature_id,
      regionId: effect.region_id,
      source: 'manual' as const,
      effect: effect.effect,
      se: effect.se,
      knowledgeEntryId: entryId,
    })),
  );
}

/**
 * Adds an entry with its effects to a crop's knowledge base, in one transaction.
 * @returns the new entry's id
 * @throws AppError VALIDATION on a link outside the crop or an effect stated already
 */
export async function createKnowledgeEntry(
  db: Db,
  cropId: number,
  createdBy: number,
  input: Omit<z.output<typeof CreateKnowledgeEntryBody>, 'spec_id'>,
  language: Language,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KNOWLEDGE_LOCK}::int, ${cropId}::int)`);
    await checkKnowledgeInput(tx, cropId, null, input, language);
    const { effects, mutation_id, feature_id, ...fields } = input;
    const [created] = await tx
      .insert(knowledgeEntries)
      .values({ ...fields, cropId, mutationId: mutation_id, featureId: feature_id, createdBy })
      .returning({ id: knowledgeEntries.id });
    const id = created?.id ?? 0;
    await replaceEffects(tx, cropId, id, effects);
    return id;
  });
}

/**
 * Changes an entry: the fields given; `effects`, when given, replace the stated ones as a whole
 * (one transaction, so readers never see half of them).
 * @throws AppError VALIDATION on a link outside the crop or an effect stated already
 */
export async function updateKnowledgeEntry(
  db: Db,
  entry: { id: number; cropId: number },
  input: z.output<typeof UpdateKnowledgeEntryBody>,
  language: Language,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${KNOWLEDGE_LOCK}::int, ${entry.cropId}::int)`,
    );
    await checkKnowledgeInput(tx, entry.cropId, entry.id, input, language);
    const { effects, mutation_id, feature_id, ...fields } = input;
    await tx
      .update(knowledgeEntries)
      .set({
        ...fields,
        ...(mutation_id !== undefined ? { mutationId: mutation_id } : {}),
        ...(feature_id !== undefined ? { featureId: feature_id } : {}),
        updatedAt: new Date(),
      })
      .where(eq(knowledgeEntries.id, entry.id));
    if (effects) await replaceEffects(tx, entry.cropId, entry.id, effects);
  });
}
