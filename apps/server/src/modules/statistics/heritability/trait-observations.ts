import { HERITABILITY_LINES_MAX } from '@plotline/contract/statistics-heritability';
import { fieldError } from '../../../errors.ts';
import { compareNames } from '../natural-order.ts';
import type { PlotVariables } from '../read-plot-variables.ts';

/** A line of a trait: its name (the key across seasons) and the id of its first plot's line. */
export type TraitLine = { name: string; lineId: number; plots: number; environments: number };

/**
 * The plots of one trait that have a value: one observation each, with the labels of the
 * model's factors. Environments are field-years (`String(yearId)`), repetitions the plot
 * name's `/n` suffix, lines matched by name.
 */
export type TraitObservations = {
  feature: string;
  y: Float64Array;
  line: string[];
  environment: string[];
  repetition: string[];
  /** Lines in natural name order (the BLUPs' level order). */
  lines: TraitLine[];
  /** Environments with a value, in season order. */
  environments: string[];
  /** Every line in every environment and in each of its repetitions exactly once, r equal. */
  balanced: boolean;
  /** Repetitions per environment when balanced (else the largest count). */
  repetitions: number;
};

/** Counts of observations by key. */
function countBy(keys: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
}

/** Repetition labels of each environment. */
function repetitionsByEnvironment(data: TraitObservations): Map<string, Set<string>> {
  const sets = new Map<string, Set<string>>();
  data.environment.forEach((env, i) => {
    const set = sets.get(env) ?? new Set<string>();
    set.add(data.repetition[i] as string);
    sets.set(env, set);
  });
  return sets;
}

/** Balanced: each (line, environment, repetition) cell once, every cell present, r equal. */
function isBalanced(data: TraitObservations): { balanced: boolean; repetitions: number } {
  const reps = repetitionsByEnvironment(data);
  const counts = [...reps.values()].map((set) => set.size);
  const repetitions = Math.max(...counts);
  const cells = countBy(
    data.line.map((name, i) => `${name}\u0000${data.environment[i]}\u0000${data.repetition[i]}`),
  );
  const sameR = counts.every((count) => count === repetitions);
  const full = cells.size === data.lines.length * reps.size * repetitions;
  const once = [...cells.values()].every((count) => count === 1);
  return { balanced: sameR && full && once, repetitions };
}

/**
 * The observations of `feature` over the plots (in season order), with the checks every model
 * needs before fitting. `readValue` reads a plot's value (default: the feature's; the
 * correlations pass the sum of two traits, or one trait on the plots having both).
 * @throws AppError VALIDATION on `features`: no value (`analysis.noValues`), fewer than three
 *   lines, more than `HERITABILITY_LINES_MAX` lines, no line with two plots in one season, or
 *   (several seasons) no line in two of them
 */
export function collectTraitObservations(
  plots: readonly PlotVariables[],
  feature: string,
  seasonOrder: readonly number[],
  readValue: (plot: PlotVariables) => number | undefined = (plot) => plot.numbers.get(feature),
): TraitObservations {
  const y: number[] = [];
  const line: string[] = [];
  const environment: string[] = [];
  const repetition: string[] = [];
  const lineIds = new Map<string, number>();
  for (const plot of plots) {
    const value = readValue(plot);
    if (value === undefined || !Number.isFinite(value)) continue;
    y.push(value);
    line.push(plot.lineName);
    environment.push(String(plot.yearId));
    repetition.push(plot.repetition);
    if (!lineIds.has(plot.lineName)) lineIds.set(plot.lineName, plot.lineId);
  }
  const context = { feature };
  if (y.length === 0) throw fieldError('features', 'analysis.noValues', context);
  const plotsOf = countBy(line);
  const cellCounts = countBy(line.map((name, i) => `${name}\u0000${environment[i]}`));
  const lineEnvironments = countBy(
    [...cellCounts.keys()].map((key) => key.split('\u0000')[0] ?? ''),
  );
  const names = [...lineIds.keys()].sort(compareNames);
  if (names.length < 3) {
    throw fieldError('features', 'heritability.fewLines', { ...context, count: names.length });
  }
  if (names.length > HERITABILITY_LINES_MAX) {
    throw fieldError('features', 'heritability.tooManyLines', {
      ...context,
      count: names.length,
      max: HERITABILITY_LINES_MAX,
    });
  }
  if (![...cellCounts.values()].some((count) => count >= 2)) {
    throw fieldError('features', 'heritability.noReplicates', context);
  }
  const present = new Set(environment);
  const environments = seasonOrder.map(String).filter((id) => present.has(id));
  if (environments.length > 1 && ![...lineEnvironments.values()].some((count) => count >= 2)) {
    throw fieldError('features', 'heritability.noSharedLines', context);
  }
  const data: TraitObservations = {
    feature,
    y: Float64Array.from(y),
    line,
    environment,
    repetition,
    lines: names.map((name) => ({
      name,
      lineId: lineIds.get(name) ?? 0,
      plots: plotsOf.get(name) ?? 0,
      environments: lineEnvironments.get(name) ?? 0,
    })),
    environments,
    balanced: false,
    repetitions: 0,
  };
  return { ...data, ...isBalanced(data) };
}
