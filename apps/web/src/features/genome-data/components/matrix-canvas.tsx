import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '#src/lib/show-api-error.ts';
import type { MatrixRegion } from '../api/get-matrix-window.ts';
import { useTileStore } from '../hooks/use-tile-store.ts';
import { drawMatrix, HEADER_HEIGHT, LABEL_WIDTH } from '../utils/draw-matrix.ts';
import {
  cellAt,
  firstMarkerAt,
  scrollWidthOf,
  tilesOf,
  visibleRange,
  ZOOM_LEVELS,
} from '../utils/matrix-view.ts';
import { lookUpCell } from '../utils/tile-store.ts';
import { type HoveredCell, MatrixTooltip } from './matrix-tooltip.tsx';

/** Room for a horizontal scroll bar below the last row. */
const SCROLLBAR_ALLOWANCE = 16;

type MatrixCanvasProps = {
  matrixId: number;
  region: MatrixRegion;
  samples: number;
  /** Markers of the region. */
  markers: number;
  zoom: number;
  /** Ctrl (⌘) + wheel over the grid asks for one zoom step in (1) or out (-1). */
  onZoomStep: (step: 1 | -1) => void;
};

/**
 * The samples × markers grid on one canvas, kept in view (sticky) over a scroll area the size
 * of the whole matrix: only the tiles under the view are fetched (a small cache keeps recent
 * ones), drawn at one pixel per call and scaled to the zoom's cells. Hover shows the call.
 */
export function MatrixCanvas(props: MatrixCanvasProps) {
  const { matrixId, region, samples, markers, zoom } = props;
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frameRequest = useRef(0);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [hovered, setHovered] = useState<HoveredCell | null>(null);
  const cell = ZOOM_LEVELS[zoom] ?? { width: 8, height: 10 };
  const total = { samples, markers };
  const redraw = useRef<() => void>(() => {});
  /** The first cell of the last frame: a zoom keeps it in place. */
  const shown = useRef({ sample: 0, marker: 0 });
  const store = useTileStore(matrixId, region, (error) => {
    if (error) showApiError(error, 'genomeData.errors.window');
    redraw.current();
  });

  const firstCell = useCallback(() => {
    const element = scroller.current;
    if (!element) return { sample: 0, marker: 0 };
    return {
      sample: element.scrollTop / cell.height,
      marker: firstMarkerAt(
        element.scrollLeft,
        markers,
        cell.width,
        element.clientWidth - LABEL_WIDTH,
      ),
    };
  }, [cell.height, cell.width, markers]);

  const draw = useCallback(() => {
    cancelAnimationFrame(frameRequest.current);
    frameRequest.current = requestAnimationFrame(() => {
      const element = canvas.current;
      const context = element?.getContext('2d');
      if (!element || !context || size.width === 0) return;
      const ratio = window.devicePixelRatio || 1;
      const first = firstCell();
      shown.current = first;
      const range = visibleRange(
        first,
        { width: size.width - LABEL_WIDTH, height: size.height - HEADER_HEIGHT },
        cell,
        { samples, markers },
      );
      store.want(tilesOf(range));
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      const missing = drawMatrix(
        context,
        {
          width: size.width,
          height: size.height,
          first,
          cell,
          range,
          texts: {
            altFrequency: t('genomeData.browser.altFrequency'),
            callRate: t('genomeData.browser.callRate'),
          },
          formatNumber: (value) => value.toLocaleString(i18n.language),
        },
        store,
      );
      element.dataset.state = missing === 0 ? 'ready' : 'loading';
    });
  }, [size, cell, samples, markers, store, firstCell, t, i18n.language]);
  redraw.current = draw;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = Math.round(size.width * ratio);
    element.height = Math.round(size.height * ratio);
    draw();
  }, [size, draw]);

  useEffect(() => () => cancelAnimationFrame(frameRequest.current), []);

  const zoomStep = useRef(props.onZoomStep);
  zoomStep.current = props.onZoomStep;
  // not React's onWheel: a passive listener could not keep the browser from zooming the page
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const handleWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      zoomStep.current(event.deltaY < 0 ? 1 : -1);
    };
    element.addEventListener('wheel', handleWheel, { passive: false });
    return () => element.removeEventListener('wheel', handleWheel);
  }, []);

  // a new zoom scrolls to where the last frame started (before the frame draws)
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollTop = shown.current.sample * cell.height;
    element.scrollLeft = shown.current.marker * cell.width;
  }, [cell.width, cell.height]);

  function handlePointer(event: React.PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const found = cellAt({ x: x - LABEL_WIDTH, y: y - HEADER_HEIGHT }, firstCell(), cell, total);
    const at = found && lookUpCell(store, found.sample, found.marker);
    if (!at) {
      setHovered(null);
      return;
    }
    setHovered({
      x,
      y,
      sample: at.tile.samples[at.row],
      marker: at.tile.markers[at.column],
      dosage: at.tile.dosages[at.row * at.tile.markers.length + at.column] ?? 3,
    } as HoveredCell);
  }

  const contentWidth = LABEL_WIDTH + scrollWidthOf(markers, cell.width);
  const contentHeight = HEADER_HEIGHT + samples * cell.height;
  return (
    <div className="pl-matrix-frame">
      <section
        ref={scroller}
        className="pl-matrix-scroll"
        // a small matrix gets a frame its size; a large one the page's height
        style={{ height: contentHeight + SCROLLBAR_ALLOWANCE }}
        onScroll={draw}
        // the arrow keys and Page Up/Down scroll the grid once it has the focus
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
        tabIndex={0}
        aria-label={t('genomeData.browser.scrollLabel')}
        data-testid="matrix-scroll"
      >
        <div style={{ width: contentWidth, height: contentHeight }} className="pl-matrix-content">
          <canvas
            ref={canvas}
            className="pl-matrix-canvas"
            style={{ width: size.width, height: size.height }}
            onPointerMove={handlePointer}
            onPointerLeave={() => setHovered(null)}
            role="img"
            aria-label={t('genomeData.browser.canvasLabel', { samples, markers })}
            data-testid="matrix-canvas"
          />
        </div>
      </section>
      {hovered && <MatrixTooltip cell={hovered} frameWidth={size.width} />}
    </div>
  );
}
