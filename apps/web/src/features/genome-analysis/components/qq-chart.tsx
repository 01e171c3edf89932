import type { GwasResult } from '@plotline/contract/genome-analyses';
import { LineChart, ScatterChart } from 'echarts/charts';
import { AriaComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChartCanvas } from '#src/components/ui/echart-canvas.tsx';
import { buildQqOption } from '../utils/gwas-chart-options.ts';
import { buildQqData } from '../utils/qq-points.ts';

echarts.use([
  ScatterChart,
  LineChart,
  AriaComponent,
  GridComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** The QQ plot: observed against expected −log10 p, the y = x line for no association. */
export function QqChart({ result }: { result: GwasResult }) {
  const { t, i18n } = useTranslation();
  const data = useMemo(() => buildQqData(result.markers.p), [result.markers.p]);
  const option = useMemo(
    () =>
      buildQqOption(data, {
        expected: t('genomeAnalysis.gwas.qq.expected'),
        observed: t('genomeAnalysis.gwas.qq.observed'),
        format: (value) => value.toLocaleString(i18n.language, { maximumFractionDigits: 2 }),
      }),
    [data, t, i18n.language],
  );
  return (
    <figure
      className="pl-ganalysis-chart"
      data-testid="gwas-qq"
      aria-label={t('genomeAnalysis.gwas.qq.title')}
    >
      <EChartCanvas option={option} style={{ height: 380 }} />
    </figure>
  );
}
