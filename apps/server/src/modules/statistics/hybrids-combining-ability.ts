import type {
  CombiningAbility,
  DiallelAnalysis,
  LineByTesterAnalysis,
} from '@plotline/contract/statistics-hybrids';
import {
  computeDiallelAnalysis,
  type DiallelAnalysis as Diallel,
} from '@plotline/stats/breeding/diallel';
import type { GriffingMethod } from '@plotline/stats/breeding/diallel-layout';
import {
  computeLineByTesterAnalysis,
  type LineByTesterAnalysis as LineByTester,
  type LineByTesterSource,
} from '@plotline/stats/breeding/line-by-tester';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import {
  collectCrossingTrial,
  inferGriffingMethod,
  toDiallelRecords,
  toLineByTesterRecords,
} from './hybrids-crosses.ts';
import { finite, finiteList, finiteMatrix, wireAnovaRow, wireResidual } from './hybrids-wire.ts';
import { readPlotVariables } from './read-plot-variables.ts';
import { readableSeasons } from './read-trial.ts';
import { computeOrRefuse } from './refuse-analysis.ts';

/** The parsed query of `combining_ability/`. */
export type CombiningAbilityRequest = {
  year_id: number;
  feature: string;
  design: 'diallel' | 'line_by_tester';
  method?: number;
  model: 'fixed' | 'random';
};

/** Griffing's analysis in the wire shape (snake_case, non-finite numbers as null). */
function toDiallelAnswer(analysis: Diallel, feature: string): DiallelAnalysis {
  const { genotypeAnova, combiningAbilityAnova, varianceComponents: v } = analysis;
  const se = analysis.standardErrors;
  return {
    design: 'diallel',
    feature,
    method: analysis.method,
    model: analysis.model,
    parents: analysis.parents,
    replicate_count: analysis.replicateCount,
    grand_mean: finite(analysis.grandMean),
    means: finiteMatrix(analysis.means),
    genotype_anova: {
      rows: [
        wireAnovaRow(genotypeAnova.rows[0], 'replicate'),
        wireAnovaRow(genotypeAnova.rows[1], 'genotype'),
      ],
      residual: wireResidual(genotypeAnova.residual),
      total: { df: genotypeAnova.total.df, ss: finite(genotypeAnova.total.ss) },
      cv_percent: finite(genotypeAnova.cvPercent),
    },
    combining_ability_anova: {
      rows: combiningAbilityAnova.rows.map((row) => wireAnovaRow(row, row.source)),
      residual: wireResidual(combiningAbilityAnova.residual),
    },
    variance_components: {
      gca: finite(v.gca),
      sca: finite(v.sca),
      reciprocal: finite(v.reciprocal),
      error: finite(v.error),
      additive: finite(v.additive),
      dominance: finite(v.dominance),
      gca_to_sca: finite(v.gcaToSca),
    },
    gca: finiteList(analysis.gca),
    sca: finiteMatrix(analysis.sca),
    reciprocal: analysis.reciprocal ? finiteMatrix(analysis.reciprocal) : null,
    standard_errors: {
      gca: finite(se.gca),
      sca: finite(se.sca),
      sca_self: finite(se.scaSelf),
      reciprocal: finite(se.reciprocal),
      gca_difference: finite(se.gcaDifference),
      sca_self_difference: finite(se.scaSelfDifference),
      sca_self_cross_difference: finite(se.scaSelfCrossDifference),
      sca_self_other_difference: finite(se.scaSelfOtherDifference),
      sca_shared_parent_difference: finite(se.scaSharedParentDifference),
      sca_disjoint_difference: finite(se.scaDisjointDifference),
      reciprocal_difference: finite(se.reciprocalDifference),
    },
  };
}

const LINE_BY_TESTER_SOURCE = {
  replications: 'replications',
  treatments: 'treatments',
  parents: 'parents',
  parentsVsCrosses: 'parents_vs_crosses',
  crosses: 'crosses',
  lines: 'lines',
  testers: 'testers',
  linesByTesters: 'lines_by_testers',
} as const satisfies Record<LineByTesterSource, string>;

/** The line × tester analysis in the wire shape. */
function toLineByTesterAnswer(analysis: LineByTester, feature: string): LineByTesterAnalysis {
  const { anova, standardErrors: se, geneticComponents: g, contributions: c } = analysis;
  return {
    design: 'line_by_tester',
    feature,
    lines: analysis.lines,
    testers: analysis.testers,
    parent_lines: analysis.parentLines,
    parent_testers: analysis.parentTesters,
    replicate_count: analysis.replicateCount,
    anova: {
      rows: anova.rows.map((row) => wireAnovaRow(row, LINE_BY_TESTER_SOURCE[row.source])),
      residual: wireResidual(anova.residual),
      total: { df: anova.total.df, ss: finite(anova.total.ss) },
    },
    cross_mean: finite(analysis.crossMean),
    cross_means: finiteMatrix(analysis.crossMeans),
    gca_lines: finiteList(analysis.gcaLines),
    gca_testers: finiteList(analysis.gcaTesters),
    sca: finiteMatrix(analysis.sca),
    standard_errors: {
      gca_line: finite(se.gcaLine),
      gca_tester: finite(se.gcaTester),
      sca: finite(se.sca),
      gca_line_difference: finite(se.gcaLineDifference),
      gca_tester_difference: finite(se.gcaTesterDifference),
      sca_difference: finite(se.scaDifference),
    },
    genetic_components: {
      cov_half_sib_line: finite(g.covHalfSibLine),
      cov_half_sib_tester: finite(g.covHalfSibTester),
      cov_half_sib_average: finite(g.covHalfSibAverage),
      cov_full_sib_average: finite(g.covFullSibAverage),
      sca_variance: finite(g.scaVariance),
      additive: {
        inbreeding_0: finite(g.additive.inbreeding0),
        inbreeding_1: finite(g.additive.inbreeding1),
      },
      dominance: {
        inbreeding_0: finite(g.dominance.inbreeding0),
        inbreeding_1: finite(g.dominance.inbreeding1),
      },
    },
    contributions: {
      lines: finite(c.lines),
      testers: finite(c.testers),
      lines_by_testers: finite(c.linesByTesters),
    },
  };
}

/**
 * `combining_ability/`: checks the field-year for reading (404 otherwise), reads its plots with
 * the feature, builds the crosses from the pedigree (`collectCrossingTrial`) and runs Griffing's
 * diallel analysis (method given or read from the plots) or the line × tester analysis.
 * @throws AppError VALIDATION `feature` when no cross has a value or the design is incomplete
 *   (the message names the missing cross, parent or replicate)
 */
export async function analyseCombiningAbility(
  db: Db,
  user: CurrentUser,
  query: CombiningAbilityRequest,
): Promise<CombiningAbility> {
  await readableSeasons(db, user, [query.year_id]);
  const plots = await readPlotVariables(db, [query.year_id], { numeric: [query.feature] });
  const trial = collectCrossingTrial(plots, query.feature);
  if (trial.crosses.length === 0) {
    throw fieldError('feature', 'analysis.noCrosses', { feature: query.feature });
  }
  const context = { feature: query.feature };
  if (query.design === 'line_by_tester') {
    const analysis = computeOrRefuse(
      'feature',
      () => computeLineByTesterAnalysis(toLineByTesterRecords(trial)),
      context,
    );
    return toLineByTesterAnswer(analysis, query.feature);
  }
  const method = (query.method ?? inferGriffingMethod(trial)) as GriffingMethod;
  const analysis = computeOrRefuse(
    'feature',
    () => computeDiallelAnalysis(toDiallelRecords(trial), { method, model: query.model }),
    context,
  );
  return toDiallelAnswer(analysis, query.feature);
}
