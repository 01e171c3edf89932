import { FIELD_MAP_FILE_FIRST_GRID_ROW } from '@plotline/contract/field-maps-file';
import { normalizeName } from '@plotline/contract/rules';
import { NURSERY_HEADERS } from '../imports/nursery-headers.ts';
import { positionOf } from './field-map-grid.ts';

/**
 * The layout of the field-map file (decision 019), shared by the export that writes it and
 * the upload that reads it: header texts, sheet names, the plot-name pattern of a cell and
 * the place of a cell on the map.
 */

/** Header texts of row 1: the nursery's as in every nursery file, plus the map's width. */
export const MAP_FILE_HEADERS = {
  field: NURSERY_HEADERS.field,
  year: NURSERY_HEADERS.year,
  region: NURSERY_HEADERS.region,
  width: 'Ширина карты',
} as const;
/** A header of row 1, by its role. */
export type MapFileColumn = keyof typeof MAP_FILE_HEADERS;

/** Headers a map file must have; `Ширина карты` is optional. */
export const MAP_FILE_REQUIRED: readonly MapFileColumn[] = ['field', 'year', 'region'];

/** The sheet the upload reads (the first one): plot names. */
export const MAP_SHEET_NAME = 'Карта';
/** The second sheet, written for people only: the same grid with plot labels. */
export const LABELS_SHEET_NAME = 'Номера делянок';

const COLUMN_BY_TEXT = new Map(
  Object.entries(MAP_FILE_HEADERS).map(([column, text]) => [
    normalizeName(text),
    column as MapFileColumn,
  ]),
);

/** The role of a header text (trimmed, any case, ё = е); undefined for other texts. */
export function matchMapHeader(text: string): MapFileColumn | undefined {
  return COLUMN_BY_TEXT.get(normalizeName(text));
}

/** `<name>/<repetition>`: a name with a letter or digit, a slash, a whole number from 1. */
const PLOT_CELL = /^(.*[\p{L}\p{N}].*?)\s*\/\s*0*([1-9]\d*)$/u;

/**
 * The plot name a cell's text stands for, in the stored form `<name>/<repetition>` (spaces
 * around the slash and leading zeros of the repetition dropped, as the uploads store names).
 * @returns undefined when the text does not follow the pattern
 */
export function plotNameOfCell(text: string): string | undefined {
  const match = PLOT_CELL.exec(text.trim());
  if (!match) return undefined;
  return `${match[1]}/${match[2]}`;
}

/** The map position of a grid cell given by sheet row and 1-based sheet column. */
export function positionOfCell(cell: { row: number; column: number }, width: number): number {
  return positionOf(cell.row - FIELD_MAP_FILE_FIRST_GRID_ROW, cell.column - 1, width);
}
