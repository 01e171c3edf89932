import {
  COLOR_LEVELS,
  type ColorLegendItem,
  type HeatMap,
  type HeatMapCell,
  NO_DATA_LEVEL,
} from '@plotline/contract/field-maps-colors';

/** What the heat map page shows beside the map, all read from one `get_heat_map/` answer. */
export type HeatMapSummary = {
  /** Places per row: the map's width (every row of the grid is this long). */
  width: number;
  /** Every plot's cell by plot id, for the hint. */
  cells: ReadonlyMap<number, HeatMapCell>;
  /** Fill of every plot (plot id → #rrggbb), no data included. */
  colors: ReadonlyMap<number, string>;
  /** The seven levels in order with their intervals and how many plots each holds. */
  legend: ColorLegendItem[];
  /** The smallest and largest value of the season; null without any value. */
  min: number | null;
  max: number | null;
  withData: number;
  withoutData: number;
};

/**
 * Reads the heat map once: the plots by id with their colours, the legend of the seven
 * levels (`meta_info`) with counts taken from the cells, and the range of the values.
 */
export function summariseHeatMap(heatMap: HeatMap): HeatMapSummary {
  const cells = new Map<number, HeatMapCell>();
  const colors = new Map<number, string>();
  const counts = heatMap.meta_info.map(() => 0);
  const values: number[] = [];
  for (const row of heatMap.heat_map) {
    for (const cell of row) {
      if (!cell) continue;
      cells.set(cell.plot_id, cell);
      colors.set(cell.plot_id, cell.color);
      counts[cell.level] = (counts[cell.level] ?? 0) + 1;
      if (cell.value !== null) values.push(cell.value);
    }
  }
  const legend = heatMap.meta_info.map((level, index) => ({
    level: index,
    key: COLOR_LEVELS[index] ?? COLOR_LEVELS[NO_DATA_LEVEL],
    value: null,
    interval: level.interval,
    color: level.color,
    count: counts[index] ?? 0,
  }));
  return {
    width: Math.max(0, ...heatMap.heat_map.map((row) => row.length)),
    cells,
    colors,
    legend,
    min: values.length > 0 ? Math.min(...values) : null,
    max: values.length > 0 ? Math.max(...values) : null,
    withData: values.length,
    withoutData: cells.size - values.length,
  };
}

/** Whether any plot of the heat map has a value (else there is nothing to colour). */
export function hasHeatMapValues(heatMap: HeatMap): boolean {
  return heatMap.heat_map.some((row) => row.some((cell) => cell !== null && cell.value !== null));
}
