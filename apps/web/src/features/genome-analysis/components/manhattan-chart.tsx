import type { GwasResult } from '@plotline/contract/genome-analyses';
import { ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';
import { formatPValue } from '../utils/format-p-value.ts';
import { buildManhattanOption } from '../utils/gwas-chart-options.ts';
import { buildManhattanData } from '../utils/manhattan.ts';

echarts.use([
  ScatterChart,
  AriaComponent,
  GridComponent,
  MarkLineComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** The Manhattan plot: every tested marker's −log10 p along the genome, with the thresholds. */
export function ManhattanChart({ result }: { result: GwasResult }) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => buildManhattanData(result.markers), [result.markers]);
  const option = useMemo(
    () =>
      buildManhattanOption(data, result, {
        chromosome: t('genomeAnalysis.gwas.manhattan.chromosome'),
        minusLog10P: '−log10 p',
        bonferroni: t('genomeAnalysis.gwas.manhattan.bonferroni'),
        fdr: t('genomeAnalysis.gwas.manhattan.fdr'),
        formatBeta: (value) =>
          value === null
            ? '—'
            : value.toLocaleString(i18n.language, { maximumSignificantDigits: 4 }),
        formatP: (value) => formatPValue(value, i18n.language),
      }),
    [data, result, t, i18n.language],
  );
  return (
    <figure
      className="pl-ganalysis-chart"
      data-testid="gwas-manhattan"
      aria-label={t('genomeAnalysis.gwas.manhattan.label', {
        markers: result.markers_tested.toLocaleString(i18n.language),
      })}
    >
      <EChartCanvas option={option} style={{ height: 380 }} />
    </figure>
  );
}
