import type {
  HeritabilityCorrelations,
  HeritabilityEnvironmentModel,
  HeritabilityTrait,
} from '@plotline/contract/statistics-heritability';
import { StatsError } from '@plotline/stats/errors';
import { correlateLineMeans, covarianceBySum } from '@plotline/stats/mixed/genetic-correlation';
import { AppError } from '../../../errors.ts';
import type { PlotVariables } from '../read-plot-variables.ts';
import { fitTraitInPool } from './analyse-trait.ts';
import { collectTraitObservations, type TraitObservations } from './trait-observations.ts';

/** One analysed trait: its observations and its answer. */
export type AnalysedTrait = { data: TraitObservations; answer: HeritabilityTrait };

/** What every pair needs: the plots, the season order, the environment model. */
export type CorrelationContext = {
  plots: readonly PlotVariables[];
  seasonOrder: readonly number[];
  environments: HeritabilityEnvironmentModel;
  /** Aborted when the client went away: the waiting fits leave the pool's queue. */
  signal?: AbortSignal;
};

/** Pearson's r of paired values; null below three pairs or without variation. */
function pearson(x: readonly number[], y: readonly number[]): number | null {
  const n = x.length;
  if (n < 3) return null;
  const mx = x.reduce((sum, v) => sum + v, 0) / n;
  const my = y.reduce((sum, v) => sum + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (x[i] as number) - mx;
    const dy = (y[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : null;
}

/** σ²g of the trait's model fitted to `readValue` (null when the data cannot be analysed). */
async function lineVariance(
  context: CorrelationContext,
  name: string,
  readValue: (plot: PlotVariables) => number | undefined,
): Promise<number | null> {
  let data: TraitObservations;
  try {
    data = collectTraitObservations(context.plots, name, context.seasonOrder, readValue);
  } catch (error) {
    // a pair whose plots having both cannot be analysed has no genotypic correlation
    if (error instanceof AppError) return null;
    throw error;
  }
  try {
    const answer = await fitTraitInPool(data, context.environments, context.signal);
    return answer.components.find((c) => c.name === 'line')?.variance ?? null;
  } catch (error) {
    // nor one whose model the engine refuses
    if (error instanceof StatsError) return null;
    throw error;
  }
}

/**
 * Genotypic correlation by the variance of the sum (`covarianceBySum`): σg(x,y) =
 * (σ²g(x+y) − σ²g(x) − σ²g(y))/2 and r_g = σg(x,y)/√(σ²g(x)·σ²g(y)), every σ²g from the
 * traits' model fitted to the plots having both values (a trait's own fit when those are all
 * its plots). Not clamped; null when a σ²g is 0 or a fit is refused.
 */
async function genotypic(context: CorrelationContext, a: AnalysedTrait, b: AnalysedTrait) {
  const x = a.data.feature;
  const y = b.data.feature;
  const both = (plot: PlotVariables) => plot.numbers.has(x) && plot.numbers.has(y);
  const count = context.plots.filter(both).length;
  const own = (trait: AnalysedTrait) =>
    trait.answer.components.find((c) => c.name === 'line')?.variance ?? null;
  const varianceOn = (trait: AnalysedTrait) =>
    count === trait.data.y.length
      ? own(trait)
      : lineVariance(context, trait.data.feature, (plot) =>
          both(plot) ? plot.numbers.get(trait.data.feature) : undefined,
        );
  const vx = await varianceOn(a);
  const vy = await varianceOn(b);
  if (vx === null || vy === null || !(vx > 0) || !(vy > 0)) return null;
  const sum = await lineVariance(context, `${x} + ${y}`, (plot) =>
    both(plot) ? (plot.numbers.get(x) as number) + (plot.numbers.get(y) as number) : undefined,
  );
  return sum === null ? null : covarianceBySum(vx, vy, sum).correlation;
}

/** A correlation the engine refuses (fewer than three pairs, no variation) is null. */
function orNull(compute: () => number): number | null {
  try {
    return compute();
  } catch (error) {
    if (error instanceof StatsError) return null;
    throw error;
  }
}

/**
 * Phenotypic r of the line means (each over the line's plots having both values) and r over
 * the plots having both.
 */
function phenotypic(context: CorrelationContext, a: AnalysedTrait, b: AnalysedTrait) {
  const x = a.data.feature;
  const y = b.data.feature;
  const plots = context.plots.filter((plot) => plot.numbers.has(x) && plot.numbers.has(y));
  const xs = plots.map((plot) => plot.numbers.get(x) as number);
  const ys = plots.map((plot) => plot.numbers.get(y) as number);
  return {
    lineMeans: orNull(() =>
      correlateLineMeans(
        plots.map((plot) => plot.lineName),
        xs,
        ys,
      ),
    ),
    plots: pearson(xs, ys),
  };
}

/**
 * The genotypic, phenotypic (line means) and plot-level correlation matrices of the traits,
 * rows and columns in the traits' order, 1 on the diagonal. Each pair refits the model to the
 * sum of the two traits on a compute worker (decision 052).
 */
export async function correlateTraits(
  context: CorrelationContext,
  traits: readonly AnalysedTrait[],
): Promise<HeritabilityCorrelations> {
  const k = traits.length;
  const square = () =>
    Array.from({ length: k }, (_, i) =>
      Array.from({ length: k }, (_, j): number | null => (i === j ? 1 : null)),
    );
  const result = {
    features: traits.map((trait) => trait.data.feature),
    genotypic: square(),
    phenotypic: square(),
    plots: square(),
  };
  for (let i = 0; i < k; i += 1) {
    for (let j = i + 1; j < k; j += 1) {
      const a = traits[i] as AnalysedTrait;
      const b = traits[j] as AnalysedTrait;
      const rg = await genotypic(context, a, b);
      const rp = phenotypic(context, a, b);
      for (const [row, col] of [
        [i, j],
        [j, i],
      ] as const) {
        (result.genotypic[row] as (number | null)[])[col] = rg;
        (result.phenotypic[row] as (number | null)[])[col] = rp.lineMeans;
        (result.plots[row] as (number | null)[])[col] = rp.plots;
      }
    }
  }
  return result;
}
