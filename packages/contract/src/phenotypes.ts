import { z } from 'zod';
import { INPUT_MAX_LENGTH } from './rules.ts';

const isoDate = z.iso.date();
const nullableDate = z
  .preprocess((v) => (v === '' ? null : v), isoDate.nullish())
  .transform((v) => v ?? null);
const name = z.string().trim().min(1).max(INPUT_MAX_LENGTH);
const unit = z
  .string()
  .trim()
  .max(50)
  .nullish()
  .transform((v) => v ?? '');
/** A value as typed: a number, or text (numbers written as text are read as numbers). */
const value = z.union([z.number(), z.string().trim().min(1).max(INPUT_MAX_LENGTH)]);

/** One phenotype value to add or change (`plot_final_results/add_multiple|edit_multiple/`). */
export const ResultInput = z.object({
  plot: z.number().int().positive(),
  feature: name,
  unit,
  value,
  year_id: z.number().int().positive().optional(),
  brush: z.number().int().positive().nullish(),
});
export type ResultInput = z.input<typeof ResultInput>;

export const AddResultsBody = z.object({ results: z.array(ResultInput).min(1).max(100_000) });
export type AddResultsBody = z.input<typeof AddResultsBody>;

/** A stored value (numbers in `value_float`, text in `value_text`). */
export const StoredResult = z.object({
  id: z.number().int(),
  plot: z.number().int(),
  feature: z.string(),
  value_float: z.number().nullable(),
  value_text: z.string().nullable(),
  unit: z.string(),
});
export type StoredResult = z.infer<typeof StoredResult>;

export const AddResultsAnswer = z.object({
  plot_final_result: z.array(StoredResult),
  brush_phenotype_table: z.array(StoredResult.extend({ brush: z.number().int() })),
});
export type AddResultsAnswer = z.infer<typeof AddResultsAnswer>;

/** `GET|DELETE plot_final_results/?plot_id[&feature]`. */
export const ResultsQuery = z.object({
  plot_id: z.coerce.number().int().positive(),
  feature: z.string().trim().min(1).optional(),
});

/** `POST plot_final_results/add_gsk_multiple/`: one value for many plots of a field-year. */
export const AddGskResultsBody = z.object({
  spec_id: z.number().int().positive(),
  year_id: z.number().int().positive(),
  results: z.array(ResultInput).min(1).max(100_000),
});

/** `PATCH edit_multiple_features/`: rename a feature (or change its unit) in a field-year. */
export const EditFeaturesBody = z.object({
  year_id: z.number().int().positive(),
  features: z.array(z.object({ old_name: name, new_name: name, unit: unit.optional() })).min(1),
});

/** `POST plot_stage/`. */
export const CreateStageBody = z.object({
  plot: z.number().int().positive(),
  stage_of_vegetation: name,
  date_of_stage: nullableDate,
  comment: z.string().trim().max(INPUT_MAX_LENGTH).optional(),
});
export type CreateStageBody = z.input<typeof CreateStageBody>;

/** `PATCH plot_stage/{id}/`. */
export const UpdateStageBody = z.object({
  stage_of_vegetation: name.optional(),
  date_of_stage: nullableDate.optional(),
  comment: z.string().trim().max(INPUT_MAX_LENGTH).optional(),
});

/** `PATCH edit_multiple_plot_stages/`: set (create or change) the date of many plots' stages. */
export const EditStagesBody = z.object({
  stages: z
    .array(
      z.object({
        plot: z.number().int().positive(),
        stage_of_vegetation: name,
        date_of_stage: nullableDate,
      }),
    )
    .min(1),
});

export const Stage = z.object({
  id: z.number().int(),
  plot: z.number().int(),
  stage_of_vegetation: z.string(),
  date_of_stage: z.string().nullable(),
  days_after_sowing: z.number().int().nullable(),
  comment: z.string(),
});
export type Stage = z.infer<typeof Stage>;

/** One harvest technology entry (`harvest_technology/add_multiple|edit_multiple/`). */
export const HarvestInput = z.object({
  plot: z.number().int().positive(),
  feature: name.describe('the technology'),
  date_planned: nullableDate,
  date_real: nullableDate,
  comment: z
    .string()
    .trim()
    .max(INPUT_MAX_LENGTH)
    .nullish()
    .transform((v) => v ?? ''),
});
export const AddHarvestBody = z.object({ harvest_technologies: z.array(HarvestInput).min(1) });
export type AddHarvestBody = z.input<typeof AddHarvestBody>;

export const Harvest = z.object({
  id: z.number().int(),
  feature: z.string(),
  date_planned: z.string().nullable(),
  date_real: z.string().nullable(),
  comment: z.string(),
  plot: z.number().int(),
});
export type Harvest = z.infer<typeof Harvest>;

/** `PATCH harvest_technology/edit_multiple/`: by id. */
export const EditHarvestBody = z.object({
  harvest_technologies: z
    .array(
      z.object({
        id: z.number().int().positive(),
        feature: name.optional(),
        date_planned: nullableDate.optional(),
        date_real: nullableDate.optional(),
        comment: z.string().trim().max(INPUT_MAX_LENGTH).optional(),
      }),
    )
    .min(1),
});

/** `GET quantitative_features|qualitative_features/?year_id` item; also the feature list. */
export const FeatureItem = z.object({ id: z.number().int(), feature: z.string() });
export type FeatureItem = z.infer<typeof FeatureItem>;
