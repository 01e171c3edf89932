import { useQuery } from '@tanstack/react-query';
import { Spin, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { mutationInfluenceQueryOptions } from '../api/get-mutation-influence.ts';

type MarkerInfluenceProps = { specId: number; mutationId: number; regionId: number | null };

/** A marker's card: its effect on every trait with weights (the region's rows before all-regions). */
export function MarkerInfluence({ specId, mutationId, regionId }: MarkerInfluenceProps) {
  const { t, i18n } = useTranslation();
  const influence = useQuery(mutationInfluenceQueryOptions(specId, mutationId, regionId));
  useErrorToast(influence.error, 'genomeSelection.errors.mutation');
  if (influence.isPending) return <Spin size="small" />;
  const number = (value: number | null) =>
    value === null ? '—' : value.toLocaleString(i18n.language, { maximumSignificantDigits: 4 });
  return (
    <Table
      size="small"
      rowKey="feature_id"
      pagination={false}
      dataSource={influence.data ?? []}
      data-testid="gsel-marker-influence"
      columns={[
        {
          key: 'name',
          title: t('genomeSelection.weights.trait'),
          render: (_value, row) => (row.unit ? `${row.name}, ${row.unit}` : row.name),
        },
        {
          key: 'effect',
          title: t('genomeSelection.weights.effect'),
          render: (_v, row) => number(row.effect),
        },
        { key: 'se', title: 'SE', render: (_v, row) => number(row.se) },
        { key: 'p', title: 'p', render: (_v, row) => number(row.p_value) },
        {
          key: 'source',
          title: t('genomeSelection.weights.source'),
          render: (_v, row) => t(`genomeSelection.source.${row.source}`),
        },
      ]}
    />
  );
}
