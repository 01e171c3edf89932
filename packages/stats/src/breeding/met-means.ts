/**
 * Means of a balanced multi-environment trial: genotype × environment cells, replicates,
 * marginal and grand means (balanced, so plain means of means).
 */
import type { MetLayout } from './met-layout.ts';

/** Means of a balanced MET (all arrays of plain means, no weights needed). */
export type MetMeans = {
  /** Genotype × environment means, row-major: `cell[genotype · environments + environment]`. */
  cell: Float64Array;
  /** Replicate means: `environmentRep[environment · repCount + replicate]`. */
  environmentRep: Float64Array;
  environment: Float64Array;
  genotype: Float64Array;
  grand: number;
};

/** The genotype × environment, replicate, marginal and grand means of a laid-out MET. */
export function computeMetMeans(layout: MetLayout): MetMeans {
  const g = layout.genotypes.length;
  const e = layout.environments.length;
  const r = layout.repCount;
  const cell = new Float64Array(g * e);
  const environmentRep = new Float64Array(e * r);
  for (let j = 0; j < e; j += 1) {
    for (let k = 0; k < r; k += 1) {
      const offset = (j * r + k) * g;
      let sum = 0;
      for (let i = 0; i < g; i += 1) {
        const value = layout.values[offset + i] as number;
        sum += value;
        cell[i * e + j] = (cell[i * e + j] as number) + value / r;
      }
      environmentRep[j * r + k] = sum / g;
    }
  }
  const environment = new Float64Array(e);
  for (let j = 0; j < e; j += 1) environment[j] = meanOf(environmentRep.subarray(j * r, j * r + r));
  const genotype = new Float64Array(g);
  for (let i = 0; i < g; i += 1) genotype[i] = meanOf(cell.subarray(i * e, i * e + e));
  return { cell, environmentRep, environment, genotype, grand: meanOf(environment) };
}

/** The plain arithmetic mean (one pass, no missing values). */
export function meanOf(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += values[i] as number;
  return sum / values.length;
}

/** Σ (xᵢ − centre)². */
export function sumOfSquaredDeviations(values: ArrayLike<number>, centre: number): number {
  let sum = 0;
  for (let i = 0; i < values.length; i += 1) sum += ((values[i] as number) - centre) ** 2;
  return sum;
}
