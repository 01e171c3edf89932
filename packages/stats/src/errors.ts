/**
 * Why an analysis cannot be computed (spec §8 "Analysis"). Functions of this package throw a
 * `StatsError` instead of returning NaN; the server turns it into a translated 400.
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

/**
 * The exact reason, as a key of the server's message catalogue (`analysis.<key>`) with the
 * names and numbers its sentence needs. The server says it in the user's language and what
 * to do about it; `message` stays English for logs and tests.
 */
export type StatsReasonKey =
  /** no degrees of freedom left for the error */
  | 'noResidualDf'
  /** fewer than two groups (levels) with values */
  | 'fewGroups'
  /** an RCBD with fewer than two treatments or blocks */
  | 'fewTreatmentsOrBlocks'
  /** fewer than two values in a group of a two-sample t-test */
  | 'tTestFewValues'
  /** no values at all */
  | 'emptySample'
  /** a standard deviation of fewer than two values; `{label}` */
  | 'fewValuesForSd'
  /** a correlation pair with fewer than three complete observations or no variation; `{first}`, `{second}` (1-based) */
  | 'correlationPair'
  /** the ANCOVA covariate is constant within the groups */
  | 'covariateConstant'
  /** the control is not one of the treatments */
  | 'controlNotTreatment'
  /** nothing but the control to compare with it */
  | 'noTreatmentBesidesControl'
  /** Griffing's method needs more parents; `{method}`, `{least}` */
  | 'diallelFewParents'
  /** a diallel with fewer than two replicates */
  | 'diallelFewReplicates'
  /** `{mother}`, `{father}`, `{replicate}` */
  | 'diallelValueMissing'
  /** a method without reciprocals got both crosses of a pair; `{method}`, `{mother}`, `{father}`, `{replicate}` */
  | 'diallelOneCrossPerPair'
  /** `{mother}`, `{father}`, `{replicate}` */
  | 'diallelRecordedTwice'
  /** a cross the method needs is missing from a replicate; `{method}`, `{mother}`, `{father}` */
  | 'diallelCrossMissing'
  /** fewer than two lines or testers */
  | 'lineTesterFewEntries'
  /** fewer than two replicates */
  | 'lineTesterFewReplicates'
  /** a plot with neither a line nor a tester; `{replicate}` */
  | 'lineTesterNoParent'
  /** `{entry}`, `{replicate}` */
  | 'lineTesterValueMissing'
  /** `{entry}`, `{replicate}` */
  | 'lineTesterRecordedTwice'
  /** a line × tester cross missing from a replicate; `{line}`, `{tester}` */
  | 'lineTesterCrossMissing'
  /** a parent's own plot missing from a replicate; `{parent}` */
  | 'lineTesterParentMissing'
  /** `{genotype}`, `{environment}`, `{replicate}` */
  | 'metValueMissing'
  /** fewer than 2 genotypes, environments or replicates */
  | 'metTooSmall'
  /** environments with different numbers of replicates; `{environment}`, `{count}`, `{first}`, `{firstCount}` */
  | 'metReplicatesDiffer'
  /** `{genotype}`, `{environment}`, `{replicate}` */
  | 'metRecordedTwice'
  /** `{genotype}`, `{environment}`, `{replicate}` */
  | 'metUnbalanced'
  /** an environment whose error variance is zero; `{environment}` */
  | 'metNoResidualVariation'
  /** Finlay–Wilkinson with fewer than three environments */
  | 'stabilityFewEnvironments'
  /** every environment has the same mean */
  | 'stabilitySameMeans'
  /** Bartlett's test without two positive variances */
  | 'bartlettVariances'
  /** a numeric limit of a distribution (a quantile out of range) */
  | 'outOfRange'
  /** a random term of a mixed model with a single level; `{term}` */
  | 'randomTermOneLevel'
  /** a relationship matrix of the wrong size, not symmetric or with a negative diagonal; `{term}`, `{levels}` */
  | 'relationshipMatrixInvalid'
  /** REML put a genotypic variance at zero: no heritability or genetic correlation; `{term}` */
  | 'geneticVarianceZero';

/** A reason of {@link StatsReasonKey} with its parameters. */
export type StatsReason = {
  key: StatsReasonKey;
  params?: Record<string, string | number>;
};

export class StatsError extends Error {
  readonly code: StatsErrorCode;
  /** What exactly is missing, for the message the user reads. */
  readonly reason: StatsReason | undefined;

  constructor(code: StatsErrorCode, message: string = code, reason?: StatsReason) {
    super(message);
    this.name = 'StatsError';
    this.code = code;
    this.reason = reason;
  }
}
