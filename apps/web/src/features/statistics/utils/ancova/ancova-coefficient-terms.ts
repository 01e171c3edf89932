/**
 * What a coefficient of the ANCOVA `y ~ g * x` (treatment coding, statsmodels' names)
 * stands for: the intercept (the reference level at x = 0), a level's shift from the
 * reference, the reference level's slope, or a level's slope difference from it.
 */
export type CoefficientTerm =
  | { kind: 'intercept' }
  | { kind: 'level'; level: string }
  | { kind: 'slope' }
  | { kind: 'slopeDifference'; level: string }
  | { kind: 'other' };

/**
 * Reads a coefficient's name (`Intercept`, `g[T.b]`, `x`, `g[T.b]:x`) given the formula names
 * of the group and the covariate (whitespace as `_`).
 */
export function parseCoefficient(name: string, group: string, covariate: string): CoefficientTerm {
  if (name === 'Intercept') return { kind: 'intercept' };
  if (name === covariate) return { kind: 'slope' };
  const prefix = `${group}[T.`;
  if (!name.startsWith(prefix)) return { kind: 'other' };
  const interaction = `]:${covariate}`;
  if (name.endsWith(interaction)) {
    return { kind: 'slopeDifference', level: name.slice(prefix.length, -interaction.length) };
  }
  if (name.endsWith(']')) return { kind: 'level', level: name.slice(prefix.length, -1) };
  return { kind: 'other' };
}
