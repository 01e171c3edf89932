import type { StatColumn, StatRow, StatTable } from './crosses-stat-table.ts';
import type { Translate } from './crosses-translate.ts';

/** One line of an ANOVA as the server sends it; the residual and total lack the test. */
export type AnovaLine = {
  source: string;
  df: number;
  ss: number | null;
  ms?: number | null;
  f?: number | null;
  p?: number | null;
  significance?: string | null;
};

/** The usual ANOVA columns: source, df, SS, MS, F, p and R's stars. */
export function anovaColumns(t: Translate): StatColumn[] {
  return [
    { key: 'source', title: t('statistics.crosses.anova.source'), format: 'text' },
    { key: 'df', title: t('statistics.crosses.anova.df'), format: 'count' },
    { key: 'ss', title: t('statistics.crosses.anova.ss'), format: 'number' },
    { key: 'ms', title: t('statistics.crosses.anova.ms'), format: 'number' },
    { key: 'f', title: 'F', format: 'number' },
    { key: 'p', title: t('statistics.crosses.anova.p'), format: 'p' },
    { key: 'significance', title: t('statistics.crosses.anova.significance'), format: 'text' },
  ];
}

/**
 * An ANOVA table; `label` names each source in the interface language. The residual and total
 * lines are summaries (kept last, bold).
 */
export function buildAnovaTable(
  input: { id: string; title: string; lines: readonly AnovaLine[]; notes?: string[] },
  label: (source: string) => string,
  t: Translate,
): StatTable {
  const rows: StatRow[] = input.lines.map((line) => ({
    key: line.source,
    isSummary: line.source === 'residual' || line.source === 'total',
    values: {
      source: label(line.source),
      df: line.df,
      ss: line.ss,
      ms: line.ms ?? null,
      f: line.f ?? null,
      p: line.p ?? null,
      significance: line.significance ?? '',
    },
  }));
  return {
    id: input.id,
    title: input.title,
    columns: anovaColumns(t),
    rows,
    notes: input.notes,
  };
}

/** Name–value rows (variance components, contributions): a two-column table. */
export function buildValueTable(
  input: { id: string; title: string; valueTitle: string; format?: 'number' | 'percent' },
  entries: readonly (readonly [string, number | null])[],
  t: Translate,
): StatTable {
  return {
    id: input.id,
    title: input.title,
    columns: [
      { key: 'name', title: t('statistics.crosses.component'), format: 'text' },
      { key: 'value', title: input.valueTitle, format: input.format ?? 'number' },
    ],
    rows: entries.map(([name, value]) => ({ key: name, values: { name, value } })),
  };
}
