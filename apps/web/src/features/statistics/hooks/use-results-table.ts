import type { SeasonSummary } from '@plotline/contract/statistics';
import { useMemo } from 'react';
import type { RowSort } from '../api/rows-request.ts';
import { decimalsFor } from '../utils/format-stat.ts';
import { type AnalysisKind, listResultColumns } from '../utils/rows/result-columns.ts';
import { meanRange } from '../utils/rows/summarise-nsr.ts';
import { useResultTableColumns } from './use-result-table-columns.tsx';

/**
 * The results table's columns and number format: the columns of the analysis, sorted as the
 * view asks, numbers with the decimals of every mean of the answer (so neither a page nor a
 * filter changes how numbers look).
 */
export function useResultsTable(
  kind: AnalysisKind,
  seasons: readonly SeasonSummary[],
  hasControl: boolean,
  sort: RowSort,
) {
  const keys = useMemo(() => listResultColumns(kind, hasControl), [kind, hasControl]);
  const decimals = useMemo(() => decimalsFor(meanRange(seasons)), [seasons]);
  const columns = useResultTableColumns(keys, decimals, sort);
  return { keys, decimals, columns };
}
