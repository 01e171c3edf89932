import type { FieldMapCell } from '@plotline/contract/field-maps-grid';
import {
  cellRect,
  type GridSize,
  type Rect,
  type ScreenSize,
  type Viewport,
  visibleRange,
} from './map-viewport.ts';

export type MapGrid = readonly (readonly (FieldMapCell | null)[])[];
/** What a plot's box says: its label, its name or its line. */
export type CellText = 'label' | 'name' | 'line';

/** Plots being dragged: drawn shifted by whole places until dropped. */
export type DragShift = { plotIds: ReadonlySet<number>; rows: number; columns: number };

export type MapPaint = {
  grid: MapGrid;
  size: GridSize;
  text: CellText;
  /** Fill of each coloured plot (plot_id → #rrggbb); others get PLOT_FILL. */
  colors: ReadonlyMap<number, string>;
  selected: ReadonlySet<number>;
  hovered: number | null;
  /** Outline the empty places (layout editing: where plots may be dropped). */
  showEmpty: boolean;
  drag: DragShift | null;
  marquee: Rect | null;
};

export const PLOT_FILL = '#e3eefc';
const EMPTY_STROKE = '#d9d9d9';
const PLOT_STROKE = '#8c8c8c';
const SELECTED_STROKE = '#1668dc';
const HOVER_STROKE = '#262626';
/** Text is drawn only when a place is at least this wide on screen. */
const TEXT_MIN_WIDTH = 34;

/** The text a plot's box shows (labels fall back to the name until plots are numbered). */
export function cellCaption(cell: FieldMapCell, text: CellText): string {
  if (text === 'line') return cell.line_name;
  if (text === 'label') return cell.plot_label ?? cell.plot_name;
  return cell.plot_name;
}

const inkCache = new Map<string, string>();

/** Black or white, whichever reads better on the fill (WCAG relative luminance). */
export function inkFor(fill: string): string {
  const cached = inkCache.get(fill);
  if (cached) return cached;
  const channel = (offset: number) => {
    const value = Number.parseInt(fill.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  const ink = luminance > 0.4 ? '#141414' : '#ffffff';
  inkCache.set(fill, ink);
  return ink;
}

/** The caption cut to what fits `width` pixels (an ellipsis marks the cut). */
function fitCaption(ctx: CanvasRenderingContext2D, caption: string, width: number): string {
  if (ctx.measureText(caption).width <= width) return caption;
  let end = caption.length;
  while (end > 1 && ctx.measureText(`${caption.slice(0, end)}…`).width > width) end -= 1;
  return `${caption.slice(0, end)}…`;
}

/**
 * Draws one frame: only the places inside the screen, so a 10,000-plot map costs what is
 * visible. Boxes are batched into one path per fill colour and one for the outlines (a few
 * canvas calls per frame, not thousands); captions appear once a place is wide enough.
 */
export function drawMap(
  ctx: CanvasRenderingContext2D,
  view: Viewport,
  screen: ScreenSize,
  paint: MapPaint,
): void {
  ctx.clearRect(0, 0, screen.width, screen.height);
  const range = visibleRange(view, paint.size, screen);
  if (range) {
    const probe = cellRect(view, { row: 0, column: 0 });
    const byFill = new Map<string, Path2D>();
    const outlines = new Path2D();
    const empties = new Path2D();
    const marked: { box: Rect; color: string }[] = [];
    const captions: { box: Rect; cell: FieldMapCell; fill: string }[] = [];
    const withText = probe.width >= TEXT_MIN_WIDTH;
    for (let row = range.row0; row <= range.row1; row += 1) {
      const cells = paint.grid[row];
      if (!cells) continue;
      for (let column = range.column0; column <= range.column1; column += 1) {
        const cell = cells[column] ?? null;
        const box = cellRect(view, { row, column });
        if (!cell) {
          if (paint.showEmpty)
            empties.rect(box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1);
          continue;
        }
        if (paint.drag?.plotIds.has(cell.plot_id)) continue;
        const fill = paint.colors.get(cell.plot_id) ?? PLOT_FILL;
        let path = byFill.get(fill);
        if (!path) {
          path = new Path2D();
          byFill.set(fill, path);
        }
        path.rect(box.x, box.y, box.width, box.height);
        if (paint.selected.has(cell.plot_id)) marked.push({ box, color: SELECTED_STROKE });
        else if (cell.plot_id === paint.hovered) marked.push({ box, color: HOVER_STROKE });
        else if (box.width >= 8)
          outlines.rect(box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1);
        if (withText) captions.push({ box, cell, fill });
      }
    }
    ctx.lineWidth = 1;
    ctx.strokeStyle = EMPTY_STROKE;
    ctx.stroke(empties);
    for (const [fill, path] of byFill) {
      ctx.fillStyle = fill;
      ctx.fill(path);
    }
    ctx.strokeStyle = PLOT_STROKE;
    ctx.stroke(outlines);
    ctx.lineWidth = 2.5;
    for (const { box, color } of marked) strokePlace(ctx, box, color);
    ctx.lineWidth = 1;
    drawCaptions(ctx, captions, paint.text, probe);
  }
  if (paint.drag) drawDragged(ctx, view, paint, screen);
  if (paint.marquee) drawMarquee(ctx, paint.marquee);
}

/** The plots' captions, centred in their boxes, cut to fit. */
function drawCaptions(
  ctx: CanvasRenderingContext2D,
  captions: { box: Rect; cell: FieldMapCell; fill: string }[],
  text: CellText,
  probe: Rect,
): void {
  if (captions.length === 0) return;
  const fontSize = Math.max(9, Math.min(14, probe.height * 0.32));
  ctx.font = `${fontSize}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const { box, cell, fill } of captions) {
    ctx.fillStyle = inkFor(fill);
    ctx.fillText(
      fitCaption(ctx, cellCaption(cell, text), box.width - 6),
      box.x + box.width / 2,
      box.y + box.height / 2,
    );
  }
}

function strokePlace(ctx: CanvasRenderingContext2D, box: Rect, color: string): void {
  ctx.strokeStyle = color;
  ctx.strokeRect(box.x + 0.5, box.y + 0.5, box.width - 1, box.height - 1);
}

/** The dragged plots, half transparent, at the places they would be dropped on. */
function drawDragged(
  ctx: CanvasRenderingContext2D,
  view: Viewport,
  paint: MapPaint,
  screen: ScreenSize,
): void {
  const drag = paint.drag;
  if (!drag) return;
  ctx.globalAlpha = 0.7;
  for (const [row, cells] of paint.grid.entries()) {
    for (const [column, cell] of cells.entries()) {
      if (!cell || !drag.plotIds.has(cell.plot_id)) continue;
      const box = cellRect(view, { row: row + drag.rows, column: column + drag.columns });
      if (box.x > screen.width || box.y > screen.height) continue;
      ctx.fillStyle = paint.colors.get(cell.plot_id) ?? PLOT_FILL;
      ctx.fillRect(box.x, box.y, box.width, box.height);
      ctx.lineWidth = 2;
      strokePlace(ctx, box, SELECTED_STROKE);
    }
  }
  ctx.globalAlpha = 1;
  ctx.lineWidth = 1;
}

function drawMarquee(ctx: CanvasRenderingContext2D, rect: Rect): void {
  ctx.fillStyle = 'rgba(22, 104, 220, 0.12)';
  ctx.fillRect(rect.x, rect.y, rect.width, rect.height);
  ctx.strokeStyle = SELECTED_STROKE;
  ctx.setLineDash([4, 3]);
  ctx.strokeRect(rect.x, rect.y, rect.width, rect.height);
  ctx.setLineDash([]);
}
