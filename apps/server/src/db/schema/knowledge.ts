import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { crops } from './crops.ts';
import { lines } from './nursery.ts';
import { features, mutations } from './plots.ts';
import { users } from './users.ts';

/**
 * An entry of a crop's knowledge base (issue 19, /genome/knowledge-base): what is known of a
 * gene or a catalogue marker and the traits it acts on, with literature references. The effects
 * it states are `marker_effects` rows with `source = manual` pointing back at it.
 */
export const knowledgeEntries = pgTable(
  'knowledge_entries',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    gene: text('gene').notNull().default(''),
    /** The catalogue marker the entry is about, when it is about one. */
    mutationId: integer('mutation_id').references(() => mutations.id, { onDelete: 'set null' }),
    /** The trait the entry is mainly about, when one. */
    featureId: integer('feature_id').references(() => features.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    /** Literature references, one per item (a citation, a DOI or a URL). */
    references: text('references').array().notNull().default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('knowledge_entries_crop_idx').on(t.cropId, t.updatedAt),
    index('knowledge_entries_mutation_idx').on(t.mutationId),
  ],
);

/**
 * A planned line made on the create-line page (issue 19): a line record whose target genotype
 * is its base variety's with the chosen markers changed. One row per planned line.
 */
export const plannedLines = pgTable('planned_lines', {
  lineId: integer('line_id')
    .primaryKey()
    .references(() => lines.id, { onDelete: 'cascade' }),
  /** The variety it starts from. */
  baseLineId: integer('base_line_id').references(() => lines.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The allele pair a planned line is to carry at a catalogue marker (the changed markers). */
export const plannedLineAlleles = pgTable(
  'planned_line_alleles',
  {
    lineId: integer('line_id')
      .notNull()
      .references(() => plannedLines.lineId, { onDelete: 'cascade' }),
    mutationId: integer('mutation_id')
      .notNull()
      .references(() => mutations.id, { onDelete: 'cascade' }),
    firstAllele: text('first_allele').notNull(),
    secondAllele: text('second_allele').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.mutationId] }),
    index('planned_line_alleles_mutation_idx').on(t.mutationId),
  ],
);
