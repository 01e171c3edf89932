import type { Db } from '../../db/client.ts';
import {
  listSeasonVariables,
  type PlotVariables,
  readPlotVariables,
} from './read-plot-variables.ts';

/** The plots of one base name in the season (`X/1`, `X/2` → `X`), with its technologies. */
export type PlotRow = {
  baseName: string;
  /** The line of the first repetition. */
  lineName: string;
  /** Every repetition, in map order. */
  plots: PlotVariables[];
  /** Every technology of the season → whether any repetition has it. */
  tech: Record<string, boolean>;
};

/** A season's rows with the numbers the visualisations draw. */
export type SeasonNumbers = {
  /** Quantitative features, then stages (days after sowing), each sorted by name. */
  names: string[];
  technologies: string[];
  rows: PlotRow[];
};

/**
 * Reads the season's plots with every quantitative feature and stage it has (or only `names`)
 * and its harvest technologies, and groups the plots into rows. The field-year must already be
 * checked for reading.
 */
export async function readSeasonNumbers(
  db: Db,
  yearId: number,
  names?: readonly string[],
): Promise<SeasonNumbers> {
  const variables = await listSeasonVariables(db, [yearId]);
  const numeric = names ?? [...new Set([...variables.quantitative, ...variables.stages])];
  const plots = await readPlotVariables(db, [yearId], { numeric, technologies: true });
  return {
    names: [...numeric],
    technologies: variables.technologies,
    rows: groupPlotRows(plots, variables.technologies),
  };
}

/** Groups plots (in map order) by base name; a row's line is its first repetition's. */
export function groupPlotRows(
  plots: readonly PlotVariables[],
  technologies: readonly string[],
): PlotRow[] {
  const rows = new Map<string, PlotRow>();
  for (const plot of plots) {
    let row = rows.get(plot.baseName);
    if (!row) {
      row = { baseName: plot.baseName, lineName: plot.lineName, plots: [], tech: {} };
      rows.set(plot.baseName, row);
    }
    row.plots.push(plot);
  }
  for (const row of rows.values()) {
    for (const technology of technologies) {
      row.tech[technology] = row.plots.some((plot) => plot.technologies.includes(technology));
    }
  }
  return [...rows.values()];
}

/** The values of `name` of the row's repetitions that have one, in map order. */
export function valuesOf(row: PlotRow, name: string): number[] {
  return row.plots.flatMap((plot) => {
    const value = plot.numbers.get(name);
    return value !== undefined && Number.isFinite(value) ? [value] : [];
  });
}

/** The wire identity of a row (api-contract §8 row keys the visualisations share). */
export function rowIdentity(row: PlotRow) {
  return {
    plot_name: row.baseName,
    line_name: row.lineName,
    plot_data: row.plots.map((plot) => ({ plot_id: plot.plotId, line_id: plot.lineId })),
    tech: row.tech,
  };
}
