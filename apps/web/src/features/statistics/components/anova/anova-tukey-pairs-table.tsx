import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';
import type { PairLine } from '../../utils/anova/anova-rows.ts';
import { SignificanceStars } from './anova-significance-stars.tsx';

type TukeyPairsTableProps = { lines: PairLine[]; decimals: number; format: ModelFormat };

const collator = new Intl.Collator(undefined, { numeric: true });
const byNumber = (key: 'meandiff' | 'lower' | 'upper' | 'p-adj') => (a: PairLine, b: PairLine) =>
  a[key] - b[key];

/** Tukey's pairs of one factor: difference, its 95 % interval, p-adj; significant ones filled. */
export function TukeyPairsTable({ lines, decimals, format }: TukeyPairsTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<PairLine>>(
    () => [
      {
        key: 'group1',
        dataIndex: 'group1',
        title: t('statistics.anova.tukey.group1'),
        sorter: (a, b) => collator.compare(a.group1, b.group1),
      },
      {
        key: 'group2',
        dataIndex: 'group2',
        title: t('statistics.anova.tukey.group2'),
        sorter: (a, b) => collator.compare(a.group2, b.group2),
      },
      {
        key: 'meandiff',
        title: t('statistics.anova.tukey.difference'),
        align: 'right',
        sorter: byNumber('meandiff'),
        render: (_, line) => format.signed(line.meandiff, decimals),
      },
      {
        key: 'lower',
        title: t('statistics.anova.tukey.interval'),
        align: 'right',
        sorter: byNumber('lower'),
        render: (_, line) =>
          `${format.value(line.lower, decimals)} … ${format.value(line.upper, decimals)}`,
      },
      {
        key: 'p-adj',
        title: t('statistics.anova.tukey.pAdj'),
        align: 'right',
        sorter: byNumber('p-adj'),
        render: (_, line) => format.pValue(line['p-adj']),
      },
      {
        key: 'significance',
        title: t('statistics.columns.significance'),
        render: (_, line) => <SignificanceStars stars={line.stars} />,
      },
    ],
    [decimals, format, t],
  );
  return (
    <Table<PairLine>
      data-testid="tukey-table"
      className="pl-stat-table pl-model-table"
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={lines}
      rowClassName={(line) => (line.isSignificant ? 'pl-model-row-significant' : '')}
      pagination={{ defaultPageSize: 25, hideOnSinglePage: true, showSizeChanger: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('statistics.anova.tukey.noMatches') }}
    />
  );
}
