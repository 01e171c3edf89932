import { describe, expect, it } from 'vitest';
import { tQuantile, tTwoSidedP } from '../../distributions/distributions.ts';
import { expectClose, expectP } from '../../testing/golden.ts';
import {
  type GoldenPlot,
  readBoundaryPlots,
  readGoldenPlots,
  readTrialGolden,
  relativeError,
} from '../../testing/trial-model-golden.ts';
import { fitBlockTrial, rowContrastOf, rowMeanOf } from './block-trial-model.ts';

// Decision 050: y ~ row + (1 | repetition) by REML in closed form against R (lmerTest 3.1-3,
// emmeans 1.8.4.1 with Satterthwaite df; golden/trial-model-rcbd.R).

const golden = readTrialGolden();
const plots = readGoldenPlots();
const lines = [...new Set(plots.map((plot) => plot.line))].sort();

function fitOf(kept: readonly GoldenPlot[]) {
  const fit = fitBlockTrial({
    values: kept.map((plot) => plot.y),
    rows: kept.map((plot) => lines.indexOf(plot.line)),
    rowCount: lines.length,
    blocks: kept.map((plot) => plot.rep - 1),
    blockCount: 3,
  });
  if (!fit) throw new Error('no fit');
  return fit;
}

describe.each([
  ['5 plots missing', plots.filter((plot) => !plot.missing), golden.mixed],
  ['balanced', plots, golden.balanced.mixed],
])('the RCBD with %s', (_, kept, answer) => {
  const fit = fitOf(kept);
  const control = lines.indexOf(golden.control);

  it('has R’s REML variance components and log-likelihood', () => {
    expect(fit.hasBlocks).toBe(true);
    expect(relativeError(fit.blockVariance as number, answer.block_variance)).toBeLessThan(1e-5);
    expect(relativeError(fit.residualVariance, answer.residual_variance)).toBeLessThan(1e-5);
    expect(relativeError(fit.logLikelihood, answer.reml_log_likelihood)).toBeLessThan(1e-5);
  });

  it('has emmeans’ adjusted means with their SE and Satterthwaite df', () => {
    for (const [line, mean] of Object.entries(answer.means)) {
      const estimate = rowMeanOf(fit, lines.indexOf(line));
      expectClose(estimate.estimate, mean.emmean, `${line} mean`);
      expectClose(estimate.se, mean.se, `${line} SE`);
      expectClose(estimate.df, mean.df, `${line} df`);
    }
  });

  it('has each line − control of emmeans: SED, df, t, p, CI, НСР₀₅ and НСР₀₁', () => {
    for (const [line, contrast] of Object.entries(answer.contrasts)) {
      const { estimate, se, df } = rowContrastOf(fit, lines.indexOf(line), control);
      expectClose(estimate, contrast.estimate, `${line} estimate`);
      expectClose(se, contrast.se, `${line} SED`);
      expectClose(df, contrast.df, `${line} df`);
      expectClose(estimate / se, contrast.t, `${line} t`);
      expectP(tTwoSidedP(estimate / se, df), contrast.p, line);
      expectClose(estimate - tQuantile(0.975, df) * se, contrast.lower, `${line} lower`);
      expectClose(estimate + tQuantile(0.975, df) * se, contrast.upper, `${line} upper`);
      expectClose(tQuantile(0.975, df) * se, contrast.nsr05, `${line} НСР₀₅`);
      expectClose(tQuantile(0.995, df) * se, contrast.nsr01, `${line} НСР₀₁`);
    }
  });
});

describe('the trial model’s special cases', () => {
  it('gives lmerTest’s answer when REML puts the block variance on the boundary 0', () => {
    const boundary = readBoundaryPlots();
    const names = [...new Set(boundary.map((plot) => plot.line))].sort();
    const fit = fitBlockTrial({
      values: boundary.map((plot) => plot.y),
      rows: boundary.map((plot) => names.indexOf(plot.line)),
      rowCount: names.length,
      blocks: boundary.map((plot) => plot.rep - 1),
      blockCount: 3,
    });
    if (!fit) throw new Error('no fit');
    expect(golden.boundary.block_variance).toBe(0);
    expect(fit.blockVariance).toBe(0);
    expect(relativeError(fit.residualVariance, golden.boundary.residual_variance)).toBeLessThan(
      1e-5,
    );
    for (const [line, mean] of Object.entries(golden.boundary.means)) {
      const estimate = rowMeanOf(fit, names.indexOf(line));
      expectClose(estimate.estimate, mean.emmean, `${line} mean`);
      expectClose(estimate.se, mean.se, `${line} SE`);
      expectClose(estimate.df, mean.df, `${line} df`);
    }
    for (const [line, contrast] of Object.entries(golden.boundary.contrasts)) {
      const { estimate, se, df } = rowContrastOf(fit, names.indexOf(line), 0);
      expectClose(estimate, contrast.estimate, `${line} estimate`);
      expectClose(se, contrast.se, `${line} SED`);
      expectClose(df, contrast.df, `${line} df`);
      expectClose(tQuantile(0.975, df) * se, contrast.nsr05, `${line} НСР₀₅`);
    }
  });

  it('gives the textbook RCBD НСР₀₅ t(df_E)·√(2·MSE/r) when balanced', () => {
    const fit = fitOf(plots);
    const { se, df } = rowContrastOf(fit, 1, 0);
    expectClose(df, golden.balanced.df, 'df');
    expectClose(tQuantile(0.975, df) * se, golden.balanced.nsr05, 'НСР₀₅');
  });

  it('is least squares y ~ row without blocks (one repetition)', () => {
    const values = [10, 12, 11, 20, 23, 15, 14, 16];
    const rows = [0, 0, 0, 1, 1, 2, 2, 2];
    const fit = fitBlockTrial({
      values,
      rows,
      rowCount: 3,
      blocks: rows.map(() => 0),
      blockCount: 1,
    });
    expect(fit?.hasBlocks).toBe(false);
    expect(fit?.blockVariance).toBeNull();
    // within SS: 2 + 4.5 + 2 over 8 − 3 df
    expectClose(fit?.residualVariance as number, 8.5 / 5, 'MSE');
    const contrast = rowContrastOf(fit as NonNullable<typeof fit>, 1, 0);
    expectClose(contrast.estimate, 21.5 - 11, 'difference');
    expectClose(contrast.se, Math.sqrt((8.5 / 5) * (1 / 2 + 1 / 3)), 'SED');
    expectClose(contrast.df, 5, 'df');
  });

  it('refuses a trial without residual degrees of freedom', () => {
    const fit = fitBlockTrial({
      values: [1, 2, 3],
      rows: [0, 1, 2],
      rowCount: 3,
      blocks: [0, 0, 0],
      blockCount: 1,
    });
    expect(fit).toBeNull();
  });

  it('fits 2,000 rows × 3 repetitions with 5 % missing and compares every row in milliseconds', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const values: number[] = [];
    const rows: number[] = [];
    const blocks: number[] = [];
    for (let row = 0; row < 2000; row += 1) {
      for (let block = 0; block < 3; block += 1) {
        if (row > 0 && random() < 0.05) continue;
        values.push(50 + (row % 17) * 0.3 + block * 1.5 + random() * 2);
        rows.push(row);
        blocks.push(block);
      }
    }
    const started = performance.now();
    const fit = fitBlockTrial({ values, rows, rowCount: 2000, blocks, blockCount: 3 });
    if (!fit) throw new Error('no fit');
    let spread = 0;
    for (let row = 1; row < 2000; row += 1) spread += rowContrastOf(fit, row, 0).df;
    const elapsed = performance.now() - started;
    expect(spread / 1999).toBeGreaterThan(1000);
    expect(elapsed).toBeLessThan(200);
  });
});
