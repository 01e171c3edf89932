import type { AgroPlotCardItem } from '@plotline/contract/meteo';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDay } from '#src/lib/format-day.ts';

/** The soil values standing for the plot: value, sampling date, and whose sample it is. */
export function PlotSoilTable({ items }: { items: AgroPlotCardItem[] }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
  return (
    <Table<AgroPlotCardItem>
      data-testid="plot-soil"
      size="small"
      pagination={false}
      rowKey="param"
      dataSource={items}
      columns={[
        {
          key: 'name',
          title: t('plotWeather.param'),
          render: (_v, item) => (item.unit ? `${item.name}, ${item.unit}` : item.name),
        },
        {
          key: 'value',
          title: t('plotWeather.value'),
          align: 'right',
          render: (_v, item) => number.format(item.value),
        },
        {
          key: 'date',
          title: t('plotWeather.sampled'),
          render: (_v, item) => formatDay(item.date, i18n.language),
        },
        {
          key: 'source',
          title: t('plotWeather.source'),
          render: (_v, item) =>
            item.source === 'plot' ? t('plotWeather.sourcePlot') : t('plotWeather.sourceField'),
        },
      ]}
    />
  );
}
