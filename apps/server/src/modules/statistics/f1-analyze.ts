import type { F1Mother } from '@plotline/contract/statistics-hybrids';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { compareNames } from './natural-order.ts';
import { type PlotVariables, readPlotVariables } from './read-plot-variables.ts';
import { readableSeasons } from './read-trial.ts';

/** A running sum of plot values. */
type Tally = { sum: number; count: number };

function add(tallies: Map<string, Tally>, key: string, value: number) {
  const tally = tallies.get(key) ?? { sum: 0, count: 0 };
  tally.sum += value;
  tally.count += 1;
  tallies.set(key, tally);
}

/** The mean as api-contract §8 text: the shortest decimal that reads back as the same double. */
const meanText = (tally: Tally | undefined) => String((tally?.sum ?? 0) / (tally?.count ?? 1));

/**
 * Means of the season's hybrids by parents: a hybrid is a plot whose line has a mother and a
 * father (pedigree) and a value of `feature`. Each mother carries the mean of all her hybrids'
 * plots; each of her fathers the mean of that cross's plots (`value`) and the mean of all his
 * own hybrids' plots (`common_mean`). Every plot weighs one. Mothers and fathers by name
 * (case-insensitive, ё = е, numbers by value); mothers without a measured hybrid are absent.
 */
export function computeF1Means(plots: readonly PlotVariables[], feature: string): F1Mother[] {
  const mothers = new Map<string, Tally>();
  const fathers = new Map<string, Tally>();
  const crosses = new Map<string, Map<string, Tally>>();
  for (const plot of plots) {
    const value = plot.numbers.get(feature);
    const { motherName: mother, fatherName: father } = plot;
    if (mother === null || father === null || value === undefined || !Number.isFinite(value)) {
      continue;
    }
    add(mothers, mother, value);
    add(fathers, father, value);
    const cross = crosses.get(mother) ?? new Map<string, Tally>();
    add(cross, father, value);
    crosses.set(mother, cross);
  }
  return [...crosses.keys()].sort(compareNames).map((mother) => {
    const cross = crosses.get(mother) ?? new Map<string, Tally>();
    return {
      mother,
      common_mean: meanText(mothers.get(mother)),
      fathers: [...cross.keys()].sort(compareNames).map((name) => ({
        name,
        value: meanText(cross.get(name)),
        common_mean: meanText(fathers.get(name)),
      })),
    };
  });
}

/** Counts of the values of one group of plots. */
type Counts = Map<string, number>;

function count(groups: Map<string, Counts>, key: string, value: string) {
  const counts = groups.get(key) ?? new Map<string, number>();
  counts.set(value, (counts.get(value) ?? 0) + 1);
  groups.set(key, counts);
}

/** The most frequent value (ties: the first in natural name order). */
function modeOf(counts: Counts | undefined): string {
  let best = '';
  let bestCount = 0;
  for (const [value, n] of counts ?? []) {
    if (n > bestCount || (n === bestCount && compareNames(value, best) < 0)) {
      best = value;
      bestCount = n;
    }
  }
  return best;
}

/**
 * The same table for a qualitative feature: in place of each mean, the most frequent value of
 * those plots (every plot weighs one; ties go to the first value in natural name order).
 */
export function computeF1Modes(plots: readonly PlotVariables[], feature: string): F1Mother[] {
  const mothers = new Map<string, Counts>();
  const fathers = new Map<string, Counts>();
  const crosses = new Map<string, Map<string, Counts>>();
  for (const plot of plots) {
    const value = plot.texts.get(feature);
    const { motherName: mother, fatherName: father } = plot;
    if (mother === null || father === null || value === undefined) continue;
    count(mothers, mother, value);
    count(fathers, father, value);
    const cross = crosses.get(mother) ?? new Map<string, Counts>();
    count(cross, father, value);
    crosses.set(mother, cross);
  }
  return [...crosses.keys()].sort(compareNames).map((mother) => {
    const cross = crosses.get(mother) ?? new Map<string, Counts>();
    return {
      mother,
      common_mean: modeOf(mothers.get(mother)),
      fathers: [...cross.keys()].sort(compareNames).map((name) => ({
        name,
        value: modeOf(cross.get(name)),
        common_mean: modeOf(fathers.get(name)),
      })),
    };
  });
}

/**
 * `f1_analyze/`: the field-year is checked for reading (404 otherwise), then its plots with the
 * feature are read once and summarised by parents: means of a quantitative feature or stage
 * (`computeF1Means`), else the most frequent values of a qualitative one (`computeF1Modes`).
 */
export async function analyseF1(
  db: Db,
  user: CurrentUser,
  query: { year_id: number; feature: string },
): Promise<F1Mother[]> {
  await readableSeasons(db, user, [query.year_id]);
  const plots = await readPlotVariables(db, [query.year_id], {
    numeric: [query.feature],
    factors: [query.feature],
  });
  const isNumeric = plots.some((plot) => plot.numbers.has(query.feature));
  const isQualitative = plots.some((plot) => plot.texts.has(query.feature));
  return !isNumeric && isQualitative
    ? computeF1Modes(plots, query.feature)
    : computeF1Means(plots, query.feature);
}
