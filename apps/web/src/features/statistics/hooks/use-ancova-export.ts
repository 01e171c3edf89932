import type { AncovaResult } from '@plotline/contract/statistics-anova';
import { useTranslation } from 'react-i18next';
import type { SheetTable } from '../utils/anova/anova-fill-tables-sheet.ts';
import { fillTablesSheet } from '../utils/anova/anova-fill-tables-sheet.ts';
import { exportFileName } from '../utils/export-file-name.ts';
import type { CoefficientLine } from './use-ancova-coefficient-lines.ts';
import { useExportResults } from './use-export-results.ts';

const NUMBER = '0.0000';
const P = '0.0000';

type AncovaSheetInput = {
  title: string;
  dependent: string;
  season: string;
  coefficients: CoefficientLine[];
  /** The plain sentences of the result (fit, slope test) and what was computed. */
  notes: string[];
};

/** Saves the ANCOVA's tables: the fit, the coefficients and the adjusted means. */
export function useAncovaExport(result: AncovaResult) {
  const { t } = useTranslation();
  const { isExporting, exportWorkbook } = useExportResults();

  function tablesOf(coefficients: CoefficientLine[]): SheetTable[] {
    const slopes = result.slope_homogeneity;
    const { means } = result.adjusted_means;
    return [
      {
        caption: t('statistics.ancova.fit.caption'),
        header: [
          'F',
          t('statistics.columns.pValue'),
          t('statistics.columns.significance'),
          'R²',
          t('statistics.ancova.fit.r2adj'),
        ],
        rows: [
          [
            result.fvalue,
            result.f_pvalue,
            result.model_stars,
            result['R-squared'],
            result.rsquared_adj,
          ],
        ],
        formats: ['0.00', P, undefined, NUMBER, NUMBER],
      },
      {
        caption: t('statistics.ancova.slopes.caption'),
        header: [
          'df',
          'df (Residual)',
          'F',
          t('statistics.columns.pValue'),
          t('statistics.columns.significance'),
        ],
        rows: slopes
          ? [[slopes.df, slopes.df_residual, slopes.F, slopes['PR(>F)'], slopes.stars]]
          : [],
        formats: ['0', '0', '0.00', P],
      },
      {
        caption: t('statistics.ancova.coefficients.caption'),
        header: [
          t('statistics.ancova.coefficients.term'),
          t('statistics.ancova.coefficients.name'),
          t('statistics.ancova.coefficients.coef'),
          't',
          t('statistics.columns.pValue'),
          t('statistics.columns.significance'),
        ],
        rows: coefficients.map((c) => [c.meaning, c.name, c.coef, c.tvalue, c.pvalue, c.stars]),
        highlighted: coefficients.map((c) => c.isSignificant),
        formats: [undefined, undefined, NUMBER, '0.00', P],
      },
      {
        caption: t('statistics.ancova.means.caption'),
        header: [
          t('statistics.anova.letters.level'),
          t('statistics.ancova.means.mean'),
          t('statistics.ancova.means.se'),
          t('statistics.columns.lower'),
          t('statistics.columns.upper'),
        ],
        rows: means.map((m) => [m.level, m.mean, m.se, m.lower, m.upper]),
        formats: [undefined, NUMBER, NUMBER, NUMBER, NUMBER],
      },
    ];
  }

  function handleExport(input: AncovaSheetInput) {
    void exportWorkbook(
      (workbook) =>
        fillTablesSheet(workbook, {
          name: input.title,
          title: `${input.title}: ${input.dependent} (${input.season})`,
          tables: tablesOf(input.coefficients),
          notes: input.notes,
        }),
      exportFileName('ancova', input.dependent),
    );
  }

  return { isExporting, handleExport };
}
