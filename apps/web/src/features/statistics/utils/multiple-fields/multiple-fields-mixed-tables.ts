import type { MultiFieldMixed } from '@plotline/contract/statistics-hybrids';
import { formatFixed, type StatTable } from '../crosses/crosses-stat-table.ts';
import type { Translate } from '../crosses/crosses-translate.ts';

const K = 'statistics.multipleFields';

/** The variance components (line × season, residual), each with its SE and a boundary note. */
function componentsTable(m: MultiFieldMixed, t: Translate, locale: string): StatTable {
  return {
    id: 'mixed-components',
    title: t(`${K}.mixed.components`),
    columns: [
      { key: 'component', title: t(`${K}.mixed.component`), format: 'text' },
      { key: 'variance', title: t(`${K}.mixed.variance`), format: 'number' },
      { key: 'se', title: t(`${K}.mixed.se`), format: 'number' },
      { key: 'boundary', title: t(`${K}.mixed.boundary`), format: 'text' },
    ],
    rows: m.components.map((c) => ({
      key: c.name,
      values: {
        component: t(`${K}.source.${c.name}`),
        variance: c.variance,
        se: c.se,
        boundary: c.boundary ? t(`${K}.mixed.atBoundary`) : '',
      },
    })),
    notes: [
      t(`${K}.mixed.logLik`, {
        value: formatFixed(m.log_likelihood, 2, locale),
      }),
    ],
  };
}

/** The Type III F tests of the fixed terms, denominators by Satterthwaite. */
function testsTable(m: MultiFieldMixed, t: Translate): StatTable {
  return {
    id: 'mixed-tests',
    title: t(`${K}.mixed.tests`),
    columns: [
      { key: 'term', title: t('statistics.crosses.anova.source'), format: 'text' },
      { key: 'numDf', title: t(`${K}.mixed.numDf`), format: 'count' },
      { key: 'denDf', title: t(`${K}.mixed.denDf`), format: 'number' },
      { key: 'f', title: 'F', format: 'number' },
      { key: 'p', title: t('statistics.crosses.anova.p'), format: 'p' },
      { key: 'significance', title: t('statistics.crosses.anova.significance'), format: 'text' },
    ],
    rows: m.tests.map((test) => ({
      key: test.term,
      values: {
        term: t(`${K}.source.${test.term}`),
        numDf: test.num_df,
        denDf: test.den_df,
        f: test.f,
        p: test.p,
        significance: test.significance ?? '',
      },
    })),
  };
}

/**
 * Every line's adjusted mean, highest first, with how many plots and seasons it rests on; the
 * mean SED and НСР₀₅ under it (three decimals, as the combined ANOVA's НСР₀₅).
 */
export function buildMixedLinesTable(m: MultiFieldMixed, t: Translate, locale = 'en'): StatTable {
  return {
    id: 'mixed-lines',
    title: t(`${K}.mixed.lines`),
    columns: [
      { key: 'rank', title: t(`${K}.mixed.rank`), format: 'count' },
      { key: 'line', title: t(`${K}.line`), format: 'text' },
      { key: 'mean', title: t(`${K}.mixed.mean`), format: 'number' },
      { key: 'se', title: t(`${K}.mixed.se`), format: 'number' },
      { key: 'df', title: t(`${K}.mixed.df`), format: 'number' },
      { key: 'plots', title: t(`${K}.mixed.plots`), format: 'count' },
      { key: 'seasons', title: t(`${K}.mixed.seasons`), format: 'count' },
    ],
    rows: m.lines.map((line) => ({
      key: line.line,
      values: {
        rank: line.rank,
        line: line.line,
        mean: line.mean,
        se: line.se,
        df: line.df,
        plots: line.n_plots,
        seasons: line.n_environments,
      },
    })),
    notes: [
      t(`${K}.mixed.sedLsd`, {
        sed: formatFixed(m.mean_sed, 3, locale),
        lsd: formatFixed(m.lsd, 3, locale),
      }),
    ],
  };
}

/** The tables of the multi-season mixed model (decision 053), in reading order. */
export function buildMixedTables(m: MultiFieldMixed, t: Translate, locale = 'en') {
  return {
    components: componentsTable(m, t, locale),
    tests: testsTable(m, t),
    lines: buildMixedLinesTable(m, t, locale),
  };
}
