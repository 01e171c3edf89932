import type { Season, TrialPlot } from './read-trial.ts';

/** The plots of one plot base name in one field-year (`X/1`, `X/2` … → row `X`). */
export type SeasonRow = {
  season: Season;
  baseName: string;
  /** The line of the first repetition (its name: `RowAnalysis.lineNames`). */
  lineId: number;
  /** Indexes of the row's plots in the trial's plot list, in map order. */
  plotIndexes: number[];
};

/** One feature's values of a row: the repetitions that have one, with their labels. */
export type Sample = { values: number[]; repetitions: string[] };

/** The repetition label of a plot name: its `/n` suffix, or '1' without one. */
export function repetitionOf(plotName: string): string {
  const cut = suffixStart(plotName);
  return cut < 0 ? '1' : plotName.slice(cut + 1);
}

/**
 * Groups plots (in season, then map order) into rows, seasons kept apart; a row's line is its
 * first repetition's. Also gives every plot's repetition label.
 */
export function groupSeasonRows(
  plots: readonly TrialPlot[],
  seasons: readonly Season[],
): { rows: SeasonRow[]; repetitions: string[] } {
  const seasonOf = new Map(seasons.map((season) => [season.yearId, season]));
  const rows: SeasonRow[] = [];
  const repetitions = new Array<string>(plots.length);
  let byName = new Map<string, SeasonRow>();
  let yearId = -1;
  plots.forEach((plot, index) => {
    if (plot.yearId !== yearId) {
      yearId = plot.yearId;
      byName = new Map();
    }
    const { plotName } = plot;
    const cut = suffixStart(plotName);
    repetitions[index] = cut < 0 ? '1' : plotName.slice(cut + 1);
    const baseName = cut < 0 ? plotName : plotName.slice(0, cut);
    let row = byName.get(baseName);
    if (!row) {
      row = {
        season: seasonOf.get(plot.yearId) as Season,
        baseName,
        lineId: plot.lineId,
        plotIndexes: [],
      };
      byName.set(baseName, row);
      rows.push(row);
    }
    row.plotIndexes.push(index);
  });
  return { rows, repetitions };
}

/** Where a plot name's `/n` repetition suffix starts (its slash), or −1 without one. */
function suffixStart(name: string): number {
  let at = name.length - 1;
  while (at >= 0) {
    const code = name.charCodeAt(at);
    if (code < 48 || code > 57) break;
    at -= 1;
  }
  return at < name.length - 1 && at >= 0 && name.charCodeAt(at) === 47 ? at : -1;
}

/** Each row's values of one feature (`values` by plot index, NaN: none). */
export function sampleRows(
  rows: readonly SeasonRow[],
  values: Float64Array,
  repetitions: readonly string[],
): Sample[] {
  return rows.map((row) => {
    const sample: Sample = { values: [], repetitions: [] };
    for (const index of row.plotIndexes) {
      const value = values[index] as number;
      if (Number.isFinite(value)) {
        sample.values.push(value);
        sample.repetitions.push(repetitions[index] as string);
      }
    }
    return sample;
  });
}

/** A sample's mean, or NaN without values. */
export function meanOf(sample: Sample): number {
  const { values } = sample;
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}
