import type { FieldList } from '@plotline/contract/fields';
import type { Sector } from '@plotline/contract/meteo';
import { useQuery } from '@tanstack/react-query';
import { Flex, Select, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { seasonChartQueryOptions } from '../api/get-season-chart.ts';
import { formatDay } from '../utils/format-day.ts';
import { buildSeasonChartOption } from '../utils/season-chart-option.ts';
import { EVENT_KIND_STYLE } from './event-kind-tag.tsx';
import { YearInput } from './year-input.tsx';

const SeasonEChart = lazy(() =>
  import('./season-echart.tsx').then((module) => ({ default: module.SeasonEChart })),
);

type SeasonViewProps = {
  sector: Sector;
  year: number;
  fields: FieldList;
  onYearChange: (year: number) => void;
};

/**
 * A season of the sector as a chart (temperature band and mean, precipitation, events, the
 * chosen nursery's stage dates), with the events also listed in words under it.
 */
export function SeasonView({ sector, year, fields, onYearChange }: SeasonViewProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const served = fields.filter((field) => sector.field_ids.includes(field.field_id));
  const [fieldId, setFieldId] = useState<number | null>(null);
  const chosen = served.some((field) => field.field_id === fieldId) ? fieldId : null;
  const chart = useQuery(seasonChartQueryOptions({ sector: sector.id, year, fieldId: chosen }));
  useErrorToast(chart.error, 'meteorology.errors.load');
  const option = useMemo(
    () =>
      chart.data &&
      buildSeasonChartOption(chart.data, {
        tMin: t('meteorology.kinds.t_min'),
        tMean: t('meteorology.kinds.t_mean'),
        tMax: t('meteorology.kinds.t_max'),
        band: t('meteorology.chart.band'),
        precipitation: t('meteorology.kinds.precipitation'),
        temperatureAxis: t('meteorology.chart.temperatureAxis'),
        precipitationAxis: t('meteorology.chart.precipitationAxis'),
        events: t('meteorology.chart.events'),
        stages: t('meteorology.chart.stages'),
        eventKind: (kind) => t(`meteorology.eventKinds.${kind}`),
        formatDay: (date) => formatDay(date, language),
      }),
    [chart.data, t, language],
  );
  const hasDays = chart.data?.days.some(
    (day) =>
      day.t_min !== null || day.t_max !== null || day.t_mean !== null || day.precipitation !== null,
  );

  return (
    <section className="pl-meteo-season" aria-label={t('meteorology.tabs.season')}>
      <Flex gap="middle" wrap align="center">
        <YearInput value={year} onChange={onYearChange} testId="season-year" isLabelled />
        <Select
          className="pl-meteo-field-select"
          allowClear
          value={chosen ?? undefined}
          onChange={(value?: number) => setFieldId(value ?? null)}
          placeholder={t('meteorology.chart.chooseField')}
          aria-label={t('meteorology.chart.chooseField')}
          data-testid="season-field"
          options={served.map((field) => ({ value: field.field_id, label: field.field_name }))}
        />
      </Flex>
      {chart.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : chart.data && option ? (
        <>
          {!hasDays && <EmptyState title={t('meteorology.chart.empty')} testId="season-empty" />}
          <figure
            className="pl-meteo-chart"
            data-testid="season-chart"
            aria-label={t('meteorology.chart.label', { sector: sector.name, year })}
          >
            <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
              <SeasonEChart option={option} />
            </Suspense>
          </figure>
          <h3 className="pl-meteo-subtitle">{t('meteorology.chart.eventList')}</h3>
          {chart.data.events.length === 0 ? (
            <p className="pl-meteo-muted">{t('meteorology.chart.noEvents')}</p>
          ) : (
            <ul className="pl-meteo-event-list" data-testid="season-events">
              {chart.data.events.map((event) => (
                <li key={event.id} data-kind={event.kind} data-date={event.date}>
                  <span className="pl-meteo-event-sign" aria-hidden>
                    {EVENT_KIND_STYLE[event.kind].sign}
                  </span>
                  <span>
                    {t(`meteorology.eventKinds.${event.kind}`)} — {formatDay(event.date, language)}
                  </span>
                  {event.note && <span className="pl-meteo-muted"> · {event.note}</span>}
                </li>
              ))}
            </ul>
          )}
          {chart.data.stages.length > 0 && (
            <p className="pl-meteo-muted" data-testid="season-stages">
              {t('meteorology.chart.stages')}:{' '}
              {chart.data.stages
                .map((stage) => `${stage.name} — ${formatDay(stage.date, language)}`)
                .join('; ')}
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}
