import type { TrialModel } from '@plotline/contract/statistics';
import { lsdFromCritical } from '@plotline/stats/comparisons/comparisons';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { type ExperimentError, encodeSeason, experimentError } from './experiment-error.ts';
import { compareNames } from './natural-order.ts';
import {
  readAllFeaturesTrial,
  readableSeasons,
  readFeatureTrial,
  type Season,
  type TrialPlot,
} from './read-trial.ts';
import { groupSeasonRows, meanOf, type Sample, type SeasonRow, sampleRows } from './season-rows.ts';
import {
  chooseModel,
  fitMixedSeason,
  type MixedSeason,
  mixedNsr,
} from './trial-model/mixed-season.ts';

/** One analysed feature over the rows: samples, means and each season's error term. */
export type FeatureAnalysis = {
  feature: string;
  /** By row index. */
  samples: Sample[];
  /** By row index (a `mixed` season's rows: adjusted means); NaN for a row without values. */
  means: Float64Array;
  /** The error term of each season that ran the `simple` model (decision 017). */
  errors: Map<number, ExperimentError | null>;
  /** Each season that ran the `mixed` model (decision 050); null: no residual df. */
  mixed: Map<number, MixedSeason | null>;
};

/** Rows of the analysed field-years with their features and each season's control row. */
export type RowAnalysis = {
  seasons: Season[];
  /** The plots behind the rows (`SeasonRow.plotIndexes` point here). */
  plots: TrialPlot[];
  rows: SeasonRow[];
  /** The asked feature, or every feature of the rows (averages without `feature`). */
  features: FeatureAnalysis[];
  /** Row index of each season's control (matched by the control's line), if any. */
  controls: Map<number, number>;
  /** Names of the rows' lines read so far (`rows-answer.ts` reads what it writes). */
  lineNames: Map<number, string>;
};

/** What `analyseRows` reads from the query. */
export type RowsRequest = {
  year_ids: number[];
  feature?: string | undefined;
  control_plot?: string | undefined;
  control_plot_year_id?: number | undefined;
  /** Decision 050: absent, `mixed` for an unbalanced season, else `simple`. */
  model?: TrialModel | undefined;
};

/**
 * Reads the field-years (each checked for reading: 404 otherwise), groups repetitions into
 * rows, computes each season's experiment error per feature and finds the control: the row
 * `control_plot` in `control_plot_year_id` (which must be one of `year_ids`), then in every
 * other season the first row of the same line.
 * @throws AppError VALIDATION `control_plot_year_id` / `control_plot` / `feature`
 */
export async function analyseRows(
  db: Db,
  user: CurrentUser,
  query: RowsRequest,
  { controlRequired }: { controlRequired: boolean },
): Promise<RowAnalysis> {
  const yearIds = [...new Set(query.year_ids)];
  await readableSeasons(db, user, yearIds);
  const hasControl = query.control_plot !== undefined;
  if (controlRequired && !hasControl) throw fieldError('control_plot', 'analysis.pickControl');
  if (hasControl && !yearIds.includes(query.control_plot_year_id ?? -1)) {
    throw fieldError('control_plot_year_id', 'analysis.controlYearNotAnalysed');
  }
  const trial =
    query.feature === undefined
      ? await readAllFeaturesTrial(db, yearIds, compareNames)
      : await readFeatureTrial(db, yearIds, query.feature);
  const { rows, repetitions } = groupSeasonRows(trial.plots, trial.seasons);
  const features = trial.features.map(({ name, values }) =>
    analyseFeature(name, rows, sampleRows(rows, values, repetitions), yearIds, query.model),
  );
  if (!features.some((feature) => feature.means.some(Number.isFinite))) {
    throw query.feature === undefined
      ? fieldError('year_ids', 'analysis.noFeatureValues')
      : fieldError('feature', 'analysis.noValues', { feature: query.feature });
  }
  const controls = findControls(rows, query);
  return {
    seasons: trial.seasons,
    plots: trial.plots,
    rows,
    features,
    controls,
    lineNames: new Map(),
  };
}

function analyseFeature(
  feature: string,
  rows: readonly SeasonRow[],
  samples: Sample[],
  yearIds: readonly number[],
  model: TrialModel | undefined,
): FeatureAnalysis {
  const bySeason = new Map<number, number[]>(yearIds.map((yearId) => [yearId, []]));
  rows.forEach((row, index) => {
    bySeason.get(row.season.yearId)?.push(index);
  });
  const means = Float64Array.from(samples, meanOf);
  const errors = new Map<number, ExperimentError | null>();
  const mixed = new Map<number, MixedSeason | null>();
  for (const [yearId, indexes] of bySeason) {
    const seasonSamples = indexes.map((index) => samples[index] as Sample);
    const encoded = encodeSeason(seasonSamples);
    if (chooseModel(model, encoded) === 'simple') {
      errors.set(yearId, experimentError(seasonSamples, encoded));
      continue;
    }
    const season = fitMixedSeason(encoded, indexes);
    mixed.set(yearId, season);
    // the rows' values are their adjusted means: ranks, differences and filters read them
    if (!season) continue;
    for (const [index, row] of season.rowOf) means[index] = season.fit.means[row] as number;
  }
  return { feature, samples, means, errors, mixed };
}

/**
 * Each season's control row: the asked plot's row, and in the other seasons the first row of
 * its line.
 * @throws AppError VALIDATION `control_plot` when the control season has no such row
 */
function findControls(rows: readonly SeasonRow[], query: RowsRequest): Map<number, number> {
  const controls = new Map<number, number>();
  if (query.control_plot === undefined) return controls;
  const base = query.control_plot.replace(/\/\d+$/, '');
  const chosen = rows.findIndex(
    (row) => row.season.yearId === query.control_plot_year_id && row.baseName === base,
  );
  const control = rows[chosen];
  if (!control) {
    throw fieldError('control_plot', 'analysis.controlNotFound', { plot: query.control_plot });
  }
  rows.forEach((row, index) => {
    if (row.lineId === control.lineId && !controls.has(row.season.yearId)) {
      controls.set(row.season.yearId, index);
    }
  });
  controls.set(control.season.yearId, chosen);
  return controls;
}

/** Significance, stars and colour of a row against its control. */
export type Verdict = {
  significance: boolean | null;
  stars: string | null;
  color: 'green' | 'red' | null;
};

const NO_VERDICT: Verdict = { significance: null, stars: null, color: null };

/** `**` beyond the 1 % bound, `*` beyond the 5 % one, `''` inside; colour by direction. */
export function verdictOf(difference: number, bound05: number, bound01: number): Verdict {
  const size = Math.abs(difference);
  const stars = size > bound01 ? '**' : size > bound05 ? '*' : '';
  const significance = stars !== '';
  return { significance, stars, color: significance ? (difference > 0 ? 'green' : 'red') : null };
}

/** A row's mean against its season's control: the difference, or NaN when not comparable. */
export function differenceOf(analysis: RowAnalysis, f: number, index: number): number {
  const feature = analysis.features[f] as FeatureAnalysis;
  const control = analysis.controls.get((analysis.rows[index] as SeasonRow).season.yearId);
  if (control === undefined || control === index) return Number.NaN;
  return (feature.means[index] as number) - (feature.means[control] as number);
}

/**
 * A row's НСР₀₅ and НСР₀₁ against its season's control; null when not computable (no control
 * or the control itself, no values on a side, no error df). `simple` (decision 017):
 * Dospekhov's, unequal n allowed, the critical t's computed once per season; `mixed`
 * (decision 050): t(0.975 | 0.995, Satterthwaite df)·SED of the adjusted means.
 */
export function nsrOf(analysis: RowAnalysis, f: number, index: number) {
  const feature = analysis.features[f] as FeatureAnalysis;
  const row = analysis.rows[index] as SeasonRow;
  const control = analysis.controls.get(row.season.yearId);
  if (control === undefined || control === index) return null;
  if (feature.mixed.has(row.season.yearId)) {
    const season = feature.mixed.get(row.season.yearId);
    return season ? mixedNsr(season, index, control) : null;
  }
  const error = feature.errors.get(row.season.yearId) ?? null;
  if (!error) return null;
  const n = (feature.samples[index] as Sample).values.length;
  const nControl = (feature.samples[control] as Sample).values.length;
  if (n === 0 || nControl === 0) return null;
  return {
    nsr05: lsdFromCritical(error.t05, error.mse, n, nControl),
    nsr01: lsdFromCritical(error.t01, error.mse, n, nControl),
  };
}

/**
 * The NSR comparison of one row with its control: the mean, НСР₀₅, and the verdict against
 * НСР₀₅ and НСР₀₁; null parts where not computable.
 */
export function compareByNsr(analysis: RowAnalysis, f: number, index: number) {
  const mean = (analysis.features[f] as FeatureAnalysis).means[index] as number;
  const avg = Number.isFinite(mean) ? mean : null;
  const nsr = nsrOf(analysis, f, index);
  const difference = differenceOf(analysis, f, index);
  if (avg === null || !nsr || !Number.isFinite(difference)) {
    return { avg_value: avg, nsr: null, ...NO_VERDICT };
  }
  return { avg_value: avg, nsr: nsr.nsr05, ...verdictOf(difference, nsr.nsr05, nsr.nsr01) };
}

/** Competition ranks by mean, highest first (ties share a rank: 1, 2, 2, 4); 0 without values. */
export function ranksByMean(means: Float64Array): Int32Array {
  const order = [...means.keys()].filter((i) => Number.isFinite(means[i] as number));
  order.sort((a, b) => (means[b] as number) - (means[a] as number));
  const ranks = new Int32Array(means.length);
  order.forEach((row, position) => {
    const previous = order[position - 1];
    ranks[row] =
      previous !== undefined && means[previous] === means[row]
        ? (ranks[previous] as number)
        : position + 1;
  });
  return ranks;
}
