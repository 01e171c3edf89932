import type {
  HeritabilityComponent,
  HeritabilityEnvironmentModel,
  HeritabilityLine,
  HeritabilityTrait,
} from '@plotline/contract/statistics-heritability';
import { fitMixedModel } from '@plotline/stats/mixed/fit-mixed-model';
import type { MixedModelFit, RandomEffectPredictions } from '@plotline/stats/mixed/types';
import { compareNames } from '../natural-order.ts';
import { lineHeritability, lineReliability } from './line-heritability.ts';
import { buildTraitModel } from './trait-model.ts';
import type { TraitObservations } from './trait-observations.ts';

const orNull = (value: number) => (Number.isFinite(value) ? value : null);

/**
 * The fixed part averaged over the environments and, within each, over its repetitions with
 * equal weights (emmeans' reference grid of `env` and `env:rep`): the mean a line's BLUP is
 * added to. The fitted fixed value is the same for every plot of an (environment, repetition)
 * cell, so the first plot of each cell gives it.
 */
function overallMean(fit: MixedModelFit, data: TraitObservations): number {
  const { columns } = fit.design;
  const byEnvironment = new Map<string, Map<string, number>>();
  for (let i = 0; i < data.y.length; i += 1) {
    const env = data.environment[i] as string;
    const cells = byEnvironment.get(env) ?? new Map<string, number>();
    byEnvironment.set(env, cells);
    const rep = data.repetition[i] as string;
    if (cells.has(rep)) continue;
    let value = 0;
    columns.forEach((column, j) => {
      value += (column[i] as number) * (fit.beta[j] as number);
    });
    cells.set(rep, value);
  }
  const envMeans = [...byEnvironment.values()].map((cells) => {
    const values = [...cells.values()];
    return values.reduce((sum, v) => sum + v, 0) / values.length;
  });
  return envMeans.reduce((sum, v) => sum + v, 0) / envMeans.length;
}

/** Lines by BLUP (highest first; ties in name order), competition-ranked. */
function rankLines(
  data: TraitObservations,
  line: RandomEffectPredictions,
  reliability: Float64Array,
  mean: number,
): HeritabilityLine[] {
  const index = new Map(line.levels.map((level, i) => [level, i]));
  const rows = data.lines.map((info) => {
    const i = index.get(info.name) ?? -1;
    const blup = line.values[i] as number;
    const pev = line.pev[i] as number;
    return {
      line_id: info.lineId,
      line_name: info.name,
      blup,
      pev,
      reliability: reliability[i] as number,
      mean: mean + blup,
      rank: 0,
      n_plots: info.plots,
      n_environments: info.environments,
    };
  });
  rows.sort((a, b) => b.blup - a.blup || compareNames(a.line_name, b.line_name));
  rows.forEach((row, i) => {
    const previous = rows[i - 1];
    row.rank = previous && previous.blup === row.blup ? previous.rank : i + 1;
  });
  return rows;
}

/**
 * Fits the trait's model (REML) and describes it: variance components, Cullis' and the
 * standard H² (decision 051), the overall mean and the ranked BLUPs of the lines. Pure: it
 * runs on a compute worker (analyse-trait.ts, decision 052).
 * @throws StatsError when the engine refuses the data
 */
export function fitTrait(
  data: TraitObservations,
  environments: HeritabilityEnvironmentModel,
): HeritabilityTrait {
  const model = buildTraitModel(data, environments);
  const fit = fitMixedModel(model.input);
  const components: HeritabilityComponent[] = fit.components.map((component, k) => ({
    name: model.terms[k] ?? 'residual',
    variance: component.variance,
    se: orNull(component.se),
    boundary: component.boundary,
  }));
  const lineTerm = fit.random.find((term) => term.term === 'line') as RandomEffectPredictions;
  const heritability = lineHeritability(fit, {
    environments: data.environments.length,
    repetitions: data.repetitions,
    balanced: data.balanced,
  });
  const mean = overallMean(fit, data);
  return {
    feature: data.feature,
    model: model.formula,
    n_plots: data.y.length,
    n_lines: data.lines.length,
    n_environments: data.environments.length,
    balanced: data.balanced,
    converged: fit.converged,
    log_likelihood: fit.logLikelihood,
    overall_mean: mean,
    components,
    heritability,
    lines: rankLines(data, lineTerm, lineReliability(fit), mean),
  };
}
