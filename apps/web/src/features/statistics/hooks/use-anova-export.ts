import type { AnovaResult } from '@plotline/contract/statistics-anova';
import { useTranslation } from 'react-i18next';
import { fillTablesSheet, type SheetTable } from '../utils/anova/anova-fill-tables-sheet.ts';
import { isSplitPlotAnswer, toAnovaLines } from '../utils/anova/anova-rows.ts';
import { termLabel } from '../utils/anova/anova-terms.ts';
import { exportFileName } from '../utils/export-file-name.ts';
import type { ModelFormat } from './use-anova-model-format.ts';
import { useExportResults } from './use-export-results.ts';

const P = '0.0000';
const NUMBER = '0.0000';

/**
 * Saves the ANOVA's tables: the table (with each term's error in a split-plot), then per factor
 * its adjusted means with letters and Tukey's pairs, then Dunnett's pairs.
 */
export function useAnovaExport(result: AnovaResult, format: ModelFormat) {
  const { t } = useTranslation();
  const { isExporting, exportWorkbook } = useExportResults();

  const sourceLabel = (source: string) =>
    source === 'Residual'
      ? t('statistics.anova.table.residual')
      : termLabel(source, format.labelOfKey);

  function anovaTable(): SheetTable {
    const lines = toAnovaLines(result);
    const isSplitPlot = isSplitPlotAnswer(result);
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
        ...(isSplitPlot ? [t('statistics.anova.table.testedAgainst'), 'df'] : []),
      ],
      rows: lines.map((l) => [
        l.isErrorStratum
          ? t('statistics.anova.table.mainPlotError', { term: sourceLabel(l.source) })
          : sourceLabel(l.source),
        l.df,
        l.sum_sq,
        l.mean_sq,
        l.F,
        l['PR(>F)'],
        l.stars,
        ...(isSplitPlot ? [l.error === null ? null : sourceLabel(l.error), l.errorDf] : []),
      ]),
      highlighted: lines.map((l) => l.isSignificant),
      formats: [undefined, '0', NUMBER, NUMBER, '0.00', P],
    };
  }

  function factorTables(): SheetTable[] {
    const meansOf = new Map(result.adjusted_means.map((m) => [m.predictor, m.levels]));
    return result.predictors.flatMap((predictor) => {
      const factor = format.labelOfKey(predictor.predictor);
      const pairs = predictor.pairwise_comparison;
      const levels = meansOf.get(predictor.predictor) ?? [];
      return [
        {
          caption: t('statistics.anova.means.caption', { factor }),
          header: [
            t('statistics.anova.letters.level'),
            t('statistics.anova.means.mean'),
            t('statistics.ancova.means.se'),
            'df',
            t('statistics.columns.lower'),
            t('statistics.columns.upper'),
            t('statistics.anova.letters.letters'),
          ],
          rows: levels.map((l) => [l.level, l.mean, l.se, l.df, l.lower, l.upper, l.letter]),
          formats: [undefined, NUMBER, NUMBER, '0.0', NUMBER, NUMBER],
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

  function dunnettTables(): SheetTable[] {
    const { dunnett } = result;
    if (!dunnett) return [];
    const factor = format.labelOfKey(dunnett.predictor);
    return [
      {
        caption: t('statistics.anova.dunnett.caption', { factor, control: dunnett.control }),
        header: [
          t('statistics.anova.letters.level'),
          t('statistics.anova.dunnett.difference'),
          t('statistics.columns.lower'),
          t('statistics.columns.upper'),
          't',
          'df',
          t('statistics.anova.tukey.pAdj'),
          t('statistics.columns.significance'),
        ],
        rows: dunnett.pairs.map((p) => [
          p.level,
          p.meandiff,
          p.lower,
          p.upper,
          p.t,
          p.df,
          p['p-adj'],
          p.stars,
        ]),
        highlighted: dunnett.pairs.map((p) => p['p-adj'] < 0.05),
        formats: [undefined, NUMBER, NUMBER, NUMBER, '0.00', '0.0', P],
      },
    ];
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
          tables: [anovaTable(), ...factorTables(), ...dunnettTables()],
          notes: input.notes,
        }),
      exportFileName('anova', input.dependent),
    );
  }

  return { isExporting, handleExport };
}
