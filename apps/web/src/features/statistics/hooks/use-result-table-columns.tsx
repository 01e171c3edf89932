import type { TableColumnsType } from 'antd';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { isSortable, type RowSort } from '../api/rows-request.ts';
import { SignificanceMark } from '../components/rows/significance-mark.tsx';
import { formatPValue, formatValue } from '../utils/format-stat.ts';
import { COLUMN_FORMATS, type ResultColumnKey } from '../utils/rows/result-columns.ts';
import type { ResultRow } from '../utils/rows/result-rows.ts';
import { useColumnTitles } from './use-column-titles.ts';

type CellContext = { language: string; decimals: number; controlTag: string };

function renderCell(row: ResultRow, key: ResultColumnKey, context: CellContext) {
  const { language, decimals } = context;
  switch (COLUMN_FORMATS[key]) {
    case 'value':
      return formatValue(row[key] as number | null, language, decimals);
    case 'difference':
      return formatValue(row[key] as number | null, language, decimals, { signed: true });
    case 'pValue':
      return formatPValue(row.pValue, language);
    case 'significance':
      return <SignificanceMark row={row} />;
    default:
      if (key === 'plotName' && row.isControl) {
        return (
          <>
            {row.plotName}{' '}
            <Tag className="pl-stat-control-tag" variant="outlined">
              {context.controlTag}
            </Tag>
          </>
        );
      }
      return row[key] === null ? '' : String(row[key]);
  }
}

/**
 * The antd columns of a results table: translated headers, numbers in the interface
 * language, sorting controlled by `sort` (the rows arrive already sorted).
 */
export function useResultTableColumns(
  keys: readonly ResultColumnKey[],
  decimals: number,
  sort: RowSort,
): TableColumnsType<ResultRow> {
  const { t } = useTranslation();
  const titles = useColumnTitles();
  const language = useSessionStore((state) => state.language);
  const controlTag = t('statistics.controlTag');
  return useMemo(() => {
    const context = { language, decimals, controlTag };
    return keys.map((key) => {
      const format = COLUMN_FORMATS[key];
      const isNumeric = format !== 'text' && format !== 'significance';
      return {
        key,
        dataIndex: key,
        title: titles[key],
        align: isNumeric ? ('right' as const) : ('left' as const),
        sorter: isSortable(key),
        sortOrder: sort?.key === key ? sort.order : null,
        showSorterTooltip: false,
        render: (_: unknown, row: ResultRow) => renderCell(row, key, context),
      };
    });
  }, [keys, decimals, sort, titles, language, controlTag]);
}
