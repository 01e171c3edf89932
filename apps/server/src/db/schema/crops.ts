import { GDD_BASE_DEFAULT } from '@plotline/contract/meteo';
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { users } from './users.ts';

const folded = (column: unknown) => sql`replace(lower(btrim(${column})), 'ё', 'е')`;

/**
 * A crop (culture): the first choice a breeder makes. Owned by a company, or by a
 * company-less user; names are unique per owner, trimmed, case-insensitively, ё = е.
 */
export const crops = pgTable(
  'crops',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    russianName: text('russian_name').notNull(),
    englishName: text('english_name'),
    species: text('species'),
    /** Base temperature of growing degree days (°C; decision 044). */
    gddBase: numeric('gdd_base', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(GDD_BASE_DEFAULT),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('crops_gdd_base_check', sql`${t.gddBase} between -10 and 40`),
    check('crops_owner_check', sql`(${t.companyId} is null) <> (${t.ownerUserId} is null)`),
    uniqueIndex('crops_company_russian_name_key')
      .on(t.companyId, folded(t.russianName))
      .where(sql`${t.companyId} is not null`),
    uniqueIndex('crops_owner_russian_name_key')
      .on(t.ownerUserId, folded(t.russianName))
      .where(sql`${t.ownerUserId} is not null`),
    uniqueIndex('crops_company_english_name_key')
      .on(t.companyId, folded(t.englishName))
      .where(sql`${t.companyId} is not null and ${t.englishName} is not null`),
    uniqueIndex('crops_owner_english_name_key')
      .on(t.ownerUserId, folded(t.englishName))
      .where(sql`${t.ownerUserId} is not null and ${t.englishName} is not null`),
  ],
);
