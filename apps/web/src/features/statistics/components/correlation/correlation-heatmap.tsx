import type { CorrelationMatrix } from '@plotline/contract/statistics-visualisation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '#src/stores/session-store.ts';
import type { FeaturePair } from '../../hooks/use-correlation-page.ts';
import { buildHeatmapOption } from '../../utils/correlation/correlation-chart.ts';
import { formatPValue, formatValue } from '../../utils/format-stat.ts';
import { StatisticsHeatmap } from '../statistics-heatmap.tsx';

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
    <StatisticsHeatmap
      option={option}
      onEvents={onEvents}
      height={size}
      className="pl-stat-chart"
      label={t('statistics.correlation.heatmapLabel')}
      testId="correlation-heatmap"
    />
  );
}
