import type { FieldMapCell, MapPlotMove } from '@plotline/contract/field-maps-grid';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type CellText, drawMap, type MapGrid, type MapPaint } from '../utils/draw-map.ts';
import { plotsInRange, type SelectMode, shiftMoves } from '../utils/map-edits.ts';
import {
  type CellRef,
  cellAt,
  fitViewport,
  type GridSize,
  panBy,
  type Rect,
  rangeInRect,
  type Viewport,
  zoomAt,
} from '../utils/map-viewport.ts';

type MapCanvasProps = {
  grid: MapGrid;
  /** Places per row (the map's width); the grid's rows are this long. */
  width: number;
  text: CellText;
  colors: ReadonlyMap<number, string>;
  selected: ReadonlySet<number>;
  /** Dragging a plot moves it (and the selection it belongs to) instead of panning. */
  isEditable: boolean;
  /** The map is fitted to the screen again whenever this changes (another season, a turn). */
  fitKey: string;
  label: string;
  onSelect?: (plotIds: number[], mode: SelectMode) => void;
  onOpenPlot?: (cell: FieldMapCell) => void;
  onMove?: (moves: MapPlotMove[]) => void;
  /** An empty place was clicked while editable (including the row below the last). */
  onEmptyPlace?: (place: CellRef) => void;
  /** The hint shown beside the pointer over a plot. */
  renderHint?: (cell: FieldMapCell) => ReactNode;
  testId?: string;
};

type Gesture =
  | { kind: 'pan'; x: number; y: number; moved: boolean; start: CellRef | null }
  | { kind: 'marquee'; x0: number; y0: number; rect: Rect; additive: boolean }
  | { kind: 'drag'; start: CellRef; plotIds: Set<number>; rows: number; columns: number };

const CLICK_SLOP = 4;
/** The hint's room: it turns to the pointer's other side near the right and bottom edges. */
const HINT_ROOM = { width: 280, height: 90, offset: 14 } as const;

/** Where the hint stands: below right of the pointer, or where the map has room. */
function hintPlace(point: { x: number; y: number }, screen: { width: number; height: number }) {
  const { width, height, offset } = HINT_ROOM;
  return {
    left: point.x + offset + width > screen.width ? undefined : point.x + offset,
    right: point.x + offset + width > screen.width ? screen.width - point.x + offset : undefined,
    top: point.y + offset + height > screen.height ? undefined : point.y + offset,
    bottom:
      point.y + offset + height > screen.height ? screen.height - point.y + offset : undefined,
  };
}

/** What a frame draws: the props, the pointer's plot and the gesture under way. */
function buildPaint(
  props: MapCanvasProps,
  size: GridSize,
  hovered: number | null,
  gesture: Gesture | null,
): MapPaint {
  return {
    grid: props.grid,
    size,
    text: props.text,
    colors: props.colors,
    selected: props.selected,
    hovered,
    showEmpty: props.isEditable,
    drag:
      gesture?.kind === 'drag'
        ? { plotIds: gesture.plotIds, rows: gesture.rows, columns: gesture.columns }
        : null,
    marquee: gesture?.kind === 'marquee' ? gesture.rect : null,
  };
}
const KEY_PAN = 80;

/**
 * The field map on a canvas: wheel or +/− to zoom, drag to pan, shift-drag to select a
 * rectangle, click a plot to open it, ctrl/⌘-click to add it to the selection, and — when
 * editable — drag plots to other places. Only the visible places are drawn each frame.
 */
export function MapCanvas(props: MapCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewRef = useRef<Viewport>({ scale: 1, x: 0, y: 0 });
  const screenRef = useRef({ width: 0, height: 0 });
  const gestureRef = useRef<Gesture | null>(null);
  const hoveredRef = useRef<number | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const frameRef = useRef(0);
  const fittedKeyRef = useRef<string | null>(null);
  const isFittedRef = useRef(true);
  const [hint, setHint] = useState<{ cell: FieldMapCell; x: number; y: number } | null>(null);
  const size: GridSize = { rows: props.grid.length, columns: props.width };
  const sizeRef = useRef(size);
  sizeRef.current = size;

  const requestDraw = useCallback(() => {
    if (frameRef.current) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = 0;
      const canvas = canvasRef.current;
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx) return;
      const ratio = window.devicePixelRatio || 1;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const view = viewRef.current;
      const paint = buildPaint(
        propsRef.current,
        sizeRef.current,
        hoveredRef.current,
        gestureRef.current,
      );
      drawMap(ctx, view, screenRef.current, paint);
      // where the map stands, for tests and benches that click places
      canvas.dataset.view = `${view.scale},${view.x},${view.y}`;
    });
  }, []);

  /** A view the user chose (pan, zoom): resizes no longer re-fit the map. */
  const setView = useCallback(
    (view: Viewport) => {
      viewRef.current = view;
      isFittedRef.current = false;
      requestDraw();
    },
    [requestDraw],
  );

  // size the canvas to its box (device pixels) and redraw on resize
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      screenRef.current = { width, height };
      // the first size, or a new size (a legend beside it) while the map is still fitted
      if (isFittedRef.current) {
        fittedKeyRef.current = propsRef.current.fitKey;
        viewRef.current = fitViewport(sizeRef.current, screenRef.current);
      }
      requestDraw();
    });
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frameRef.current);
      frameRef.current = 0;
    };
  }, [requestDraw]);

  // after every render: fit the whole map when the season or its shape changed, and redraw
  useEffect(() => {
    if (screenRef.current.width > 0 && fittedKeyRef.current !== propsRef.current.fitKey) {
      fittedKeyRef.current = propsRef.current.fitKey;
      viewRef.current = fitViewport(sizeRef.current, screenRef.current);
      isFittedRef.current = true;
    }
    requestDraw();
  });

  // wheel zoom needs a non-passive listener to keep the page from scrolling
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = canvas.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.0015));
      setView(zoomAt(viewRef.current, factor, event.clientX - box.left, event.clientY - box.top));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, [setView]);

  function pointOf(event: React.PointerEvent) {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  function cellOf(place: CellRef | null): FieldMapCell | null {
    return place ? (propsRef.current.grid[place.row]?.[place.column] ?? null) : null;
  }

  function onPointerDown(event: React.PointerEvent<HTMLCanvasElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const { x, y } = pointOf(event);
    // while editing, the row below the last takes new plots too
    const reach = { ...sizeRef.current, rows: sizeRef.current.rows + (props.isEditable ? 1 : 0) };
    const place = cellAt(viewRef.current, reach, x, y);
    const cell = cellOf(place);
    if (event.shiftKey) {
      const rect = { x, y, width: 0, height: 0 };
      gestureRef.current = { kind: 'marquee', x0: x, y0: y, rect, additive: event.ctrlKey };
    } else if (props.isEditable && cell && place && !event.ctrlKey && !event.metaKey) {
      const group = props.selected.has(cell.plot_id) ? props.selected : [cell.plot_id];
      gestureRef.current = {
        kind: 'drag',
        start: place,
        plotIds: new Set(group),
        rows: 0,
        columns: 0,
      };
    } else {
      gestureRef.current = { kind: 'pan', x, y, moved: false, start: place };
    }
  }

  function onPointerMove(event: React.PointerEvent<HTMLCanvasElement>) {
    const { x, y } = pointOf(event);
    const gesture = gestureRef.current;
    if (!gesture) {
      const cell = cellOf(cellAt(viewRef.current, sizeRef.current, x, y));
      const id = cell?.plot_id ?? null;
      if (id !== hoveredRef.current) {
        hoveredRef.current = id;
        requestDraw();
      }
      setHint(cell && props.renderHint ? { cell, x, y } : null);
      return;
    }
    setHint(null);
    if (gesture.kind === 'pan') {
      if (!gesture.moved && Math.hypot(x - gesture.x, y - gesture.y) < CLICK_SLOP) return;
      setView(panBy(viewRef.current, x - gesture.x, y - gesture.y));
      gestureRef.current = { ...gesture, x, y, moved: true };
    } else if (gesture.kind === 'marquee') {
      gesture.rect = {
        x: gesture.x0,
        y: gesture.y0,
        width: x - gesture.x0,
        height: y - gesture.y0,
      };
      requestDraw();
    } else {
      const view = viewRef.current;
      const place = cellAt(view, { rows: Number.MAX_SAFE_INTEGER, columns: props.width }, x, y);
      if (!place) return;
      gesture.rows = place.row - gesture.start.row;
      gesture.columns = place.column - gesture.start.column;
      requestDraw();
    }
  }

  function onPointerUp(event: React.PointerEvent<HTMLCanvasElement>) {
    const gesture = gestureRef.current;
    gestureRef.current = null;
    if (!gesture) return;
    const additive = event.ctrlKey || event.metaKey;
    if (gesture.kind === 'marquee') {
      const range = rangeInRect(viewRef.current, sizeRef.current, gesture.rect);
      const ids = range ? plotsInRange(props.grid, range) : [];
      props.onSelect?.(ids, gesture.additive || additive ? 'add' : 'replace');
    } else if (gesture.kind === 'drag') {
      const moves = shiftMoves(
        props.grid,
        gesture.plotIds,
        gesture.rows,
        gesture.columns,
        props.width,
      );
      if (moves) props.onMove?.(moves);
      else if (gesture.rows === 0 && gesture.columns === 0) click(cellOf(gesture.start), additive);
    } else if (!gesture.moved) {
      const cell = cellOf(gesture.start);
      if (!cell && gesture.start && props.isEditable && props.onEmptyPlace) {
        props.onEmptyPlace(gesture.start);
      } else {
        click(cell, additive);
      }
    }
    requestDraw();
  }

  function click(cell: FieldMapCell | null, additive: boolean) {
    if (!cell) props.onSelect?.([], 'replace');
    else if (additive) props.onSelect?.([cell.plot_id], 'toggle');
    else props.onOpenPlot?.(cell);
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const view = viewRef.current;
    const centre = screenRef.current;
    const moves: Record<string, () => Viewport> = {
      ArrowLeft: () => panBy(view, KEY_PAN, 0),
      ArrowRight: () => panBy(view, -KEY_PAN, 0),
      ArrowUp: () => panBy(view, 0, KEY_PAN),
      ArrowDown: () => panBy(view, 0, -KEY_PAN),
      '+': () => zoomAt(view, 1.25, centre.width / 2, centre.height / 2),
      '=': () => zoomAt(view, 1.25, centre.width / 2, centre.height / 2),
      '-': () => zoomAt(view, 0.8, centre.width / 2, centre.height / 2),
      '0': () => fitViewport(sizeRef.current, screenRef.current),
    };
    const next = moves[event.key];
    if (next) {
      event.preventDefault();
      setView(next());
      isFittedRef.current = event.key === '0';
    } else if (event.key === 'Escape') {
      props.onSelect?.([], 'replace');
    }
  }

  return (
    <div className="pl-map-canvas-box">
      <canvas
        ref={canvasRef}
        className="pl-map-canvas"
        role="img"
        aria-label={props.label}
        tabIndex={0}
        data-testid={props.testId ?? 'field-map-canvas'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          gestureRef.current = null;
          requestDraw();
        }}
        onPointerLeave={() => {
          hoveredRef.current = null;
          setHint(null);
          requestDraw();
        }}
        onKeyDown={onKeyDown}
      />
      {hint && props.renderHint && (
        <div className="pl-map-hint" style={hintPlace(hint, screenRef.current)}>
          {props.renderHint(hint.cell)}
        </div>
      )}
    </div>
  );
}
