import { z } from 'zod';
import { Id, integerInput, text } from './common.ts';
import { GenomeAnalysisSummary } from './genome-analyses.ts';

/**
 * Genomic prediction (issue 19, decision 054, slice 5; spec §2 "predicted phenotypes"): GBLUP
 * of every line of a genotype matrix for a trait — the VanRaden GRM over the matrix's
 * line-matched samples, REML variance components (rrBLUP `mixed.solve(y, K)`), each line's
 * predicted value with its reliability and 95 % interval, lines without a phenotype
 * predicted from their relatives — and its k-fold cross-validated accuracy, as a job
 * (`genome.prediction`: progress, cancel through `jobs/{id}/cancel/`, restart). Paths
 * (API_PATHS.genomePrediction, under /api/v1/plotline_db/):
 * - `POST genome_prediction/` (PredictionBody → 201 GenomeAnalysisJob)
 * - `GET genome_prediction/?spec_id` (PredictionSummary[], newest first)
 * - `GET genome_prediction/{id}/` (Prediction: the summary and, once done, its result)
 * - `GET genome_prediction/{id}/download/?format=csv|xlsx` (the per-line table)
 * - `DELETE genome_analyses/{id}/` deletes a prediction too
 */

/** Fewer phenotyped lines than this: no prediction (REML and the folds need them). */
export const PREDICTION_MIN_LINES = 10;
export const PREDICTION_FOLDS_MIN = 2;
export const PREDICTION_FOLDS_MAX = 10;

export const PredictionBody = z.object({
  spec_id: Id.describe('crop id'),
  matrix_id: Id.describe('the genotype matrix whose line-matched samples are predicted'),
  feature: text()
    .min(1)
    .max(200)
    .describe('a quantitative feature (or a stage, in days after sowing) of the crop'),
  year_ids: z
    .array(integerInput({ min: 1 }))
    .max(100)
    .optional()
    .describe('the seasons whose plots give the lines’ phenotypes; default every season readable'),
  folds: integerInput({ min: PREDICTION_FOLDS_MIN, max: PREDICTION_FOLDS_MAX })
    .default(5)
    .describe('folds of the cross-validated accuracy'),
  name: text().max(200).optional().describe('a label; default "<trait> · <matrix>"'),
});
export type PredictionBody = z.input<typeof PredictionBody>;

export const PredictionParameters = z.object({
  feature: z.string(),
  year_ids: z.array(z.number().int()).describe('empty: every season readable at the start'),
  folds: z.number().int(),
});
export type PredictionParameters = z.infer<typeof PredictionParameters>;

/** One line's prediction (the rows of the table and of the download). */
export const PredictedLine = z.object({
  line_id: z.number().int(),
  line_name: z.string(),
  sample: z.string().describe('the matrix sample giving the line’s genotype'),
  observed: z.number().nullable().describe('the line’s mean of the trait; null: no phenotype'),
  n_plots: z.number().int().describe('plots averaged into `observed`'),
  gebv: z.number().describe('predicted value in the trait’s unit: the mean + the line’s BLUP'),
  se: z.number().describe('√PEV: the prediction error’s standard deviation (rrBLUP u.SE)'),
  reliability: z.number().min(0).max(1).describe('1 − PEV/(σ²g·Kᵢᵢ)'),
  lower: z.number().describe('95 % prediction interval of the line’s genetic value'),
  upper: z.number(),
  has_phenotype: z.boolean(),
});
export type PredictedLine = z.infer<typeof PredictedLine>;

export const PredictionResult = z.object({
  summary: z.object({
    lines: z.number().int().describe('lines predicted (genotyped)'),
    phenotyped: z.number().int().describe('of them with a phenotype (the REML fit)'),
    markers_used: z.number().int().describe('markers with a call in the GRM'),
    mean: z.number().describe('the intercept: the trait’s generalised least-squares mean'),
    sigma2_g: z.number(),
    sigma2_e: z.number(),
    h2: z.number().describe('σ²g/(σ²g + σ²e)'),
    cv_accuracy: z
      .number()
      .nullable()
      .describe('mean over folds of r(predicted, observed) of the hidden lines; null if undefined'),
    cv_folds: z.number().int(),
  }),
  lines: z.array(PredictedLine).describe('in the matrix’s sample order'),
});
export type PredictionResult = z.infer<typeof PredictionResult>;

export const PredictionSummary = GenomeAnalysisSummary.omit({
  kind: true,
  parameters: true,
  markers_kept: true,
}).extend({
  kind: z.literal('prediction'),
  parameters: PredictionParameters,
  lines: z.number().int().nullable().describe('lines predicted, once done'),
});
export type PredictionSummary = z.infer<typeof PredictionSummary>;

export const Prediction = PredictionSummary.extend({
  result: PredictionResult.nullable().describe('null until the job succeeded'),
});
export type Prediction = z.infer<typeof Prediction>;

export const PredictionDownloadQuery = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
});
export type PredictionDownloadQuery = z.input<typeof PredictionDownloadQuery>;
