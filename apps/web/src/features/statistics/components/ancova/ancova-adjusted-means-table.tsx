import type { AdjustedMean } from '@plotline/contract/statistics-anova';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';

type AdjustedMeansTableProps = { means: AdjustedMean[]; decimals: number; format: ModelFormat };

const collator = new Intl.Collator(undefined, { numeric: true });
const byNumber = (key: 'mean' | 'se' | 'lower' | 'upper') => (a: AdjustedMean, b: AdjustedMean) =>
  a[key] - b[key];

/** The group means adjusted to the covariate mean, with SE and 95 % confidence interval. */
export function AdjustedMeansTable({ means, decimals, format }: AdjustedMeansTableProps) {
  const { t } = useTranslation();
  return (
    <Table<AdjustedMean>
      data-testid="adjusted-means"
      className="pl-stat-table pl-model-table"
      size="small"
      rowKey="level"
      dataSource={means}
      pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
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
          title: t('statistics.ancova.means.mean'),
          align: 'right',
          sorter: byNumber('mean'),
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
          key: 'lower',
          title: t('statistics.columns.lower'),
          align: 'right',
          sorter: byNumber('lower'),
          render: (_, m) => format.value(m.lower, decimals),
        },
        {
          key: 'upper',
          title: t('statistics.columns.upper'),
          align: 'right',
          sorter: byNumber('upper'),
          render: (_, m) => format.value(m.upper, decimals),
        },
      ]}
    />
  );
}
