import type { HeritabilityCorrelations } from '@plotline/contract/statistics-heritability';
import { Table, type TableColumnsType } from 'antd';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../utils/format-stat.ts';
import {
  type CorrelationRow,
  toCorrelationRows,
} from '../../utils/heritability/heritability-tables.ts';

type HeritabilityCorrelationsTableProps = { correlations: HeritabilityCorrelations };

const K = 'statistics.heritability.correlations';

/**
 * The traits' correlations in one square: genotypic r_g above the diagonal, phenotypic r of the
 * lines' means below it; a blank cell could not be estimated.
 */
export function HeritabilityCorrelationsTable({
  correlations,
}: HeritabilityCorrelationsTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const headingId = useId();
  const rows = useMemo(() => toCorrelationRows(correlations), [correlations]);
  const columns = useMemo<TableColumnsType<CorrelationRow>>(
    () => [
      { key: 'feature', dataIndex: 'feature', title: t(`${K}.trait`), fixed: 'left' },
      ...correlations.features.map((feature, j) => ({
        key: `c${j}`,
        title: feature,
        align: 'right' as const,
        onCell: (row: CorrelationRow) => ({ className: `pl-h2-r-${row.cells[j]?.kind ?? ''}` }),
        render: (_: unknown, row: CorrelationRow) => {
          const cell = row.cells[j];
          if (!cell || cell.kind === 'diagonal') return '—';
          return cell.value === null ? '' : formatValue(cell.value, locale, 2);
        },
      })),
    ],
    [correlations.features, locale, t],
  );
  return (
    <section className="pl-h2-card" aria-labelledby={headingId} data-testid="h2-correlations">
      <h3 className="pl-h2-card-title" id={headingId}>
        {t(`${K}.caption`)}
      </h3>
      <p className="pl-h2-legend">
        <span className="pl-h2-swatch pl-h2-r-genotypic" aria-hidden />
        {t(`${K}.above`)}
        <span className="pl-h2-swatch pl-h2-r-phenotypic" aria-hidden />
        {t(`${K}.below`)}
      </p>
      <Table<CorrelationRow>
        className="pl-stat-table pl-h2-correlations"
        size="small"
        rowKey="feature"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
