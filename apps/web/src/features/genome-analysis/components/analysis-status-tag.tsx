import type { GenomeAnalysisSummary } from '@plotline/contract/genome-analyses';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { isAnalysisRunning } from '../utils/analysis-status.ts';

const COLOURS = {
  pending: 'default',
  processing: 'processing',
  success: 'success',
  failed: 'error',
  cancelled: 'warning',
} as const;

/** An analysis's status as a coloured tag, with the progress while it runs. */
export function AnalysisStatusTag({
  analysis,
}: {
  analysis: Pick<GenomeAnalysisSummary, 'status' | 'progress'>;
}) {
  const { t } = useTranslation();
  const label = t(`genomeAnalysis.status.${analysis.status}`);
  return (
    <Tag color={COLOURS[analysis.status]} className="pl-ganalysis-tag">
      {isAnalysisRunning(analysis) && analysis.progress > 0
        ? `${label} · ${analysis.progress} %`
        : label}
    </Tag>
  );
}
