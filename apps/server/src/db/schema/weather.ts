import { AGRO_PARAM_KINDS, METEO_EVENT_KINDS, METEO_PARAM_KINDS } from '@plotline/contract/meteo';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { fields } from './nursery.ts';
import { plots } from './plots.ts';
import { users } from './users.ts';

const folded = (column: unknown) => sql`replace(lower(btrim(${column})), 'ё', 'е')`;
/** `column in (…kinds)`, the check of a kind column. */
const oneOf = (column: unknown, kinds: readonly string[]) =>
  sql`${column} in (${sql.raw(kinds.map((kind) => `'${kind}'`).join(', '))})`;
/** A weather or soil value: up to 4 decimals (spec §5), read as a number. */
const value = () => numeric('value', { precision: 14, scale: 4, mode: 'number' }).notNull();

/**
 * A weather sector (issue 16, decision 044): a station or area of one tenant (company or
 * company-less user), serving any of its nurseries; name unique in the tenant.
 */
export const meteoSectors = pgTable(
  'meteo_sectors',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The first season it records (the spec's field). */
    year: integer('year').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('meteo_sectors_owner_check', sql`(${t.companyId} is null) <> (${t.ownerUserId} is null)`),
    check('meteo_sectors_year_check', sql`${t.year} between 1900 and 2100`),
    uniqueIndex('meteo_sectors_company_name_key')
      .on(t.companyId, folded(t.name))
      .where(sql`${t.companyId} is not null`),
    uniqueIndex('meteo_sectors_owner_name_key')
      .on(t.ownerUserId, folded(t.name))
      .where(sql`${t.ownerUserId} is not null`),
  ],
);

/** The nurseries a sector serves: a nursery takes its weather from one sector. */
export const meteoSectorFields = pgTable(
  'meteo_sector_fields',
  {
    sectorId: integer('sector_id')
      .notNull()
      .references(() => meteoSectors.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('meteo_sector_fields_field_key').on(t.fieldId),
    index('meteo_sector_fields_sector_idx').on(t.sectorId),
  ],
);

/** A weather parameter of a sector; one of each kind but `other`. */
export const meteoParams = pgTable(
  'meteo_params',
  {
    id: serial('id').primaryKey(),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => meteoSectors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    kind: text('kind', { enum: METEO_PARAM_KINDS }).notNull().default('other'),
  },
  (t) => [
    check('meteo_params_kind_check', oneOf(t.kind, METEO_PARAM_KINDS)),
    uniqueIndex('meteo_params_name_key').on(t.sectorId, folded(t.name)),
    uniqueIndex('meteo_params_kind_key').on(t.sectorId, t.kind).where(sql`${t.kind} <> 'other'`),
  ],
);

/** A daily value of a weather parameter: one per day (a second is refused, not overwritten). */
export const meteoValues = pgTable(
  'meteo_values',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paramId: integer('param_id')
      .notNull()
      .references(() => meteoParams.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    value: value(),
  },
  (t) => [uniqueIndex('meteo_values_param_date_key').on(t.paramId, t.date)],
);

/** A weather event of a sector on a day (frost, hail, drought, heavy rain…). */
export const meteoEvents = pgTable(
  'meteo_events',
  {
    id: serial('id').primaryKey(),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => meteoSectors.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: METEO_EVENT_KINDS }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('meteo_events_kind_check', oneOf(t.kind, METEO_EVENT_KINDS)),
    index('meteo_events_sector_date_idx').on(t.sectorId, t.date),
  ],
);

/** A soil parameter of a tenant's year (humus, N, P₂O₅, K₂O, pH, any other). */
export const agroParams = pgTable(
  'agro_params',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    kind: text('kind', { enum: AGRO_PARAM_KINDS }).notNull().default('other'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('agro_params_owner_check', sql`(${t.companyId} is null) <> (${t.ownerUserId} is null)`),
    check('agro_params_year_check', sql`${t.year} between 1900 and 2100`),
    check('agro_params_kind_check', oneOf(t.kind, AGRO_PARAM_KINDS)),
    uniqueIndex('agro_params_company_name_key')
      .on(t.companyId, t.year, folded(t.name))
      .where(sql`${t.companyId} is not null`),
    uniqueIndex('agro_params_owner_name_key')
      .on(t.ownerUserId, t.year, folded(t.name))
      .where(sql`${t.ownerUserId} is not null`),
  ],
);

/** A dated soil value of a nursery, or of one of its plots. */
export const agroValues = pgTable(
  'agro_values',
  {
    id: serial('id').primaryKey(),
    paramId: integer('param_id')
      .notNull()
      .references(() => agroParams.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    plotId: integer('plot_id').references(() => plots.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    value: value(),
  },
  (t) => [
    uniqueIndex('agro_values_key').on(t.paramId, t.fieldId, sql`coalesce(${t.plotId}, 0)`, t.date),
    index('agro_values_field_idx').on(t.fieldId, t.date),
    index('agro_values_plot_idx').on(t.plotId),
  ],
);
