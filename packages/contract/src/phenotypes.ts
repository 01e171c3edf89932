import { z } from 'zod';
import { Id, optionalText, patchBody, requiredText, text } from './common.ts';
import {
  BATCH_FEATURE_RENAMES_MAX,
  BATCH_HARVEST_MAX,
  BATCH_RESULTS_MAX,
  BATCH_STAGES_MAX,
  INPUT_MAX_LENGTH,
} from './rules.ts';

const isoDate = z.iso.date({
  error: (issue) => (issue.input === undefined ? undefined : 'errors.date'),
});
const nullableDate = z
  .preprocess((v) => (v === '' ? null : v), isoDate.nullish())
  .transform((v) => v ?? null);
const name = requiredText(INPUT_MAX_LENGTH);
const unit = optionalText(50);
/** A value as typed: a number, or text (numbers written as text are read as numbers). */
const value = z.union([z.number(), requiredText(INPUT_MAX_LENGTH)], {
  error: (issue) => (issue.input === undefined ? 'errors.required' : undefined),
});

/** One phenotype value to add or change (`plot_final_results/add_multiple|edit_multiple/`). */
export const ResultInput = z.object({
  plot: Id,
  feature: name,
  unit,
  value,
  year_id: Id.optional(),
  brush: Id.nullish(),
});
export type ResultInput = z.input<typeof ResultInput>;

export const AddResultsBody = z.object({
  results: z.array(ResultInput).min(1).max(BATCH_RESULTS_MAX),
});
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
  plot_id: Id,
  feature: requiredText(INPUT_MAX_LENGTH).optional(),
});

/** `POST plot_final_results/add_gsk_multiple/`: one value for many plots of a field-year. */
export const AddGskResultsBody = z.object({
  spec_id: Id,
  year_id: Id,
  results: z.array(ResultInput).min(1).max(BATCH_RESULTS_MAX),
});

/** `PATCH edit_multiple_features/`: rename a feature (or change its unit) in a field-year. */
export const EditFeaturesBody = z.object({
  year_id: Id,
  features: z
    .array(z.object({ old_name: name, new_name: name, unit: unit.optional() }))
    .min(1)
    .max(BATCH_FEATURE_RENAMES_MAX),
});

/** `POST plot_stage/`. */
export const CreateStageBody = z.object({
  plot: Id,
  stage_of_vegetation: name,
  date_of_stage: nullableDate,
  comment: text().trim().max(INPUT_MAX_LENGTH).optional(),
});
export type CreateStageBody = z.input<typeof CreateStageBody>;

/** `PATCH plot_stage/{id}/`. */
export const UpdateStageBody = patchBody({
  stage_of_vegetation: name.optional(),
  date_of_stage: nullableDate.optional(),
  comment: text().trim().max(INPUT_MAX_LENGTH).optional(),
});

/** `PATCH edit_multiple_plot_stages/`: set (create or change) the date of many plots' stages. */
export const EditStagesBody = z.object({
  stages: z
    .array(
      z.object({
        plot: Id,
        stage_of_vegetation: name,
        date_of_stage: nullableDate,
      }),
    )
    .min(1)
    .max(BATCH_STAGES_MAX),
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
  plot: Id,
  feature: name.describe('the technology'),
  date_planned: nullableDate,
  date_real: nullableDate,
  comment: optionalText(INPUT_MAX_LENGTH),
});
export const AddHarvestBody = z.object({
  harvest_technologies: z.array(HarvestInput).min(1).max(BATCH_HARVEST_MAX),
});
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
      patchBody(
        {
          feature: name.optional(),
          date_planned: nullableDate.optional(),
          date_real: nullableDate.optional(),
          comment: text().trim().max(INPUT_MAX_LENGTH).optional(),
        },
        { id: Id },
      ),
    )
    .min(1)
    .max(BATCH_HARVEST_MAX),
});

/** `GET quantitative_features|qualitative_features/?year_id` item; also the feature list. */
export const FeatureItem = z.object({ id: z.number().int(), feature: z.string() });
export type FeatureItem = z.infer<typeof FeatureItem>;
