import type { CombinedPlot } from '@plotline/contract/plots';
import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlotDetails } from './plot-details.tsx';
import { PlotPhotos } from './plot-photos.tsx';
import { PlotWeatherSoil } from './plot-weather-soil.tsx';

type PlotCardDrawerProps = { plot: CombinedPlot | null; onClose: () => void };

/** The plot card: its details, its photos, and the weather and soil of its season. */
export function PlotCardDrawer({ plot, onClose }: PlotCardDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={plot !== null}
      onClose={onClose}
      size={560}
      title={plot ? t('plots.card.title', { name: plot.plot_name }) : ''}
      destroyOnHidden
      closable={{ 'aria-label': t('common.close') }}
      rootClassName="pl-plot-card"
      data-testid="plot-card"
    >
      {plot && (
        <Tabs
          items={[
            {
              key: 'details',
              label: t('plots.card.details'),
              children: <PlotDetails plot={plot} />,
            },
            {
              key: 'photos',
              label: t('plots.card.photos'),
              children: <PlotPhotos plotId={plot.plot_id} />,
            },
            {
              key: 'weather',
              label: t('plotWeather.tab'),
              children: <PlotWeatherSoil plotId={plot.plot_id} />,
            },
          ]}
        />
      )}
    </Drawer>
  );
}
