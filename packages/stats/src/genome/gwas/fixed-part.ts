/**
 * The fixed part of the genomic models (GWAS, GBLUP): an intercept plus optional covariates
 * (principal components, a numeric environment index) and factors (environment, trial), each a
 * main effect coded as R's `model.matrix` with treatment contrasts. One value per sample.
 */
import { buildDesign, type CovariateInput, type FactorInput } from '../../linear/design-matrix.ts';

export type FixedPart = {
  factors?: readonly FactorInput[];
  covariates?: readonly CovariateInput[];
};

/** `y ~ 1 + factors + covariates` as the linear model input of `buildDesign`/`fitMixedModel`. */
export function fixedModel(y: ArrayLike<number>, fixed: FixedPart | undefined) {
  const factors = fixed?.factors ?? [];
  const covariates = fixed?.covariates ?? [];
  return {
    response: y,
    factors,
    covariates,
    terms: [...factors, ...covariates].map((variable) => [variable.name]),
  };
}

/** Samples with a finite response and finite covariates (the rows `buildDesign` keeps). */
export function usedSamples(y: ArrayLike<number>, fixed: FixedPart | undefined): Int32Array {
  const series = [y, ...(fixed?.covariates ?? []).map((c) => c.values)];
  const rows: number[] = [];
  for (let i = 0; i < y.length; i += 1)
    if (series.every((values) => Number.isFinite(values[i] as number))) rows.push(i);
  return Int32Array.from(rows);
}

/** X over the used samples (n×p row-major, intercept first) and its column names. */
export function fixedMatrix(
  y: ArrayLike<number>,
  fixed: FixedPart | undefined,
): { x: Float64Array; n: number; p: number; names: string[] } {
  const design = buildDesign(fixedModel(y, fixed), 'treatment');
  const { n, columns } = design;
  const p = columns.length;
  const x = new Float64Array(n * p);
  columns.forEach((column, j) => {
    for (let i = 0; i < n; i += 1) x[i * p + j] = column[i] as number;
  });
  return { x, n, p, names: design.columnNames };
}
