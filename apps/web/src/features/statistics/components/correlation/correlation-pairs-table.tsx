import type { TableColumnsType } from 'antd';
import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import type { FeaturePair } from '../../hooks/use-correlation-page.ts';
import { type MatrixPair, pairKey } from '../../utils/correlation/correlation-pairs.ts';
import { formatPValue, formatValue } from '../../utils/format-stat.ts';

type CorrelationPairsTableProps = {
  pairs: readonly MatrixPair[];
  coefficient: string;
  selected: FeaturePair | null;
  onSelectPair: (pair: FeaturePair) => void;
};

const byText = (a: string, b: string) => a.localeCompare(b, 'ru', { numeric: true });

/**
 * Every pair of the matrix, strongest first, sortable; significant pairs are filled (red
 * positive, blue negative, as the heat map) and a click shows the pair's scatter.
 */
export function CorrelationPairsTable({
  pairs,
  coefficient,
  selected,
  onSelectPair,
}: CorrelationPairsTableProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const selectedKey = selected ? pairKey(selected[0], selected[1]) : null;
  const columns = useMemo<TableColumnsType<MatrixPair>>(
    () => [
      {
        key: 'first',
        dataIndex: 'first',
        title: t('statistics.correlation.first'),
        sorter: (a, b) => byText(a.first, b.first),
      },
      {
        key: 'second',
        dataIndex: 'second',
        title: t('statistics.correlation.second'),
        sorter: (a, b) => byText(a.second, b.second),
      },
      {
        key: 'r',
        dataIndex: 'r',
        title: coefficient,
        align: 'right',
        sorter: (a, b) => a.r - b.r,
        render: (r: number) => formatValue(r, language, 3),
      },
      {
        key: 'p',
        dataIndex: 'p',
        title: t('statistics.columns.pValue'),
        align: 'right',
        sorter: (a, b) => a.p - b.p,
        render: (p: number) => formatPValue(p, language),
      },
      {
        key: 'stars',
        dataIndex: 'stars',
        title: t('statistics.columns.significance'),
        render: (stars: string) =>
          stars === '' ? (
            <span className="pl-stat-mark is-muted">
              {t('statistics.correlation.notSignificant')}
            </span>
          ) : (
            <span className="pl-stat-mark">{stars}</span>
          ),
      },
      { key: 'n', dataIndex: 'n', title: 'n', align: 'right', sorter: (a, b) => a.n - b.n },
    ],
    [coefficient, language, t],
  );
  return (
    <Table<MatrixPair>
      data-testid="correlation-pairs"
      className="pl-stat-table pl-stat-pairs"
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={[...pairs]}
      pagination={{ defaultPageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      rowClassName={(pair) =>
        [
          pair.stars === '' ? '' : pair.r >= 0 ? 'pl-stat-row-positive' : 'pl-stat-row-negative',
          pair.key === selectedKey ? 'pl-stat-row-selected' : '',
        ].join(' ')
      }
      onRow={(pair) => ({
        onClick: () => onSelectPair([pair.first, pair.second]),
        onKeyDown: (event) => {
          if (event.key === 'Enter') onSelectPair([pair.first, pair.second]);
        },
        tabIndex: 0,
        'aria-selected': pair.key === selectedKey,
      })}
    />
  );
}
