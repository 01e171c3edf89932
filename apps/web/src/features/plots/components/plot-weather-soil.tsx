import { useQuery } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { plotSoilQueryOptions } from '../api/get-plot-soil.ts';
import { plotWeatherQueryOptions } from '../api/get-plot-weather.ts';
import { PlotSoilTable } from './plot-soil-table.tsx';
import { PlotWeatherSummary } from './plot-weather-summary.tsx';

/**
 * The plot card's "Weather and soil": the weather of the plot's season between its sowing and
 * harvest (the nursery's sector), with the agro-climatic indices, and the soil values that
 * stand for the plot (its own, else its nursery's).
 */
export function PlotWeatherSoil({ plotId }: { plotId: number }) {
  const { t } = useTranslation();
  const weather = useQuery(plotWeatherQueryOptions(plotId));
  const soil = useQuery(plotSoilQueryOptions(plotId));
  useErrorToast(weather.error, 'plotWeather.errors.weather');
  useErrorToast(soil.error, 'plotWeather.errors.soil');
  return (
    <div className="pl-plot-weather" data-testid="plot-weather-soil">
      <section aria-labelledby="plot-weather-title">
        <h3 id="plot-weather-title">{t('plotWeather.weather')}</h3>
        {weather.isLoading && <Skeleton active paragraph={{ rows: 4 }} />}
        {weather.data && <PlotWeatherSummary card={weather.data} />}
      </section>
      <section aria-labelledby="plot-soil-title">
        <h3 id="plot-soil-title">{t('plotWeather.soil')}</h3>
        {soil.isLoading && <Skeleton active paragraph={{ rows: 2 }} />}
        {soil.data &&
          (soil.data.length === 0 ? (
            <EmptyState title={t('plotWeather.noSoil')} testId="plot-soil-empty" />
          ) : (
            <PlotSoilTable items={soil.data} />
          ))}
      </section>
    </div>
  );
}
