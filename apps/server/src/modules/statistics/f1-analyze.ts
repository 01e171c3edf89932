import type { F1Mother } from '@plotline/contract/statistics-hybrids';
import type { Db } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { compareNames } from './hybrids-wire.ts';
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

/**
 * `f1_analyze/`: the field-year is checked for reading (404 otherwise), then its plots with the
 * feature are read once and averaged by parents (`computeF1Means`).
 */
export async function analyseF1(
  db: Db,
  user: CurrentUser,
  query: { year_id: number; feature: string },
): Promise<F1Mother[]> {
  await readableSeasons(db, user, [query.year_id]);
  const plots = await readPlotVariables(db, [query.year_id], { numeric: [query.feature] });
  return computeF1Means(plots, query.feature);
}
