import type { CorrelationMatrix } from '@plotline/contract/statistics-visualisation';
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
import { useSessionStore } from '#src/stores/session-store.ts';
import type { FeaturePair } from '../hooks/use-correlation-page.ts';
import { buildHeatmapOption } from '../utils/correlation-chart.ts';
import { formatPValue, formatValue } from '../utils/format-stat.ts';
import { VisualisationEChart } from './visualisation-echart.tsx';

echarts.use([
  HeatmapChart,
  AriaComponent,
  GridComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

type CorrelationHeatmapProps = {
  matrix: CorrelationMatrix;
  onSelectPair: (pair: FeaturePair) => void;
};

type CellClick = { value?: unknown };

/** The clustered matrix as a heat map; clicking an off-diagonal cell shows that pair. */
export function CorrelationHeatmap({ matrix, onSelectPair }: CorrelationHeatmapProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const option = useMemo(
    () =>
      buildHeatmapOption(matrix, {
        coefficient: matrix.method === 'spearman' ? 'ρ' : 'r',
        format: (r) => formatValue(r, language, 2),
        formatP: (p) => formatPValue(p, language),
      }),
    [matrix, language],
  );
  const onEvents = useMemo(
    () => ({
      click: (params: unknown) => {
        const event = params as CellClick;
        const [column, row] = Array.isArray(event.value) ? (event.value as number[]) : [];
        const first = matrix.features[row ?? -1];
        const second = matrix.features[column ?? -1];
        if (first !== undefined && second !== undefined && first !== second) {
          onSelectPair([first, second]);
        }
      },
    }),
    [matrix, onSelectPair],
  );
  const size = Math.max(320, Math.min(720, 120 + matrix.features.length * 56));
  return (
    <figure
      className="pl-stat-chart"
      data-testid="correlation-heatmap"
      aria-label={t('statistics.correlation.heatmapLabel')}
    >
      <VisualisationEChart option={option} onEvents={onEvents} style={{ height: size }} />
    </figure>
  );
}
