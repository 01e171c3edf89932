import { ReloadOutlined } from '@ant-design/icons';
import type { GwasAnalysisSummary } from '@plotline/contract/genome-analyses';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { refreshGwasAnalysis } from '../api/start-gwas-analysis.ts';
import { useStartAnalysisJob } from '../hooks/use-start-analysis-job.ts';
import { isAnalysisRunning } from '../utils/analysis-status.ts';
import { AnalysesTable } from './analyses-table.tsx';

type GwasAnalysesTableProps = {
  analyses: GwasAnalysisSummary[];
  isLoading: boolean;
  selectedId: number | null;
  onSelect: (analysisId: number | null) => void;
};

/**
 * The crop's earlier GWAS runs (name, trait, model, lines, status, when and by whom); a click
 * shows one; its creator (or a catalogue manager) may run it again on today's data or delete it.
 */
export function GwasAnalysesTable(props: GwasAnalysesTableProps) {
  const { t, i18n } = useTranslation();
  const refreshing = useStartAnalysisJob(
    (analysisId: number) => refreshGwasAnalysis({ analysis_id: analysisId }),
    'genomeAnalysis.errors.refresh',
    props.onSelect,
  );
  return (
    <AnalysesTable<GwasAnalysisSummary>
      {...props}
      emptyText={t('genomeAnalysis.gwas.list.empty')}
      testIds={{ table: 'gwas-analyses', row: 'gwas-row' }}
      columns={[
        {
          key: 'trait',
          title: t('genomeAnalysis.gwas.list.trait'),
          render: (_v, analysis) => analysis.parameters.feature,
        },
        {
          key: 'model',
          title: t('genomeAnalysis.gwas.list.model'),
          render: (_v, analysis) => t(`genomeAnalysis.gwas.model.${analysis.parameters.model}`),
        },
        {
          key: 'lines',
          title: t('genomeAnalysis.gwas.list.lines'),
          align: 'right',
          render: (_v, analysis) => analysis.lines?.toLocaleString(i18n.language) ?? '—',
        },
      ]}
      extraActions={(analysis) => (
        <Button
          size="small"
          icon={<ReloadOutlined aria-hidden />}
          disabled={isAnalysisRunning(analysis) || refreshing.isStarting}
          title={t('genomeAnalysis.gwas.list.refreshHint')}
          aria-label={t('genomeAnalysis.gwas.list.refresh', { name: analysis.name })}
          onClick={() => void refreshing.start(analysis.id)}
          data-testid="gwas-refresh"
        />
      )}
    />
  );
}
