import { z } from 'zod';
import { Id, optionalText, requiredText, text } from './common.ts';
import { LINE_RECORD_NAME_MAX_LENGTH } from './lines.ts';

/**
 * Create-line (issue 19, decision 054; spec §2 "Create-line table with mutation modal", §7
 * `user_primers_list/`): a base variety's genotype at the catalogue markers that carry weights,
 * its predicted traits, the same prediction with some markers changed, and the change kept as a
 * planned line (a `lines` row of the crop with its target pairs), with the primers to check it.
 * Paths (API_PATHS, under /api/v1/plotline_db/):
 * - `GET create_line/base/?spec_id&line_id[&region_id][&feature_ids][&all]` (CreateLineBase)
 * - `POST create_line/preview/` (PreviewLineBody → LinePreview)
 * - `POST create_line/` (CreatePlannedLineBody → 201 PlannedLineCreated)
 * - `GET create_line/?spec_id` (PlannedLine[], newest first)
 * - `DELETE create_line/{line_id}/` (204: its creator or a manager, while it has no plots)
 * - `GET user_primers_list/?spec_id[&line_id][&format=csv]` (PrimerRow[], or a CSV attachment)
 */

/** At most this many markers changed in one planned line. */
export const CREATE_LINE_CHANGES_MAX = 500;
/** At most this many traits in one prediction. */
export const CREATE_LINE_FEATURES_MAX = 50;
/** The longest allele (an indel's bases). */
export const ALLELE_MAX_LENGTH = 200;

/** `feature_ids=1,2,3` (or repeated): traits, without repeats. */
const FeatureIdsQuery = z
  .union([text(), z.array(text())])
  .transform((value): (string | number)[] =>
    (Array.isArray(value) ? value.join(',') : value).split(',').filter((part) => part !== ''),
  )
  .pipe(z.array(Id).max(CREATE_LINE_FEATURES_MAX))
  .transform((ids) => [...new Set(ids)]);

export const CreateLineBaseQuery = z.object({
  spec_id: Id.describe('crop id'),
  line_id: Id.describe('the base variety'),
  region_id: Id.optional().describe('the weights of this region (else all-regions ones)'),
  feature_ids: FeatureIdsQuery.optional().describe('traits; default every weighted trait'),
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('true: every catalogue marker, weighted or not'),
});
export type CreateLineBaseQuery = z.input<typeof CreateLineBaseQuery>;

/** A trait's prediction: baseline mean + Σ effect × (dose − panel mean dose). */
export const TraitPrediction = z.object({
  feature_id: z.number().int(),
  feature: z.string().describe('the trait’s name'),
  value: z.number().nullable().describe('predicted value; null when the trait has no mean'),
  genetic: z.number().describe('Σ effect × (dose − panel mean dose), in the trait’s unit'),
  markers_used: z.number().int(),
  markers_missing: z.number().int(),
});
export type TraitPrediction = z.infer<typeof TraitPrediction>;

/** A catalogue marker of the create-line table with the base variety's pair there. */
export const BaseMarker = z.object({
  mutation_id: z.number().int(),
  name: z.string(),
  chr: z.string(),
  pos: z.number().int(),
  gene: z.string(),
  ref: z.string(),
  alt: z.string(),
  first_allele: z.string().nullable().describe('null: the variety has no genotype here'),
  second_allele: z.string().nullable(),
  dose: z.number().int().min(0).max(2).nullable().describe('ALT alleles (0, 1, 2)'),
  effects: z
    .array(z.object({ feature_id: z.number().int(), effect: z.number() }))
    .describe('per ALT allele, in the trait’s unit'),
});
export type BaseMarker = z.infer<typeof BaseMarker>;

export const CreateLineBase = z.object({
  line_id: z.number().int(),
  line_name: z.string(),
  region_id: z.number().int().nullable(),
  markers: z.array(BaseMarker),
  traits: z.array(TraitPrediction),
});
export type CreateLineBase = z.infer<typeof CreateLineBase>;

/**
 * A marker's target pair. Both alleles are required and must be the marker's REF or ALT (any
 * case, kept upper-case); the server names `changes[i].first_allele` when one is not.
 */
export const AlleleChange = z.object({
  mutation_id: Id,
  first_allele: optionalText(ALLELE_MAX_LENGTH),
  second_allele: optionalText(ALLELE_MAX_LENGTH),
});
export type AlleleChange = z.input<typeof AlleleChange>;

export const PreviewLineBody = z.object({
  spec_id: Id.describe('crop id'),
  base_line_id: Id.describe('the base variety'),
  region_id: Id.nullish()
    .transform((v) => v ?? null)
    .describe('the weights of this region'),
  feature_ids: z.array(Id).max(CREATE_LINE_FEATURES_MAX).optional(),
  changes: z.array(AlleleChange).max(CREATE_LINE_CHANGES_MAX).default([]),
});
export type PreviewLineBody = z.input<typeof PreviewLineBody>;

/** A trait before and after the changes. */
export const TraitChange = z.object({
  feature_id: z.number().int(),
  feature: z.string(),
  before: z.number().nullable(),
  after: z.number().nullable(),
  delta: z.number().describe('after − before (the genetic part’s change)'),
});
export type TraitChange = z.infer<typeof TraitChange>;

export const LinePreview = z.object({ traits: z.array(TraitChange) });
export type LinePreview = z.infer<typeof LinePreview>;

export const CreatePlannedLineBody = PreviewLineBody.extend({
  name: requiredText(LINE_RECORD_NAME_MAX_LENGTH).describe('unique in the crop'),
  comment: optionalText(2000),
});
export type CreatePlannedLineBody = z.input<typeof CreatePlannedLineBody>;

export const PlannedLineCreated = z.object({ line_id: z.number().int(), name: z.string() });
export type PlannedLineCreated = z.infer<typeof PlannedLineCreated>;

export const PlannedLinesQuery = z.object({ spec_id: Id.describe('crop id') });
export type PlannedLinesQuery = z.input<typeof PlannedLinesQuery>;

/** A changed marker of a planned line. */
export const PlannedAllele = z.object({
  mutation_id: z.number().int(),
  name: z.string(),
  chr: z.string(),
  pos: z.number().int(),
  first_allele: z.string(),
  second_allele: z.string(),
});
export type PlannedAllele = z.infer<typeof PlannedAllele>;

export const PlannedLine = z.object({
  line_id: z.number().int(),
  name: z.string(),
  comment: z.string(),
  base_line_id: z.number().int().nullable(),
  base_line_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  can_delete: z.boolean().describe('creator or manager, and no plots yet'),
  changes: z.array(PlannedAllele),
});
export type PlannedLine = z.infer<typeof PlannedLine>;

export const LineIdParams = z.object({ line_id: Id });
export type LineIdParams = z.infer<typeof LineIdParams>;

export const PrimersQuery = z.object({
  spec_id: Id.describe('crop id'),
  line_id: Id.optional().describe(
    'a planned line: its changed markers; else every marker with primers',
  ),
  format: z.enum(['json', 'csv']).default('json'),
});
export type PrimersQuery = z.input<typeof PrimersQuery>;

/** A marker to check with its primers and flanks, and the planned line's target pair. */
export const PrimerRow = z.object({
  mutation_id: z.number().int(),
  name: z.string(),
  chr: z.string(),
  pos: z.number().int(),
  forward_primer: z.string(),
  reverse_primer: z.string(),
  flank_left: z.string(),
  flank_right: z.string(),
  first_allele: z.string().nullable().describe('the target pair (null without line_id)'),
  second_allele: z.string().nullable(),
});
export type PrimerRow = z.infer<typeof PrimerRow>;
