import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, countries } from './companies.ts';
import { users } from './users.ts';

/** Names of a place in the interface languages (ru and en always; it, es when known). */
export type PlaceNames = { ru: string; en: string; it?: string; es?: string };

/** A first-level region of a country (Russia's federal subjects, Italy's and Spain's regions). */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    /** ISO 3166-2 code, e.g. RU-KDA. */
    code: text('code').notNull(),
    names: jsonb('names').$type<PlaceNames>().notNull(),
  },
  (t) => [uniqueIndex('regions_code_key').on(t.code), index('regions_country_idx').on(t.countryId)],
);

/**
 * A subregion (district) of a region: seeded ones are shared (no owner); users add their own,
 * visible to their tenant.
 */
export const subregions = pgTable(
  'subregions',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('subregions_region_idx').on(t.regionId)],
);
