import { fitBlockTrial } from '@plotline/stats/mixed/block-trial/block-trial-model';
import type { Db } from '../../../db/client.ts';
import { encodeSeason } from '../experiment-error.ts';
import { type PlotVariables, readPlotVariables } from '../read-plot-variables.ts';
import type { TrialSeason } from '../read-trial.ts';
import { meanOf, type Sample } from '../season-rows.ts';
import type { FeatureColumns } from './correlation-columns.ts';

/** The rows (plot base names) of one season, in map order, with their plots. */
function seasonRows(plots: readonly PlotVariables[]): Map<number, Map<string, PlotVariables[]>> {
  const seasons = new Map<number, Map<string, PlotVariables[]>>();
  for (const plot of plots) {
    const rows = seasons.get(plot.yearId) ?? new Map<string, PlotVariables[]>();
    seasons.set(plot.yearId, rows);
    const row = rows.get(plot.baseName) ?? [];
    rows.set(plot.baseName, row);
    row.push(plot);
  }
  return seasons;
}

/**
 * Each row's mean of one feature in one season, as the rows pages give it by default
 * (decision 050): the arithmetic mean where the rows are complete blocks (or one repetition),
 * else the adjusted mean of y ~ row + (1 | repetition) by REML; NaN for a row without values.
 */
function rowMeans(rows: readonly PlotVariables[][], feature: string): Float64Array {
  const samples: Sample[] = rows.map((plots) => {
    const sample: Sample = { values: [], repetitions: [] };
    for (const plot of plots) {
      const value = plot.numbers.get(feature);
      if (value === undefined || !Number.isFinite(value)) continue;
      sample.values.push(value);
      sample.repetitions.push(plot.repetition);
    }
    return sample;
  });
  const means = Float64Array.from(samples, meanOf);
  const encoded = encodeSeason(samples);
  if (encoded.blocked || encoded.blocks.levels.length < 2) return means;
  const fit = fitBlockTrial({
    values: encoded.values,
    rows: encoded.treatments.codes,
    rowCount: encoded.measured.length,
    blocks: encoded.blocks.codes,
    blockCount: encoded.blocks.levels.length,
  });
  if (!fit) return means;
  encoded.measured.forEach((at, row) => {
    means[at] = fit.means[row] as number;
  });
  return means;
}

/**
 * One column per chosen feature over the rows of the field-years (decision 053): a point is a
 * row (plot base name) of a season with its mean (`rowMeans`); named by the row, with
 * "<field> <year>" after it when several seasons are pooled. Seasons in the given order, rows
 * in map order.
 */
export async function readLineMeanColumns(
  db: Db,
  seasons: readonly TrialSeason[],
  features: readonly string[],
): Promise<FeatureColumns> {
  const yearIds = seasons.map((season) => season.id);
  const plots = await readPlotVariables(db, yearIds, { numeric: features });
  const bySeason = seasonRows(plots);
  const plotNames: string[] = [];
  const columns = features.map(() => [] as number[]);
  for (const season of seasons) {
    const rows = bySeason.get(season.id);
    if (!rows) continue;
    const suffix = seasons.length > 1 ? ` (${season.fieldName} ${season.year})` : '';
    for (const name of rows.keys()) plotNames.push(`${name}${suffix}`);
    const grouped = [...rows.values()];
    features.forEach((feature, k) => {
      columns[k]?.push(...rowMeans(grouped, feature));
    });
  }
  return {
    features: [...features],
    plotNames,
    columns: columns.map((values) => Float64Array.from(values)),
  };
}
