import { FileExcelOutlined } from '@ant-design/icons';
import type { Boxplot } from '@plotline/contract/statistics-visualisation';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BoxplotRequest } from '../../api/compute-boxplot.ts';
import { useVisualisationResult } from '../../hooks/use-visualisation-result.ts';
import { MethodNote } from '../method-note.tsx';
import { BoxplotChart } from './visualisation-boxplot-chart.tsx';
import { BoxplotTable } from './visualisation-boxplot-table.tsx';

type VisualisationResultProps = {
  boxplot: Boxplot;
  request: BoxplotRequest;
  seasonLabel: string;
  title: string;
};

/** The box plots of a season's rows, their summary table with its export, and the method. */
export function VisualisationResult({
  boxplot,
  request,
  seasonLabel,
  title,
}: VisualisationResultProps) {
  const { t } = useTranslation();
  const result = useVisualisationResult(boxplot, request, seasonLabel, title);
  return (
    <section className="pl-stat-result pl-stat-wide" aria-label={t('statistics.result')}>
      <BoxplotChart rows={boxplot.rows} feature={request.feature} decimals={result.decimals} />
      <div className="pl-stat-result-bar">
        <span className="pl-stat-count" aria-live="polite">
          {t('statistics.rowCount', { count: boxplot.rows.length })}
        </span>
        <span className="pl-stat-legend">
          <span className="pl-stat-swatch is-red" aria-hidden />
          {t('statistics.visualisation.outlierRows')}
        </span>
        <Button
          className="pl-stat-export"
          data-testid="statistics-export"
          icon={<FileExcelOutlined aria-hidden />}
          loading={result.isExporting}
          onClick={result.handleExport}
        >
          {t('statistics.exportXlsx')}
        </Button>
      </div>
      <BoxplotTable rows={result.rows} decimals={result.decimals} titles={result.titles} />
      <MethodNote paragraphs={result.method} />
    </section>
  );
}
