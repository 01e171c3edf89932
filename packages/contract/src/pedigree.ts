import { z } from 'zod';
import { Id, idList, integerInput } from './common.ts';
import { REPETITIONS_MAX, YEAR_MAX, YEAR_MIN } from './rules.ts';

/**
 * Pedigrees (issue 14, decision 036): the graph around a line, coancestry and inbreeding by
 * the tabular method (unknown parents are founders), and crossing plans.
 */

export const PEDIGREE_DEPTH_DEFAULT = 3;
export const PEDIGREE_DEPTH_MAX = 20;
/** Lines one coancestry matrix may ask for. */
export const COANCESTRY_LINES_MAX = 500;
/** Plots one crossing plan may create (spec §5, §9). */
export const CROSSING_PLAN_PLOTS_MAX = 2000;
/** Mothers or fathers one crossing plan may name. */
export const CROSSING_PARENTS_MAX = 500;
/** Default coancestry above which a planned cross is flagged as between close relatives. */
export const COANCESTRY_THRESHOLD_DEFAULT = 0.25;

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

/** `GET getting_pedigree/?line_id&recursion_depth&parents&offsprings`. */
export const PedigreeQuery = z.object({
  line_id: Id,
  recursion_depth: integerInput({ min: 1, max: PEDIGREE_DEPTH_MAX }).default(
    PEDIGREE_DEPTH_DEFAULT,
  ),
  parents: flag('true').describe('include ancestors'),
  offsprings: flag('true').describe('include descendants'),
});
export type PedigreeQuery = z.input<typeof PedigreeQuery>;

export const PedigreeNode = z.object({
  line_id: z.number().int(),
  line_name: z.string(),
  is_sort: z.boolean(),
  generation: z
    .number()
    .int()
    .describe('0 the asked line, -1 its parents, -2 grandparents…, +1 its children…'),
  inbreeding: z.number().describe('F by the tabular method over the known pedigree'),
  /** The caller may open this line's card (see it by its plots or own it). */
  accessible: z.boolean(),
});
export type PedigreeNode = z.infer<typeof PedigreeNode>;

export const PedigreeEdge = z.object({
  parent_id: z.number().int(),
  child_id: z.number().int(),
  role: z.enum(['mother', 'father']),
});
export type PedigreeEdge = z.infer<typeof PedigreeEdge>;

export const Pedigree = z.object({
  line_id: z.number().int(),
  nodes: z.array(PedigreeNode),
  edges: z.array(PedigreeEdge),
  /** Lines beyond the asked depth exist (the tree goes on). */
  truncated: z.boolean(),
});
export type Pedigree = z.infer<typeof Pedigree>;

/** `POST lines_coancestry/`: the coancestry matrix and inbreeding of up to 500 lines. */
export const CoancestryBody = z.object({
  spec_id: Id,
  line_ids: idList(COANCESTRY_LINES_MAX).min(1),
});
export const Coancestry = z.object({
  lines: z.array(z.object({ line_id: z.number().int(), line_name: z.string() })),
  inbreeding: z.array(z.number()).describe('F of each line, in the order of `lines`'),
  coancestry: z
    .array(z.array(z.number()))
    .describe('f(i, j), symmetric; the diagonal is f(i, i) = (1 + F_i) / 2'),
});
export type Coancestry = z.infer<typeof Coancestry>;

// ------------------------------------------------------------------------------------------
// Crossing plans.

export const CROSSING_DESIGNS = ['pairs', 'factorial', 'diallel'] as const;

/**
 * `POST crossbreeding_planning/`: crosses into a nursery season. `factorial`: every mother ×
 * every father; `diallel`: every pair of `mothers` (half diallel, or both directions with
 * `reciprocals`); `pairs`: exactly `pairs`. `dry_run` answers the plan without creating it.
 * Each cross becomes a line named `<mother>/<father>` (Purdy) with its parents, and
 * `plots_per_cross` plots of it in the season.
 */
export const CrossingPlanBody = z.object({
  spec_id: Id,
  field_id: Id,
  year: integerInput({ min: YEAR_MIN, max: YEAR_MAX }),
  design: z.enum(CROSSING_DESIGNS).default('factorial'),
  mothers: idList(CROSSING_PARENTS_MAX).default([]),
  fathers: idList(CROSSING_PARENTS_MAX).default([]),
  pairs: z
    .array(z.object({ mother_id: Id, father_id: Id }))
    .max(5000)
    .default([]),
  reciprocals: z.boolean().default(false),
  plots_per_cross: integerInput({ min: 1, max: REPETITIONS_MAX }).default(1),
  coancestry_threshold: z.number().min(0).max(1).default(COANCESTRY_THRESHOLD_DEFAULT),
  skip_existing: z.boolean().default(false).describe('leave out crosses already made'),
  dry_run: z.boolean().default(false),
});
export type CrossingPlanBody = z.input<typeof CrossingPlanBody>;

export const PlannedCross = z.object({
  mother_id: z.number().int(),
  mother_name: z.string(),
  father_id: z.number().int(),
  father_name: z.string(),
  cross_name: z.string(),
  coancestry: z.number(),
  close_relatives: z.boolean().describe('coancestry above the threshold'),
  /** Lines that already have these parents (either direction). */
  already_made: z.array(z.object({ line_id: z.number().int(), line_name: z.string() })),
  plots: z.number().int(),
});
export type PlannedCross = z.infer<typeof PlannedCross>;

export const CrossingPlan = z.object({
  field_id: z.number().int(),
  year: z.number().int(),
  year_id: z.number().int().nullable().describe('the season, null on a dry run that would add it'),
  crosses: z.array(PlannedCross),
  total_plots: z.number().int(),
  created: z.boolean(),
  plot_ids: z.array(z.number().int()),
});
export type CrossingPlan = z.infer<typeof CrossingPlan>;
