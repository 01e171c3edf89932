import type { AnovaResult } from '@plotline/contract/statistics-anova';
import { useTranslation } from 'react-i18next';
import { computeLetterGroups } from '../utils/anova-compact-letters.ts';
import { fillTablesSheet, type SheetTable } from '../utils/anova-fill-tables-sheet.ts';
import { toAnovaLines } from '../utils/anova-rows.ts';
import { exportFileName } from '../utils/export-file-name.ts';
import type { ModelFormat } from './use-anova-model-format.ts';
import { useExportResults } from './use-export-results.ts';

const P = '0.0000';
const NUMBER = '0.0000';

/** Saves the ANOVA's tables (the table, then per factor its letters and Tukey's pairs). */
export function useAnovaExport(result: AnovaResult, format: ModelFormat) {
  const { t } = useTranslation();
  const { isExporting, exportWorkbook } = useExportResults();

  function anovaTable(): SheetTable {
    const lines = toAnovaLines(result);
    return {
      caption: t('statistics.anova.table.caption'),
      header: [
        t('statistics.anova.table.source'),
        'df',
        t('statistics.anova.table.sumSq'),
        t('statistics.anova.table.meanSq'),
        'F',
        t('statistics.columns.pValue'),
        t('statistics.columns.significance'),
      ],
      rows: lines.map((l) => [
        l.isResidual ? t('statistics.anova.table.residual') : format.labelOfKey(l.source),
        l.df,
        l.sum_sq,
        l.mean_sq,
        l.F,
        l['PR(>F)'],
        l.stars,
      ]),
      highlighted: lines.map((l) => l.isSignificant),
      formats: [undefined, '0', NUMBER, NUMBER, '0.00', P],
    };
  }

  function tukeyTables(): SheetTable[] {
    return result.predictors.flatMap((predictor) => {
      const factor = format.labelOfKey(predictor.predictor);
      const pairs = predictor.pairwise_comparison;
      const groups = computeLetterGroups(pairs);
      const top = groups[0]?.relativeMean ?? 0;
      return [
        {
          caption: `${t('statistics.anova.letters.caption')}: ${factor}`,
          header: [
            t('statistics.anova.letters.level'),
            t('statistics.anova.letters.fromBest'),
            t('statistics.anova.letters.letters'),
          ],
          rows: groups.map((g) => [g.level, g.relativeMean - top, g.letters]),
          formats: [undefined, NUMBER],
        },
        {
          caption: t('statistics.anova.tukey.caption', { factor }),
          header: [
            t('statistics.anova.tukey.group1'),
            t('statistics.anova.tukey.group2'),
            t('statistics.anova.tukey.difference'),
            t('statistics.columns.lower'),
            t('statistics.columns.upper'),
            t('statistics.anova.tukey.pAdj'),
            t('statistics.columns.significance'),
          ],
          rows: pairs.map((p) => [
            p.group1,
            p.group2,
            p.meandiff,
            p.lower,
            p.upper,
            p['p-adj'],
            p.stars,
          ]),
          highlighted: pairs.map((p) => p['p-adj'] < 0.05),
          formats: [undefined, undefined, NUMBER, NUMBER, NUMBER, P],
        },
      ];
    });
  }

  function handleExport(input: {
    title: string;
    dependent: string;
    season: string;
    notes: string[];
  }) {
    void exportWorkbook(
      (workbook) =>
        fillTablesSheet(workbook, {
          name: input.title,
          title: `${input.title}: ${input.dependent} (${input.season})`,
          tables: [anovaTable(), ...tukeyTables()],
          notes: input.notes,
        }),
      exportFileName('anova', input.dependent),
    );
  }

  return { isExporting, handleExport };
}
