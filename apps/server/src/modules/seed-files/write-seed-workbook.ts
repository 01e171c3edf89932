import type { Language } from '@plotline/contract/rules';
import {
  RESERVED_WORDS,
  SEED_RECORD_HEADERS,
  type SeedRecordColumn,
} from '@plotline/contract/seed-files';
import type { SeedLot } from '@plotline/contract/warehouse';
import type { CellValue } from 'exceljs';
import type { WorkbookWriter } from '../../platform/excel/send-workbook.ts';
import { translate } from '../../platform/i18n/translate.ts';

/** Text cells stay text when edited in Excel (`1/2` would otherwise become a date). */
const TEXT_FORMAT = '@';
const COLUMN_WIDTH = 18;
const COLUMNS = Object.keys(SEED_RECORD_HEADERS) as SeedRecordColumn[];
/** Columns written as numbers; every other one is text. */
const NUMBER_COLUMNS = new Set<SeedRecordColumn>([
  'weight',
  'amount',
  'weight_1000',
  'year',
  'sowing_tolerance',
]);

/** The sheet's name in each language. */
const SHEET_NAMES: Record<Language, string> = {
  ru: 'Партии семян',
  en: 'Seed lots',
  it: 'Lotti di seme',
  es: 'Lotes de semilla',
};

/** The header row in a language, in the file's column order. */
export function seedFileHeaders(language: Language): string[] {
  return COLUMNS.map((column) => SEED_RECORD_HEADERS[column][language]);
}

/** A lot's cells, in the file's column order (what the upload reads back unchanged). */
export function lotCells(lot: SeedLot, language: Language): CellValue[] {
  const [yes, no] = RESERVED_WORDS[language];
  const cells: Record<SeedRecordColumn, CellValue> = {
    code: lot.code,
    warehouse: lot.warehouse_name,
    location: lot.location_name,
    line: lot.line_name,
    plot: lot.plot_name,
    weight: lot.weight,
    amount: lot.amount,
    weight_1000: lot.weight_1000,
    reserved: lot.reserved ? yes : no,
    region: lot.region,
    nursery: lot.nursery,
    year: lot.year,
    experiment: lot.experiment,
    plant_number: lot.plant_number,
    selection_number: lot.selection_number,
    address: lot.address,
    sowing_tolerance: lot.sowing_tolerance,
    comment: lot.comment,
    date_added: lot.date_added,
  };
  // an empty text is an empty cell, as Excel writes one
  return COLUMNS.map((column) => (cells[column] === '' ? null : cells[column]));
}

/**
 * Writes the one sheet of a seed-record file: headers in the caller's language, then the rows
 * as they come (a download pages through the lots while it writes).
 */
export async function writeSeedFile(
  workbook: WorkbookWriter,
  language: Language,
  rows: Iterable<CellValue[]> | AsyncIterable<CellValue[]>,
): Promise<void> {
  const sheet = workbook.addWorksheet(SHEET_NAMES[language], {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = COLUMNS.map((column) => ({
    width: COLUMN_WIDTH,
    style: NUMBER_COLUMNS.has(column) ? {} : { numFmt: TEXT_FORMAT },
  }));
  const header = sheet.addRow(seedFileHeaders(language));
  header.font = { bold: true };
  header.commit();
  for await (const cells of rows) {
    const row = sheet.addRow(cells);
    COLUMNS.forEach((column, index) => {
      if (!NUMBER_COLUMNS.has(column)) row.getCell(index + 1).numFmt = TEXT_FORMAT;
    });
    row.commit();
  }
  await sheet.commit();
}

/** The template's example row, in the caller's language: a new lot (no code). */
export function templateRow(language: Language): CellValue[] {
  const [, no] = RESERVED_WORDS[language];
  const cells: Record<SeedRecordColumn, CellValue> = {
    code: '',
    warehouse: translate('seedFiles.exampleWarehouse', language),
    location: translate('seedFiles.exampleLocation', language),
    line: 'L-001',
    plot: '',
    weight: 250.5,
    amount: 5000,
    weight_1000: 42.3,
    reserved: no,
    region: '',
    nursery: '',
    year: null,
    experiment: '',
    plant_number: '',
    selection_number: '',
    address: translate('seedFiles.exampleAddress', language),
    sowing_tolerance: 50,
    comment: translate('seedFiles.exampleComment', language),
    date_added: '',
  };
  return COLUMNS.map((column) => cells[column]);
}
