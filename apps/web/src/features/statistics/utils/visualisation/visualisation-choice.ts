import type { CorrelationBasis } from '@plotline/contract/statistics-visualisation';
import type { CorrelationMethod } from '../../api/compute-correlation-matrix.ts';

/**
 * The address parameters of the one-season pages beside the shared `yearIds` and `feature`:
 * the box plots' harvest technology, and the correlation's features (the parameter repeated,
 * so a name may hold a comma), method and basis (decision 053).
 */
export const SINGLE_SEASON_PARAMS = {
  technology: 'technology',
  features: 'features',
  method: 'method',
  basis: 'basis',
} as const;

/** The harvest technology the box plots keep; null for every plot. */
export function readTechnology(params: URLSearchParams): string | null {
  const value = params.get(SINGLE_SEASON_PARAMS.technology)?.trim() ?? '';
  return value === '' ? null : value;
}

/** Writes the technology (null clears it). */
export function writeTechnology(params: URLSearchParams, technology: string | null): void {
  if (technology === null) params.delete(SINGLE_SEASON_PARAMS.technology);
  else params.set(SINGLE_SEASON_PARAMS.technology, technology);
}

/** The correlated features, each once, blanks dropped, in the order chosen. */
export function readFeatures(params: URLSearchParams): string[] {
  const names = params.getAll(SINGLE_SEASON_PARAMS.features).map((name) => name.trim());
  return [...new Set(names.filter((name) => name !== ''))];
}

/** Writes the correlated features, one parameter each. */
export function writeFeatures(params: URLSearchParams, features: readonly string[]): void {
  params.delete(SINGLE_SEASON_PARAMS.features);
  for (const name of features) params.append(SINGLE_SEASON_PARAMS.features, name);
}

/** Pearson unless the address asks for Spearman. */
export function readMethod(params: URLSearchParams): CorrelationMethod {
  return params.get(SINGLE_SEASON_PARAMS.method) === 'spearman' ? 'spearman' : 'pearson';
}

/** Writes the method; Pearson, the default, leaves the address clean. */
export function writeMethod(params: URLSearchParams, method: CorrelationMethod): void {
  if (method === 'pearson') params.delete(SINGLE_SEASON_PARAMS.method);
  else params.set(SINGLE_SEASON_PARAMS.method, method);
}

/** One point per plot unless the address asks for the rows' adjusted means (decision 053). */
export function readBasis(params: URLSearchParams): CorrelationBasis {
  return params.get(SINGLE_SEASON_PARAMS.basis) === 'line_means' ? 'line_means' : 'plots';
}

/** Writes the basis; plots, the default, leaves the address clean. */
export function writeBasis(params: URLSearchParams, basis: CorrelationBasis): void {
  if (basis === 'plots') params.delete(SINGLE_SEASON_PARAMS.basis);
  else params.set(SINGLE_SEASON_PARAMS.basis, basis);
}
