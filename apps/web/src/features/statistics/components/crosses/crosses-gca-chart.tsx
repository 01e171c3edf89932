import { BarChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';
import { buildGcaOption } from '../../utils/crosses/crosses-chart-options.ts';
import type { GcaBar } from '../../utils/crosses/hybrids-combining-tables.ts';
import { decimalsFor, formatValue } from '../../utils/format-stat.ts';

echarts.use([BarChart, AriaComponent, GridComponent, TooltipComponent, CanvasRenderer]);

type GcaChartProps = { bars: readonly GcaBar[]; title: string };

/** GCA effects as bars: green above zero, red below, full colour and `*` when significant. */
export function GcaChart({ bars, title }: GcaChartProps) {
  const { t, i18n } = useTranslation();
  const option = useMemo(() => {
    const decimals = decimalsFor(bars.map((bar) => bar.effect));
    return buildGcaOption(bars, {
      effect: t('statistics.hybrids.ca.gcaEffect'),
      format: (value) => formatValue(value, i18n.language, decimals, { signed: true }),
    });
  }, [bars, t, i18n.language]);
  return (
    <figure className="pl-stat-chart pl-cross-chart" aria-label={title} data-testid="gca-chart">
      <EChartCanvas option={option} style={{ height: 300 }} />
      <figcaption className="pl-cross-note">{t('statistics.hybrids.ca.chartLegend')}</figcaption>
    </figure>
  );
}
