import { SearchOutlined } from '@ant-design/icons';
import type {
  HeritabilityLine,
  HeritabilityTrait,
} from '@plotline/contract/statistics-heritability';
import { Input, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decimalsFor, formatValue } from '../../utils/format-stat.ts';
import { filterLines } from '../../utils/heritability/heritability-tables.ts';
import { HeritabilityReliability } from './heritability-reliability.tsx';

type HeritabilityLinesTableProps = { trait: HeritabilityTrait };

const K = 'statistics.heritability.lines';
const collator = new Intl.Collator(undefined, { numeric: true });
const byNumber =
  (key: 'rank' | 'mean' | 'blup' | 'reliability' | 'pev' | 'n_plots' | 'n_environments') =>
  (a: HeritabilityLine, b: HeritabilityLine) =>
    a[key] - b[key];

/**
 * The lines of a trait ranked by BLUP: rank, predicted value (overall mean + BLUP), BLUP,
 * reliability (1 − PEV/σ²g, with a bar), PEV and the data behind each; sortable, searchable.
 */
export function HeritabilityLinesTable({ trait }: HeritabilityLinesTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [search, setSearch] = useState('');
  const lines = useMemo(() => filterLines(trait.lines, search), [trait.lines, search]);
  const isSeveral = trait.n_environments > 1;
  const columns = useMemo<TableColumnsType<HeritabilityLine>>(() => {
    const valueDecimals = decimalsFor(trait.lines.map((line) => line.mean));
    const blupDecimals = decimalsFor(trait.lines.map((line) => line.blup));
    const pevDecimals = decimalsFor(trait.lines.map((line) => line.pev));
    return [
      {
        key: 'rank',
        dataIndex: 'rank',
        title: t(`${K}.rank`),
        align: 'right',
        width: 64,
        defaultSortOrder: 'ascend',
        sorter: byNumber('rank'),
      },
      {
        key: 'line',
        dataIndex: 'line_name',
        title: t(`${K}.line`),
        sorter: (a, b) => collator.compare(a.line_name, b.line_name),
      },
      {
        key: 'mean',
        title: t(`${K}.predicted`),
        align: 'right',
        sorter: byNumber('mean'),
        render: (_, line) => formatValue(line.mean, locale, valueDecimals),
      },
      {
        key: 'blup',
        title: t(`${K}.blup`),
        align: 'right',
        sorter: byNumber('blup'),
        render: (_, line) => formatValue(line.blup, locale, blupDecimals, { signed: true }),
      },
      {
        key: 'reliability',
        title: t(`${K}.reliability`),
        sorter: byNumber('reliability'),
        render: (_, line) => <HeritabilityReliability value={line.reliability} />,
      },
      {
        key: 'pev',
        title: t(`${K}.pev`),
        align: 'right',
        sorter: byNumber('pev'),
        render: (_, line) => formatValue(line.pev, locale, pevDecimals),
      },
      {
        key: 'plots',
        dataIndex: 'n_plots',
        title: t(`${K}.plots`),
        align: 'right',
        sorter: byNumber('n_plots'),
      },
      ...(isSeveral
        ? [
            {
              key: 'seasons',
              dataIndex: 'n_environments',
              title: t(`${K}.seasons`),
              align: 'right' as const,
              sorter: byNumber('n_environments'),
            },
          ]
        : []),
    ];
  }, [trait.lines, isSeveral, locale, t]);
  return (
    <div className="pl-h2-lines">
      <div className="pl-stat-result-bar">
        <h4 className="pl-h2-subheading">{t(`${K}.caption`)}</h4>
        <Input
          className="pl-stat-filter"
          prefix={<SearchOutlined aria-hidden />}
          aria-label={t(`${K}.filterLabel`, { feature: trait.feature })}
          placeholder={t(`${K}.filterPlaceholder`)}
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <span className="pl-stat-count" aria-live="polite">
          {t(`${K}.count`, { shown: lines.length, total: trait.lines.length })}
        </span>
      </div>
      <Table<HeritabilityLine>
        data-testid="h2-lines"
        className="pl-stat-table pl-h2-lines-table"
        size="small"
        rowKey="line_id"
        columns={columns}
        dataSource={lines as HeritabilityLine[]}
        pagination={{ defaultPageSize: 25, hideOnSinglePage: true, showSizeChanger: true }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t(`${K}.noMatches`) }}
      />
    </div>
  );
}
