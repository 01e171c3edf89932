import { COLOR_LEVELS, type HeatMap } from '@plotline/contract/field-maps-colors';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeatMapRequest } from '../api/get-heat-map.ts';
import { decimalsFor } from '../utils/format-stat.ts';
import { fillHeatMapSheets, heatMapFileName } from '../utils/heat-map/heat-map-sheet.ts';
import { summariseHeatMap } from '../utils/heat-map/heat-map-summary.ts';
import { useExportResults } from './use-export-results.ts';

/** What the heat map was computed from besides the answer itself. */
export type HeatMapResultInput = {
  heatMap: HeatMap;
  request: HeatMapRequest;
  /** The feature is a stage: its values are days after sowing. */
  isStage: boolean;
  seasonLabel: string;
  title: string;
};

/**
 * The heat map's result: the legend and range read from the cells, the decimals of the
 * values, what was computed, and the xlsx export of the grids with the legend and notes.
 */
export function useHeatMapResult({
  heatMap,
  request,
  isStage,
  seasonLabel,
  title,
}: HeatMapResultInput) {
  const { t } = useTranslation();
  const summary = useMemo(() => summariseHeatMap(heatMap), [heatMap]);
  const decimals = useMemo(() => decimalsFor([summary.min, summary.max]), [summary]);
  const method = useMemo(
    () => [
      t('statistics.heatMap.method.levels'),
      t('statistics.heatMap.method.noData'),
      isStage ? t('statistics.heatMap.method.stage') : t('statistics.heatMap.method.values'),
    ],
    [t, isStage],
  );
  const { isExporting, exportWorkbook } = useExportResults();

  function handleExport() {
    const legend = summary.legend.map((item) => ({
      // the level names of the map's legend, so the file says what the screen says
      name: t(
        `fieldMap.levels.${COLOR_LEVELS[item.level] ?? 'no_data'}` as 'fieldMap.levels.medium',
      ),
      interval: item.interval,
      count: item.count,
      color: item.color,
    }));
    void exportWorkbook(
      (workbook) =>
        fillHeatMapSheets(workbook, {
          heatMap,
          title: `${title}: ${request.feature} (${seasonLabel})`,
          names: {
            values: t('statistics.heatMap.sheet.values'),
            plots: t('statistics.heatMap.sheet.plots'),
          },
          corner: t('statistics.heatMap.sheet.corner'),
          legendTitles: [
            t('statistics.heatMap.sheet.level'),
            t('statistics.heatMap.sheet.from'),
            t('statistics.heatMap.sheet.to'),
            t('statistics.heatMap.sheet.count'),
          ],
          legend,
          decimals,
          notes: method,
        }),
      heatMapFileName(request.feature),
    );
  }

  return { summary, decimals, method, isExporting, handleExport };
}
