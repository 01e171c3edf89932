/**
 * Why an analysis cannot be computed (spec §8 "Analysis"). Functions of this package throw a
 * `StatsError` instead of returning NaN; the server turns the code into a translated 400.
 */
export type StatsErrorCode =
  /** too few observations, groups or degrees of freedom for the model */
  | 'notEnoughData'
  /** the same feature chosen twice where two different ones are needed */
  | 'sameFeatures'
  /** a model without predictors (ANCOVA without a covariate, regression without x) */
  | 'noPredictors'
  /** fewer than two quantitative features for a correlation */
  | 'notEnoughQuantitativeFeatures'
  /** fewer values than a chart needs */
  | 'notEnoughForVisualisation'
  /** a comparison against a control without a control */
  | 'pickControl';

export class StatsError extends Error {
  readonly code: StatsErrorCode;

  constructor(code: StatsErrorCode, message: string = code) {
    super(message);
    this.name = 'StatsError';
    this.code = code;
  }
}
