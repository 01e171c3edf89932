import { Alert, Button, Empty } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrossTable } from '../hooks/use-cross-table.ts';
import { ColourScaleLegend } from './colour-scale-legend.tsx';
import { CrossFilters } from './cross-filters.tsx';
import { CrossResultsTable, crossKey } from './cross-results-table.tsx';
import { PlanSowingModal } from './plan-sowing-modal.tsx';
import './crossing-table.css';

/**
 * /genome/crossing-table (spec §2): the filters, Calculate, the ranked crosses with their
 * colour scale, Download CSV, and the chosen rows sent on to "Plan sowing".
 */
export function CrossingTablePage({ specId }: { specId: number }) {
  const { t } = useTranslation();
  const table = useCrossTable(specId);
  const [selected, setSelected] = useState<string[]>([]);
  const [isPlanning, setIsPlanning] = useState(false);
  const { result } = table;
  const pairs = useMemo(() => {
    const chosen = new Set(selected);
    return (result?.crosses ?? [])
      .filter((row) => chosen.has(crossKey(row)))
      .map((row) => ({ mother_id: row.mother_id, father_id: row.father_id }));
  }, [result, selected]);
  return (
    <div className="pl-cross-page" data-testid="crossing-table-page">
      <CrossFilters
        specId={specId}
        value={table.filters}
        onChange={table.setFilters}
        errors={table.errors}
        isCalculating={table.isCalculating}
        isDownloading={table.isDownloading}
        onCalculate={() => {
          setSelected([]);
          table.calculate();
        }}
        onDownload={() => void table.download()}
      />
      {result === null ? (
        <Empty description={t('crossingTable.empty')} data-testid="cross-empty" />
      ) : (
        <section className="pl-cross-result" aria-label={t('crossingTable.resultLabel')}>
          <div className="pl-cross-summary" data-testid="cross-summary">
            <span>
              {t('crossingTable.summary', {
                shown: result.crosses.length,
                total: result.total_crosses,
                markers: result.markers_used,
                intensity: result.selection_intensity.toFixed(3),
              })}
            </span>
            <ColourScaleLegend />
            <Button
              type="primary"
              disabled={pairs.length === 0}
              onClick={() => setIsPlanning(true)}
              data-testid="cross-plan-open"
            >
              {t('crossingTable.planSowing', { count: pairs.length })}
            </Button>
          </div>
          <p className="pl-cross-note">{t('crossingTable.progenyNote')}</p>
          {result.lines_without_genotype.length > 0 && (
            <Alert
              type="warning"
              showIcon
              message={t('crossingTable.withoutGenotype', {
                count: result.lines_without_genotype.length,
                names: result.lines_without_genotype.slice(0, 20).join(', '),
              })}
              data-testid="cross-without-genotype"
            />
          )}
          <CrossResultsTable result={result} selectedKeys={selected} onSelect={setSelected} />
        </section>
      )}
      <PlanSowingModal
        specId={specId}
        pairs={pairs}
        open={isPlanning}
        onClose={() => setIsPlanning(false)}
      />
    </div>
  );
}
