import { z } from 'zod';
import { integerInput, requiredText } from './common.ts';
import { PLOT_NAME_MAX_LENGTH } from './rules.ts';

/**
 * Field designs: how plots created in bulk (`plot_table/create_multiple/`, the field-file
 * upload) are laid out on the field map (spec §4 "placement", issue 6). The server lays them
 * out with a seeded generator, so the same entries, repetitions, checks and seed always give
 * the same map; the design is recorded on the field-year's map (`field_maps.design`).
 */

/**
 * - `in_order`: entries in the given order, each entry's repetitions side by side
 *   (`A/1 A/2 B/1 B/2`, = `sort_method` 1);
 * - `linear`: repetition after repetition, entries in order inside each
 *   (`A/1 B/1 A/2 B/2`, = `sort_method` 2);
 * - `random`, `crd`: completely randomised design — every plot shuffled with the seed;
 * - `rcbd`: randomised complete blocks — each repetition is a block holding every entry
 *   once, shuffled inside the block independently of the other blocks;
 * - `augmented_rcbd`: augmented RCBD — `repetitions` blocks, each holding every check once;
 *   every other (new) entry appears once overall, spread as evenly as possible over the
 *   blocks, and each block is shuffled.
 */
export const DESIGN_TYPES = [
  'in_order',
  'linear',
  'random',
  'crd',
  'rcbd',
  'augmented_rcbd',
] as const;
export type DesignType = (typeof DESIGN_TYPES)[number];

/** Designs whose layout depends on the seed. */
export const SEEDED_DESIGNS: readonly DesignType[] = ['random', 'crd', 'rcbd', 'augmented_rcbd'];

/** Seeds are unsigned 32-bit integers (the state of the mulberry32 generator). */
export const DESIGN_SEED_MAX = 4_294_967_295;
/** At most this many check entries. */
export const DESIGN_CHECKS_MAX = 100;

/** Message key: an augmented design without checks. */
export const DESIGN_KEYS = { checksRequired: 'fieldMaps.designChecksRequired' } as const;

/** The design asked for with a bulk creation. */
export const Design = z
  .object({
    type: z
      .enum(DESIGN_TYPES)
      .describe(
        'in_order (A/1 A/2 B/1 B/2), linear (A/1 B/1 A/2 B/2), random or crd (all plots ' +
          'shuffled), rcbd (each repetition a complete block, shuffled inside), augmented_rcbd ' +
          '(checks in every block, new entries once each spread over the blocks, shuffled inside)',
      ),
    seed: integerInput({ min: 0, max: DESIGN_SEED_MAX })
      .optional()
      .describe(
        'seed of the randomisation (0..2^32−1); when absent the server draws one and records ' +
          'it on the map, so the layout can be reproduced',
      ),
    checks: z
      .array(requiredText(PLOT_NAME_MAX_LENGTH))
      .max(DESIGN_CHECKS_MAX)
      .optional()
      .describe(
        'check (control) entries by plot base name; an entry not among the created ones is ' +
          'added (a line of that name). Required (≥ 1) for augmented_rcbd; other designs treat ' +
          'checks as ordinary entries',
      ),
  })
  .superRefine((design, context) => {
    if (design.type === 'augmented_rcbd' && (design.checks?.length ?? 0) === 0) {
      context.addIssue({ code: 'custom', path: ['checks'], message: DESIGN_KEYS.checksRequired });
    }
  })
  .describe(
    'Ours: a randomised design for the new plots (overrides sort_method). Recorded on the ' +
      "field-year's map as {type, seed, checks, repetitions}.",
  );
export type Design = z.input<typeof Design>;

/** The design as recorded on a field map (`field_maps.design`). */
export const RecordedDesign = z.object({
  type: z.enum(DESIGN_TYPES),
  seed: z.number().int().nullable().describe('null for in_order and linear (no randomness)'),
  checks: z.array(z.string()),
  repetitions: z.number().int().describe('repetitions, i.e. blocks for rcbd and augmented_rcbd'),
});
export type RecordedDesign = z.infer<typeof RecordedDesign>;
