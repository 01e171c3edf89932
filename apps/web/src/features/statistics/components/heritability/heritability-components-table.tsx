import type {
  HeritabilityComponent,
  HeritabilityComponentName,
} from '@plotline/contract/statistics-heritability';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalsFor, formatValue } from '../../utils/format-stat.ts';
import {
  type ComponentRow,
  toComponentRows,
} from '../../utils/heritability/heritability-tables.ts';

type HeritabilityComponentsTableProps = {
  components: readonly HeritabilityComponent[];
  feature: string;
};

const K = 'statistics.heritability.components';

/** The model's variance components: σ², its standard error and share of σ²P; zeros marked. */
export function HeritabilityComponentsTable({
  components,
  feature,
}: HeritabilityComponentsTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const rows = useMemo(() => toComponentRows(components), [components]);
  const columns = useMemo<TableColumnsType<ComponentRow>>(() => {
    const decimals = decimalsFor(rows.flatMap((row) => [row.variance, row.se]));
    const label = (name: HeritabilityComponentName) => t(`${K}.names.${name}`);
    return [
      {
        key: 'name',
        title: t(`${K}.source`),
        render: (_, row) => (
          <>
            {label(row.name)}
            {row.boundary && (
              <Tag className="pl-h2-boundary" title={t(`${K}.boundaryHelp`)}>
                {t(`${K}.boundary`)}
              </Tag>
            )}
          </>
        ),
      },
      {
        key: 'variance',
        title: t(`${K}.variance`),
        align: 'right',
        render: (_, row) => formatValue(row.variance, locale, decimals),
      },
      {
        key: 'se',
        title: t(`${K}.se`),
        align: 'right',
        render: (_, row) => formatValue(row.se, locale, decimals),
      },
      {
        key: 'share',
        title: t(`${K}.share`),
        align: 'right',
        render: (_, row) => formatValue(row.share, locale, 1),
      },
    ];
  }, [rows, locale, t]);
  return (
    <Table<ComponentRow>
      data-testid="h2-components"
      className="pl-stat-table pl-h2-components"
      size="small"
      rowKey="name"
      columns={columns}
      dataSource={rows}
      pagination={false}
      aria-label={t(`${K}.caption`, { feature })}
      title={() => t(`${K}.caption`, { feature })}
    />
  );
}
