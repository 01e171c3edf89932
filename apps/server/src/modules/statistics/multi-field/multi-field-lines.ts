import type { MetRecord } from '@plotline/stats/breeding/met-layout';
import { compareNames } from '../natural-order.ts';
import type { PlotVariables } from '../read-plot-variables.ts';

/** The balanced part of several field-years: MET records and the lines left out. */
export type BalancedLines = {
  /** genotype = line name, environment = the season's label, rep = repetition. */
  records: MetRecord[];
  /** Lines with a value somewhere that are not analysed, by name. */
  excluded: string[];
};

/** Values of a line's first row (plot base name) in a season, by repetition. */
type SeasonValues = Map<string, Map<string, number>>;

/**
 * Per season, each line's first row (map order: the first plot base name of the line; further
 * rows of the same line are not used, as decision 017 finds a control) with its values by
 * repetition.
 */
function firstRows(plots: readonly PlotVariables[], feature: string): Map<number, SeasonValues> {
  const seasons = new Map<number, SeasonValues>();
  const rowOfLine = new Map<string, string>();
  for (const plot of plots) {
    const key = `${plot.yearId}\u0000${plot.lineName}`;
    const row = rowOfLine.get(key) ?? plot.baseName;
    rowOfLine.set(key, row);
    const value = plot.numbers.get(feature);
    if (row !== plot.baseName || value === undefined || !Number.isFinite(value)) continue;
    const lines = seasons.get(plot.yearId) ?? new Map<string, Map<string, number>>();
    const values = lines.get(plot.lineName) ?? new Map<string, number>();
    if (!values.has(plot.repetition)) values.set(plot.repetition, value);
    lines.set(plot.lineName, values);
    seasons.set(plot.yearId, lines);
  }
  return seasons;
}

/**
 * The season's repetitions: the set of repetition labels most of the candidate lines carry
 * (ties: the larger set, then the first in label order). A stray extra repetition of one line
 * therefore does not exclude every other line.
 */
function seasonRepetitions(lines: SeasonValues, candidates: readonly string[]): string[] {
  const counts = new Map<string, { labels: string[]; count: number }>();
  for (const line of candidates) {
    const labels = [...(lines.get(line)?.keys() ?? [])].sort(compareNames);
    const key = labels.join('\u0000');
    const entry = counts.get(key) ?? { labels, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  const [best] = [...counts.values()].sort(
    (a, b) =>
      b.count - a.count ||
      b.labels.length - a.labels.length ||
      compareNames(a.labels.join(','), b.labels.join(',')),
  );
  return best?.labels ?? [];
}

/**
 * Keeps the lines measured in every season in all of that season's repetitions, so that the
 * multi-environment analysis gets a balanced design; values of repetitions beyond the season's
 * set are not used. `labelOf` names each season as an environment.
 */
export function selectBalancedLines(
  plots: readonly PlotVariables[],
  feature: string,
  yearIds: readonly number[],
  labelOf: (yearId: number) => string,
): BalancedLines {
  const seasons = firstRows(plots, feature);
  const measured = new Set([...seasons.values()].flatMap((lines) => [...lines.keys()]));
  const candidates = [...measured].filter((line) =>
    yearIds.every((yearId) => seasons.get(yearId)?.has(line)),
  );
  const repetitions = new Map(
    yearIds.map((yearId) => [
      yearId,
      seasonRepetitions(seasons.get(yearId) ?? new Map(), candidates),
    ]),
  );
  const kept = candidates.filter((line) =>
    yearIds.every((yearId) => {
      const values = seasons.get(yearId)?.get(line);
      return (repetitions.get(yearId) ?? []).every((label) => values?.has(label));
    }),
  );
  const records = kept.flatMap((line) =>
    yearIds.flatMap((yearId) =>
      (repetitions.get(yearId) ?? []).map((rep) => ({
        genotype: line,
        environment: labelOf(yearId),
        rep,
        value: seasons.get(yearId)?.get(line)?.get(rep) ?? Number.NaN,
      })),
    ),
  );
  const keptSet = new Set(kept);
  const excluded = [...measured].filter((line) => !keptSet.has(line)).sort(compareNames);
  return { records, excluded };
}

/**
 * Every value of every line's first row in the seasons (all its repetitions), for the mixed
 * model (decision 053): nothing is left out for balance. `labelOf` names each season.
 */
export function allLineRecords(
  plots: readonly PlotVariables[],
  feature: string,
  yearIds: readonly number[],
  labelOf: (yearId: number) => string,
): MetRecord[] {
  const seasons = firstRows(plots, feature);
  return yearIds.flatMap((yearId) =>
    [...(seasons.get(yearId) ?? new Map<string, Map<string, number>>())].flatMap(([line, values]) =>
      [...values].map(([rep, value]) => ({
        genotype: line,
        environment: labelOf(yearId),
        rep,
        value,
      })),
    ),
  );
}
