import type {
  KnowledgeEffect,
  KnowledgeEntry,
  KnowledgeEntryList,
  KnowledgeEntryListQuery,
} from '@plotline/contract/knowledge-base';
import type { Language } from '@plotline/contract/rules';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { canDeleteKnowledge, canEditKnowledge } from './knowledge-access.ts';

type EntryRecord = Omit<KnowledgeEntry, 'effects' | 'can_edit' | 'can_delete'>;
type EffectRecord = KnowledgeEffect & { entry_id: number };

const ISO = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Entries by id in the wire shape, in the order of `ids`, each with its stated effects (marker
 * names, trait names and region names in `language`) and what the user may do with it.
 */
export async function presentKnowledgeEntries(
  db: Db,
  ids: readonly number[],
  user: CurrentUser,
  language: Language,
): Promise<KnowledgeEntry[]> {
  if (ids.length === 0) return [];
  const list = sql.param([...ids]);
  const entries = await queryRows<EntryRecord>(
    db,
    sql`select k.id, k.crop_id as spec_id, k.title, k.gene, k.mutation_id, m.name as mutation_name,
        k.feature_id, f.name as feature_name, k.body, k.references, k.created_by,
        coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username)
          as created_by_name,
        ${ISO(sql`k.created_at`)} as created_at, ${ISO(sql`k.updated_at`)} as updated_at
      from knowledge_entries k
      left join mutations m on m.id = k.mutation_id
      left join features f on f.id = k.feature_id
      left join users u on u.id = k.created_by
      where k.id = any(${list}::int[])`,
  );
  const effects = await queryRows<EffectRecord>(
    db,
    sql`select e.knowledge_entry_id as entry_id, e.id, e.mutation_id, m.name as mutation_name,
        e.feature_id, f.name as feature_name, e.region_id,
        coalesce(r.names ->> ${language}, r.names ->> 'en') as region_name, e.effect, e.se
      from marker_effects e
      join mutations m on m.id = e.mutation_id
      join features f on f.id = e.feature_id
      left join regions r on r.id = e.region_id
      where e.knowledge_entry_id = any(${list}::int[]) and e.source = 'manual'
      order by e.id`,
  );
  const canEdit = canEditKnowledge(user);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => {
    const entry = byId.get(id);
    if (!entry) return [];
    const own = effects
      .filter((effect) => effect.entry_id === id)
      .map(({ entry_id, ...rest }) => rest);
    return [
      {
        ...entry,
        effects: own,
        can_edit: canEdit,
        can_delete: canDeleteKnowledge(user, { createdBy: entry.created_by }),
      },
    ];
  });
}

/**
 * One page of a crop's knowledge base, the latest changed first: `search` matches (any case)
 * the title, gene, text, the name of the entry's marker or of a stated effect's marker, and
 * the name of the entry's trait or of a stated effect's trait; `mutation_id` keeps the entries
 * about that marker or stating an effect of it.
 */
export async function listKnowledgeEntries(
  db: Db,
  cropId: number,
  query: z.output<typeof KnowledgeEntryListQuery>,
  user: CurrentUser,
  language: Language,
): Promise<KnowledgeEntryList> {
  const filters: SQL[] = [sql`k.crop_id = ${cropId}`];
  if (query.search) {
    const pattern = containing(query.search);
    filters.push(sql`(k.title ilike ${pattern} or k.gene ilike ${pattern} or k.body ilike ${pattern}
      or exists (select 1 from mutations m where m.id = k.mutation_id and m.name ilike ${pattern})
      or exists (select 1 from features f where f.id = k.feature_id and f.name ilike ${pattern})
      or exists (select 1 from marker_effects e
        join mutations m on m.id = e.mutation_id join features f on f.id = e.feature_id
        where e.knowledge_entry_id = k.id and (m.name ilike ${pattern} or f.name ilike ${pattern})))`);
  }
  if (query.mutation_id !== undefined) {
    filters.push(sql`(k.mutation_id = ${query.mutation_id} or exists (select 1 from marker_effects e
      where e.knowledge_entry_id = k.id and e.mutation_id = ${query.mutation_id}))`);
  }
  const where = sql.join(filters, sql` and `);
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from knowledge_entries k where ${where}`,
  );
  const page = await queryRows<{ id: number }>(
    db,
    sql`select k.id from knowledge_entries k where ${where} order by k.updated_at desc, k.id desc
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`,
  );
  return {
    count: total?.n ?? 0,
    results: await presentKnowledgeEntries(
      db,
      page.map((row) => row.id),
      user,
      language,
    ),
    can_create: canEditKnowledge(user),
  };
}
