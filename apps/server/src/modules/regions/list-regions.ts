import type { RegionList } from '@plotline/contract/regions';
import type { Language } from '@plotline/contract/rules';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions } from '../../db/schema.ts';
import { placeName } from './regions.queries.ts';

/**
 * The regions of a country, named in `language` (English, then Russian, when a name is
 * missing) and sorted by that name as the language sorts. An unknown country has none.
 */
export async function listRegions(
  db: Db,
  countryId: number,
  language: Language,
): Promise<RegionList> {
  const rows = await db
    .select({ id: regions.id, code: regions.code, names: regions.names })
    .from(regions)
    .where(eq(regions.countryId, countryId));
  const collator = new Intl.Collator(language);
  return rows
    .map((row) => ({ id: row.id, code: row.code, name: placeName(row.names, language) }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code));
}
