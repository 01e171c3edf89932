import type { BaseMarker, TraitPrediction } from '@plotline/contract/create-line';
import { Switch, Table, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LineChanges, pairLabel } from '../utils/line-changes.ts';

type MarkerTableProps = {
  markers: BaseMarker[];
  traits: TraitPrediction[];
  changes: LineChanges;
  isLoading: boolean;
  onEdit: (marker: BaseMarker) => void;
};

/**
 * The create-line table: each catalogue marker with the base variety's pair, the target pair
 * chosen and its effect on each trait (per ALT allele). Markers with weights come first and are
 * the only ones shown unless the breeder asks for all; clicking a row opens the mutation modal.
 */
export function MarkerTable({ markers, traits, changes, isLoading, onEdit }: MarkerTableProps) {
  const { t } = useTranslation();
  const [isAll, setAll] = useState(false);
  const rows = useMemo(
    () =>
      isAll ? markers : markers.filter((m) => m.effects.length > 0 || changes.has(m.mutation_id)),
    [isAll, markers, changes],
  );
  const columns: TableColumnsType<BaseMarker> = [
    { title: t('createLine.table.marker'), dataIndex: 'name', key: 'name', fixed: 'left' },
    {
      title: t('createLine.table.position'),
      key: 'position',
      render: (_, m) => `${m.chr}:${m.pos}`,
    },
    { title: t('createLine.table.gene'), dataIndex: 'gene', key: 'gene' },
    {
      title: t('createLine.table.current'),
      key: 'current',
      render: (_, m) => pairLabel(m.first_allele, m.second_allele),
    },
    {
      title: t('createLine.table.target'),
      key: 'target',
      render: (_, m) => {
        const pair = changes.get(m.mutation_id);
        return pair ? (
          <Tag color="blue" data-testid="create-line-target">
            {pairLabel(pair.first_allele, pair.second_allele)}
          </Tag>
        ) : (
          '—'
        );
      },
    },
    ...traits.map((trait) => ({
      title: trait.feature,
      key: `effect-${trait.feature_id}`,
      align: 'right' as const,
      render: (_: unknown, m: BaseMarker) => {
        const effect = m.effects.find((e) => e.feature_id === trait.feature_id)?.effect;
        return effect === undefined ? '' : effect.toPrecision(3);
      },
    })),
  ];
  return (
    <div className="pl-cline-table">
      <div className="pl-cline-table-head">
        <h2 className="pl-cline-title">{t('createLine.table.title')}</h2>
        <span className="pl-cline-switch">
          <Switch size="small" checked={isAll} onChange={setAll} data-testid="create-line-all" />
          {t('createLine.table.showAll')}
        </span>
      </div>
      <Table<BaseMarker>
        size="small"
        rowKey="mutation_id"
        loading={isLoading}
        dataSource={rows}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        rowClassName={(m) => (changes.has(m.mutation_id) ? 'pl-cline-changed' : '')}
        onRow={(m) => ({ onClick: () => onEdit(m) })}
        locale={{ emptyText: t('createLine.table.empty') }}
        data-testid="create-line-markers"
      />
      <p className="pl-cline-hint">{t('createLine.table.hint')}</p>
    </div>
  );
}
