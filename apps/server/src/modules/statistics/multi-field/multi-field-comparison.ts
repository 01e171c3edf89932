import type { Language } from '@plotline/contract/rules';
import type { TrialModel } from '@plotline/contract/statistics';
import type { MultipleFieldComparison } from '@plotline/contract/statistics-hybrids';
import { computeMetAnalysis, type MetAnalysis, type MetSource } from '@plotline/stats/breeding/met';
import type { MetRecord } from '@plotline/stats/breeding/met-layout';
import type { Db } from '../../../db/client.ts';
import { AppError, fieldError } from '../../../errors.ts';
import type { CurrentUser } from '../../../platform/auth/authenticate.ts';
import type { MessageKey } from '../../../platform/i18n/messages.ts';
import { isMessageKey, translate } from '../../../platform/i18n/translate.ts';
import { finite, finiteList, significanceOf, wireAnovaRow, wireResidual } from '../hybrids-wire.ts';
import { compareNames } from '../natural-order.ts';
import { readPlotVariables } from '../read-plot-variables.ts';
import { readableSeasons, type TrialSeason } from '../read-trial.ts';
import { computeOrRefuse } from '../refuse-analysis.ts';
import { readSeasonIndexRecords } from '../season-index-variables.ts';
import { analyseMultiFieldMixed } from './analyse-multi-field-mixed.ts';
import { hasReplication, interactionDf, isConnected } from './fit-multi-field-mixed.ts';
import { allLineRecords, selectBalancedLines } from './multi-field-lines.ts';

const SOURCE = {
  environment: 'environment',
  replicateWithinEnvironment: 'replicate_within_environment',
  genotype: 'line',
  genotypeByEnvironment: 'line_by_environment',
  residual: 'residual',
} as const satisfies Record<MetSource, string>;

/** "<field name> <year>", with " #<year id>" where two seasons would share it. */
function labelSeasons(seasons: readonly TrialSeason[]): Map<number, string> {
  const plain = (season: TrialSeason) => `${season.fieldName} ${season.year}`;
  const counts = new Map<string, number>();
  for (const season of seasons) counts.set(plain(season), (counts.get(plain(season)) ?? 0) + 1);
  return new Map(
    seasons.map((season) => {
      const label = plain(season);
      return [season.id, (counts.get(label) ?? 0) > 1 ? `${label} #${season.id}` : label];
    }),
  );
}

function wireFTest(test: MetAnalysis['combined'][number]['fixed']) {
  if (!test) return null;
  return {
    f: finite(test.f),
    p: finite(test.p),
    error_term: SOURCE[test.errorTerm],
    significance: significanceOf(test.p),
  };
}

/** The per-season and combined parts of the MET analysis in the wire shape. */
function wireAnalyses(analysis: MetAnalysis, yearIdOf: (label: string) => number) {
  return {
    per_environment: analysis.perEnvironment.map((site) => ({
      year_id: yearIdOf(site.environment),
      mean: finite(site.mean),
      mse: finite(site.mse),
      df_error: site.dfError,
      f_genotype: finite(site.fGenotype),
      p_genotype: finite(site.pGenotype),
      significance: significanceOf(site.pGenotype),
      cv: finite(site.cv),
      lsd: finite(site.lsd),
      anova: {
        rows: [
          wireAnovaRow(site.anova.rows[0], 'replicate' as const),
          wireAnovaRow(site.anova.rows[1], 'line' as const),
        ],
        residual: wireResidual(site.anova.residual),
        total: { df: site.anova.total.df, ss: finite(site.anova.total.ss) },
      },
    })),
    bartlett: {
      statistic: finite(analysis.bartlett.statistic),
      df: analysis.bartlett.df,
      p: finite(analysis.bartlett.p),
      pooled_variance: finite(analysis.bartlett.pooledVariance),
      significance: significanceOf(analysis.bartlett.p),
    },
    combined_anova: analysis.combined.map((row) => ({
      source: SOURCE[row.source],
      df: row.df,
      ss: finite(row.ss),
      ms: finite(row.ms),
      fixed: wireFTest(row.fixed),
      mixed: wireFTest(row.mixed),
    })),
    cv: finite(analysis.cv),
    lsd: { fixed: finite(analysis.lsd.fixed), mixed: finite(analysis.lsd.mixed) },
  };
}

/** Means, Finlay–Wilkinson and AMMI in the wire shape. */
function wireMeansAndStability(analysis: MetAnalysis) {
  const e = analysis.environments.length;
  const { means, finlayWilkinson: fw, ammi } = analysis;
  return {
    means: {
      cells: analysis.genotypes.map((_, i) => finiteList(means.cell.subarray(i * e, i * e + e))),
      lines: finiteList(means.genotype),
      environments: finiteList(means.environment),
      grand: finite(means.grand),
    },
    finlay_wilkinson: fw && {
      environment_index: finiteList(fw.environmentIndex),
      fits: fw.fits.map((fit) => ({
        line: fit.genotype,
        mean: finite(fit.mean),
        intercept: finite(fit.intercept),
        slope: finite(fit.slope),
        intercept_se: finite(fit.interceptSe),
        slope_se: finite(fit.slopeSe),
        r2: finite(fit.r2),
        deviation_ms: finite(fit.deviationMs),
      })),
    },
    ammi: {
      components: ammi.components.map((c) => ({
        component: c.component,
        singular_value: finite(c.singularValue),
        ss: finite(c.ss),
        df: c.df,
        ms: finite(c.ms),
        percent: finite(c.percent),
        cumulative_percent: finite(c.cumulativePercent),
        f: finite(c.f),
        p: finite(c.p),
        significance: significanceOf(c.p),
      })),
      line_scores: ammi.genotypeScores.map(finiteList),
      environment_scores: ammi.environmentScores.map(finiteList),
    },
  };
}

/** The balanced sections when the balanced analysis could not run (decision 053). */
function emptyBalanced(excluded: string[], environments: number) {
  return {
    lines: [],
    excluded_lines: excluded,
    replicate_count: 0,
    per_environment: [],
    bartlett: { statistic: null, df: 0, p: null, pooled_variance: null, significance: null },
    combined_anova: [],
    cv: null,
    lsd: { fixed: null, mixed: null },
    means: {
      cells: [],
      lines: [],
      environments: Array.from({ length: environments }, () => null),
      grand: null,
    },
    finlay_wilkinson: null,
    ammi: { components: [], line_scores: [], environment_scores: [] },
  };
}

/** Why the mixed model cannot run on these values (decision 053), or null. */
function mixedModelRefusal(records: readonly MetRecord[]): MessageKey | null {
  if (!hasReplication(records)) return 'multiField.noReplication';
  if (!isConnected(records)) return 'multiField.disconnected';
  if (interactionDf(records) < 1) return 'multiField.noInteractionDf';
  return null;
}

/** The translated text of a refusal's first field message. */
function refusalText(error: AppError, language: Language): string {
  const [message] = Object.values(error.fields ?? {});
  const key = message?.key ?? '';
  return isMessageKey(key) ? translate(key, language, message?.params) : key;
}

/**
 * `multiple_field_comparison/`: checks every field-year for reading (404 otherwise), reads their
 * plots with the feature once (a season index too: decision 044). The balanced analysis keeps the
 * lines measured in every season in all its repetitions (`selectBalancedLines`) and runs the
 * multi-environment analysis (environment = field-year, genotype = line name, replicate =
 * repetition). Under `mixed` (asked, or by default when a line is left out of the balanced part
 * and some line has repetitions) the mixed model of every value runs on a compute worker too, and
 * a refused balanced analysis only empties its sections (decision 053).
 * @throws AppError VALIDATION `year_ids` for fewer than two field-years; `feature` when the
 *   data cannot be analysed (the message says what is missing)
 */
export async function compareFields(
  db: Db,
  user: CurrentUser,
  query: { year_ids: number[]; feature: string; model?: TrialModel },
  options: { language: Language; signal?: AbortSignal },
): Promise<MultipleFieldComparison> {
  const yearIds = [...new Set(query.year_ids)];
  const seasons = await readableSeasons(db, user, yearIds);
  if (yearIds.length < 2) throw fieldError('year_ids', 'analysis.fewSeasons');
  const labels = labelSeasons(seasons);
  const labelOf = (id: number) => labels.get(id) ?? '';
  const plots = await readPlotVariables(db, yearIds, { numeric: [query.feature] });
  const balanced = selectBalancedLines(plots, query.feature, yearIds, labelOf);
  const records = allLineRecords(plots, query.feature, yearIds, labelOf);
  const refusal = mixedModelRefusal(records);
  const model = query.model ?? (balanced.excluded.length > 0 && !refusal ? 'mixed' : 'simple');
  if (model === 'mixed' && refusal)
    throw fieldError('feature', refusal, { feature: query.feature });
  const mixed =
    model === 'mixed' ? await analyseMultiFieldMixed(records, query.feature, options.signal) : null;
  let analysis: MetAnalysis | null = null;
  let balancedRefusal: string | null = null;
  try {
    analysis = computeOrRefuse('feature', () => computeMetAnalysis(balanced.records), {
      feature: query.feature,
    });
  } catch (error) {
    if (!mixed || !(error instanceof AppError)) throw error;
    balancedRefusal = refusalText(error, options.language);
  }
  const seasonOf = new Map(seasons.map((season) => [labels.get(season.id) ?? '', season]));
  const indices = await readSeasonIndexRecords(db, yearIds);
  const yearIdOf = (label: string) => seasonOf.get(label)?.id ?? 0;
  const environmentLabels = analysis
    ? analysis.environments
    : [...seasonOf.keys()].sort(compareNames);
  return {
    feature: query.feature,
    model,
    mixed,
    balanced_refusal: balancedRefusal,
    environments: environmentLabels.map((label) => {
      const season = seasonOf.get(label);
      return {
        year_id: season?.id ?? 0,
        field_id: season?.fieldId ?? 0,
        field_name: season?.fieldName ?? '',
        year: season?.year ?? 0,
        label,
        season_indices: indices.get(season?.id ?? 0) ?? {},
      };
    }),
    ...(analysis
      ? {
          lines: analysis.genotypes,
          excluded_lines: balanced.excluded,
          replicate_count: analysis.repCount,
          ...wireAnalyses(analysis, yearIdOf),
          ...wireMeansAndStability(analysis),
        }
      : emptyBalanced(balanced.excluded, environmentLabels.length)),
  };
}
