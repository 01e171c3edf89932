import type { AnovaLevelMean } from '@plotline/contract/statistics-anova';
import { buildAdjustedMeansOption } from '../ancova/ancova-adjusted-means-chart.ts';

type ChartText = {
  mean: string;
  interval: string;
  yName: string;
  format: (value: number) => string;
};

/**
 * The ECharts option of a factor's adjusted means (decision 049): a point per level in the
 * factor's order with its 95 % confidence interval as an error bar (as the ANCOVA's), and the
 * level's Tukey letters written above the interval's upper end.
 */
export function buildLetterMeansOption(levels: readonly AnovaLevelMean[], text: ChartText) {
  const option = buildAdjustedMeansOption(levels, text);
  return {
    ...option,
    grid: { ...option.grid, top: 36 },
    series: [
      ...option.series,
      {
        name: 'letters',
        type: 'scatter',
        symbolSize: 0,
        silent: true,
        tooltip: { show: false },
        data: levels.map((level) => ({
          value: level.upper,
          label: {
            show: true,
            position: 'top',
            distance: 4,
            formatter: level.letter,
            color: '#1b5e20',
            fontWeight: 'bold',
          },
        })),
        z: 3,
      },
    ],
  };
}
