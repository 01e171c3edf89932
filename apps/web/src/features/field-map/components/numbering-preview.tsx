import { type Corner, INWARD_DIRECTIONS } from '@plotline/contract/field-maps-numbering';
import type { MapCell } from '@plotline/contract/field-maps-numbering-order';
import { Flex, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NumberingPreview as Preview } from '../utils/numbering-preview.ts';

type NumberingPreviewProps = { preview: Preview; corner: Corner };

const CELL_WIDTH = 48;
const CELL_HEIGHT = 26;
const GAP = 3;
const PADDING = 6;
/** A small map is drawn larger, up to this width (px). */
const MAX_ENLARGED_WIDTH = 420;
/** Labels longer than this are squeezed into the cell. */
const FITTING_LABEL = 7;

const COLORS = {
  newFill: 'var(--pl-color-primary-bg)',
  path: 'var(--pl-color-primary)',
  border: 'var(--pl-color-border)',
  oldFill: '#f3f4f2',
  text: 'var(--pl-color-text)',
  muted: 'var(--pl-color-text-muted)',
};

const LEGEND = [
  { key: 'numbering.preview.legendNew', fill: COLORS.newFill, stroke: COLORS.path },
  { key: 'numbering.preview.legendOld', fill: COLORS.oldFill, stroke: COLORS.border },
  { key: 'numbering.preview.legendPath', fill: 'none', stroke: COLORS.path },
] as const;

/** Two places next to each other: the walk steps along a line, not across the map. */
function isAdjacent(a: MapCell, b: MapCell): boolean {
  return Math.abs(a.row - b.row) + Math.abs(a.column - b.column) === 1;
}

/**
 * The labels numbering would write, drawn on the corner of the map where the count starts:
 * new labels highlighted, labels plots already carry muted, and the walk as arrows (dashed
 * where it jumps to the next line).
 */
export function NumberingPreview({ preview, corner }: NumberingPreviewProps) {
  const { t } = useTranslation();
  const arrowId = useId();
  const { window, size } = preview;
  const x = (column: number) => PADDING + (column - window.column) * (CELL_WIDTH + GAP);
  const y = (row: number) => PADDING + (row - window.row) * (CELL_HEIGHT + GAP);
  const centre = (cell: MapCell) => ({
    cx: x(cell.column) + CELL_WIDTH / 2,
    cy: y(cell.row) + CELL_HEIGHT / 2,
  });
  const width = 2 * PADDING + window.columns * (CELL_WIDTH + GAP) - GAP;
  const height = 2 * PADDING + window.rows * (CELL_HEIGHT + GAP) - GAP;
  const places = Array.from({ length: window.rows * window.columns }, (_, i) => ({
    row: window.row + Math.floor(i / window.columns),
    column: window.column + (i % window.columns),
  }));
  // The first plot is marked on its corner that faces the map's starting corner.
  const inward = INWARD_DIRECTIONS[corner];
  const start = preview.cells.find((cell) => cell.isNew && cell.label === preview.first);
  const summary =
    preview.count > 0
      ? t('numbering.preview.aria', {
          count: preview.count,
          first: preview.first,
          last: preview.last,
          corner: t(`numbering.corners.${corner}`),
        })
      : t('numbering.preview.ariaNone');
  const isCut = window.rows < size.rows || window.columns < size.width;

  return (
    <Flex vertical gap="small">
      <Typography.Text strong>
        {t('numbering.preview.count', { count: preview.count })}
      </Typography.Text>
      <Typography.Text>
        {t('numbering.preview.range', { first: preview.first, last: preview.last })}
      </Typography.Text>
      <svg
        role="img"
        aria-label={summary}
        data-testid="numbering-preview"
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        style={{
          maxWidth: Math.max(width, Math.min(2 * width, MAX_ENLARGED_WIDTH)),
          height: 'auto',
        }}
      >
        <title>{summary}</title>
        <defs>
          <marker
            id={arrowId}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="5"
            markerHeight="5"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" style={{ fill: COLORS.path }} />
          </marker>
        </defs>
        {places.map((place) => (
          <rect
            key={`${place.row}:${place.column}`}
            x={x(place.column)}
            y={y(place.row)}
            width={CELL_WIDTH}
            height={CELL_HEIGHT}
            rx={3}
            strokeDasharray="3 3"
            style={{ fill: 'none', stroke: COLORS.border }}
          />
        ))}
        {preview.cells.map((cell) => (
          <rect
            key={cell.plotId}
            x={x(cell.column)}
            y={y(cell.row)}
            width={CELL_WIDTH}
            height={CELL_HEIGHT}
            rx={3}
            style={{
              fill: cell.isNew ? COLORS.newFill : COLORS.oldFill,
              stroke: cell.isNew ? COLORS.path : COLORS.border,
            }}
          />
        ))}
        <g style={{ stroke: COLORS.path, strokeWidth: 2, opacity: 0.6 }}>
          {preview.paths.flatMap((path) =>
            path.slice(1).map((to, i) => {
              const from = path[i] ?? to;
              const a = centre(from);
              const b = centre(to);
              return (
                <line
                  key={`${to.row}:${to.column}`}
                  x1={a.cx}
                  y1={a.cy}
                  x2={b.cx}
                  y2={b.cy}
                  strokeDasharray={isAdjacent(from, to) ? undefined : '4 4'}
                  markerEnd={i === path.length - 2 ? `url(#${arrowId})` : undefined}
                />
              );
            }),
          )}
        </g>
        {start && (
          <circle
            cx={x(start.column) + (inward.horizontal === 'right' ? 0 : CELL_WIDTH)}
            cy={y(start.row) + (inward.vertical === 'down' ? 0 : CELL_HEIGHT)}
            r={5}
            style={{ fill: COLORS.path }}
          />
        )}
        {preview.cells.map((cell) => (
          <text
            key={cell.plotId}
            x={x(cell.column) + CELL_WIDTH / 2}
            y={y(cell.row) + CELL_HEIGHT / 2}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={11}
            textLength={cell.label.length > FITTING_LABEL ? CELL_WIDTH - 6 : undefined}
            lengthAdjust="spacingAndGlyphs"
            style={{
              fill: cell.isNew ? COLORS.text : COLORS.muted,
              fontWeight: cell.isNew ? 600 : 400,
              stroke: '#fff',
              strokeWidth: 3,
              paintOrder: 'stroke',
            }}
          >
            {cell.label}
          </text>
        ))}
      </svg>
      <Flex gap="middle" wrap>
        {LEGEND.map((item) => (
          <Typography.Text key={item.key} type="secondary">
            <svg
              aria-hidden="true"
              width={20}
              height={12}
              style={{ verticalAlign: 'middle', marginRight: 4 }}
            >
              {item.key === 'numbering.preview.legendPath' ? (
                <line
                  x1={1}
                  y1={6}
                  x2={18}
                  y2={6}
                  markerEnd={`url(#${arrowId})`}
                  style={{ stroke: COLORS.path, strokeWidth: 2, opacity: 0.6 }}
                />
              ) : (
                <rect
                  x={4.5}
                  y={0.5}
                  width={11}
                  height={11}
                  rx={2}
                  style={{ fill: item.fill, stroke: item.stroke }}
                />
              )}
            </svg>
            {t(item.key)}
          </Typography.Text>
        ))}
      </Flex>
      {isCut && (
        <Typography.Text type="secondary">
          {t('numbering.preview.window', {
            rows: window.rows,
            columns: window.columns,
            totalRows: size.rows,
            totalColumns: size.width,
          })}
        </Typography.Text>
      )}
    </Flex>
  );
}
