/**
 * The address parameters of the ANOVA and ANCOVA pages besides the seasons (`yearIds`, shared
 * with the other statistics pages; these pages analyse its first season) and the dependent
 * variable (`feature`, as the other pages name their analysed feature).
 */
export const MODEL_PARAMS = {
  /** ANOVA factors, the parameter repeated (a name may hold a comma). */
  factor: 'factor',
  /** The ANCOVA's group factor. */
  group: 'group',
  /** The ANCOVA's covariate. */
  covariate: 'covariate',
} as const;

/** The non-blank values of a repeated parameter, each once, in order. */
export function readNames(params: URLSearchParams, name: string): string[] {
  const values = params.getAll(name).map((value) => value.trim());
  return [...new Set(values.filter((value) => value !== ''))];
}

/** Writes a repeated parameter (none when empty). */
export function writeNames(params: URLSearchParams, name: string, values: readonly string[]) {
  params.delete(name);
  for (const value of values) params.append(name, value);
}

/** The names of `asked` that `available` offers, in the asked order. */
export function keepAvailable(asked: readonly string[], available: readonly string[]): string[] {
  return asked.filter((name) => available.includes(name));
}
