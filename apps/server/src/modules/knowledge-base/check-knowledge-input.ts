import { KNOWLEDGE_MESSAGES } from '@plotline/contract/knowledge-base';
import type { Language } from '@plotline/contract/rules';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import { translate } from '../../platform/i18n/translate.ts';

/** A stated effect as the body gives it, after parsing. */
export type EffectInput = {
  mutation_id: number;
  feature_id: number;
  region_id: number | null;
  effect: number;
  se: number | null;
};

/** The body's links checked against the crop. */
export type KnowledgeLinks = {
  mutation_id?: number | null;
  feature_id?: number | null;
  effects?: readonly EffectInput[];
};

/** The rows a query finds, as id → name. */
async function existing(db: Pick<Db, 'execute'>, query: SQL) {
  const rows = await queryRows<{ id: number; name: string }>(db, query);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Checks an entry's links inside the writing transaction: its marker is the crop's catalogue
 * marker, its trait a quantitative feature of the crop; so is every effect's, and its region
 * exists. A (marker, trait, region) stated twice in the body, or already stated by hand in
 * another entry of the crop, is refused (decision 054: one hand-entered weight each).
 * @throws AppError VALIDATION on `mutation_id`, `feature_id` or `effects[i]` (0-based)
 */
export async function checkKnowledgeInput(
  tx: Pick<Db, 'execute'>,
  cropId: number,
  entryId: number | null,
  input: KnowledgeLinks,
  language: Language,
): Promise<void> {
  const effects = input.effects ?? [];
  const markerIds = [...new Set([input.mutation_id, ...effects.map((e) => e.mutation_id)])];
  const featureIds = [...new Set([input.feature_id, ...effects.map((e) => e.feature_id)])];
  const regionIds = [...new Set(effects.map((e) => e.region_id))];
  const ids = (list: readonly (number | null | undefined)[]) =>
    sql.param(list.filter((id): id is number => typeof id === 'number'));
  const markers = await existing(
    tx,
    sql`select id, name from mutations where crop_id = ${cropId} and id = any(${ids(markerIds)}::int[])`,
  );
  const features = await existing(
    tx,
    sql`select id, name from features where crop_id = ${cropId} and kind = 'quantitative'
      and id = any(${ids(featureIds)}::int[])`,
  );
  const regions = await existing(
    tx,
    sql`select id, coalesce(names ->> ${language}, names ->> 'en') as name from regions
      where id = any(${ids(regionIds)}::int[])`,
  );
  if (typeof input.mutation_id === 'number' && !markers.has(input.mutation_id))
    throw fieldError('mutation_id', KNOWLEDGE_MESSAGES.noSuchMarker);
  if (typeof input.feature_id === 'number' && !features.has(input.feature_id))
    throw fieldError('feature_id', KNOWLEDGE_MESSAGES.noSuchFeature);
  const describe = (effect: EffectInput) => ({
    marker: markers.get(effect.mutation_id) ?? '',
    trait: features.get(effect.feature_id) ?? '',
    region:
      effect.region_id === null
        ? translate('knowledgeBase.allRegions', language)
        : (regions.get(effect.region_id) ?? ''),
  });
  const seen = new Map<string, number>();
  for (const [i, effect] of effects.entries()) {
    const field = `effects[${i}]`;
    if (!markers.has(effect.mutation_id)) throw fieldError(field, KNOWLEDGE_MESSAGES.noSuchMarker);
    if (!features.has(effect.feature_id)) throw fieldError(field, KNOWLEDGE_MESSAGES.noSuchFeature);
    if (effect.region_id !== null && !regions.has(effect.region_id))
      throw fieldError(field, KNOWLEDGE_MESSAGES.noSuchRegion);
    const key = `${effect.mutation_id}:${effect.feature_id}:${effect.region_id}`;
    const first = seen.get(key);
    if (first !== undefined)
      throw fieldError(field, KNOWLEDGE_MESSAGES.repeatedEffect, {
        ...describe(effect),
        row: first + 1,
      });
    seen.set(key, i);
  }
  if (effects.length === 0) return;
  const taken = await queryRows<{
    mutation_id: number;
    feature_id: number;
    region_id: number | null;
    title: string | null;
  }>(
    tx,
    sql`select e.mutation_id, e.feature_id, e.region_id, k.title
      from marker_effects e left join knowledge_entries k on k.id = e.knowledge_entry_id
      where e.crop_id = ${cropId} and e.source = 'manual'
        and e.knowledge_entry_id is distinct from ${entryId}::int
        and e.mutation_id = any(${ids(markerIds)}::int[])`,
  );
  for (const [i, effect] of effects.entries()) {
    const other = taken.find(
      (row) =>
        row.mutation_id === effect.mutation_id &&
        row.feature_id === effect.feature_id &&
        row.region_id === effect.region_id,
    );
    if (other)
      throw fieldError(`effects[${i}]`, KNOWLEDGE_MESSAGES.duplicateEffect, {
        ...describe(effect),
        title: other.title ?? '—',
      });
  }
}
