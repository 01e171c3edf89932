import type { DiallelRecord, GriffingMethod } from '@plotline/stats/breeding/diallel-layout';
import type { LineByTesterRecord } from '@plotline/stats/breeding/line-by-tester';
import type { PlotVariables } from './read-plot-variables.ts';

/** One measured plot of a crossing trial: a cross (mother × father) or a parent's own plot. */
type TrialPlot = { repetition: string; value: number };
export type CrossPlot = TrialPlot & { mother: string; father: string };
export type ParentPlot = TrialPlot & { parent: string };

/** The crosses of a season and the parents' own plots, for one feature. */
export type CrossingTrial = { crosses: CrossPlot[]; parents: ParentPlot[] };

/**
 * Splits a season's measured plots into crosses and parents' own plots. A cross is a plot whose
 * line has a mother and a father, unless that line is itself a parent of another cross (then
 * its plot is that parent's own plot); a parent's own plot is a plot of a line that is a mother
 * or a father of the crosses. Other plots (checks, unrelated lines) and plots without a value
 * are left out. Repetitions (`X/2` → '2') are the replicates.
 */
export function collectCrossingTrial(
  plots: readonly PlotVariables[],
  feature: string,
): CrossingTrial {
  const measured = plots.flatMap((plot) => {
    const value = plot.numbers.get(feature);
    return value !== undefined && Number.isFinite(value) ? [{ plot, value }] : [];
  });
  const pedigreed = measured.filter(({ plot }) => plot.motherName && plot.fatherName);
  const parentsOf = (items: typeof measured) =>
    new Set(items.flatMap(({ plot }) => [plot.motherName ?? '', plot.fatherName ?? '']));
  const anyParent = parentsOf(pedigreed);
  const crossItems = pedigreed.filter(({ plot }) => !anyParent.has(plot.lineName));
  const parentNames = parentsOf(crossItems);
  return {
    crosses: crossItems.map(({ plot, value }) => ({
      mother: plot.motherName ?? '',
      father: plot.fatherName ?? '',
      repetition: plot.repetition,
      value,
    })),
    parents: measured
      .filter(({ plot }) => parentNames.has(plot.lineName))
      .map(({ plot, value }) => ({ parent: plot.lineName, repetition: plot.repetition, value })),
  };
}

/**
 * Griffing's method the plots form: parents' own plots → 1 or 2, both crosses of some pair
 * (A × B and B × A) → 1 or 3.
 */
export function inferGriffingMethod(trial: CrossingTrial): GriffingMethod {
  const pairs = new Set(trial.crosses.map((cross) => `${cross.mother}\u0000${cross.father}`));
  const hasReciprocals = trial.crosses.some(
    (cross) => cross.mother !== cross.father && pairs.has(`${cross.father}\u0000${cross.mother}`),
  );
  if (trial.parents.length > 0) return hasReciprocals ? 1 : 2;
  return hasReciprocals ? 3 : 4;
}

/** Diallel records: mother × father crosses and the parents' own plots (parent × itself). */
export function toDiallelRecords(trial: CrossingTrial): DiallelRecord[] {
  return [
    ...trial.crosses.map((cross) => ({
      parent1: cross.mother,
      parent2: cross.father,
      replicate: cross.repetition,
      value: cross.value,
    })),
    ...trial.parents.map((own) => ({
      parent1: own.parent,
      parent2: own.parent,
      replicate: own.repetition,
      value: own.value,
    })),
  ];
}

/**
 * Line × tester records: mothers are the lines, fathers the testers; a parent's own plot is a
 * parent line when the parent is a mother, else a tester.
 */
export function toLineByTesterRecords(trial: CrossingTrial): LineByTesterRecord[] {
  const mothers = new Set(trial.crosses.map((cross) => cross.mother));
  return [
    ...trial.crosses.map((cross) => ({
      line: cross.mother,
      tester: cross.father,
      replicate: cross.repetition,
      value: cross.value,
    })),
    ...trial.parents.map((own) => ({
      line: mothers.has(own.parent) ? own.parent : null,
      tester: mothers.has(own.parent) ? null : own.parent,
      replicate: own.repetition,
      value: own.value,
    })),
  ];
}
