import type { CombinedPlot } from '@plotline/contract/plots';
import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlotCardTabs } from './plot-card-tabs-slot.ts';
import { PlotDetails } from './plot-details.tsx';
import { PlotPhotos } from './plot-photos.tsx';
import { PlotWeatherSoil } from './plot-weather-soil.tsx';

type PlotCardDrawerProps = {
  plot: CombinedPlot | null;
  onClose: () => void;
  /** The tab shown first (a key of the tabs below or of the page's extra tabs). */
  initialTab?: string;
};

/**
 * The plot card: its details, its photos, the weather and soil of its season, and the tabs
 * the page adds (sequencing files).
 */
export function PlotCardDrawer({ plot, onClose, initialTab }: PlotCardDrawerProps) {
  const { t } = useTranslation();
  const extraTabs = usePlotCardTabs();
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
          defaultActiveKey={initialTab}
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
            ...extraTabs.map((tab) => ({
              key: tab.key,
              label: tab.label,
              children: tab.render(plot),
            })),
          ]}
        />
      )}
    </Drawer>
  );
}
