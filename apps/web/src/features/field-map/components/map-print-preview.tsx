import { PrinterOutlined } from '@ant-design/icons';
import type { ColorLegendItem } from '@plotline/contract/field-maps-colors';
import { Button, Flex, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLegendText } from '../hooks/use-legend-text.ts';
import { inkFor, type MapGrid, PLOT_FILL } from '../utils/draw-map.ts';
import { CELL_HEIGHT, CELL_WIDTH, cellRect, worldSize } from '../utils/map-viewport.ts';

export type PaperSize = 'A4' | 'A3';
const PAPER_SIZES: PaperSize[] = ['A4', 'A3'];
const ORIGIN = { scale: 1, x: 0, y: 0 };

type MapPrintPreviewProps = {
  title: string;
  grid: MapGrid;
  width: number;
  colors: ReadonlyMap<number, string>;
  legend: { title: string; items: ColorLegendItem[] } | null;
  onClose: () => void;
};

/**
 * The print view: one landscape A4 or A3 sheet with the whole map, every plot with its label
 * and name, and the colour legend. Printing (or "Save as PDF") prints only the sheet; the
 * page size follows the choice through an `@page` rule.
 */
export function MapPrintPreview({
  title,
  grid,
  width,
  colors,
  legend,
  onClose,
}: MapPrintPreviewProps) {
  const { t } = useTranslation();
  const describe = useLegendText();
  const [paper, setPaper] = useState<PaperSize>('A4');
  const world = worldSize({ rows: grid.length, columns: width });

  useEffect(() => {
    document.body.classList.add('pl-printing-map');
    return () => document.body.classList.remove('pl-printing-map');
  }, []);

  return createPortal(
    <div className="pl-map-print" data-testid="map-print" data-paper={paper}>
      <style>{`@page { size: ${paper} landscape; margin: 8mm; }`}</style>
      <Flex className="pl-map-print-tools" gap="small" align="center">
        <Segmented<PaperSize>
          aria-label={t('fieldMap.print.paper')}
          options={PAPER_SIZES}
          value={paper}
          onChange={setPaper}
        />
        <Button
          type="primary"
          icon={<PrinterOutlined aria-hidden />}
          onClick={() => window.print()}
        >
          {t('fieldMap.print.print')}
        </Button>
        <Button data-testid="map-print-close" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Flex>
      <section className={`pl-map-sheet pl-map-sheet-${paper}`}>
        <h2>{title}</h2>
        <svg
          viewBox={`0 0 ${world.width} ${world.height}`}
          role="img"
          aria-label={title}
          className="pl-map-print-svg"
          data-testid="map-print-sheet"
        >
          {grid.flatMap((cells, row) =>
            cells.map((cell, column) => {
              if (!cell) return null;
              const box = cellRect(ORIGIN, { row, column });
              const fill = colors.get(cell.plot_id) ?? PLOT_FILL;
              const ink = inkFor(fill);
              return (
                <g key={cell.plot_id} data-plot={cell.plot_name}>
                  <rect
                    x={box.x}
                    y={box.y}
                    width={CELL_WIDTH}
                    height={CELL_HEIGHT}
                    fill={fill}
                    stroke="#595959"
                  />
                  <text
                    x={box.x + CELL_WIDTH / 2}
                    y={box.y + 17}
                    fill={ink}
                    className="pl-print-label"
                  >
                    {cell.plot_label ?? ''}
                  </text>
                  <text
                    x={box.x + CELL_WIDTH / 2}
                    y={box.y + 34}
                    fill={ink}
                    className="pl-print-name"
                  >
                    {cell.plot_name}
                  </text>
                </g>
              );
            }),
          )}
        </svg>
        {legend && (
          <ul className="pl-map-print-legend">
            <li>{legend.title}</li>
            {legend.items.map((item) => (
              <li key={item.level}>
                <span className="pl-map-swatch" style={{ background: item.color }} aria-hidden />
                {describe(item)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>,
    document.body,
  );
}
