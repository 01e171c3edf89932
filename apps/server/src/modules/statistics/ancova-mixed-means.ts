import type { AdjustedMeans } from '@plotline/contract/statistics-anova';
import { fitMixedModel } from '@plotline/stats/mixed/fit-mixed-model';
import { estimateMixedContrast } from '@plotline/stats/mixed/mixed-contrasts';
import { computeMixedMarginalMeans } from '@plotline/stats/mixed/mixed-marginal-means';
import { testOf } from './significance.ts';

/** The observations of the common-slope model with the plots' repetitions. */
export type AncovaBlockData = {
  y: Float64Array;
  x: Float64Array;
  labels: string[];
  levels: string[];
  repetitions: string[];
};

/**
 * The group means adjusted to the covariate mean under the trial's mixed model (decision 053):
 * `y ~ x + group + (1 | repetition)` by REML — the repetitions random blocks, so a lost plot
 * neither drops the blocks (the least-squares fallback) nor biases its group's mean. Means and
 * their 95 % intervals as emmeans with Satterthwaite df (lmerTest); the slope's t test likewise.
 * @throws StatsError when the engine refuses the data
 */
export function mixedAdjustedMeans(
  data: AncovaBlockData,
  names: { y: string; group: string; x: string },
): AdjustedMeans {
  const fit = fitMixedModel({
    fixed: {
      response: data.y,
      factors: [{ name: 'group', values: data.labels, levels: data.levels }],
      covariates: [{ name: 'covariate', values: data.x }],
      terms: [['covariate'], ['group']],
    },
    random: [{ name: 'repetition', values: data.repetitions }],
  });
  const means = computeMixedMarginalMeans(fit, 'group');
  const column = fit.design.assign.indexOf(0);
  const unit = new Float64Array(fit.beta.length);
  unit[column] = 1;
  const slope = estimateMixedContrast(fit, unit);
  let sum = 0;
  for (const value of data.x) sum += value;
  const [block, residual] = fit.components;
  return {
    model: `${names.y} ~ ${names.x} + ${names.group} + (1 | repetition)`,
    covariate_mean: sum / data.x.length,
    df: slope.df,
    trial_model: 'mixed',
    block_variance: block?.variance ?? null,
    residual_variance: residual?.variance ?? null,
    slope: {
      coef: slope.estimate,
      se: slope.se,
      tvalue: slope.t,
      pvalue: slope.p,
      ...testOf(slope.p),
    },
    means: means.levels.map((level, i) => ({
      level,
      mean: means.means[i] as number,
      se: means.se[i] as number,
      lower: means.lower[i] as number,
      upper: means.upper[i] as number,
      df: means.dfs[i] as number,
    })),
  };
}
