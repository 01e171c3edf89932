import { LEDGER_KINDS } from '@plotline/contract/warehouse';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
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
import { crops } from './crops.ts';
import { fields, lines } from './nursery.ts';
import { plots } from './plots.ts';
import { users } from './users.ts';

const folded = (column: unknown) => sql`replace(lower(btrim(${column})), 'ё', 'е')`;

/**
 * A seed warehouse (issue 15, decision 040) of one crop, owned like the crop (company or
 * company-less user); its name is unique in the tenant.
 */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('warehouses_owner_check', sql`(${t.companyId} is null) <> (${t.ownerUserId} is null)`),
    uniqueIndex('warehouses_company_name_key')
      .on(t.companyId, folded(t.name))
      .where(sql`${t.companyId} is not null`),
    uniqueIndex('warehouses_owner_name_key')
      .on(t.ownerUserId, folded(t.name))
      .where(sql`${t.ownerUserId} is not null`),
    index('warehouses_crop_idx').on(t.cropId),
  ],
);

/** A place inside a warehouse (room, shelf, box); its name is unique in the warehouse. */
export const storageLocations = pgTable(
  'storage_locations',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('storage_locations_name_key').on(t.warehouseId, folded(t.name))],
);

/**
 * A seed lot: seed of one line kept at one location, usually harvested from one plot. Its
 * weight (g) and amount (seeds or packets) and what is booked of them are the sums of its
 * ledger (seed_ledger): they change only through ledger entries (trigger of the migration),
 * and never go below zero nor below what is booked (checks).
 */
export const seedLots = pgTable(
  'seed_lots',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => storageLocations.id, { onDelete: 'no action' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => lines.id, { onDelete: 'no action' }),
    /** Provenance: the plot harvested (kept when the plot is deleted: its name is copied). */
    plotId: integer('plot_id').references(() => plots.id, { onDelete: 'set null' }),
    /** The lot's code on labels and in files: `L` and the id, at least 7 digits (never cut). */
    code: text('code')
      .notNull()
      .generatedAlwaysAs(sql`'L' || lpad(id::text, greatest(7, length(id::text)), '0')`),
    weight: numeric('weight', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    amount: integer('amount').notNull().default(0),
    bookedWeight: numeric('booked_weight', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    bookedAmount: integer('booked_amount').notNull().default(0),
    /** A reserve lot: kept, never offered for sowing plans. */
    reserved: boolean('reserved').notNull().default(false),
    weight1000: numeric('weight_1000', { precision: 10, scale: 3, mode: 'number' }),
    region: text('region').notNull().default(''),
    /** The nursery and year it was harvested in (copied, so they survive the plot). */
    fieldId: integer('field_id').references(() => fields.id, { onDelete: 'set null' }),
    nursery: text('nursery').notNull().default(''),
    year: integer('year'),
    plotName: text('plot_name').notNull().default(''),
    experiment: text('experiment').notNull().default(''),
    plantNumber: text('plant_number').notNull().default(''),
    selectionNumber: text('selection_number').notNull().default(''),
    dateAdded: date('date_added', { mode: 'string' }).notNull().default(sql`current_date`),
    /** Where in the location (shelf, box, bag number). */
    address: text('address').notNull().default(''),
    /** Weight one sowing of this lot needs (g): below it the line is low on stock. */
    sowingTolerance: numeric('sowing_tolerance', { precision: 14, scale: 3, mode: 'number' }),
    comment: text('comment').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('seed_lots_weight_check', sql`${t.weight} >= 0 and ${t.bookedWeight} >= 0`),
    check('seed_lots_amount_check', sql`${t.amount} >= 0 and ${t.bookedAmount} >= 0`),
    check(
      'seed_lots_booked_check',
      sql`${t.bookedWeight} <= ${t.weight} and ${t.bookedAmount} <= ${t.amount}`,
    ),
    index('seed_lots_crop_idx').on(t.cropId, t.id),
    // the lots page's sorts (decision 040): a page of 250 is read along one of these
    index('seed_lots_crop_weight_idx').on(t.cropId, t.weight, t.id),
    index('seed_lots_crop_booked_idx').on(t.cropId, t.bookedWeight, t.id),
    index('seed_lots_crop_available_idx').on(
      t.cropId,
      sql`(${t.weight} - ${t.bookedWeight})`,
      t.id,
    ),
    index('seed_lots_crop_date_idx').on(t.cropId, t.dateAdded, t.id),
    index('seed_lots_crop_year_idx').on(t.cropId, t.year, t.id),
    index('seed_lots_location_idx').on(t.locationId),
    index('seed_lots_line_idx').on(t.lineId),
    index('seed_lots_plot_idx').on(t.plotId),
  ],
);

/**
 * Every change of a lot's weight, amount or booking: who, when, why. A lot's columns are the
 * sums of its entries (kept by the migration's trigger on insert); entries are never changed
 * or deleted while the lot exists.
 */
export const seedLedger = pgTable(
  'seed_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => seedLots.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    weight: numeric('weight', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    amount: integer('amount').notNull().default(0),
    bookedWeight: numeric('booked_weight', { precision: 14, scale: 3, mode: 'number' })
      .notNull()
      .default(0),
    bookedAmount: integer('booked_amount').notNull().default(0),
    /** The lot a transfer came from or went to. */
    otherLotId: integer('other_lot_id').references(() => seedLots.id, { onDelete: 'set null' }),
    sowingPlanId: integer('sowing_plan_id'),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seed_ledger_lot_idx').on(t.lotId, t.id)],
);

/**
 * A sowing plan: lots booked for a nursery season to come. Accepting it sows the booked seed
 * (ledger `sowing`) and creates the plots.
 */
export const sowingPlans = pgTable(
  'sowing_plans',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    fieldId: integer('field_id')
      .notNull()
      .references(() => fields.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    name: text('name').notNull().default(''),
    status: text('status', { enum: ['draft', 'accepted'] })
      .notNull()
      .default('draft'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    check('sowing_plans_year_check', sql`${t.year} between 1900 and 2100`),
    index('sowing_plans_field_idx').on(t.fieldId, t.year),
  ],
);

/** A lot in a sowing plan: the weight and amount booked of it and how many plots it sows. */
export const sowingPlanItems = pgTable(
  'sowing_plan_items',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => sowingPlans.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => seedLots.id, { onDelete: 'no action' }),
    weight: numeric('weight', { precision: 14, scale: 3, mode: 'number' }).notNull().default(0),
    amount: integer('amount').notNull().default(0),
    repetitions: integer('repetitions').notNull().default(1),
  },
  (t) => [
    uniqueIndex('sowing_plan_items_lot_key').on(t.planId, t.lotId),
    check(
      'sowing_plan_items_check',
      sql`${t.weight} >= 0 and ${t.amount} >= 0 and ${t.repetitions} between 1 and 100`,
    ),
  ],
);
