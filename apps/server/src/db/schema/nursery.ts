import { FIELD_TYPES } from '@plotline/contract/fields';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, divisions } from './companies.ts';
import { crops } from './crops.ts';
import { users } from './users.ts';

const folded = (column: unknown) => sql`replace(lower(btrim(${column})), 'ё', 'е')`;

/**
 * A nursery (field) of one crop. Owned like its crop (company or company-less user); the
 * division and creator are kept for the access rules. Name + region identify it inside the
 * crop (the plot-results import finds or creates it by them).
 */
export const fields = pgTable(
  'fields',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    region: text('region').notNull(),
    subregion: text('subregion').notNull().default(''),
    type: text('type', { enum: FIELD_TYPES }),
    /** Plots per row of the field map (2..150). */
    width: integer('width').notNull().default(20),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('fields_owner_check', sql`(${t.companyId} is null) <> (${t.ownerUserId} is null)`),
    check('fields_width_check', sql`${t.width} between 2 and 150`),
    uniqueIndex('fields_crop_name_region_key').on(t.cropId, folded(t.name), folded(t.region)),
  ],
);

/** A season of a field: the plots of one calendar year. */
export const fieldYears = pgTable(
  'field_years',
  {
    id: serial('id').primaryKey(),
    fieldId: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('field_years_field_year_key').on(t.fieldId, t.year),
    check('field_years_year_check', sql`${t.year} between 1900 and 2100`),
  ],
);

/**
 * A line (accession) of a crop, found by name inside the crop; mother and father link its
 * pedigree, which never loops (checked on every write, decision 035). `is_sort` marks a
 * registered variety.
 */
export const lines = pgTable(
  'lines',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isSort: boolean('is_sort').notNull().default(false),
    // the record (spec §3 "Variety/line"): free texts, "" when not given
    species: text('species').notNull().default(''),
    origin: text('origin').notNull().default(''),
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    uniformity: text('uniformity').notNull().default(''),
    heteroticGroup: text('heterotic_group').notNull().default(''),
    genealogy: text('genealogy').notNull().default(''),
    owner: text('owner').notNull().default(''),
    comments: text('comments').notNull().default(''),
    herbicides: text('herbicides').notNull().default(''),
    fungicides: text('fungicides').notNull().default(''),
    motherId: integer('mother_id').references((): AnyPgColumn => lines.id, {
      onDelete: 'set null',
    }),
    fatherId: integer('father_id').references((): AnyPgColumn => lines.id, {
      onDelete: 'set null',
    }),
    /**
     * F of the line, kept once computed (decision 036): null until a reader computes it, and
     * set back to null, with `pedigree_version` raised, for the line and all its descendants
     * whenever its parents change (trigger `lines_pedigree_changed` of migration 0011).
     */
    inbreeding: doublePrecision('inbreeding'),
    pedigreeVersion: integer('pedigree_version').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lines_crop_name_key').on(t.cropId, folded(t.name)),
    index('lines_mother_idx').on(t.motherId),
    index('lines_father_idx').on(t.fatherId),
  ],
);
