import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, regions } from '../../db/schema.ts';
import { REGION_SEEDS } from './region-seeds.ts';

/**
 * Inserts the first-level regions of Russia, Italy and Spain after the countries; idempotent,
 * run on every start. A region already present gets its names (and country) from the data
 * file again, so a corrected name reaches existing installs; ids never change.
 * @throws Error when a country of the data file is missing (seedCountries must run first)
 */
export async function seedRegions(db: Db): Promise<void> {
  const codes = Object.keys(REGION_SEEDS) as (keyof typeof REGION_SEEDS)[];
  const rows = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(inArray(countries.code, codes));
  const countryIds = new Map(rows.map((row) => [row.code, row.id]));
  const values = codes.flatMap((countryCode) => {
    const countryId = countryIds.get(countryCode);
    if (countryId === undefined) throw new Error(`country ${countryCode} is not seeded`);
    return REGION_SEEDS[countryCode].map(({ code, ...names }) => ({ countryId, code, names }));
  });
  await db
    .insert(regions)
    .values(values)
    .onConflictDoUpdate({
      target: regions.code,
      set: { countryId: sql`excluded.country_id`, names: sql`excluded.names` },
    });
}
