import type { F1Mother } from '@plotline/contract/statistics-hybrids';
import type { StatRow, StatTable } from './crosses-stat-table.ts';
import type { Translate } from './crosses-translate.ts';

/** A number sent as text (full precision); null when it does not read as one. */
function toNumber(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** Father names in their first-seen order (the server sorts each mother's by name). */
function collectFathers(mothers: readonly F1Mother[]): Map<string, number | null> {
  const fathers = new Map<string, number | null>();
  for (const mother of mothers) {
    for (const father of mother.fathers) {
      if (!fathers.has(father.name)) fathers.set(father.name, toNumber(father.common_mean));
    }
  }
  return new Map([...fathers].sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true })));
}

/**
 * The F1 means as a mothers × fathers table: a cell is the mean of that cross's plots, the last
 * column each mother's mean over all her hybrids, the last row each father's.
 */
export function buildF1Table(mothers: readonly F1Mother[], t: Translate): StatTable {
  const fathers = collectFathers(mothers);
  const fatherKeys = [...fathers.keys()].map((_, index) => `f${index}`);
  const rows: StatRow[] = mothers.map((mother) => {
    const values: StatRow['values'] = { parent: mother.mother };
    [...fathers.keys()].forEach((name, index) => {
      const cross = mother.fathers.find((father) => father.name === name);
      values[`f${index}`] = toNumber(cross?.value);
    });
    values.mean = toNumber(mother.common_mean);
    return { key: `m:${mother.mother}`, values };
  });
  const summary: StatRow['values'] = { parent: t('statistics.hybrids.f1.fatherMean'), mean: null };
  [...fathers.values()].forEach((mean, index) => {
    summary[`f${index}`] = mean;
  });
  rows.push({ key: 'fathers', values: summary, isSummary: true });
  return {
    id: 'f1',
    title: t('statistics.hybrids.f1.title'),
    columns: [
      { key: 'parent', title: t('statistics.hybrids.f1.corner'), format: 'text' },
      ...[...fathers.keys()].map((name, index) => ({
        key: fatherKeys[index] ?? name,
        title: name,
        format: 'number' as const,
      })),
      { key: 'mean', title: t('statistics.hybrids.f1.motherMean'), format: 'number' },
    ],
    rows,
    notes: [t('statistics.hybrids.f1.note')],
  };
}
