import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '../hooks/use-element-width.ts';
import { scaleBarLength, type TreeLayout } from '../utils/layout-tree.ts';

const MARGIN = { top: 12, right: 12, bottom: 40, left: 12 };
/** Tip labels are measured at about this many pixels a character (12 px sans-serif). */
const CHAR_WIDTH = 7;

type TreeDrawingProps = {
  layout: TreeLayout;
  /** Pixels between two tips. */
  rowHeight: number;
  /** The branches' width as a multiple of the panel's. */
  widthScale: number;
  /** The units of the branch lengths (the distance's name). */
  unit: string;
};

/**
 * A rectangular phylogram as SVG: all branches as one path, a label per tip, a scale bar in
 * distance units. It scrolls in its frame, so every label stays readable at any zoom.
 */
export function TreeDrawing({ layout, rowHeight, widthScale, unit }: TreeDrawingProps) {
  const { t, i18n } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const frameWidth = useElementWidth(frameRef);
  const fontSize = Math.max(8, Math.min(13, rowHeight - 2));
  const labelWidth = Math.min(
    320,
    8 + Math.max(0, ...layout.tips.map((tip) => tip.name.length)) * CHAR_WIDTH * (fontSize / 12),
  );
  const treeWidth = Math.max(
    160,
    (frameWidth - labelWidth - MARGIN.left - MARGIN.right - 4) * widthScale,
  );
  const height = MARGIN.top + MARGIN.bottom + Math.max(1, layout.tips.length) * rowHeight;
  const width = MARGIN.left + treeWidth + labelWidth + MARGIN.right;
  const px = (x: number) => MARGIN.left + (x / layout.depth) * treeWidth;
  const py = (row: number) => MARGIN.top + row * rowHeight + rowHeight / 2;

  const path = useMemo(() => {
    const x = (value: number) => (MARGIN.left + (value / layout.depth) * treeWidth).toFixed(1);
    const y = (row: number) => (MARGIN.top + row * rowHeight + rowHeight / 2).toFixed(1);
    const parts: string[] = [];
    for (const b of layout.branches) parts.push(`M${x(b.from)} ${y(b.row)}H${x(b.to)}`);
    for (const j of layout.joins) parts.push(`M${x(j.x)} ${y(j.from)}V${y(j.to)}`);
    return parts.join('');
  }, [layout, treeWidth, rowHeight]);

  const bar = scaleBarLength(layout.depth);
  const barY = height - MARGIN.bottom + 18;
  return (
    <div ref={frameRef} className="pl-ganalysis-tree-frame" data-testid="genome-analysis-tree">
      {frameWidth > 0 && (
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={t('genomeAnalysis.tree.drawingLabel', { n: layout.tips.length })}
          className="pl-ganalysis-tree-svg"
        >
          <path d={path} className="pl-ganalysis-tree-branches" />
          <g fontSize={fontSize}>
            {layout.tips.map((tip) => (
              <text
                key={`${tip.row}`}
                x={px(tip.x) + 4}
                y={py(tip.row)}
                dominantBaseline="central"
                data-testid="genome-analysis-tip"
              >
                {tip.name}
              </text>
            ))}
          </g>
          {bar > 0 && (
            <g className="pl-ganalysis-tree-scale">
              <path d={`M${px(0)} ${barY}H${px(bar)}`} />
              <text x={px(bar) + 6} y={barY} dominantBaseline="central" fontSize={11}>
                {`${bar.toLocaleString(i18n.language, { maximumSignificantDigits: 2 })} (${unit})`}
              </text>
            </g>
          )}
        </svg>
      )}
    </div>
  );
}
