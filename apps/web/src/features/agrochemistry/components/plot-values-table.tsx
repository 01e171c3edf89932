import type { AgroParam } from '@plotline/contract/meteo';
import type { PlotSummary } from '@plotline/contract/plots';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '#src/lib/format-day.ts';
import type { CellPlace } from '../hooks/use-save-cell.ts';
import { paramTitle } from '../utils/param-kinds.ts';
import { cellKey, type ValueGrid } from '../utils/pivot-agro-values.ts';
import { TableBar } from './table-bar.tsx';
import { ValueCell } from './value-cell.tsx';

type PlotValuesTableProps = {
  year: number;
  params: AgroParam[];
  plots: PlotSummary[];
  grid: ValueGrid;
  loading: boolean;
  onAddDate: (date: string) => void;
  onSave: (place: CellPlace, typed: string) => Promise<void>;
};

/**
 * The plots' own soil samples: a row per plot of the season, a column per parameter and
 * sampling date, each value edited in place (a plot's value colours the field map).
 */
export function PlotValuesTable(props: PlotValuesTableProps) {
  const { t, i18n } = useTranslation();
  const { grid } = props;
  const columns: TableColumnsType<PlotSummary> = [
    {
      key: 'plot',
      title: t('agrochemistry.table.plot'),
      fixed: 'left',
      width: 160,
      render: (_value, plot) => (
        <span>
          <strong>{plot.plot_name}</strong>
          <span className="pl-agro-line"> {plot.line_name}</span>
        </span>
      ),
    },
    ...(grid.dates.length === 0 ? [] : props.params).map((param) => ({
      key: `param-${param.id}`,
      title: paramTitle(param),
      children: grid.dates.map((date) => ({
        key: `${param.id}-${date}`,
        title: formatDay(date, i18n.language),
        width: 110,
        align: 'right' as const,
        render: (_value: unknown, plot: PlotSummary) => (
          <ValueCell
            stored={grid.cells.get(cellKey(param.id, plot.plot_id, date))}
            label={`${plot.plot_name}: ${paramTitle(param)}, ${formatDay(date, i18n.language)}`}
            onSave={(typed) => props.onSave({ param: param.id, plot: plot.plot_id, date }, typed)}
            testId={`agro-plot-cell-${plot.plot_id}-${param.id}-${date}`}
          />
        ),
      })),
    })),
  ];
  return (
    <>
      <TableBar year={props.year} onAddDate={props.onAddDate} />
      <Table<PlotSummary>
        data-testid="agro-plot-table"
        className="pl-agro-table"
        size="small"
        bordered
        rowKey="plot_id"
        loading={props.loading}
        pagination={{ pageSize: 100, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        dataSource={props.plots}
        columns={columns}
      />
    </>
  );
}
