import type { AgroClimaticIndices } from '@plotline/contract/meteo';
import type { SeasonIndicesRow, StageInterval } from '@plotline/contract/meteo-analytics';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { formatDay, formatNumber } from '../utils/format-day.ts';

type IndicesTableProps = { rows: SeasonIndicesRow[]; isLoading: boolean };

/** What a row of either level shows: an interval and its indices. */
type IndicesLine = { key: string; label: string; sector: string; indices: AgroClimaticIndices };

/**
 * One row per nursery season of the year: its sector, interval and indices; a row opens on
 * the intervals between its consecutive stages.
 */
export function IndicesTable({ rows, isLoading }: IndicesTableProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const gddBase = rows[0]?.gdd_base;
  const interval = (indices: AgroClimaticIndices) =>
    `${formatDay(indices.date_from, language)} – ${formatDay(indices.date_to, language)}`;
  const numberColumns: ColumnsType<IndicesLine> = [
    {
      key: 'interval',
      title: t('meteorology.indices.interval'),
      render: (_, line) => interval(line.indices),
    },
    {
      key: 'gdd',
      // the base is the crop's: one for every row, so the header says it once
      title: (
        <>
          {t('meteorology.indices.gdd')}
          {gddBase !== undefined && (
            <span className="pl-meteo-muted pl-meteo-base">
              {t('meteorology.indices.base', { base: formatNumber(gddBase, language) })}
            </span>
          )}
        </>
      ),
      align: 'right',
      render: (_, line) => (
        <span data-testid="index-gdd">{formatNumber(line.indices.gdd, language)}</span>
      ),
    },
    {
      key: 'active',
      title: (
        <span title={t('meteorology.indices.active')}>{t('meteorology.indices.activeShort')}</span>
      ),
      align: 'right',
      render: (_, line) => formatNumber(line.indices.active_temperature_sum, language),
    },
    {
      key: 'htc',
      title: <span title={t('meteorology.indices.htc')}>{t('meteorology.indices.htcShort')}</span>,
      align: 'right',
      render: (_, line) => formatNumber(line.indices.hydrothermal_coefficient, language, 2),
    },
    {
      key: 'precipitation',
      title: t('meteorology.indices.precipitation'),
      align: 'right',
      render: (_, line) => formatNumber(line.indices.precipitation_sum, language),
    },
    {
      key: 'frost',
      title: t('meteorology.indices.frostShort'),
      align: 'right',
      render: (_, line) => formatNumber(line.indices.frost_days, language, 0),
    },
    {
      key: 'missing',
      title: t('meteorology.indices.missingShort'),
      align: 'right',
      render: (_, line) => `${line.indices.days_missing} / ${line.indices.days}`,
    },
  ];
  const columns: ColumnsType<IndicesLine> = [
    { key: 'label', title: t('meteorology.indices.field'), dataIndex: 'label' },
    { key: 'sector', title: t('meteorology.indices.sector'), dataIndex: 'sector' },
    ...numberColumns,
  ];
  const stageLine = (row: SeasonIndicesRow, stage: StageInterval, index: number): IndicesLine => ({
    key: `${row.year_id}-${index}`,
    label: `${stage.from_stage} → ${stage.to_stage}`,
    sector: '',
    indices: stage.indices,
  });
  const lines = rows.map((row) => ({
    key: String(row.year_id),
    label: row.field_name,
    sector: row.sector?.name ?? t('meteorology.indices.noSector'),
    indices: row.season,
    children:
      row.intervals.length > 0
        ? row.intervals.map((stage, index) => stageLine(row, stage, index))
        : undefined,
  }));
  return (
    <Table<IndicesLine>
      data-testid="indices-table"
      size="small"
      bordered
      loading={isLoading}
      pagination={false}
      rowKey="key"
      columns={columns}
      dataSource={lines}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('meteorology.indices.empty') }}
    />
  );
}
