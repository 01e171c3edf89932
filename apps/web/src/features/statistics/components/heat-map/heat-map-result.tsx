import { FileExcelOutlined } from '@ant-design/icons';
import type { ColorLegendItem, HeatMap } from '@plotline/contract/field-maps-colors';
import type { FieldMapCell } from '@plotline/contract/field-maps-grid';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type HeatMapResultInput, useHeatMapResult } from '../../hooks/use-heat-map-result.ts';
import { MethodNote } from '../method-note.tsx';
import { HeatMapHint } from './heat-map-hint.tsx';
import { HeatMapSummaryList } from './heat-map-summary-list.tsx';

/**
 * What the heat map is drawn from, in the props of the field map's canvas and legend: the
 * page composing this feature (app/routes) draws them, read-only (no selection, no moves).
 */
export type HeatMapView = {
  canvas: {
    grid: HeatMap['heat_map'];
    width: number;
    text: 'label';
    colors: ReadonlyMap<number, string>;
    selected: ReadonlySet<number>;
    isEditable: false;
    fitKey: string;
    label: string;
    renderHint: (cell: FieldMapCell) => ReactNode;
    testId: string;
  };
  legend: { title: string; items: ColorLegendItem[] };
};

/** Draws the map and its legend. */
export type RenderHeatMap = (view: HeatMapView) => ReactNode;

const NO_SELECTION: ReadonlySet<number> = new Set();

type HeatMapResultProps = HeatMapResultInput & { renderMap: RenderHeatMap };

/** The season's map coloured by the levels, its range, the export, and what was computed. */
export function HeatMapResult({ renderMap, ...input }: HeatMapResultProps) {
  const { t } = useTranslation();
  const { heatMap, request, isStage, seasonLabel } = input;
  const result = useHeatMapResult(input);
  const { summary, decimals } = result;
  const rows = heatMap.heat_map.length;
  const view: HeatMapView = {
    canvas: {
      grid: heatMap.heat_map,
      width: summary.width,
      text: 'label',
      colors: summary.colors,
      selected: NO_SELECTION,
      isEditable: false,
      // fitted again for another season or shape, kept when only the feature changes
      fitKey: `${request.yearId}:${rows}x${summary.width}`,
      label: t('statistics.heatMap.canvasLabel', {
        feature: request.feature,
        season: seasonLabel,
        rows,
        width: summary.width,
        count: summary.cells.size,
      }),
      renderHint: (place) => {
        const cell = summary.cells.get(place.plot_id);
        return cell ? (
          <HeatMapHint
            cell={cell}
            feature={request.feature}
            isStage={isStage}
            decimals={decimals}
          />
        ) : null;
      },
      testId: 'heat-map-canvas',
    },
    legend: { title: request.feature, items: summary.legend },
  };
  return (
    <section className="pl-stat-result pl-stat-wide" aria-label={t('statistics.result')}>
      <div className="pl-stat-result-bar">
        <HeatMapSummaryList summary={summary} decimals={decimals} />
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
      <p className="pl-heat-map-help">{t('statistics.heatMap.help')}</p>
      <div className="pl-heat-map-body" data-testid="heat-map">
        {renderMap(view)}
      </div>
      <MethodNote paragraphs={result.method} />
    </section>
  );
}
