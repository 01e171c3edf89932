import { PlusOutlined } from '@ant-design/icons';
import type { MeteoEvent, MeteoParam } from '@plotline/contract/meteo';
import { Button, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { formatDay } from '../utils/format-day.ts';
import type { CellChange, MonthRow } from '../utils/month-grid.ts';
import { EventKindTag } from './event-kind-tag.tsx';
import { ValueCell } from './value-cell.tsx';

type MonthGridProps = {
  rows: MonthRow[];
  params: MeteoParam[];
  isLoading: boolean;
  onCommit: (param: number, date: string, change: CellChange) => Promise<string | undefined>;
  onPasteColumn: (param: number, startDay: number, text: string) => void;
  onAddEvent: (date: string) => void;
  onEditEvent: (event: MeteoEvent) => void;
};

/**
 * The days of a month (rows) by the sector's parameters (columns), each cell edited in place,
 * and the day's events (a tag each, opening the event; + adds one on that day). ~31 rows: a
 * plain table of inputs, no virtualisation needed.
 */
export function MonthGrid(props: MonthGridProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const columns: ColumnsType<MonthRow> = [
    {
      key: 'date',
      title: t('meteorology.month.day'),
      fixed: 'left',
      width: 150,
      render: (_, row) => (
        <span className="pl-meteo-day" data-date={row.date}>
          {formatDay(row.date, language)}{' '}
          <span className="pl-meteo-muted">
            {weekday.format(new Date(`${row.date}T00:00:00Z`))}
          </span>
        </span>
      ),
    },
    ...props.params.map((param) => ({
      key: `param-${param.id}`,
      title: (
        <span data-testid="param-column" data-kind={param.kind}>
          {param.name}
          {param.unit && <span className="pl-meteo-muted">, {param.unit}</span>}
        </span>
      ),
      width: 120,
      render: (_: unknown, row: MonthRow) => (
        <ValueCell
          value={row.values[param.id]}
          label={`${param.name}, ${formatDay(row.date, language)}`}
          onCommit={(change) => props.onCommit(param.id, row.date, change)}
          onPasteColumn={(text) => props.onPasteColumn(param.id, row.day, text)}
        />
      ),
    })),
    {
      key: 'events',
      title: t('meteorology.month.events'),
      width: 260,
      render: (_, row) => (
        <div className="pl-meteo-events" data-testid="day-events">
          {row.events.map((event) => (
            <button
              type="button"
              key={event.id}
              className="pl-meteo-event"
              onClick={() => props.onEditEvent(event)}
              title={event.note || undefined}
              data-testid="day-event"
            >
              <EventKindTag kind={event.kind} />
              {event.note && <span className="pl-meteo-event-note">{event.note}</span>}
            </button>
          ))}
          <Button
            size="small"
            type="text"
            icon={<PlusOutlined aria-hidden />}
            aria-label={t('meteorology.events.addOn', { date: formatDay(row.date, language) })}
            onClick={() => props.onAddEvent(row.date)}
            className="pl-meteo-event-add"
          />
        </div>
      ),
    },
  ];
  return (
    <Table<MonthRow>
      className="pl-meteo-grid"
      data-testid="month-grid"
      size="small"
      bordered
      rowKey="date"
      loading={props.isLoading}
      pagination={false}
      dataSource={props.rows}
      columns={columns}
      scroll={{ x: 'max-content' }}
      onRow={(row) => ({ 'data-date': row.date }) as object}
    />
  );
}
