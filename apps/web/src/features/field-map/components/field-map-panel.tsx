import type { FieldMapCell } from '@plotline/contract/field-maps-grid';
import { Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coloringTitle, type SoilParamOption } from '../api/get-map-coloring.ts';
import { useFieldMapPanel } from '../hooks/use-field-map-panel.ts';
import { MapCanvas } from './map-canvas.tsx';
import { MapLegend } from './map-legend.tsx';
import { MapPrintPreview } from './map-print-preview.tsx';
import { MapSummary } from './map-summary.tsx';
import { MapToolbar } from './map-toolbar.tsx';
import { NumberingModal } from './numbering-modal.tsx';
import './field-map.css';

type FieldMapPanelProps = {
  fieldId: number;
  yearId: number;
  /** The season's name: nursery and year. */
  title: string;
  /** What an empty season shows (how to add plots). */
  empty: ReactNode;
  /** The plot card of the clicked plot (null: closed). */
  renderPlotCard: (cell: FieldMapCell | null, onClose: () => void) => ReactNode;
  /** The form of a new plot at an empty place (null: closed). */
  renderAddPlot: (place: { row: number; column: number } | null, onClose: () => void) => ReactNode;
  /** Actions on the selected plots (ids, and their names in the same order); `onDone` clears the selection. */
  renderSelectionActions: (
    plotIds: ReadonlySet<number>,
    onDone: () => void,
    plotNames: readonly string[],
  ) => ReactNode;
  /** The layout or labels changed (re-flow, rotation, moves, numbering): the plot tables follow. */
  onLayoutChanged: () => void;
  /** Soil parameters of the season's year: the map may be coloured by one (decision 044). */
  soilParams?: readonly SoilParamOption[];
};

/** The season's field map: tools, summary, the map itself, legend, selection and plot card. */
export function FieldMapPanel(props: FieldMapPanelProps) {
  const { fieldId, yearId, title } = props;
  const { t } = useTranslation();
  const panel = useFieldMapPanel(fieldId, yearId, props.onLayoutChanged);
  const [isNumbering, setNumbering] = useState(false);
  const [isPrinting, setPrinting] = useState(false);
  const [newPlace, setNewPlace] = useState<{ row: number; column: number } | null>(null);
  const { map } = panel;

  if (!map) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (map.meta_info.count_of_plots === 0) return props.empty;
  const grid = map.location_of_plots;
  const legend = panel.colorsData
    ? {
        title: coloringTitle(panel.coloring, panel.colorsData.name, props.soilParams),
        items: panel.colorsData.legend,
      }
    : null;
  return (
    <section className="pl-field-map" aria-label={title} data-testid="field-map">
      <MapToolbar
        map={map}
        fieldId={fieldId}
        yearId={yearId}
        text={panel.text}
        onTextChange={panel.setText}
        coloringData={panel.coloringData}
        coloring={panel.coloring}
        onColoringChange={panel.setColoring}
        soilParams={props.soilParams}
        isEditable={panel.isEditable}
        onEditableChange={panel.setEditable}
        isChanging={panel.isChanging}
        onReflow={panel.reflowTo}
        onRotate={panel.rotateTo}
        onNumber={() => setNumbering(true)}
        onFit={panel.fit}
        onPrint={() => setPrinting(true)}
        onLabelsChanged={props.onLayoutChanged}
      />
      <MapSummary meta={map.meta_info} rows={grid.length} width={map.max_length_per_list} />
      <p className="pl-map-help">
        {t(panel.isEditable ? 'fieldMap.helpEditing' : 'fieldMap.help')}
      </p>
      <div className="pl-map-body">
        <MapCanvas
          grid={grid}
          width={map.max_length_per_list}
          text={panel.text}
          colors={panel.colors}
          selected={panel.selected}
          isEditable={panel.isEditable}
          fitKey={panel.fitKey}
          label={t('fieldMap.canvasLabel', {
            title,
            rows: grid.length,
            width: map.max_length_per_list,
            count: map.meta_info.count_of_plots,
          })}
          onSelect={panel.select}
          onOpenPlot={panel.setOpenCell}
          onMove={panel.movePlots}
          onEmptyPlace={setNewPlace}
          renderHint={(cell) => (
            <>
              <strong>
                {cell.plot_label ? `${cell.plot_label} · ${cell.plot_name}` : cell.plot_name}
              </strong>
              <div>{cell.line_name}</div>
              {panel.values.has(cell.plot_id) && (
                <div>{`${panel.colorsData?.name}: ${panel.values.get(cell.plot_id) ?? '—'}`}</div>
              )}
            </>
          )}
        />
        {legend && <MapLegend title={legend.title} items={legend.items} />}
      </div>
      {panel.selected.size > 0 &&
        props.renderSelectionActions(
          panel.selected,
          panel.clearSelection,
          namesOf(grid, panel.selected),
        )}
      {props.renderPlotCard(panel.openCell, () => panel.setOpenCell(null))}
      {props.renderAddPlot(newPlace, () => setNewPlace(null))}
      {isNumbering && (
        <NumberingModal
          open={isNumbering}
          fieldId={fieldId}
          yearId={yearId}
          map={map}
          onClose={() => setNumbering(false)}
          onChanged={props.onLayoutChanged}
        />
      )}
      {isPrinting && (
        <MapPrintPreview
          title={title}
          grid={grid}
          width={map.max_length_per_list}
          colors={panel.colors}
          legend={legend}
          onClose={() => setPrinting(false)}
        />
      )}
    </section>
  );
}

/** The names of the selected plots, in the selection's order. */
function namesOf(
  grid: readonly (readonly (FieldMapCell | null)[])[],
  selected: ReadonlySet<number>,
): string[] {
  const names = new Map<number, string>();
  for (const row of grid) for (const cell of row) if (cell) names.set(cell.plot_id, cell.plot_name);
  return [...selected].map((id) => names.get(id) ?? '');
}
