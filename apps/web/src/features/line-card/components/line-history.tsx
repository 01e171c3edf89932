import type { LinePhenotypes } from '@plotline/contract/lines';
import { Empty, Select } from 'antd';
import { LineChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import { yearlyMeans } from '../utils/yearly-means.ts';

echarts.use([LineChart, AriaComponent, GridComponent, TooltipComponent, CanvasRenderer]);

type LineHistoryProps = { data: LinePhenotypes };

/** The yearly mean of one quantitative feature over the line's plots, as a line chart. */
export function LineHistory({ data }: LineHistoryProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const features = data.features.filter((feature) => feature.quantitative);
  const [chosen, setChosen] = useState<string | null>(null);
  const feature = features.find((f) => f.name === chosen) ?? features[0];
  const points = useMemo(() => (feature ? yearlyMeans(data, feature.name) : []), [data, feature]);
  const containerRef = useRef<HTMLDivElement>(null);

  const option = useMemo(() => {
    const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const unit = feature?.unit ? ` ${feature.unit}` : '';
    return {
      aria: { enabled: true },
      animationDuration: 300,
      grid: { left: 56, right: 24, top: 24, bottom: 32 },
      tooltip: {
        trigger: 'axis',
        formatter: (params: { dataIndex: number }[]) => {
          const point = points[params[0]?.dataIndex ?? 0];
          if (!point) return '';
          return `${point.year}: ${format.format(point.mean)}${unit}<br/>${t(
            'lineCard.history.plots',
            { count: point.plots },
          )}`;
        },
      },
      xAxis: { type: 'category', data: points.map((p) => String(p.year)) },
      yAxis: { type: 'value', scale: true, name: feature?.unit ?? '' },
      series: [
        {
          type: 'line',
          name: feature?.name ?? '',
          data: points.map((p) => Number(p.mean.toFixed(4))),
          symbolSize: 8,
          showAllSymbol: true,
          itemStyle: { color: '#2e7d32' },
        },
      ],
    };
  }, [points, feature, language, t]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container || points.length === 0) return;
    const chart = echarts.init(container);
    chart.setOption(option);
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      chart.dispose();
    };
  }, [option, points.length]);

  if (features.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lineCard.history.none')} />;
  }
  return (
    <div className="pl-line-history" data-testid="line-history">
      <Select
        aria-label={t('lineCard.history.feature')}
        value={feature?.name}
        onChange={setChosen}
        options={features.map((f) => ({
          value: f.name,
          label: f.unit ? `${f.name} (${f.unit})` : f.name,
        }))}
        style={{ minWidth: 240, alignSelf: 'flex-start' }}
        data-testid="line-history-feature"
      />
      {points.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('lineCard.history.noValues')} />
      ) : (
        <figure
          className="pl-line-history-chart"
          aria-label={t('lineCard.history.chartLabel', { feature: feature?.name ?? '' })}
        >
          <div ref={containerRef} style={{ height: 280 }} />
        </figure>
      )}
    </div>
  );
}
