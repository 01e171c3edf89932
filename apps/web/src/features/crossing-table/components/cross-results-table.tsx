import type { CrossResult, CrossRow } from '@plotline/contract/crossing-table';
import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CROSS_METRICS,
  type CrossMetric,
  columnRange,
  isLowGood,
  scaleColour,
} from '../utils/colour-scale.ts';

/** The key of a cross row: its parents. */
export function crossKey(row: Pick<CrossRow, 'mother_id' | 'father_id'>): string {
  return `${row.mother_id}-${row.father_id}`;
}

const DIGITS: Record<CrossMetric, number> = { mean: 2, sd: 2, uc: 2, p_beat: 3 };

type CrossResultsTableProps = {
  result: CrossResult;
  selectedKeys: string[];
  onSelect: (keys: string[]) => void;
};

/**
 * Mother × father rows, best first; per trait its progeny mean, SD, usefulness and P(beat the
 * check), each cell coloured from its column's worst (red) to best (green) — the lowest mean and
 * UC are the best of a trait where lower is better, marked in its header. Rows are selectable
 * for "Plan sowing".
 */
export function CrossResultsTable({ result, selectedKeys, onSelect }: CrossResultsTableProps) {
  const { t } = useTranslation();
  const ranges = useMemo(
    () =>
      result.traits.map(
        (_, index) =>
          Object.fromEntries(
            CROSS_METRICS.map((metric) => [
              metric,
              columnRange(result.crosses.map((row) => row.traits[index]?.[metric] ?? 0)),
            ]),
          ) as Record<CrossMetric, { min: number; max: number }>,
      ),
    [result],
  );
  const traitTitle = (trait: CrossResult['traits'][number]) => {
    const name = trait.unit ? `${trait.name}, ${trait.unit}` : trait.name;
    return trait.lower_is_better ? `${name} (${t('crossingTable.lowerIsBetterMark')})` : name;
  };
  const columns: TableColumnsType<CrossRow> = [
    {
      title: t('crossingTable.columns.mother'),
      dataIndex: 'mother_name',
      fixed: 'left',
      width: 150,
      ellipsis: true,
    },
    {
      title: t('crossingTable.columns.father'),
      dataIndex: 'father_name',
      fixed: 'left',
      width: 150,
      ellipsis: true,
    },
    ...result.traits.map((trait, index) => ({
      title: traitTitle(trait),
      children: CROSS_METRICS.map((metric) => ({
        title: t(`crossingTable.metrics.${metric}`),
        key: `${trait.feature_id}-${metric}`,
        width: 96,
        align: 'right' as const,
        onCell: (row: CrossRow) => {
          const range = ranges[index]?.[metric] ?? { min: 0, max: 0 };
          const value = row.traits[index]?.[metric] ?? 0;
          const lowIsGood = isLowGood(metric, trait.lower_is_better);
          return { style: { background: scaleColour(value, range.min, range.max, lowIsGood) } };
        },
        render: (_: unknown, row: CrossRow) =>
          (row.traits[index]?.[metric] ?? 0).toFixed(DIGITS[metric]),
      })),
    })),
  ];
  return (
    <Table<CrossRow>
      className="pl-cross-table"
      size="small"
      bordered
      rowKey={crossKey}
      columns={columns}
      dataSource={result.crosses}
      scroll={{ x: 'max-content' }}
      pagination={{ defaultPageSize: 50, showSizeChanger: true, pageSizeOptions: [50, 100, 500] }}
      rowSelection={{
        selectedRowKeys: selectedKeys,
        onChange: (keys) => onSelect(keys.map(String)),
        preserveSelectedRowKeys: true,
      }}
      data-testid="cross-table"
    />
  );
}
