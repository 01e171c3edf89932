import type { Db } from '../../db/client.ts';
import { countries } from '../../db/schema.ts';
import { COUNTRY_CODES } from './country-codes.ts';

/** Inserts the ISO country list; idempotent, run after migrations on every start. */
export async function seedCountries(db: Db): Promise<void> {
  await db
    .insert(countries)
    .values(COUNTRY_CODES.map((code) => ({ code })))
    .onConflictDoNothing({ target: countries.code });
}
