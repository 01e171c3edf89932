import type { AgroParam } from '@plotline/contract/meteo';
import { Table, type TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '#src/lib/format-day.ts';
import type { CellPlace } from '../hooks/use-save-cell.ts';
import { paramTitle } from '../utils/param-kinds.ts';
import { cellKey, type ValueGrid } from '../utils/pivot-agro-values.ts';
import { ParamHeader } from './param-header.tsx';
import { TableBar } from './table-bar.tsx';
import { ValueCell } from './value-cell.tsx';

type FieldValuesTableProps = {
  year: number;
  params: AgroParam[];
  grid: ValueGrid;
  onAddDate: (date: string) => void;
  onSave: (place: CellPlace, typed: string) => Promise<void>;
  onRename: (param: AgroParam) => void;
  onDelete: (param: AgroParam) => void;
};

/**
 * The nursery's soil samples: a row per parameter, a column per sampling date, each value
 * edited in place; the bar above adds a sampling date.
 */
export function FieldValuesTable(props: FieldValuesTableProps) {
  const { t, i18n } = useTranslation();
  const { grid } = props;
  const columns: TableColumnsType<AgroParam> = [
    {
      key: 'param',
      title: t('agrochemistry.table.param'),
      fixed: 'left',
      width: 220,
      render: (_value, param) => (
        <ParamHeader param={param} onRename={props.onRename} onDelete={props.onDelete} />
      ),
    },
    ...grid.dates.map((date) => ({
      key: date,
      title: formatDay(date, i18n.language),
      width: 120,
      align: 'right' as const,
      onHeaderCell: () => ({ 'data-date': date }) as HTMLAttributes<HTMLElement>,
      render: (_value: unknown, param: AgroParam) => (
        <ValueCell
          stored={grid.cells.get(cellKey(param.id, null, date))}
          label={`${paramTitle(param)}, ${formatDay(date, i18n.language)}`}
          onSave={(typed) => props.onSave({ param: param.id, plot: null, date }, typed)}
          testId={`agro-cell-${param.id}-${date}`}
        />
      ),
    })),
  ];
  return (
    <>
      <TableBar year={props.year} onAddDate={props.onAddDate} />
      <Table<AgroParam>
        data-testid="agro-field-table"
        className="pl-agro-table"
        size="small"
        bordered
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={props.params}
        columns={columns}
      />
    </>
  );
}
