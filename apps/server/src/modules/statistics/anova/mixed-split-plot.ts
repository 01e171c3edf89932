import type { AnovaRow } from '@plotline/stats/linear/anova';
import { computeLinearModelAnova } from '@plotline/stats/linear/linear-model';
import { fitMixedModel } from '@plotline/stats/mixed/fit-mixed-model';
import { computeMixedAnova } from '@plotline/stats/mixed/mixed-anova';
import { computeMixedMarginalMeans } from '@plotline/stats/mixed/mixed-marginal-means';
import { quadraticForm, satterthwaiteDf } from '@plotline/stats/mixed/satterthwaite';
import type { MixedModelFit } from '@plotline/stats/mixed/types';
import type { LevelEstimates } from './level-comparisons.ts';
import { type FactorModel, modelInput, type NamedFactor } from './linear-anova.ts';
import type { SplitPlotAnova } from './split-plot.ts';

/** A term of the model (its index) has an empty cell: its effects cannot all be estimated. */
export type EmptyCell = { emptyCellTerm: number };

/**
 * The unbalanced split-plot as the mixed model `lmer(y ~ rep + A*B + (1|rep:A))` (REML,
 * `fitMixedModel`): every term's Type III (or I) F with Satterthwaite's denominator df (lmerTest
 * `anova(fit, type = 3)`, `computeMixedAnova`); the residual row is the within-main-plot residual
 * of the fixed fit `y ~ rep + A + rep:A + …` (its df and SS, as `aov`'s Within stratum). Adjusted
 * means and their differences: `emmeans` with `lmer.df = "satterthwaite"`, each difference on its
 * own Satterthwaite df.
 * Reference: Kuznetsova, Brockhoff & Christensen (2017) J. Stat. Softw. 82(13).
 * Pure: it runs on a compute worker (decision 052), so a term's column aliased by an empty cell
 * (a combination without plots) comes back as `EmptyCell` rather than thrown.
 * @throws StatsError('notEnoughData') without residual df
 */
export function computeMixedSplitPlot(
  model: FactorModel,
  repetition: number,
  mainPlot: number,
  type: 'I' | 'III',
): SplitPlotAnova | EmptyCell {
  const rep = model.factors[repetition] as NamedFactor;
  const main = model.factors[mainPlot] as NamedFactor;
  const others = model.terms.filter(
    (term) => !(term.length === 1 && (term[0] === repetition || term[0] === mainPlot)),
  );
  const strata = [[repetition], [mainPlot], [repetition, mainPlot], ...others];
  const { residual } = computeLinearModelAnova(modelInput({ ...model, terms: strata }), 'I');
  const wholePlots = Array.from(
    model.y,
    (_, i) => `${rep.levels[rep.codes[i] as number]}:${main.levels[main.codes[i] as number]}`,
  );
  const fit = fitMixedModel({
    fixed: modelInput(model),
    random: [{ name: `${rep.name}:${main.name}`, values: wholePlots }],
  });
  // an empty cell: the means are not estimable (as for the fixed model)
  const aliased = fit.aliased.findIndex((flag, j) => flag === 1 && fit.design.assign[j] !== -1);
  if (aliased >= 0) return { emptyCellTerm: fit.design.assign[aliased] as number };
  const tests = new Map(computeMixedAnova(fit, type).rows.map((row) => [row.term, row]));
  const mainStratum: boolean[] = [];
  const rows = model.terms.map((term): AnovaRow => {
    const name = term.map((f) => (model.factors[f] as NamedFactor).name).join(':');
    mainStratum.push(term.length === 1 && (term[0] === repetition || term[0] === mainPlot));
    const test = tests.get(name);
    if (!test) return { source: name, df: 0, ss: 0, ms: 0, f: null, p: null };
    return { source: name, df: test.numDf, ss: test.sumSq, ms: test.meanSq, f: test.f, p: test.p };
  });
  const denominators = model.terms.map((term) => {
    const name = term.map((f) => (model.factors[f] as NamedFactor).name).join(':');
    return tests.get(name)?.denDf ?? Number.NaN;
  });
  const estimates = model.factors.map((factor) => mixedLevelEstimates(fit, factor));
  return { rows, mainStratum, mainError: null, residual, estimates, denominators };
}

/** Adjusted means of a factor of a mixed fit: covariance L·var(β̂)·L', Satterthwaite's df. */
function mixedLevelEstimates(fit: MixedModelFit, factor: NamedFactor): LevelEstimates {
  const means = computeMixedMarginalMeans(fit, factor.name);
  const k = means.levels.length;
  const covariance = new Float64Array(k * k);
  const weights = means.weights;
  for (let a = 0; a < k; a += 1) {
    for (let b = a; b < k; b += 1) {
      const la = weights[a] as Float64Array;
      const lb = weights[b] as Float64Array;
      // ℓₐ'Cℓ_b = (q(ℓₐ + ℓ_b) − q(ℓₐ − ℓ_b))/4
      const plus = quadraticForm(
        fit.betaCovariance,
        la.map((v, i) => v + (lb[i] as number)),
      );
      const minus = quadraticForm(
        fit.betaCovariance,
        la.map((v, i) => v - (lb[i] as number)),
      );
      covariance[a * k + b] = (plus - minus) / 4;
      covariance[b * k + a] = (plus - minus) / 4;
    }
  }
  // every pair's own Satterthwaite df, computed here: a function cannot leave the worker
  const pairDf = new Float64Array(k * k);
  for (let i = 0; i < k; i += 1) {
    for (let j = i + 1; j < k; j += 1) {
      const wi = weights[i] as Float64Array;
      const wj = weights[j] as Float64Array;
      const df = satterthwaiteDf(
        fit,
        wi.map((v, c) => v - (wj[c] as number)),
      );
      pairDf[i * k + j] = df;
      pairDf[j * k + i] = df;
    }
  }
  return {
    predictor: factor.name,
    levels: means.levels,
    means: means.means,
    covariance,
    meanDf: means.dfs,
    diffDf: Math.min(...means.dfs),
    pairDf,
  };
}
