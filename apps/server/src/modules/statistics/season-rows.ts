import type { TrialPlot } from './read-trial.ts';

/** The plots of one plot base name in one field-year (`X/1`, `X/2` … → row `X`). */
export type SeasonRow = {
  yearId: number;
  year: number;
  fieldId: number;
  fieldName: string;
  region: string;
  baseName: string;
  /** The line of the first repetition. */
  lineId: number;
  lineName: string;
  plots: { plotId: number; lineId: number; repetition: string }[];
  /** Values of the repetitions that have one, with their repetition label. */
  values: number[];
  repetitions: string[];
};

/** The repetition label of a plot name: its `/n` suffix, or '1' without one. */
export function repetitionOf(plotName: string): string {
  return plotName.match(/\/(\d+)$/)?.[1] ?? '1';
}

/** Groups plots (ordered by season and map position) into rows, seasons kept apart. */
export function groupSeasonRows(plots: readonly TrialPlot[]): SeasonRow[] {
  const rows = new Map<string, SeasonRow>();
  for (const plot of plots) {
    const key = `${plot.yearId}\u0000${plot.baseName}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        yearId: plot.yearId,
        year: plot.year,
        fieldId: plot.fieldId,
        fieldName: plot.fieldName,
        region: plot.region,
        baseName: plot.baseName,
        lineId: plot.lineId,
        lineName: plot.lineName,
        plots: [],
        values: [],
        repetitions: [],
      };
      rows.set(key, row);
    }
    const repetition = repetitionOf(plot.plotName);
    row.plots.push({ plotId: plot.plotId, lineId: plot.lineId, repetition });
    if (plot.value !== null && Number.isFinite(plot.value)) {
      row.values.push(plot.value);
      row.repetitions.push(repetition);
    }
  }
  return [...rows.values()];
}

/** A row's mean, or null without values. */
export function rowMean(row: SeasonRow): number | null {
  if (row.values.length === 0) return null;
  return row.values.reduce((sum, value) => sum + value, 0) / row.values.length;
}
