import { HeatmapChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildHeatmapOption } from '../utils/crosses-chart-options.ts';
import { decimalsFor, formatValue } from '../utils/format-stat.ts';
import { VisualisationEChart } from './visualisation-echart.tsx';

echarts.use([
  HeatmapChart,
  AriaComponent,
  GridComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

type MeansHeatmapProps = {
  lines: readonly string[];
  environments: readonly string[];
  cells: readonly (readonly (number | null)[])[];
  feature: string;
};

/** The line × season means as a heat map (rows lines, columns seasons). */
export function MeansHeatmap({ lines, environments, cells, feature }: MeansHeatmapProps) {
  const { t, i18n } = useTranslation();
  const option = useMemo(() => {
    const decimals = decimalsFor(cells.flat());
    return buildHeatmapOption({
      lines,
      environments,
      cells,
      feature,
      format: (value) => formatValue(value, i18n.language, decimals),
    });
  }, [lines, environments, cells, feature, i18n.language]);
  const height = Math.max(260, 22 * lines.length + 130);
  return (
    <figure
      className="pl-stat-chart pl-cross-chart"
      aria-label={t('statistics.multipleFields.heatmap', { feature })}
      data-testid="met-heatmap"
    >
      <VisualisationEChart option={option} style={{ height }} />
    </figure>
  );
}
