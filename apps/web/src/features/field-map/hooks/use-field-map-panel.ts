import type { FieldMapCell, MapPlotMove } from '@plotline/contract/field-maps-grid';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useMoveMapPlots, useReflowFieldMap, useRotateFieldMap } from '../api/change-field-map.ts';
import { fieldMapQueryOptions } from '../api/get-field-map.ts';
import {
  type ColoringChoice,
  coloringDataQueryOptions,
  plotsColorsQueryOptions,
} from '../api/get-map-coloring.ts';
import type { CellText } from '../utils/draw-map.ts';
import { nextSelection, type SelectMode } from '../utils/map-edits.ts';

const NO_COLORS: ReadonlyMap<number, string> = new Map();

/**
 * State of the map panel: the season's map and colouring, what plots show, the selection,
 * the open plot, and the layout changes (re-flow, rotate, move), each failing with the
 * "map edit" retry toast.
 */
export function useFieldMapPanel(fieldId: number, yearId: number, onLayoutChanged: () => void) {
  const season = { fieldId, yearId };
  const mapQuery = useQuery(fieldMapQueryOptions(fieldId, yearId));
  useErrorToast(mapQuery.error, 'fieldMap.errors.load');
  const coloringData = useQuery(coloringDataQueryOptions(season));
  const [coloring, setColoring] = useState<ColoringChoice | null>(null);
  const colorsQuery = useQuery({
    ...plotsColorsQueryOptions(season, coloring ?? { by: 'feature', name: '' }),
    enabled: coloring !== null,
  });
  useErrorToast(colorsQuery.error, 'fieldMap.errors.colors');
  const colorsData = coloring ? colorsQuery.data : undefined;
  const colors = useMemo(() => {
    if (!colorsData) return NO_COLORS;
    return new Map(
      colorsData.plots.map((plot) => [plot.plot_id, colorsData.legend[plot.level]?.color ?? '']),
    );
  }, [colorsData]);
  const values = useMemo(
    () => new Map(colorsData?.plots.map((plot) => [plot.plot_id, plot.value]) ?? []),
    [colorsData],
  );

  const [text, setText] = useState<CellText>('label');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [isEditable, setEditable] = useState(false);
  const [openCell, setOpenCell] = useState<FieldMapCell | null>(null);
  const [turns, setTurns] = useState(0);
  const [fits, setFits] = useState(0);

  const reflow = useReflowFieldMap();
  const rotate = useRotateFieldMap();
  const move = useMoveMapPlots();
  const onChangeError = (error: unknown) => showActionError(error, 'fieldMap.errors.change');
  const changed = { onSuccess: onLayoutChanged, onError: onChangeError };
  const map = mapQuery.data ?? null;

  return {
    mapQuery,
    map,
    coloringData: coloringData.data,
    coloring,
    setColoring,
    colorsData,
    colors,
    values,
    text,
    setText,
    selected,
    select: (plotIds: number[], mode: SelectMode) =>
      setSelected((current) => nextSelection(current, plotIds, mode)),
    clearSelection: () => setSelected(new Set()),
    isEditable,
    setEditable,
    openCell,
    setOpenCell,
    fitKey: `${yearId}|${map?.max_length_per_list}|${turns}|${fits}`,
    fit: () => setFits((count) => count + 1),
    isChanging: reflow.isPending || rotate.isPending || move.isPending,
    reflowTo: (width: number) => {
      if (map) reflow.mutate({ mapId: map.id, body: { max_length_per_list: width } }, changed);
    },
    rotateTo: (direction: 'clockwise' | 'counterclockwise') => {
      if (!map) return;
      rotate.mutate(
        { mapId: map.id, body: { direction } },
        {
          onSuccess: () => {
            setTurns((count) => count + 1);
            onLayoutChanged();
          },
          onError: onChangeError,
        },
      );
    },
    movePlots: (moves: MapPlotMove[]) => {
      if (map) move.mutate({ mapId: map.id, body: { moves } }, changed);
    },
  };
}
