/**
 * The name of an exported workbook: `<slug>_<feature>.xlsx`, spaces and the characters file
 * systems forbid turned into `_` (as the other statistics exports).
 */
export function crossesFileName(slug: string, feature: string): string {
  return `${slug}_${feature.trim().replace(/[\\/:*?"<>|\s]+/g, '_')}.xlsx`;
}
