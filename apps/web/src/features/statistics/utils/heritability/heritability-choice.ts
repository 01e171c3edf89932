import type { HeritabilityEnvironmentModel } from '@plotline/contract/statistics-heritability';

/**
 * The address parameters of the "Heritability and BLUPs" page besides the seasons (`yearIds`,
 * shared with the other statistics pages): the analysed traits (`trait`, repeated, since a
 * feature's name may hold a comma) and how the seasons enter the model (`environments`).
 */
export const HERITABILITY_PARAMS = {
  trait: 'trait',
  environments: 'environments',
} as const;

/** Seasons as fixed effects (the default) or as a random sample of environments. */
export type EnvironmentsKind = HeritabilityEnvironmentModel;

export type HeritabilityChoice = {
  /** The chosen traits the seasons hold, each once, in the chosen order. */
  traits: string[];
  environments: EnvironmentsKind;
};

/**
 * Reads the traits and the environments' kind from the query string, keeping only traits
 * `available` offers (an address from another crop may name others).
 */
export function readHeritabilityChoice(
  params: URLSearchParams,
  available: ReadonlySet<string>,
): HeritabilityChoice {
  const asked = params.getAll(HERITABILITY_PARAMS.trait).map((value) => value.trim());
  const traits = [...new Set(asked.filter((name) => name !== '' && available.has(name)))];
  const environments =
    params.get(HERITABILITY_PARAMS.environments) === 'random' ? 'random' : 'fixed';
  return { traits, environments };
}

/** Writes the chosen traits (the parameter repeated; none when empty). */
export function writeTraits(params: URLSearchParams, traits: readonly string[]): void {
  params.delete(HERITABILITY_PARAMS.trait);
  for (const trait of traits) params.append(HERITABILITY_PARAMS.trait, trait);
}

/** Writes the environments' kind; `fixed`, the default, leaves the parameter out. */
export function writeEnvironments(params: URLSearchParams, kind: EnvironmentsKind): void {
  if (kind === 'fixed') params.delete(HERITABILITY_PARAMS.environments);
  else params.set(HERITABILITY_PARAMS.environments, kind);
}
