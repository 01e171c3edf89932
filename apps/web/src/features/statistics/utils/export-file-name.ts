import type { AnalysisKind } from './rows/result-columns.ts';

/** The analyses whose results are exported. */
export type ExportKind = AnalysisKind | 'visualisation' | 'correlation' | 'anova' | 'ancova';

/** How exported files start, per analysis. */
const FILE_SLUGS: Record<ExportKind, string> = {
  nsr: 'nsr',
  ttest: 't-test',
  averages: 'averages',
  visualisation: 'boxplot',
  correlation: 'correlation',
  anova: 'anova',
  ancova: 'ancova',
};

/**
 * The name of an exported results file: `nsr_урожайность.xlsx`. Spaces and the characters
 * file systems forbid become `_`.
 */
export function exportFileName(kind: ExportKind, feature: string): string {
  const safeFeature = feature.trim().replace(/[\\/:*?"<>|\s]+/g, '_');
  return `${FILE_SLUGS[kind]}_${safeFeature}.xlsx`;
}
