import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { crops } from './crops.ts';
import { regions } from './geography.ts';
import { jobs } from './jobs.ts';
import { knowledgeEntries } from './knowledge.ts';
import { lines } from './nursery.ts';
import { features, mutations, plots } from './plots.ts';
import { users } from './users.ts';

/** PostgreSQL `bytea` as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

/** How a matrix stores one call: 2-bit hard dosage (0, 1, 2; 3 missing) or 8-bit dosage ×100 (255 missing). */
export const GENOTYPE_ENCODINGS = ['gt2', 'ds8'] as const;

/**
 * A dense genotype matrix of a crop (issue 17): samples × markers from one VCF import, stored
 * in chunks of a marker range (`genotype_matrix_chunks`), never a row per call.
 */
export const genotypeMatrices = pgTable(
  'genotype_matrices',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The imported file's name. */
    sourceName: text('source_name').notNull().default(''),
    encoding: text('encoding', { enum: GENOTYPE_ENCODINGS }).notNull().default('gt2'),
    sampleCount: integer('sample_count').notNull(),
    markerCount: integer('marker_count').notNull(),
    /** Markers per chunk (the last chunk may hold fewer). */
    chunkMarkers: integer('chunk_markers').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('genotype_matrices_crop_idx').on(t.cropId)],
);

/** A sample (column of the VCF) of a matrix, matched to a line or a plot by name, or to neither. */
export const genotypeMatrixSamples = pgTable(
  'genotype_matrix_samples',
  {
    matrixId: integer('matrix_id')
      .notNull()
      .references(() => genotypeMatrices.id, { onDelete: 'cascade' }),
    /** 0-based order in the matrix. */
    idx: integer('idx').notNull(),
    name: text('name').notNull(),
    lineId: integer('line_id').references(() => lines.id, { onDelete: 'set null' }),
    plotId: integer('plot_id').references(() => plots.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.matrixId, t.idx] }),
    index('genotype_matrix_samples_line_idx').on(t.lineId),
    index('genotype_matrix_samples_plot_idx').on(t.plotId),
  ],
);

/** A marker (site) of a matrix, in matrix order, with its allele frequency and call rate. */
export const genotypeMatrixMarkers = pgTable(
  'genotype_matrix_markers',
  {
    matrixId: integer('matrix_id')
      .notNull()
      .references(() => genotypeMatrices.id, { onDelete: 'cascade' }),
    /** 0-based order in the matrix (sorted by chromosome, then position). */
    idx: integer('idx').notNull(),
    /** The catalogue marker at this site, when there is one. */
    mutationId: integer('mutation_id').references(() => mutations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    chr: text('chr').notNull(),
    pos: integer('pos').notNull(),
    ref: text('ref').notNull(),
    alt: text('alt').notNull(),
    /** Frequency of the alternative allele among the called genotypes (null when none called). */
    altFreq: real('alt_freq'),
    /** Share of samples called, 0..1. */
    callRate: real('call_rate').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matrixId, t.idx] }),
    index('genotype_matrix_markers_site_idx').on(t.matrixId, t.chr, t.pos),
    index('genotype_matrix_markers_mutation_idx').on(t.mutationId),
  ],
);

/**
 * The calls of a marker range [chunk × chunk_markers, …): sample-major (each sample's calls of
 * the range contiguous), so one sample's row is one `substring` per chunk. Stored EXTERNAL
 * (uncompressed TOAST) so substrings read only their pages (migration 0016).
 */
export const genotypeMatrixChunks = pgTable(
  'genotype_matrix_chunks',
  {
    matrixId: integer('matrix_id')
      .notNull()
      .references(() => genotypeMatrices.id, { onDelete: 'cascade' }),
    chunk: integer('chunk').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.matrixId, t.chunk] })],
);

export const GENOME_FILE_STATUSES = ['uploading', 'processing', 'failed', 'success'] as const;
export const GENOME_FILE_KINDS = [
  'fastq',
  'fastq.gz',
  'fasta',
  'fasta.gz',
  'tar',
  'tar.gz',
  'zip',
  'fastqc',
] as const;

/**
 * A sequencing file of a plot (spec §3 "Genomic file"): FASTQ/FASTA or an archive of them, in
 * the file store under `storage_key`; or an uploaded FastQC result archive (`kind` fastqc).
 * Processing (QC, allele counts at the crop's markers) runs as the job `job_id`.
 */
export const genomeFiles = pgTable(
  'genome_files',
  {
    id: serial('id').primaryKey(),
    plotId: integer('plot_id')
      .notNull()
      .references(() => plots.id, { onDelete: 'cascade' }),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    kind: text('kind', { enum: GENOME_FILE_KINDS }).notNull(),
    dataType: text('data_type').notNull().default('wgs'),
    paired: boolean('paired').notNull().default(false),
    status: text('status', { enum: GENOME_FILE_STATUSES }).notNull().default('uploading'),
    /** Why processing failed (translated key and values), null otherwise. */
    error: jsonb('error'),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** The QC report (FastQC modules) once processed. */
    qc: jsonb('qc'),
    /** The FastQC-layout archive (zip) in the file store. */
    qcKey: text('qc_key'),
    /** Allele read counts at the crop's markers found in this file. */
    alleleCounts: jsonb('allele_counts'),
    reads: bigint('reads', { mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('genome_files_plot_idx').on(t.plotId),
    check('genome_files_size_check', sql`${t.size} >= 0`),
  ],
);

export const GENOME_ANALYSIS_KINDS = ['structure', 'gwas', 'prediction'] as const;

/**
 * An analysis of a genotype matrix (issue 19, decision 054): its parameters, the job that runs
 * it and, once done, its small results (samples, PCA, tree, summaries) as JSON; the distance
 * matrix lives in `genome_analysis_data`.
 */
export const genomeAnalyses = pgTable(
  'genome_analyses',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    matrixId: integer('matrix_id')
      .notNull()
      .references(() => genotypeMatrices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: GENOME_ANALYSIS_KINDS }).notNull(),
    name: text('name').notNull(),
    parameters: jsonb('parameters').notNull(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    result: jsonb('result'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('genome_analyses_crop_idx').on(t.cropId, t.createdAt)],
);

/**
 * Large results of an analysis by name (`distances`: the n × n matrix as Float32, row-major, in
 * the samples' order). Stored EXTERNAL like the matrix chunks.
 */
export const genomeAnalysisData = pgTable(
  'genome_analysis_data',
  {
    analysisId: integer('analysis_id')
      .notNull()
      .references(() => genomeAnalyses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.analysisId, t.name] })],
);

export const MARKER_EFFECT_SOURCES = ['gwas', 'manual'] as const;

/**
 * The weight of a catalogue marker on a trait (issue 19, decision 054): the effect of one ALT
 * allele in the trait's unit, estimated by a GWAS of the company's plots or entered by hand,
 * for a region or (region null) every region. One row per marker, trait, region and source.
 */
export const markerEffects = pgTable(
  'marker_effects',
  {
    id: serial('id').primaryKey(),
    cropId: integer('crop_id')
      .notNull()
      .references(() => crops.id, { onDelete: 'cascade' }),
    mutationId: integer('mutation_id')
      .notNull()
      .references(() => mutations.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    regionId: integer('region_id').references(() => regions.id, { onDelete: 'cascade' }),
    source: text('source', { enum: MARKER_EFFECT_SOURCES }).notNull(),
    effect: doublePrecision('effect').notNull(),
    se: doublePrecision('se'),
    pValue: doublePrecision('p_value'),
    n: integer('n'),
    analysisId: integer('analysis_id').references(() => genomeAnalyses.id, {
      onDelete: 'set null',
    }),
    /** The knowledge-base entry a hand-entered effect belongs to (deleted with it). */
    knowledgeEntryId: integer('knowledge_entry_id').references(() => knowledgeEntries.id, {
      onDelete: 'cascade',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('marker_effects_key')
      .on(t.mutationId, t.featureId, t.regionId, t.source)
      .nullsNotDistinct(),
    index('marker_effects_feature_idx').on(t.cropId, t.featureId),
  ],
);
