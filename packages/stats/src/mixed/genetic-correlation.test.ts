import { describe, expect, it } from 'vitest';
import { computeCorrelationMatrix } from '../descriptive/correlation.ts';
import { StatsError } from '../errors.ts';
import { expectClose } from '../testing/golden.ts';
import { at, column, factorOf, randomOf, readMixedCase } from '../testing/mixed-golden.ts';
import { fitMixedModel } from './fit-mixed-model.ts';
import {
  computeTraitCorrelations,
  correlateLineMeans,
  covarianceBySum,
} from './genetic-correlation.ts';

function expectReml(actual: number, expected: number, label: string) {
  expect(Math.abs(actual - expected), `${label}: ${actual} vs R ${expected}`).toBeLessThanOrEqual(
    1e-5 * Math.abs(expected),
  );
}

describe('(e) two correlated traits on an RCBD (variance of the sum)', () => {
  const { rows, expected } = readMixedCase('two-traits');
  const yieldValues = column(rows, 'yield');
  const tkw = column(rows, 'tkw');
  const fitTrait = (response: Float64Array) =>
    fitMixedModel({
      fixed: { response, factors: [factorOf(rows, 'rep')], terms: [['rep']] },
      random: [randomOf(rows, 'line')],
    });

  it('matches the genotypic, residual and line-mean phenotypic correlations', () => {
    const correlations = computeTraitCorrelations(
      {
        x: fitTrait(yieldValues),
        y: fitTrait(tkw),
        sum: fitTrait(yieldValues.map((v, i) => v + (tkw[i] as number))),
      },
      'line',
      3,
    );
    const value = (key: string) => at<number>(expected, key);
    expectReml(correlations.genotypic.covariance, value('genotypicCovariance'), 'σg(x,y)');
    expectReml(correlations.genotypic.correlation, value('genotypicCorrelation'), 'r_g');
    expectReml(correlations.residual.covariance, value('residualCovariance'), 'σe(x,y)');
    expectReml(correlations.residual.correlation, value('residualCorrelation'), 'r_e');
    expectReml(
      correlations.phenotypicLineMean,
      value('phenotypicCorrelationLineMeanBasis'),
      'r_p on line means',
    );
  });

  it('matches Pearson’s r on line means (equal to the line-mean r_p: balanced)', () => {
    const lines = rows.map((row) => row.line as string);
    expectClose(correlateLineMeans(lines, yieldValues, tkw), at(expected, 'pearsonLineMeans'), 'r');
    expectClose(
      at<number>(expected, 'phenotypicCorrelationLineMeanBasis'),
      at(expected, 'pearsonLineMeans'),
      'r_p = r of means',
    );
  });

  it('matches Pearson’s r on plots (the phenotypic correlation of single plots)', () => {
    const matrix = computeCorrelationMatrix([yieldValues, tkw]);
    expectClose(matrix.r[1] as number, at(expected, 'pearsonPlots'), 'r on plots');
  });

  it('leaves out plots missing either trait when averaging a line', () => {
    const lines = ['a', 'a', 'b', 'b', 'c', 'c'];
    const x = [1, 100, 2, 2, 3, 3];
    const y = [1, Number.NaN, 3, 3, 2, 2];
    // means over complete plots: a (1, 1), b (2, 3), c (3, 2): r = 0.5
    expectClose(correlateLineMeans(lines, x, y), 0.5, 'r');
  });

  it('refuses a zero genotypic variance', () => {
    try {
      covarianceBySum(0, 1, 1);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(StatsError);
      expect((error as StatsError).reason?.key).toBe('geneticVarianceZero');
    }
  });
});
