import type { GenotypeRanking } from '@plotline/contract/marker-weights';
import { Table, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';

type RankedRow = GenotypeRanking['rows'][number];

/** A wanted allele at a marker, as the ranking's tags show it. */
export type TargetLabel = { name: string; allele: string };

type RankedLinesTableProps = {
  ranking: GenotypeRanking;
  targets: ReadonlyMap<number, TargetLabel>;
  selectedLineId: number | null;
  onSelect: (line: { id: number; name: string }) => void;
};

/** Tag colour of a target allele's dose: both copies, one, none. */
const DOSE_COLOURS = ['red', 'gold', 'green'] as const;

/**
 * The ranked varieties: score of the target alleles carried (coloured tags: green both copies,
 * gold one, red none), markers without a genotype, the predicted value of each trait; a row
 * opens the variety's wind rose.
 */
export function RankedLinesTable({
  ranking,
  targets,
  selectedLineId,
  onSelect,
}: RankedLinesTableProps) {
  const { t, i18n } = useTranslation();
  const number = (value: number | null | undefined) =>
    value === null || value === undefined
      ? '—'
      : value.toLocaleString(i18n.language, { maximumFractionDigits: 2 });
  const columns: ColumnsType<RankedRow> = [
    { key: 'rank', title: '#', width: 48, render: (_value, _row, index) => index + 1 },
    {
      key: 'name',
      title: t('genomeSelection.ranking.line'),
      render: (_value, row) => (
        <>
          {row.name} {row.is_sort && <Tag color="blue">{t('genomeSelection.variety')}</Tag>}
        </>
      ),
    },
    {
      key: 'score',
      title: t('genomeSelection.ranking.score'),
      render: (_value, row) => `${row.score} / ${row.max_score}`,
    },
    { key: 'missing', title: t('genomeSelection.ranking.missing'), dataIndex: 'missing' },
    {
      key: 'carried',
      title: t('genomeSelection.ranking.carried'),
      render: (_value, row) =>
        row.carried.map((carried) => {
          const target = targets.get(carried.mutation_id);
          return (
            <Tooltip
              key={carried.mutation_id}
              title={t('genomeSelection.ranking.dose', { dose: carried.dose })}
            >
              <Tag color={DOSE_COLOURS[carried.dose] ?? 'default'} data-testid="gsel-carried">
                {target ? `${target.name}:${target.allele}` : carried.mutation_id} ×{carried.dose}
              </Tag>
            </Tooltip>
          );
        }),
    },
    ...ranking.features.map((feature) => ({
      key: `trait-${feature.feature_id}`,
      title: feature.unit ? `${feature.name}, ${feature.unit}` : feature.name,
      render: (_value: unknown, row: RankedRow) =>
        number(row.traits.find((trait) => trait.feature_id === feature.feature_id)?.value),
    })),
  ];
  return (
    <Table<RankedRow>
      size="small"
      rowKey="line_id"
      columns={columns}
      dataSource={ranking.rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 'max-content' }}
      rowClassName={(row) => (row.line_id === selectedLineId ? 'pl-gsel-row-selected' : '')}
      onRow={(row) =>
        ({
          onClick: () => onSelect({ id: row.line_id, name: row.name }),
          'data-testid': 'gsel-ranked-row',
          style: { cursor: 'pointer' },
        }) as object
      }
      locale={{ emptyText: t('genomeSelection.ranking.empty') }}
      data-testid="gsel-ranking"
    />
  );
}
