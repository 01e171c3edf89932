import type { AnovaLevelMean } from '@plotline/contract/statistics-anova';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';

type AnovaMeansTableProps = { levels: AnovaLevelMean[]; decimals: number; format: ModelFormat };

const collator = new Intl.Collator(undefined, { numeric: true });
const byNumber =
  (key: 'mean' | 'se' | 'lower' | 'upper') => (a: AnovaLevelMean, b: AnovaLevelMean) =>
    a[key] - b[key];

/**
 * A factor's adjusted (least-squares) means, highest first, with SE, 95 % interval and Tukey's
 * letters: levels sharing a letter do not differ at 5 %.
 */
export function AnovaMeansTable({ levels, decimals, format }: AnovaMeansTableProps) {
  const { t } = useTranslation();
  return (
    <Table<AnovaLevelMean>
      data-testid="anova-means"
      className="pl-stat-table pl-model-table"
      size="small"
      rowKey="level"
      dataSource={levels}
      pagination={{ defaultPageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'level',
          dataIndex: 'level',
          title: t('statistics.anova.letters.level'),
          sorter: (a, b) => collator.compare(a.level, b.level),
        },
        {
          key: 'mean',
          title: t('statistics.anova.means.mean'),
          align: 'right',
          sorter: byNumber('mean'),
          defaultSortOrder: 'descend',
          render: (_, m) => format.value(m.mean, decimals),
        },
        {
          key: 'se',
          title: t('statistics.ancova.means.se'),
          align: 'right',
          sorter: byNumber('se'),
          render: (_, m) => format.value(m.se, decimals + 1),
        },
        {
          key: 'interval',
          title: t('statistics.ancova.means.interval'),
          align: 'right',
          render: (_, m) =>
            `${format.value(m.lower, decimals)} … ${format.value(m.upper, decimals)}`,
        },
        {
          key: 'letter',
          title: t('statistics.anova.letters.letters'),
          render: (_, m) => <strong className="pl-model-letter">{m.letter}</strong>,
        },
      ]}
    />
  );
}
