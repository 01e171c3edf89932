import type { HeatMap } from '@plotline/contract/field-maps-colors';
import type { Cell, Workbook, Worksheet } from 'exceljs';
import { toSheetName } from '../fill-result-sheet.ts';

/** One level of the legend as exported: its name, interval (null for no data), count, colour. */
export type HeatMapLegendRow = {
  name: string;
  interval: readonly [number, number] | null;
  count: number;
  /** #rrggbb */
  color: string;
};

/** What the exported heat map holds: the grid of values, the grid of plots, legend, notes. */
export type HeatMapSheets = {
  heatMap: HeatMap;
  /** The first line of both sheets: page, feature, season. */
  title: string;
  /** Tab names of the values and the plots sheet. */
  names: { values: string; plots: string };
  /** The top-left header: rows down, places across. */
  corner: string;
  /** Headers of the legend table: level, from, to, plots. */
  legendTitles: readonly [string, string, string, string];
  legend: readonly HeatMapLegendRow[];
  /** Decimals of the values (the feature's unit). */
  decimals: number;
  notes: readonly string[];
};

const HEADER_ROW = 3;
const HEADER_FILL = 'FFF0F2EF';

/** `#31a354` → `FF31A354`, the ARGB exceljs fills take. */
function toArgb(color: string): string {
  return `FF${color.replace('#', '').toUpperCase()}`;
}

/** White text reads better than black on the two darkest levels (WCAG relative luminance). */
function isDark(color: string): boolean {
  const channel = (offset: number) => {
    const value = Number.parseInt(color.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5) <= 0.4;
}

function fillWith(cell: Cell, color: string) {
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: toArgb(color) } };
}

function markHeader(cell: Cell) {
  cell.font = { bold: true };
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
}

/** A sheet with the title and the grid's frame: place numbers across, row numbers down. */
function addGridSheet(workbook: Workbook, name: string, input: HeatMapSheets): Worksheet {
  const sheet = workbook.addWorksheet(toSheetName(name), {
    views: [{ state: 'frozen', xSplit: 1, ySplit: HEADER_ROW }],
  });
  sheet.getCell(1, 1).value = input.title;
  sheet.getCell(1, 1).font = { bold: true, size: 13 };
  const width = Math.max(0, ...input.heatMap.heat_map.map((row) => row.length));
  const corner = sheet.getCell(HEADER_ROW, 1);
  corner.value = input.corner;
  markHeader(corner);
  sheet.getColumn(1).width = Math.max(12, input.corner.length + 2);
  for (let place = 1; place <= width; place += 1) {
    const header = sheet.getCell(HEADER_ROW, place + 1);
    header.value = place;
    markHeader(header);
    sheet.getColumn(place + 1).width = 10;
  }
  input.heatMap.heat_map.forEach((_, row) => {
    const side = sheet.getCell(HEADER_ROW + 1 + row, 1);
    side.value = row + 1;
    markHeader(side);
  });
  return sheet;
}

/** The legend table (a swatch, the level, its interval, its plots) and the notes under it. */
function writeLegend(sheet: Worksheet, input: HeatMapSheets) {
  const start = HEADER_ROW + input.heatMap.heat_map.length + 2;
  input.legendTitles.forEach((title, index) => {
    const cell = sheet.getCell(start, index + 2);
    cell.value = title;
    markHeader(cell);
  });
  const format = input.decimals > 0 ? `0.${'0'.repeat(input.decimals)}` : '0';
  input.legend.forEach((level, index) => {
    const line = start + 1 + index;
    fillWith(sheet.getCell(line, 1), level.color);
    sheet.getCell(line, 2).value = level.name;
    const [from, to] = level.interval ?? [null, null];
    sheet.getCell(line, 3).value = from;
    sheet.getCell(line, 4).value = to;
    sheet.getCell(line, 3).numFmt = format;
    sheet.getCell(line, 4).numFmt = format;
    sheet.getCell(line, 5).value = level.count;
  });
  const notesStart = start + input.legend.length + 2;
  input.notes.forEach((note, index) => {
    sheet.getCell(notesStart + index, 1).value = note;
  });
}

/**
 * Writes the heat map into two sheets laid out as the field map (rows down, places across):
 * the values, each filled with its level's colour (no data grey, empty places blank), with
 * the legend and the notes under them; then every plot's label (its name until numbered).
 */
export function fillHeatMapSheets(workbook: Workbook, input: HeatMapSheets): void {
  const values = addGridSheet(workbook, input.names.values, input);
  const plots = addGridSheet(workbook, input.names.plots, input);
  const format = input.decimals > 0 ? `0.${'0'.repeat(input.decimals)}` : '0';
  input.heatMap.heat_map.forEach((row, rowIndex) => {
    row.forEach((plot, place) => {
      if (!plot) return;
      const valueCell = values.getCell(HEADER_ROW + 1 + rowIndex, place + 2);
      valueCell.value = plot.value;
      valueCell.numFmt = format;
      fillWith(valueCell, plot.color);
      if (isDark(plot.color)) valueCell.font = { color: { argb: 'FFFFFFFF' } };
      plots.getCell(HEADER_ROW + 1 + rowIndex, place + 2).value = plot.plot_label ?? plot.plot_name;
    });
  });
  writeLegend(values, input);
}

/** The name of the exported file: `heat-map_урожайность.xlsx` (as the other analyses). */
export function heatMapFileName(feature: string): string {
  return `heat-map_${feature.trim().replace(/[\\/:*?"<>|\s]+/g, '_')}.xlsx`;
}
