import type { MeteoParamSummary, PlotMeteoCard } from '@plotline/contract/meteo';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { formatDay } from '#src/lib/format-day.ts';
import { PlotIndices } from './plot-indices.tsx';

/**
 * The weather of the plot's interval: the sector, the interval (sowing to harvest, or the
 * season's default), the indices, each parameter's summaries, and the events.
 */
export function PlotWeatherSummary({ card }: { card: PlotMeteoCard }) {
  const { t, i18n } = useTranslation();
  if (!card.sector) {
    return (
      <EmptyState
        title={t('plotWeather.noSector')}
        description={t('plotWeather.noSectorHint')}
        testId="plot-weather-empty"
      />
    );
  }
  const day = (date: string) => formatDay(date, i18n.language);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const show = (value: number | null) => (value === null ? '—' : number.format(value));
  const from = card.sowing_date
    ? t('plotWeather.fromSowing', { date: day(card.date_from) })
    : t('plotWeather.fromDefault', { date: day(card.date_from) });
  const to = card.harvest_date
    ? t('plotWeather.toHarvest', { date: day(card.date_to) })
    : t('plotWeather.toDefault', { date: day(card.date_to) });
  return (
    <>
      <Typography.Paragraph data-testid="plot-weather-sector">
        {t('plotWeather.sector', { name: card.sector.name })} · {from} — {to}
      </Typography.Paragraph>
      {card.indices && <PlotIndices indices={card.indices} />}
      <Table<MeteoParamSummary>
        data-testid="plot-weather-params"
        size="small"
        pagination={false}
        rowKey="param"
        dataSource={card.params}
        columns={[
          {
            key: 'name',
            title: t('plotWeather.param'),
            render: (_v, row) => (row.unit ? `${row.name}, ${row.unit}` : row.name),
          },
          {
            key: 'min',
            title: t('plotWeather.min'),
            align: 'right',
            render: (_v, r) => show(r.min),
          },
          {
            key: 'mean',
            title: t('plotWeather.mean'),
            align: 'right',
            render: (_v, r) => show(r.mean),
          },
          {
            key: 'max',
            title: t('plotWeather.max'),
            align: 'right',
            render: (_v, r) => show(r.max),
          },
          {
            key: 'sum',
            title: t('plotWeather.sum'),
            align: 'right',
            render: (_v, r) => show(r.sum),
          },
          { key: 'days', title: t('plotWeather.days'), align: 'right', dataIndex: 'days' },
        ]}
      />
      {card.events.length > 0 && (
        <ul className="pl-plot-weather-events" data-testid="plot-weather-events">
          {card.events.map((event) => (
            <li key={event.id}>
              <strong>{day(event.date)}</strong> {t(`plotWeather.events.${event.kind}`)}
              {event.note && ` — ${event.note}`}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
