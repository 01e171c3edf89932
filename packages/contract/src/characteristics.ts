import { z } from 'zod';
import { Id, requiredText, text } from './common.ts';
import { FeatureItem } from './phenotypes.ts';
import { INPUT_MAX_LENGTH } from './rules.ts';

/** Message keys of the characteristics rules. */
export const CHARACTERISTICS_KEYS = {
  sameYear: 'validation.sameFieldYear',
  otherCrop: 'validation.fieldYearsOfOtherCrops',
  referenceZero: 'validation.referenceZero',
  notQuantitative: 'validation.featureNotQuantitative',
  unknownFeature: 'validation.featureUnknown',
  sameFeature: 'validation.sameFeature',
  kindDiffers: 'validation.featureKindDiffers',
} as const;

/** `?year_id` of the field-year lists. */
export const YearQuery = z.object({ year_id: Id });

/** `POST|PUT characteristics_order/`: the plot-table columns shown, in order. */
export const CharacteristicsOrderBody = z.object({
  year_id: Id,
  configuration: z
    .array(requiredText(INPUT_MAX_LENGTH))
    .max(5000)
    .transform((items) => [...new Set(items)])
    .describe('column keys in display order; duplicates are dropped'),
});
export type CharacteristicsOrderBody = z.input<typeof CharacteristicsOrderBody>;

export const CharacteristicsOrder = z.object({
  year_id: z.number().int(),
  configuration: z.array(z.string()),
});
export type CharacteristicsOrder = z.infer<typeof CharacteristicsOrder>;

/** What `copy_characteristics/` copies: phenotype values, stages or harvest technologies. */
export const CHARACTERISTIC_GROUPS = ['phenotypes', 'stages', 'harvest'] as const;
export type CharacteristicGroup = (typeof CHARACTERISTIC_GROUPS)[number];

/** `POST characteristics/copy_characteristics/`. */
export const CopyCharacteristicsBody = z.object({
  year_from_id: Id,
  year_to_id: Id,
  characteristic_group: z.enum(CHARACTERISTIC_GROUPS, {
    error: (issue) => (issue.input === undefined ? 'errors.required' : undefined),
  }),
});
export type CopyCharacteristicsBody = z.input<typeof CopyCharacteristicsBody>;

export const CopiedCount = z.object({ copied: z.number().int() });
export type CopiedCount = z.infer<typeof CopiedCount>;

/** A reference value: a number written with a dot (spec §5), not zero. */
const referenceValue = text()
  .trim()
  .regex(/^[-+]?(\d+(\.\d*)?|\.\d+)$/, 'errors.number')
  .transform(Number)
  .refine((v) => v !== 0, CHARACTERISTICS_KEYS.referenceZero);

/** `GET normalize_phenotypes/` query. */
export const NormalizePhenotypesQuery = z.object({
  year_id: Id,
  feature: requiredText(INPUT_MAX_LENGTH).describe('quantitative feature to normalise'),
  feature_norm: requiredText(INPUT_MAX_LENGTH).describe('feature that receives the ratios'),
  value: referenceValue.describe('reference value, dot decimal separator, not zero'),
});
export type NormalizePhenotypesQuery = z.input<typeof NormalizePhenotypesQuery>;

export const UpdatedCount = z.object({ updated: z.number().int() });
export type UpdatedCount = z.infer<typeof UpdatedCount>;

/** `GET quantitative_features|qualitative_features/` answer. */
export const FeatureList = z.array(FeatureItem);
export type FeatureList = z.infer<typeof FeatureList>;
