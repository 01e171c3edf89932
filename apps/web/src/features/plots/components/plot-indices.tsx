import type { AgroClimaticIndices } from '@plotline/contract/meteo';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The agro-climatic indices of the plot's interval (decision 044): GDD on the crop's base,
 * the sum of active temperatures (days ≥ 10 °C), Selyaninov's hydrothermal coefficient, the
 * precipitation sum, frost days, and how many days had no data.
 */
export function PlotIndices({ indices }: { indices: AgroClimaticIndices }) {
  const { t, i18n } = useTranslation();
  const format = (value: number | null, digits = 0) =>
    value === null
      ? '—'
      : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
  return (
    <Descriptions
      data-testid="plot-indices"
      size="small"
      bordered
      column={1}
      className="pl-plot-indices"
      items={[
        {
          key: 'gdd',
          label: t('plotWeather.indices.gdd', { base: format(indices.gdd_base, 1) }),
          children: format(indices.gdd),
        },
        {
          key: 'active',
          label: t('plotWeather.indices.activeSum'),
          children: format(indices.active_temperature_sum),
        },
        {
          key: 'htc',
          label: t('plotWeather.indices.htc'),
          children: format(indices.hydrothermal_coefficient, 2),
        },
        {
          key: 'precipitation',
          label: t('plotWeather.indices.precipitation'),
          children: format(indices.precipitation_sum, 1),
        },
        {
          key: 'frost',
          label: t('plotWeather.indices.frostDays'),
          children: format(indices.frost_days),
        },
        {
          key: 'missing',
          label: t('plotWeather.indices.daysMissing'),
          children: t('plotWeather.indices.daysMissingValue', {
            missing: indices.days_missing,
            days: indices.days,
          }),
        },
      ]}
    />
  );
}
