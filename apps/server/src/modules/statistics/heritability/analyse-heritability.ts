import {
  HERITABILITY_TRAITS_MAX,
  type HeritabilityAnalysis,
  type HeritabilityRequest,
  type HeritabilitySeason,
} from '@plotline/contract/statistics-heritability';
import type { Db } from '../../../db/client.ts';
import { fieldError } from '../../../errors.ts';
import type { CurrentUser } from '../../../platform/auth/authenticate.ts';
import { compareNames } from '../natural-order.ts';
import { listSeasonVariables, readPlotVariables } from '../read-plot-variables.ts';
import { readableSeasons, type TrialSeason } from '../read-trial.ts';
import { analyseTrait } from './analyse-trait.ts';
import { type AnalysedTrait, correlateTraits } from './trait-correlations.ts';
import { collectTraitObservations } from './trait-observations.ts';

/**
 * The most (pairs of traits × lines) one request may correlate: each pair refits the model to
 * the sum of the two traits (2,000 lines: 25 pairs, about 7 traits; 200 lines: all 20 traits).
 */
const CORRELATION_BUDGET = 50_000;

/** "<field name> <year>", with " #<year id>" where two seasons would share it. */
function describeSeasons(seasons: readonly TrialSeason[]): HeritabilitySeason[] {
  const plain = (season: TrialSeason) => `${season.fieldName} ${season.year}`;
  const counts = new Map<string, number>();
  for (const season of seasons) counts.set(plain(season), (counts.get(plain(season)) ?? 0) + 1);
  return [...seasons]
    .sort((a, b) => a.year - b.year || a.id - b.id)
    .map((season) => ({
      year_id: season.id,
      field_id: season.fieldId,
      field_name: season.fieldName,
      year: season.year,
      label:
        (counts.get(plain(season)) ?? 0) > 1 ? `${plain(season)} #${season.id}` : plain(season),
    }));
}

/** The asked traits, or every quantitative feature and stage with a value (natural order). */
async function traitsOf(db: Db, yearIds: readonly number[], asked: readonly string[] | undefined) {
  if (asked && asked.length > 0) return [...asked];
  const variables = await listSeasonVariables(db, yearIds);
  const names = [...new Set([...variables.quantitative, ...variables.stages])].sort(compareNames);
  if (names.length === 0) throw fieldError('year_ids', 'analysis.noFeatureValues');
  return names;
}

/** Refuses correlations whose refits would take too long (`CORRELATION_BUDGET`). */
function checkCorrelationBudget(count: number, lines: number) {
  const pairs = (count * (count - 1)) / 2;
  if (pairs * lines <= CORRELATION_BUDGET) return;
  // the most traits k with k(k − 1)/2 · lines within the budget
  const max = Math.max(2, Math.floor((1 + Math.sqrt(1 + (8 * CORRELATION_BUDGET) / lines)) / 2));
  throw fieldError('correlations', 'heritability.tooManyCorrelations', { count, lines, max });
}

/**
 * `heritability/`: checks every field-year for reading (404 otherwise), reads their plots with
 * the traits in one pass, checks every trait before fitting any (a refusal names the trait),
 * then fits each trait's mixed model (decision 051) and, when asked, the correlations, on the
 * compute pool (decision 052; `signal`: the client went away).
 * @throws AppError NOT_FOUND for a field-year out of sight; VALIDATION on `features` (too
 *   many traits, no value, too few lines, no repetitions, an engine refusal), on `year_ids`
 *   (no numeric value at all) or on `correlations` (too many traits × lines)
 */
export async function analyseHeritability(
  db: Db,
  user: CurrentUser,
  query: HeritabilityRequest,
  signal?: AbortSignal,
): Promise<HeritabilityAnalysis> {
  const seasons = describeSeasons(await readableSeasons(db, user, query.year_ids));
  const yearIds = seasons.map((season) => season.year_id);
  const features = await traitsOf(db, yearIds, query.features);
  if (features.length > HERITABILITY_TRAITS_MAX) {
    throw fieldError('features', 'heritability.tooManyTraits', {
      count: features.length,
      max: HERITABILITY_TRAITS_MAX,
    });
  }
  const plots = await readPlotVariables(db, yearIds, { numeric: features });
  const observations = features.map((feature) => collectTraitObservations(plots, feature, yearIds));
  const correlate = query.correlations && features.length > 1;
  if (correlate) {
    checkCorrelationBudget(features.length, Math.max(...observations.map((o) => o.lines.length)));
  }
  const environments = yearIds.length > 1 ? query.environments : 'fixed';
  const traits: AnalysedTrait[] = [];
  // one fit at a time on the compute pool: each request waits its turn per fit (decision 052)
  for (const data of observations) {
    traits.push({ data, answer: await analyseTrait(data, environments, signal) });
  }
  const context = { plots, seasonOrder: yearIds, environments, signal };
  return {
    environments,
    seasons,
    traits: traits.map((trait) => trait.answer),
    correlations: correlate ? await correlateTraits(context, traits) : null,
  };
}
