import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { crops } from './crops.ts';
import { fieldYears, lines } from './nursery.ts';
import { users } from './users.ts';

/**
 * A plot of a field-year: one repetition of one line. `position` is its place in the field
 * map order (`plot_order_priority`); `label` its optional number (unique in the field-year).
 */
export const plots = pgTable(
  'plots',
  {
    id: serial('id').primaryKey(),
    fieldYearId: integer('field_year_id')
      .notNull()
      .references(() => fieldYears.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => lines.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    label: text('label'),
    comment: text('comment').notNull().default(''),
    width: doublePrecision('width'),
    length: doublePrecision('length'),
    repetition: integer('repetition').notNull().default(1),
    position: integer('position').notNull(),
    plotGroup: text('plot_group'),
    crossbreedingLineId: integer('crossbreeding_line_id').references(() => lines.id, {
      onDelete: 'set null',
    }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('plots_field_year_name_key').on(t.fieldYearId, t.name),
    uniqueIndex('plots_field_year_label_key')
      .on(t.fieldYearId, t.label)
      .where(sql`${t.label} is not null`),
    // the table's default order and its count read this index alone (decision 029)
    index('plots_field_year_order_idx').on(t.fieldYearId, t.position, t.id, t.lineId),
    index('plots_field_year_comment_idx')
      .on(t.fieldYearId, t.comment)
      .where(sql`${t.comment} <> ''`),
    index('plots_line_idx').on(t.lineId),
  ],
);

/** A measured characteristic of a crop: quantitative (numbers) or qualitative (text), never both. */
export const features = pgTable(
  'features',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    /** Stored lower-case (api-contract §5). */
    name: text('name').notNull(),
    kind: text('kind', { enum: ['quantitative', 'qualitative'] }).notNull(),
  },
  (t) => [uniqueIndex('features_crop_name_key').on(t.cropId, t.name)],
);

/** A plant row (brush) inside a plot. */
export const brushes = pgTable(
  'brushes',
  {
    id: serial('id').primaryKey(),
    plotId: integer('plot_id')
      .notNull()
      .references(() => plots.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brushes_plot_name_key').on(t.plotId, t.name)],
);

/**
 * A phenotype value of a plot (or of one of its plant rows): the number or the text, plus the
 * text as entered (`plot_final_value`). `field_year_id` repeats the plot's season (plots never
 * change season) so that one season's values of a feature are one index range (decision 029).
 */
export const plotResults = pgTable(
  'plot_results',
  {
    id: serial('id').primaryKey(),
    plotId: integer('plot_id')
      .notNull()
      .references(() => plots.id, { onDelete: 'cascade' }),
    brushId: integer('brush_id').references((): AnyPgColumn => brushes.id, {
      onDelete: 'cascade',
    }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    /**
     * The plot's season. A row inserted without it gets it from its plot (trigger
     * `plot_results_fill_season` of migration 0007): inserts may leave it out.
     */
    fieldYearId: integer('field_year_id')
      .notNull()
      .$defaultFn(() => sql`null`),
    valueFloat: doublePrecision('value_float'),
    valueText: text('value_text'),
    valueEntered: text('value_entered').notNull(),
    unit: text('unit').notNull().default(''),
  },
  (t) => [
    uniqueIndex('plot_results_plot_feature_key')
      .on(t.plotId, t.featureId)
      .where(sql`${t.brushId} is null`),
    uniqueIndex('plot_results_brush_feature_key')
      .on(t.brushId, t.featureId)
      .where(sql`${t.brushId} is not null`),
    index('plot_results_feature_entered_idx').on(t.featureId, t.valueEntered),
    // a season's values of a feature in table order: numbers, then text (case- and ё-folded)
    index('plot_results_season_feature_idx')
      .on(
        t.fieldYearId,
        t.featureId,
        t.valueFloat,
        sql`replace(lower(${t.valueText}), 'ё', 'е')`,
        t.valueText,
        t.plotId,
      )
      .where(sql`${t.brushId} is null`),
    // deleting plots cascades here by plot_id; the partial unique index above cannot serve it
    index('plot_results_plot_idx').on(t.plotId),
  ],
);

/** A vegetation stage reached by a plot (or a plant row) on a date; names lower-case. */
export const plotStages = pgTable(
  'plot_stages',
  {
    id: serial('id').primaryKey(),
    plotId: integer('plot_id')
      .notNull()
      .references(() => plots.id, { onDelete: 'cascade' }),
    brushId: integer('brush_id').references(() => brushes.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    date: date('date'),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    uniqueIndex('plot_stages_plot_stage_key')
      .on(t.plotId, t.stage)
      .where(sql`${t.brushId} is null`),
    uniqueIndex('plot_stages_brush_stage_key')
      .on(t.brushId, t.stage)
      .where(sql`${t.brushId} is not null`),
    // the cascade from plots (the partial unique indexes cannot serve it)
    index('plot_stages_plot_idx').on(t.plotId),
  ],
);

/** A harvest technology applied to a plot, planned and real dates. */
export const harvestTechnologies = pgTable(
  'harvest_technologies',
  {
    id: serial('id').primaryKey(),
    plotId: integer('plot_id')
      .notNull()
      .references(() => plots.id, { onDelete: 'cascade' }),
    technology: text('technology').notNull(),
    datePlanned: date('date_planned'),
    dateReal: date('date_real'),
    comment: text('comment').notNull().default(''),
  },
  (t) => [uniqueIndex('harvest_technologies_plot_technology_key').on(t.plotId, t.technology)],
);

/** A DNA marker (mutation) of a crop at a chromosome position, with optional primers. */
export const mutations = pgTable(
  'mutations',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    chr: text('chr').notNull(),
    pos: integer('pos').notNull(),
    forwardPrimer: text('forward_primer').notNull().default(''),
    reversePrimer: text('reverse_primer').notNull().default(''),
    // the marker catalogue (issue 17): alleles, flanks for calling from reads, gene, notes; "" when not given
    refAllele: text('ref_allele').notNull().default(''),
    altAllele: text('alt_allele').notNull().default(''),
    /** Sequence before the variant (5′ side, reference strand); ≥ 30 bp to be called from reads. */
    flankLeft: text('flank_left').notNull().default(''),
    /** Sequence after the variant (3′ side, reference strand). */
    flankRight: text('flank_right').notNull().default(''),
    gene: text('gene').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mutations_crop_chr_pos_key').on(t.cropId, t.chr, t.pos)],
);

/** The allele pair a plot (or plant row) carries at a marker. */
export const plotGenotypes = pgTable(
  'plot_genotypes',
  {
    id: serial('id').primaryKey(),
    plotId: integer('plot_id')
      .notNull()
      .references(() => plots.id, { onDelete: 'cascade' }),
    brushId: integer('brush_id').references(() => brushes.id, { onDelete: 'cascade' }),
    mutationId: integer('mutation_id')
      .notNull()
      .references(() => mutations.id, { onDelete: 'cascade' }),
    firstAllele: text('first_allele').notNull(),
    secondAllele: text('second_allele').notNull(),
    /** Where the pair came from: typed or uploaded ('manual'), or called from reads ('reads'). */
    source: text('source', { enum: ['manual', 'reads'] })
      .notNull()
      .default('manual'),
    /** Reads covering the marker, when called from reads. */
    depth: integer('depth'),
    /** Genotype quality (phred) of a call from reads. */
    quality: integer('quality'),
  },
  (t) => [
    uniqueIndex('plot_genotypes_plot_mutation_key')
      .on(t.plotId, t.mutationId)
      .where(sql`${t.brushId} is null`),
    uniqueIndex('plot_genotypes_brush_mutation_key')
      .on(t.brushId, t.mutationId)
      .where(sql`${t.brushId} is not null`),
    // the cascade from plots (the partial unique indexes cannot serve it)
    index('plot_genotypes_plot_idx').on(t.plotId),
    // plots genotyped per marker (the catalogue) and the cascade from mutations
    index('plot_genotypes_mutation_idx').on(t.mutationId),
  ],
);

/** A photo of a plot or of a line; the file lives in the file store under `storage_key`. */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    plotId: integer('plot_id').references(() => plots.id, { onDelete: 'cascade' }),
    lineId: integer('line_id').references(() => lines.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    photographedAt: date('photographed_at'),
    comment: text('comment').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('photos_subject_check', sql`(${t.plotId} is null) <> (${t.lineId} is null)`),
    index('photos_plot_idx').on(t.plotId),
    index('photos_line_idx').on(t.lineId),
  ],
);

/** Which characteristics the plot table shows, and in what order, per field-year. */
export const characteristicsOrders = pgTable('characteristics_orders', {
  id: serial('id').primaryKey(),
  fieldYearId: integer('field_year_id')
    .notNull()
    .unique()
    .references(() => fieldYears.id, { onDelete: 'cascade' }),
  configuration: jsonb('configuration').$type<string[]>().notNull(),
});
