import type { AnalysisKind } from './result-columns.ts';

/** How exported files start, per analysis. */
const FILE_SLUGS: Record<AnalysisKind, string> = {
  nsr: 'nsr',
  ttest: 't-test',
  averages: 'averages',
};

/**
 * The name of an exported results file: `nsr_урожайность.xlsx`. Spaces and the characters
 * file systems forbid become `_`.
 */
export function exportFileName(kind: AnalysisKind, feature: string): string {
  const safeFeature = feature.trim().replace(/[\\/:*?"<>|\s]+/g, '_');
  return `${FILE_SLUGS[kind]}_${safeFeature}.xlsx`;
}
