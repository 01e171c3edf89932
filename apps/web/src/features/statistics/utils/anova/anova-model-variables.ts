import type { SeasonIndexName, SeasonVariables } from '@plotline/contract/statistics';
import { BUILT_IN_FACTORS } from '@plotline/contract/statistics-anova';

export type BuiltInFactor = (typeof BUILT_IN_FACTORS)[number];

/** A variable a model may use; `builtIn` for the factors every season has. */
export type ModelVariable = { name: string; builtIn?: BuiltInFactor };

/** What the model pages offer in a season. */
export type ModelVariables = {
  /** Quantitative features, for the dependent variable and the covariate. */
  quantitative: string[];
  /** Stages (days after sowing), also numeric. */
  stages: string[];
  /** The built-in factors first, then the qualitative features (a same-named one is hidden). */
  factors: ModelVariable[];
  /** Season indices (decision 044), numeric but the same on a season's plots: covariates. */
  seasonIndices: SeasonIndexName[];
};

/** True for the name of a built-in factor (`line`, `repetition`, `harvest_technology`). */
export function isBuiltInFactor(name: string): name is BuiltInFactor {
  return (BUILT_IN_FACTORS as readonly string[]).includes(name);
}

/**
 * The variables of the model pages from the season's list: numeric ones for the dependent
 * variable and covariate, the built-in factors and the qualitative features for the groups
 * (a feature named like a built-in is shadowed by it on the server, so it is not offered).
 */
export function toModelVariables(variables: SeasonVariables | undefined): ModelVariables {
  if (!variables) return { quantitative: [], stages: [], factors: [], seasonIndices: [] };
  return {
    quantitative: variables.quantitative,
    stages: variables.stages.filter((name) => !variables.quantitative.includes(name)),
    factors: [
      ...BUILT_IN_FACTORS.map((name) => ({ name, builtIn: name })),
      ...variables.qualitative.filter((name) => !isBuiltInFactor(name)).map((name) => ({ name })),
    ],
    seasonIndices: variables.season_indices ?? [],
  };
}

/** Every numeric variable's name (features, then stages). */
export function numericNames(variables: ModelVariables): string[] {
  return [...variables.quantitative, ...variables.stages];
}

/** How the server names a variable in a formula and in its keys: whitespace → `_`. */
export function formulaName(name: string): string {
  return name.replace(/\s/g, '_');
}
