import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { fieldYears } from './nursery.ts';

/**
 * The field map of a field-year (decision 018): the grid is the plots' positions cut into
 * rows of `width` places; `design` records a randomised layout (`{type, seed, …}`) once one
 * is laid out. Created on demand with the nursery's width.
 */
export const fieldMaps = pgTable(
  'field_maps',
  {
    id: serial('id').primaryKey(),
    fieldYearId: integer('field_year_id')
      .notNull()
      .unique()
      .references(() => fieldYears.id, { onDelete: 'cascade' }),
    /** Plots per row (`max_length_per_list`, 2..150). */
    width: integer('width').notNull(),
    design: jsonb('design'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('field_maps_width_check', sql`${t.width} between 2 and 150`)],
);
