import { z } from 'zod';
import { Id, idList, text } from './common.ts';

/**
 * The crossing table (issue 19, decision 054; spec §2 "Crossing table", §7 `cross_result/`):
 * every cross of the chosen mothers × fathers ranked by the predicted progeny — inbred lines
 * (DH / RIL) derived from the F1, from the parents' doses at the markers with weights and
 * those weights (linkage ignored). Paths (API_PATHS, under /api/v1/plotline_db/):
 * - `POST cross_result/` (CrossResultBody → CrossResult, best first)
 * - `POST cross_result_csv/` (CrossResultBody → every cross as a CSV attachment)
 * The chosen crosses go on to `POST crossbreeding_planning/` (pedigree.ts) as `pairs`.
 */

/** Mothers or fathers one table may hold (300 × 300 = 44,850 crosses at most). */
export const CROSS_PARENTS_MAX = 300;
/** Traits one table ranks at once. */
export const CROSS_TRAITS_MAX = 5;
/** Crosses answered as JSON by default (the CSV has all). */
export const CROSS_ROWS_DEFAULT = 2000;
export const CROSS_ROWS_MAX = 50_000;
/** The usefulness criterion keeps this fraction of the progeny by default (i = 1.755). */
export const SELECTED_FRACTION_DEFAULT = 0.1;

export const CROSS_SORTS = ['uc', 'mean', 'p_beat'] as const;
export type CrossSort = (typeof CROSS_SORTS)[number];

export const CrossResultBody = z.object({
  spec_id: Id.describe('crop id'),
  region_id: Id.nullish().describe('the weights and baselines of this region; null: all regions'),
  feature_ids: idList(CROSS_TRAITS_MAX)
    .min(1)
    .describe('the traits (1–5); the first one ranks the crosses'),
  mother_ids: idList(CROSS_PARENTS_MAX)
    .optional()
    .describe(`default: every readable line with a genotype (at most ${CROSS_PARENTS_MAX})`),
  father_ids: idList(CROSS_PARENTS_MAX)
    .optional()
    .describe(`default: every readable line with a genotype (at most ${CROSS_PARENTS_MAX})`),
  country: text()
    .trim()
    .max(100)
    .optional()
    .describe('only parents whose origin contains this text (case-insensitive)'),
  check_line_id: Id.nullish().describe(
    'the line to beat (its predicted value); default: the trait’s baseline mean',
  ),
  selected_fraction: z
    .number()
    .min(0.001)
    .max(0.999)
    .default(SELECTED_FRACTION_DEFAULT)
    .describe('the share of the progeny kept, for UC = mean ± i·SD'),
  lower_is_better: idList(CROSS_TRAITS_MAX)
    .default([])
    .describe(
      'the chosen traits (of `feature_ids`) where a low value is wanted: UC = mean − i·SD, ' +
        'P(beat) = P(a progeny line < the check), and mean and UC rank lowest first',
    ),
  sort_by: z
    .enum(CROSS_SORTS)
    .default('uc')
    .describe('of the first trait, best first (mean and UC lowest first when lower is better)'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(CROSS_ROWS_MAX)
    .default(CROSS_ROWS_DEFAULT)
    .describe('the best crosses answered'),
});
export type CrossResultBody = z.input<typeof CrossResultBody>;

export const CrossTrait = z.object({
  feature_id: z.number().int(),
  name: z.string(),
  unit: z.string(),
  baseline: z
    .number()
    .nullable()
    .describe('the trait’s mean over the region’s plots; null: none, means are genetic only'),
  check: z.number().describe('the value P(beat) compares with'),
  lower_is_better: z.boolean().describe('a low value is wanted (UC and P(beat) point down)'),
  markers: z.number().int().describe('markers with a weight on the trait'),
});
export type CrossTrait = z.infer<typeof CrossTrait>;

export const CrossTraitValue = z.object({
  feature_id: z.number().int(),
  mean: z.number().describe('progeny mean: baseline + Σ effect × (E[dose] − panel mean)'),
  sd: z.number().describe('genetic SD of the progeny: √Σ effect² × Var[dose]'),
  uc: z.number().describe('usefulness: mean + i·SD (mean − i·SD when lower is better)'),
  p_beat: z
    .number()
    .describe('P(a progeny line > the check) under a normal distribution (< when lower is better)'),
});
export type CrossTraitValue = z.infer<typeof CrossTraitValue>;

export const CrossRow = z.object({
  mother_id: z.number().int(),
  mother_name: z.string(),
  father_id: z.number().int(),
  father_name: z.string(),
  traits: z.array(CrossTraitValue).describe('in the order of `traits`'),
});
export type CrossRow = z.infer<typeof CrossRow>;

export const CrossResult = z.object({
  region_id: z.number().int().nullable(),
  traits: z.array(CrossTrait),
  crosses: z.array(CrossRow),
  total_crosses: z.number().int().describe('before `limit`'),
  selection_intensity: z.number(),
  check_line_id: z.number().int().nullable(),
  markers_used: z.number().int().describe('weighted markers at which a parent has a dose'),
  lines_without_genotype: z
    .array(z.string())
    .describe('asked parents (or, by default, readable lines) with no dose at a weighted marker'),
});
export type CrossResult = z.infer<typeof CrossResult>;
