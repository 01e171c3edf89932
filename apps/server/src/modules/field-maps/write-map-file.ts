import type { FieldMapCell } from '@plotline/contract/field-maps-grid';
import type { CellValue } from 'exceljs';
import type { WorkbookWriter } from '../../platform/excel/send-workbook.ts';
import { transliterate } from '../../platform/excel/transliterate.ts';
import { LABELS_SHEET_NAME, MAP_FILE_HEADERS, MAP_SHEET_NAME } from './map-file-layout.ts';

/** What the field-map file shows: the season, the map's width and its grid. */
export type MapFileData = {
  season: { year: number; fieldName: string; region: string };
  width: number;
  /** Rows of `width` places, top row first; null = empty place. */
  grid: (FieldMapCell | null)[][];
};

/** Text cells stay text when edited in Excel (`1/2` would otherwise become a date). */
const TEXT_FORMAT = '@';
const COLUMN_WIDTH = 12;

/** `<year>_<field>_<region>_map.xlsx`, transliterated, as every nursery download (decisions 010, 030). */
export function mapFileName(season: MapFileData['season']): string {
  return `${season.year}_${transliterate(season.fieldName)}_${transliterate(season.region)}_map.xlsx`;
}

/**
 * Writes one sheet of the file: the nursery's headers in row 1, their values in row 2, then
 * one row per map row with `cellText` of each place (empty places stay empty).
 */
async function writeGridSheet(
  workbook: WorkbookWriter,
  name: string,
  data: MapFileData,
  cellText: (cell: FieldMapCell) => string | null,
): Promise<void> {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 2 }] });
  const h = MAP_FILE_HEADERS;
  const headers = [h.field, h.year, h.region, h.width];
  const columns = Math.max(data.width, headers.length);
  sheet.columns = Array.from({ length: columns }, () => ({ width: COLUMN_WIDTH }));
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.commit();
  const { fieldName, year, region } = data.season;
  sheet.addRow([fieldName, year, region, data.width]).commit();
  for (const places of data.grid) {
    const cells: CellValue[] = places.map((cell) => (cell ? cellText(cell) : null));
    const row = sheet.addRow(cells);
    cells.forEach((value, index) => {
      if (value !== null) row.getCell(index + 1).numFmt = TEXT_FORMAT;
    });
    row.commit();
  }
  await sheet.commit();
}

/**
 * Writes a field-year's map as the field-map file (decision 019): sheet `Карта` holds the
 * plot names the upload reads back; sheet `Номера делянок` the same grid with plot labels,
 * for people (the upload never reads it). Uploading the file unchanged changes nothing.
 */
export async function writeMapFile(workbook: WorkbookWriter, data: MapFileData): Promise<void> {
  await writeGridSheet(workbook, MAP_SHEET_NAME, data, (cell) => cell.plot_name);
  await writeGridSheet(workbook, LABELS_SHEET_NAME, data, (cell) => cell.plot_label);
}
