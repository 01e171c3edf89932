import type {
  CombiningAbility,
  DiallelAnalysis,
  LineByTesterAnalysis,
} from '@plotline/contract/statistics-hybrids';
import { buildAnovaTable, buildValueTable } from './crosses-anova-table.ts';
import { buildEffectTable, buildMatrixTable } from './crosses-matrix-table.ts';
import { formatFixed, type StatTable } from './crosses-stat-table.ts';
import { tCritical975 } from './crosses-t-critical.ts';
import type { Translate } from './crosses-translate.ts';

/** One bar of the GCA chart. */
export type GcaBar = { name: string; effect: number; isSignificant: boolean };

export type GcaGroup = { table: StatTable; bars: GcaBar[] };

/** What the combining-ability section shows, in order. */
export type CombiningView = {
  /** t₀.₉₇₅ of the error df: an effect is significant when |effect| > t·SE. */
  tCritical: number | null;
  dfError: number;
  anovas: StatTable[];
  gca: GcaGroup[];
  matrices: StatTable[];
  components: StatTable[];
};

const K = 'statistics.hybrids.ca';

function times(t: number | null, se: number | null): number | null {
  return t === null || se === null ? null : t * se;
}

function bars(names: readonly string[], effects: readonly (number | null)[], limit: number | null) {
  return names.flatMap((name, i) => {
    const effect = effects[i] ?? null;
    if (effect === null) return [];
    return [{ name, effect, isSignificant: limit !== null && Math.abs(effect) > limit }];
  });
}

/** The catalogue and the interface language the sentences are written in. */
type Words = { t: Translate; locale: string };

function thresholdNote(words: Words, tValue: number | null, df: number, se: number | null) {
  const { t, locale } = words;
  if (tValue === null || se === null) return t(`${K}.noThreshold`);
  return t(`${K}.thresholdNote`, {
    t: formatFixed(tValue, 3, locale),
    df,
    se: formatFixed(se, 4, locale),
    limit: formatFixed(tValue * se, 4, locale),
  });
}

function gcaGroup(
  words: Words,
  input: { id: string; title: string; nameTitle: string; names: readonly string[] },
  effects: readonly (number | null)[],
  tValue: number | null,
  df: number,
  se: number | null,
): GcaGroup {
  const { t } = words;
  const limit = times(tValue, se);
  return {
    table: buildEffectTable({
      ...input,
      effectTitle: t(`${K}.gcaEffect`),
      effects,
      threshold: limit,
      notes: [thresholdNote(words, tValue, df, se)],
    }),
    bars: bars(input.names, effects, limit),
  };
}

function diallelView(a: DiallelAnalysis, words: Words): CombiningView {
  const { t, locale } = words;
  const df = a.combining_ability_anova.residual.df;
  const tValue = tCritical975(df);
  const se = a.standard_errors;
  const source = (name: string) => t(`${K}.source.${name}`);
  const cv = a.genotype_anova.cv_percent;
  const anovas = [
    buildAnovaTable(
      {
        id: 'genotype-anova',
        title: t(`${K}.genotypeAnova`),
        lines: [
          ...a.genotype_anova.rows,
          { source: 'residual', ...a.genotype_anova.residual },
          { source: 'total', ...a.genotype_anova.total },
        ],
        notes: cv === null ? [] : [t(`${K}.cv`, { cv: formatFixed(cv, 1, locale) })],
      },
      source,
      t,
    ),
    buildAnovaTable(
      {
        id: 'ca-anova',
        title: t(`${K}.caAnova`),
        lines: [
          ...a.combining_ability_anova.rows,
          { source: 'residual', ...a.combining_ability_anova.residual },
        ],
      },
      source,
      t,
    ),
  ];
  const corner = t(`${K}.corner`);
  const matrix = { rowNames: a.parents, columnNames: a.parents, corner };
  const scaLimit = times(tValue, se.sca);
  const selfLimit = times(tValue, se.sca_self);
  const matrices = [
    buildMatrixTable({ ...matrix, id: 'means', title: t(`${K}.means`), cells: a.means }),
    buildMatrixTable({
      ...matrix,
      id: 'sca',
      title: t(`${K}.sca`),
      cells: a.sca,
      format: 'signed',
      threshold: (i, j) => (i === j ? selfLimit : scaLimit),
      notes: [thresholdNote(words, tValue, df, se.sca)],
    }),
  ];
  if (a.reciprocal) {
    matrices.push(
      buildMatrixTable({
        ...matrix,
        id: 'reciprocal',
        title: t(`${K}.reciprocal`),
        cells: a.reciprocal,
        format: 'signed',
        threshold: () => times(tValue, se.reciprocal),
        notes: [thresholdNote(words, tValue, df, se.reciprocal)],
      }),
    );
  }
  const vc = a.variance_components;
  const components = [
    buildValueTable(
      { id: 'variance', title: t(`${K}.variance`), valueTitle: t(`${K}.value`) },
      [
        [t(`${K}.vc.gca`), vc.gca],
        [t(`${K}.vc.sca`), vc.sca],
        ...(a.reciprocal ? [[t(`${K}.vc.reciprocal`), vc.reciprocal] as const] : []),
        [t(`${K}.vc.error`), vc.error],
        ...(a.model === 'random'
          ? ([
              [t(`${K}.vc.additive`), vc.additive],
              [t(`${K}.vc.dominance`), vc.dominance],
            ] as const)
          : []),
        [t(`${K}.vc.gcaToSca`), vc.gca_to_sca],
        [t(`${K}.se.gca`), se.gca],
        [t(`${K}.se.sca`), se.sca],
        ...(se.sca_self === null ? [] : [[t(`${K}.se.scaSelf`), se.sca_self] as const]),
        ...(se.reciprocal === null ? [] : [[t(`${K}.se.reciprocal`), se.reciprocal] as const]),
      ],
      t,
    ),
  ];
  const gca = gcaGroup(
    words,
    { id: 'gca', title: t(`${K}.gca`), nameTitle: t(`${K}.parent`), names: a.parents },
    a.gca,
    tValue,
    df,
    se.gca,
  );
  return { tCritical: tValue, dfError: df, anovas, gca: [gca], matrices, components };
}

function lineByTesterView(a: LineByTesterAnalysis, words: Words): CombiningView {
  const { t } = words;
  const df = a.anova.residual.df;
  const tValue = tCritical975(df);
  const se = a.standard_errors;
  const anovas = [
    buildAnovaTable(
      {
        id: 'lxt-anova',
        title: t(`${K}.lxtAnova`),
        lines: [
          ...a.anova.rows,
          { source: 'residual', ...a.anova.residual },
          { source: 'total', ...a.anova.total },
        ],
      },
      (name) => t(`${K}.source.${name}`),
      t,
    ),
  ];
  const matrix = { rowNames: a.lines, columnNames: a.testers, corner: t(`${K}.lxtCorner`) };
  const matrices = [
    buildMatrixTable({ ...matrix, id: 'means', title: t(`${K}.means`), cells: a.cross_means }),
    buildMatrixTable({
      ...matrix,
      id: 'sca',
      title: t(`${K}.sca`),
      cells: a.sca,
      format: 'signed',
      threshold: () => times(tValue, se.sca),
      notes: [thresholdNote(words, tValue, df, se.sca)],
    }),
  ];
  const g = a.genetic_components;
  const c = a.contributions;
  const components = [
    buildValueTable(
      { id: 'genetic', title: t(`${K}.genetic`), valueTitle: t(`${K}.value`) },
      [
        [t(`${K}.gc.covHsLine`), g.cov_half_sib_line],
        [t(`${K}.gc.covHsTester`), g.cov_half_sib_tester],
        [t(`${K}.gc.covHs`), g.cov_half_sib_average],
        [t(`${K}.gc.covFs`), g.cov_full_sib_average],
        [t(`${K}.gc.sca`), g.sca_variance],
        [t(`${K}.gc.additive0`), g.additive.inbreeding_0],
        [t(`${K}.gc.additive1`), g.additive.inbreeding_1],
        [t(`${K}.gc.dominance0`), g.dominance.inbreeding_0],
        [t(`${K}.gc.dominance1`), g.dominance.inbreeding_1],
        [t(`${K}.se.gcaLine`), se.gca_line],
        [t(`${K}.se.gcaTester`), se.gca_tester],
        [t(`${K}.se.sca`), se.sca],
      ],
      t,
    ),
    buildValueTable(
      {
        id: 'contributions',
        title: t(`${K}.contributions`),
        valueTitle: t(`${K}.share`),
        format: 'percent',
      },
      [
        [t(`${K}.source.lines`), c.lines],
        [t(`${K}.source.testers`), c.testers],
        [t(`${K}.source.lines_by_testers`), c.lines_by_testers],
      ],
      t,
    ),
  ];
  const gca = [
    gcaGroup(
      words,
      { id: 'gca-lines', title: t(`${K}.gcaLines`), nameTitle: t(`${K}.line`), names: a.lines },
      a.gca_lines,
      tValue,
      df,
      se.gca_line,
    ),
    gcaGroup(
      words,
      {
        id: 'gca-testers',
        title: t(`${K}.gcaTesters`),
        nameTitle: t(`${K}.tester`),
        names: a.testers,
      },
      a.gca_testers,
      tValue,
      df,
      se.gca_tester,
    ),
  ];
  return { tCritical: tValue, dfError: df, anovas, gca, matrices, components };
}

/**
 * The tables and GCA bars of a combining-ability answer. Effects are marked significant when
 * |effect| > t₀.₉₇₅(df_E)·SE, the SE from the error mean square (as the server computes it).
 */
export function buildCombiningView(
  analysis: CombiningAbility,
  t: Translate,
  locale = 'en',
): CombiningView {
  const words = { t, locale };
  return analysis.design === 'diallel'
    ? diallelView(analysis, words)
    : lineByTesterView(analysis, words);
}

/** Every table of the view in reading order (the export's sheets). */
export function combiningTables(view: CombiningView): StatTable[] {
  return [...view.anovas, ...view.gca.map((g) => g.table), ...view.matrices, ...view.components];
}
