import { sql } from 'drizzle-orm';
import {
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** A tenant: every row of breeding data belongs to one company (or to a company-less user). */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Countries by ISO 3166-1 alpha-2 code; names come from ICU in the request's language. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
});

/** A division (department) of a company. */
export const divisions = pgTable(
  'divisions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    countryId: integer('country_id').references(() => countries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // names are unique in the company, trimmed and case-insensitively (ё = е)
    uniqueIndex('divisions_company_name_key').on(
      t.companyId,
      sql`replace(lower(btrim(${t.name})), 'ё', 'е')`,
    ),
  ],
);
