import { ANOVA_INTERACTION_MAX_LEVELS, type AnovaType } from '@plotline/contract/statistics-anova';
import { fieldError } from '../../../errors.ts';
import { formulaName } from './anova-observations.ts';
import { hasInteraction, type ModelTerms, parseModelTerms } from './model-terms.ts';

/** The parsed `anova/` query. */
export type AnovaRequest = {
  year_id: number;
  dependent_var: string;
  group_vars: string[];
  type?: AnovaType;
  main_plot?: string;
  control?: string;
  control_factor?: string;
};

/** The model a query asks for, checked before any data is read. */
export type AnovaPlan = ModelTerms & {
  /** Factor names with spaces → `_` (the keys of model_stat). */
  keys: string[];
  interactions: boolean;
  type: AnovaType;
  /** Split-plot: the factor indices of the blocks and of the main-plot factor. */
  splitPlot: { repetition: number; mainPlot: number } | null;
  /** The factor of `control` when one was named (else chosen once the levels are known). */
  controlFactor: number | null;
};

const isMainEffect = (model: ModelTerms, factor: number) =>
  model.terms.some((term) => term.length === 1 && term[0] === factor);

/**
 * The model of an `anova/` query: its terms (`a*b`, `a:b`), the sums of squares' type
 * (default II additive, III with interactions), the split-plot's factors and the control's
 * factor.
 * @throws AppError VALIDATION: `group_vars` noPredictors / badTerm / tooManyTerms /
 *   sameFeatures / splitPlotRepetitionInteraction; `main_plot` mainPlotNotInModel /
 *   splitPlotNoRepetition; `control_factor` controlFactorNotInModel
 */
export function planAnova(query: AnovaRequest): AnovaPlan {
  if (query.group_vars.length === 0) throw fieldError('group_vars', 'analysis.noPredictors');
  const model = parseModelTerms(query.group_vars);
  const keys = model.factors.map(formulaName);
  if (
    model.factors.includes(query.dependent_var) ||
    new Set([...keys, 'Residual']).size <= keys.length
  )
    throw fieldError('group_vars', 'analysis.sameFeatures');
  const interactions = hasInteraction(model);
  const type = query.type ?? (interactions ? 'III' : 'II');
  const find = (name: string) => keys.indexOf(formulaName(name));
  let splitPlot: AnovaPlan['splitPlot'] = null;
  if (query.main_plot !== undefined) {
    const mainPlot = find(query.main_plot);
    const repetition = find('repetition');
    if (mainPlot < 0 || mainPlot === repetition || !isMainEffect(model, mainPlot))
      throw fieldError('main_plot', 'analysis.mainPlotNotInModel', { factor: query.main_plot });
    if (repetition < 0 || !isMainEffect(model, repetition))
      throw fieldError('main_plot', 'analysis.splitPlotNoRepetition');
    if (model.terms.some((term) => term.length > 1 && term.includes(repetition)))
      throw fieldError('group_vars', 'analysis.splitPlotRepetitionInteraction');
    splitPlot = { repetition, mainPlot };
  }
  let controlFactor: number | null = null;
  if (query.control_factor !== undefined) {
    controlFactor = find(query.control_factor);
    if (controlFactor < 0)
      throw fieldError('control_factor', 'analysis.controlFactorNotInModel', {
        factor: query.control_factor,
      });
  }
  return { ...model, keys, interactions, type, splitPlot, controlFactor };
}

/**
 * The factor of `control`: `control_factor` if given, else the one factor having that level.
 * @throws AppError VALIDATION on `control`: controlNoFactor (no factor has it),
 *   controlNotLevel (not a level of control_factor), controlAmbiguous (several factors have it)
 */
export function pickControl(
  plan: AnovaPlan,
  levels: readonly string[][],
  control: string,
): { factor: number; level: number } {
  const candidates = plan.controlFactor === null ? levels.map((_, f) => f) : [plan.controlFactor];
  const found = candidates.filter((f) => (levels[f] as string[]).includes(control));
  if (found.length === 0 && plan.controlFactor === null)
    throw fieldError('control', 'analysis.controlNoFactor', { control });
  if (found.length === 0) {
    const factor = plan.factors[plan.controlFactor as number] as string;
    throw fieldError('control', 'analysis.controlNotLevel', { control, factor });
  }
  if (found.length > 1) throw fieldError('control', 'analysis.controlAmbiguous', { control });
  const factor = found[0] as number;
  return { factor, level: (levels[factor] as string[]).indexOf(control) };
}

/**
 * Refuses a factor with one level, and in an interaction model or a split-plot a factor with
 * more than ANOVA_INTERACTION_MAX_LEVELS levels.
 * @throws AppError VALIDATION on `group_vars`: factorOneLevel, tooManyLevels
 */
export function checkLevels(plan: AnovaPlan, levels: readonly string[][]): void {
  levels.forEach((labels, f) => {
    const factor = plan.factors[f] as string;
    if (labels.length < 2) throw fieldError('group_vars', 'analysis.factorOneLevel', { factor });
    if ((plan.interactions || plan.splitPlot) && labels.length > ANOVA_INTERACTION_MAX_LEVELS)
      throw fieldError('group_vars', 'analysis.tooManyLevels', {
        factor,
        max: ANOVA_INTERACTION_MAX_LEVELS,
      });
  });
}
