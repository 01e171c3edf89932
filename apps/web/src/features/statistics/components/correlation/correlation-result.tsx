import { FileExcelOutlined } from '@ant-design/icons';
import type { CorrelationMatrix } from '@plotline/contract/statistics-visualisation';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCorrelationExport } from '../../hooks/use-correlation-export.ts';
import type { CorrelationPage } from '../../hooks/use-correlation-page.ts';
import { MethodNote } from '../method-note.tsx';
import { CorrelationHeatmap } from './correlation-heatmap.tsx';
import { CorrelationPairPanel } from './correlation-pair-panel.tsx';
import { CorrelationPairsTable } from './correlation-pairs-table.tsx';

type CorrelationResultProps = {
  page: CorrelationPage;
  matrix: CorrelationMatrix;
  seasonLabel: string;
};

/** The heat map with its export, the chosen pair's scatter, the pairs table and the method. */
export function CorrelationResult({ page, matrix, seasonLabel }: CorrelationResultProps) {
  const { t } = useTranslation();
  const { method, isExporting, handleExport } = useCorrelationExport(matrix, seasonLabel);
  const coefficient = matrix.method === 'spearman' ? 'ρ' : 'r';
  return (
    <section className="pl-stat-result pl-stat-wide" aria-label={t('statistics.result')}>
      <div className="pl-stat-result-bar">
        <span className="pl-stat-count">{t('statistics.correlation.clickHint')}</span>
        <Button
          className="pl-stat-export"
          data-testid="statistics-export"
          icon={<FileExcelOutlined aria-hidden />}
          loading={isExporting}
          onClick={handleExport}
        >
          {t('statistics.exportXlsx')}
        </Button>
      </div>
      <div className="pl-stat-columns">
        <CorrelationHeatmap matrix={matrix} onSelectPair={page.selectPair} />
        <CorrelationPairPanel page={page} />
      </div>
      <CorrelationPairsTable
        pairs={page.pairs}
        coefficient={coefficient}
        selected={page.pair}
        onSelectPair={page.selectPair}
      />
      <MethodNote paragraphs={method} />
    </section>
  );
}
