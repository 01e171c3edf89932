import { BUILT_IN_FACTORS } from '@plotline/contract/statistics-anova';
import type { Db } from '../../../db/client.ts';
import { fieldError } from '../../../errors.ts';
import { type PlotVariables, readPlotVariables } from '../read-plot-variables.ts';

/** A variable of the model and the query field it came from (where its errors go). */
export type ModelVariable = { name: string; field: string };

/** The complete observations (plots) of a model, column by column. */
export type Observations = {
  n: number;
  /** Per numeric variable, in the asked order: the plots' values. */
  numbers: Float64Array[];
  /** Per factor, in the asked order: the plots' level labels. */
  levels: string[][];
};

const isBuiltIn = (name: string) => (BUILT_IN_FACTORS as readonly string[]).includes(name);

/**
 * A plot's level of a factor: its line, its repetition, its only harvest technology (none or
 * several → no level), or the text of a qualitative feature.
 */
function levelOf(plot: PlotVariables, factor: string): string | undefined {
  if (factor === 'line') return plot.lineName;
  if (factor === 'repetition') return plot.repetition;
  if (factor === 'harvest_technology')
    return plot.technologies.length === 1 ? plot.technologies[0] : undefined;
  return plot.texts.get(factor);
}

/**
 * The plots of the field-years (already checked for reading; usually one) having a value of
 * every numeric variable (a quantitative feature, a stage in days after sowing or a season
 * index) and a level of every factor: R's `na.omit` over the model's variables, in season,
 * then map order.
 * @throws AppError VALIDATION on the field of a variable no plot has (`analysis.noValues`,
 *   `analysis.factorNoValues`)
 */
export async function readObservations(
  db: Db,
  yearIds: readonly number[],
  numeric: readonly ModelVariable[],
  factors: readonly ModelVariable[],
): Promise<Observations> {
  const qualitative = factors.map((f) => f.name).filter((name) => !isBuiltIn(name));
  const plots = await readPlotVariables(db, yearIds, {
    numeric: numeric.map((v) => v.name),
    factors: qualitative,
    technologies: factors.some((f) => f.name === 'harvest_technology'),
  });
  for (const variable of numeric) {
    if (!plots.some((plot) => plot.numbers.has(variable.name)))
      throw fieldError(variable.field, 'analysis.noValues', { feature: variable.name });
  }
  for (const factor of factors) {
    if (!plots.some((plot) => levelOf(plot, factor.name) !== undefined))
      throw fieldError(factor.field, 'analysis.factorNoValues', { factor: factor.name });
  }
  const complete = plots.filter(
    (plot) =>
      numeric.every((v) => plot.numbers.has(v.name)) &&
      factors.every((f) => levelOf(plot, f.name) !== undefined),
  );
  return {
    n: complete.length,
    numbers: numeric.map((v) =>
      Float64Array.from(complete, (plot) => plot.numbers.get(v.name) as number),
    ),
    levels: factors.map((f) => complete.map((plot) => levelOf(plot, f.name) as string)),
  };
}

/** A variable's name as statsmodels' formulas show it: whitespace → `_`. */
export function formulaName(name: string): string {
  return name.replace(/\s/g, '_');
}
