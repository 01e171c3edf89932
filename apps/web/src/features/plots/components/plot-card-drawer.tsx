import type { CombinedPlot } from '@plotline/contract/plots';
import { Drawer, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlotDetails } from './plot-details.tsx';
import { PlotPhotos } from './plot-photos.tsx';

type PlotCardDrawerProps = { plot: CombinedPlot | null; onClose: () => void };

/** The plot card: its details and its photos. */
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
          ]}
        />
      )}
    </Drawer>
  );
}
