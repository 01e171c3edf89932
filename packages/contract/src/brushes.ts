import { z } from 'zod';
import { Id, optionalText, requiredText } from './common.ts';
import { StoredResult } from './phenotypes.ts';
import { PlotGenotype, PlotResult, PlotStage } from './plots.ts';
import { INPUT_MAX_LENGTH } from './rules.ts';

/** Plant (brush) name length (spec §5, §9). */
export const BRUSH_NAME_MAX_LENGTH = 100;

/** Message keys of plant-row rules the schema cannot state by itself. */
export const BRUSH_KEYS = { nameExists: 'validation.brushNameExists' } as const;

/** A date `YYYY-MM-DD`; `""` and null clear it. */
export const OptionalDate = z
  .preprocess(
    (v) => (v === '' ? null : v),
    z.iso
      .date({ error: (issue) => (issue.input === undefined ? undefined : 'errors.date') })
      .nullable(),
  )
  .describe('YYYY-MM-DD, or null');

/** `GET brush_table/?plot_id`. */
export const BrushListQuery = z.object({ plot_id: Id });

/** `POST brush_table/`: a plant row in a plot; its name is unique in the plot. */
export const CreateBrushBody = z.object({
  plot: Id.describe('plot id'),
  brush_name: requiredText(BRUSH_NAME_MAX_LENGTH),
});
export type CreateBrushBody = z.input<typeof CreateBrushBody>;

/** `PATCH brush_table/{id}/`. */
export const UpdateBrushBody = z.object({ brush_name: requiredText(BRUSH_NAME_MAX_LENGTH) });
export type UpdateBrushBody = z.input<typeof UpdateBrushBody>;

/** A plant row as created or renamed. */
export const BrushSummary = z.object({
  brush_id: z.number().int(),
  brush_name: z.string(),
  plot: z.number().int(),
});
export type BrushSummary = z.infer<typeof BrushSummary>;

/** A plant row with its values (spec §3 Brush), in the plot table's item shapes. */
export const Brush = z.object({
  brush_id: z.number().int(),
  brush_name: z.string(),
  features: z.array(PlotResult),
  stages: z.array(PlotStage).describe('days_after_sowing count from the row’s own emergence'),
  genotypes: z.array(PlotGenotype),
});
export type Brush = z.infer<typeof Brush>;

/** `PATCH update_brush_phenotype/{id}/`: set one phenotype value of a plant row. */
export const BrushPhenotypeBody = z.object({
  feature: requiredText(INPUT_MAX_LENGTH),
  unit: optionalText(50),
  value: z
    .union([z.number(), requiredText(INPUT_MAX_LENGTH)], {
      error: (issue) => (issue.input === undefined ? 'errors.required' : undefined),
    })
    .describe(
      'a number (dot or comma decimal) for a quantitative feature; a new feature given text is qualitative',
    ),
});
export type BrushPhenotypeBody = z.input<typeof BrushPhenotypeBody>;

/** The stored value of a plant row. */
export const BrushPhenotype = StoredResult.extend({ brush: z.number().int() });
export type BrushPhenotype = z.infer<typeof BrushPhenotype>;

/** `PATCH update_brush_stage/{id}/`: set (create or change) a stage of a plant row. */
export const BrushStageBody = z.object({
  stage_of_vegetation: requiredText(INPUT_MAX_LENGTH),
  date_of_stage: OptionalDate,
});
export type BrushStageBody = z.input<typeof BrushStageBody>;

/** A stage of a plant row. */
export const BrushStage = z.object({
  id: z.number().int(),
  plot: z.number().int(),
  brush: z.number().int(),
  stage_of_vegetation: z.string(),
  date_of_stage: z.string().nullable(),
});
export type BrushStage = z.infer<typeof BrushStage>;
