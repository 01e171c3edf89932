import type { GwasAnalysis, GwasResult } from '@plotline/contract/genome-analyses';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { GwasSummary } from './gwas-summary.tsx';
import { GwasTopMarkers } from './gwas-top-markers.tsx';
import { ManhattanChart } from './manhattan-chart.tsx';
import { QqChart } from './qq-chart.tsx';

type GwasResultViewProps = { analysis: GwasAnalysis; result: GwasResult };

/** A finished GWAS: its numbers, the Manhattan and QQ plots, then the strongest markers. */
export function GwasResultView({ analysis, result }: GwasResultViewProps) {
  const { t } = useTranslation();
  return (
    <div className="pl-ganalysis-result" data-testid="gwas-result">
      <GwasSummary parameters={analysis.parameters} result={result} />
      <div className="pl-gwas-charts">
        <div>
          <Typography.Title level={3} className="pl-ganalysis-subtitle">
            {t('genomeAnalysis.gwas.manhattan.title')}
          </Typography.Title>
          <ManhattanChart result={result} />
        </div>
        <div>
          <Typography.Title level={3} className="pl-ganalysis-subtitle">
            {t('genomeAnalysis.gwas.qq.title')}
          </Typography.Title>
          <QqChart result={result} />
        </div>
      </div>
      <GwasTopMarkers analysisName={analysis.name} result={result} />
    </div>
  );
}
