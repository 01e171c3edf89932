import { describe, expect, it } from 'vitest';
import { readGoldenPlots } from '../../testing/trial-model-golden.ts';
import { fitMixedModel } from '../fit-mixed-model.ts';
import { computeMixedMarginalMeans, pairwiseDifferences } from '../mixed-marginal-means.ts';
import { fitBlockTrial, rowContrastOf, rowMeanOf } from './block-trial-model.ts';

// The closed form of decision 050 against the general mixed-model engine (packages/stats/mixed:
// REML by average information, var(β̂) p × p, Satterthwaite from its gradients) on the same
// trial: two independent routes to lmer's answer. The closed form is what the pages run — it
// never forms the t × t covariance, so 2,000 rows answer in milliseconds.

const plots = readGoldenPlots().filter((plot) => !plot.missing);
const lines = [...new Set(plots.map((plot) => plot.line))].sort();

const close = (a: number, b: number) => Math.abs(a - b) / Math.abs(b);

describe('the trial model’s closed form', () => {
  it('agrees with fitMixedModel’s y ~ line + (1|rep) to 1e-7', () => {
    const general = fitMixedModel({
      fixed: {
        response: plots.map((plot) => plot.y),
        factors: [{ name: 'line', values: plots.map((plot) => plot.line) }],
        terms: [['line']],
      },
      random: [{ name: 'rep', values: plots.map((plot) => String(plot.rep)) }],
    });
    const fit = fitBlockTrial({
      values: plots.map((plot) => plot.y),
      rows: plots.map((plot) => lines.indexOf(plot.line)),
      rowCount: lines.length,
      blocks: plots.map((plot) => plot.rep - 1),
      blockCount: 3,
    });
    if (!fit) throw new Error('no fit');
    const [block, residual] = general.components;
    expect(close(fit.blockVariance as number, block?.variance as number)).toBeLessThan(1e-7);
    expect(close(fit.residualVariance, residual?.variance as number)).toBeLessThan(1e-7);
    expect(close(fit.logLikelihood, general.logLikelihood)).toBeLessThan(1e-9);
    const means = computeMixedMarginalMeans(general, 'line');
    expect(means.levels).toEqual(lines);
    lines.forEach((_, row) => {
      const own = rowMeanOf(fit, row);
      expect(close(own.estimate, means.means[row] as number)).toBeLessThan(1e-7);
      expect(close(own.se, means.se[row] as number)).toBeLessThan(1e-7);
      expect(close(own.df, means.dfs[row] as number)).toBeLessThan(1e-6);
    });
    const pairs = lines.slice(1).map((_, i) => [i + 1, 0] as const);
    pairwiseDifferences(general, means, pairs).forEach((difference, i) => {
      const own = rowContrastOf(fit, i + 1, 0);
      expect(close(own.estimate, difference.estimate)).toBeLessThan(1e-7);
      expect(close(own.se, difference.se)).toBeLessThan(1e-7);
      expect(close(own.df, difference.df)).toBeLessThan(1e-6);
    });
  });
});
