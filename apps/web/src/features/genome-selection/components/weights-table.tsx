import type { MarkerWeightRow } from '@plotline/contract/marker-weights';
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { favourableAllele } from '../utils/favourable-allele.ts';
import { MarkerInfluence } from './marker-influence.tsx';

type WeightsTableProps = {
  specId: number;
  regionId: number | null;
  weights: readonly MarkerWeightRow[];
  isLoading: boolean;
};

/**
 * A trait's weighted markers by |effect|: the effect per ALT dose, its SE and p, the source
 * (GWAS or the knowledge base) and the favourable allele (the one that raises the trait); a
 * row expands to the marker's effects on every trait.
 */
export function WeightsTable({ specId, regionId, weights, isLoading }: WeightsTableProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number | null) =>
    value === null ? '—' : value.toLocaleString(i18n.language, { maximumSignificantDigits: 4 });
  return (
    <Table<MarkerWeightRow>
      size="small"
      rowKey="mutation_id"
      loading={isLoading}
      dataSource={[...weights]}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandedRowRender: (row) => (
          <MarkerInfluence specId={specId} mutationId={row.mutation_id} regionId={regionId} />
        ),
      }}
      onRow={() => ({ 'data-testid': 'gsel-weight-row' }) as object}
      locale={{ emptyText: t('genomeSelection.noWeightsInRegion') }}
      data-testid="gsel-weights"
      columns={[
        { key: 'name', title: t('genomeSelection.weights.marker'), dataIndex: 'name' },
        {
          key: 'position',
          title: t('genomeSelection.weights.position'),
          render: (_v, row) => `${row.chr}:${row.pos.toLocaleString(i18n.language)}`,
        },
        {
          key: 'gene',
          title: t('genomeSelection.weights.gene'),
          render: (_v, row) => row.gene || '—',
        },
        {
          key: 'alleles',
          title: 'REF/ALT',
          render: (_v, row) => `${row.ref || '?'}/${row.alt || '?'}`,
        },
        {
          key: 'effect',
          title: t('genomeSelection.weights.effect'),
          render: (_v, row) => number(row.effect),
        },
        { key: 'se', title: 'SE', render: (_v, row) => number(row.se) },
        { key: 'p', title: 'p', render: (_v, row) => number(row.p_value) },
        {
          key: 'favourable',
          title: t('genomeSelection.weights.favourable'),
          render: (_v, row) => {
            const allele = favourableAllele(row);
            return allele ? <Tag color="green">{allele}</Tag> : '—';
          },
        },
        {
          key: 'source',
          title: t('genomeSelection.weights.source'),
          render: (_v, row) =>
            `${t(`genomeSelection.source.${row.source}`)}${row.region_id === null ? '' : ` · ${t('genomeSelection.weights.regional')}`}`,
        },
      ]}
    />
  );
}
