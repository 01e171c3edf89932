import { PlusOutlined } from '@ant-design/icons';
import type { MeteoEvent, Sector } from '@plotline/contract/meteo';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { METEO_QUERY_KEY } from '../api/meteo-query-key.ts';
import { useMonthData } from '../hooks/use-month-data.ts';
import { EventModal } from './event-modal.tsx';
import { MonthGrid } from './month-grid.tsx';
import { MonthSwitcher } from './month-switcher.tsx';

type MonthViewProps = {
  sector: Sector;
  year: number;
  month: number;
  onMonthChange: (year: number, month: number) => void;
  onUpload: () => void;
};

type EventDialog = { event?: MeteoEvent; date: string } | null;

/** The month page: the switcher, the day grid of values and events, adding an event. */
export function MonthView({ sector, year, month, onMonthChange, onUpload }: MonthViewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const data = useMonthData(sector, year, month);
  const [dialog, setDialog] = useState<EventDialog>(null);
  const firstDay = data.rows[0]?.date ?? `${year}-01-01`;

  return (
    <section className="pl-meteo-month" aria-label={t('meteorology.tabs.month')}>
      <Flex gap="middle" wrap align="center" justify="space-between">
        <MonthSwitcher year={year} month={month} onChange={onMonthChange} />
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => setDialog({ date: firstDay })}
          data-testid="event-add"
        >
          {t('meteorology.events.add')}
        </Button>
      </Flex>
      {!data.isLoading && !data.hasValues && (
        <Alert
          className="pl-meteo-hint"
          type="info"
          showIcon
          data-testid="month-empty"
          title={t('meteorology.month.empty')}
          action={
            <Button size="small" onClick={onUpload}>
              {t('meteorology.upload.open')}
            </Button>
          }
        />
      )}
      <p className="pl-meteo-muted pl-meteo-hint">{t('meteorology.month.editHint')}</p>
      <MonthGrid
        rows={data.rows}
        params={sector.params}
        isLoading={data.isLoading}
        onCommit={data.commitCell}
        onPasteColumn={(param, day, text) => void data.pasteColumn(param, day, text)}
        onAddEvent={(date) => setDialog({ date })}
        onEditEvent={(event) => setDialog({ event, date: event.date })}
      />
      {dialog && (
        <EventModal
          sector={sector.id}
          event={dialog.event}
          date={dialog.date}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: METEO_QUERY_KEY })}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
