import {
  AGRO_FILE_HEADERS,
  METEO_FILE_DATE_HEADER,
  paramHeader,
} from '@plotline/contract/meteo-files';
import type { Language } from '@plotline/contract/rules';
import type { WorkbookWriter } from '../../platform/excel/send-workbook.ts';

const COLUMN_WIDTH = 16;
const DATE_FORMAT = 'yyyy-mm-dd';
const TEXT_FORMAT = '@';

type Param = { name: string; unit: string };

const SHEET_NAMES = {
  meteo: { ru: 'Погода', en: 'Weather', it: 'Meteo', es: 'Clima' },
  agro: { ru: 'Агрохимия', en: 'Soil', it: 'Suolo', es: 'Suelo' },
} as const satisfies Record<string, Record<Language, string>>;

/**
 * The weather template of a sector (decision 044 §Uploads): a date column formatted as dates,
 * then one column per parameter headed by its name and unit (`Tmax, °C`), which the upload
 * reads back by name.
 */
export async function writeMeteoTemplate(
  workbook: WorkbookWriter,
  language: Language,
  params: readonly Param[],
): Promise<void> {
  const sheet = workbook.addWorksheet(SHEET_NAMES.meteo[language], {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }],
  });
  sheet.columns = [
    { width: COLUMN_WIDTH, style: { numFmt: DATE_FORMAT } },
    ...params.map(() => ({ width: COLUMN_WIDTH })),
  ];
  const header = sheet.addRow([METEO_FILE_DATE_HEADER[language], ...params.map(paramHeader)]);
  header.font = { bold: true };
  header.commit();
  await sheet.commit();
}

/**
 * The soil template of a year: nursery, plot and date in the caller's language (read back in
 * any of the four), then one column per soil parameter of the year.
 */
export async function writeAgroTemplate(
  workbook: WorkbookWriter,
  language: Language,
  params: readonly Param[],
): Promise<void> {
  const sheet = workbook.addWorksheet(SHEET_NAMES.agro[language], {
    views: [{ state: 'frozen', ySplit: 1, xSplit: 3 }],
  });
  sheet.columns = [
    { width: COLUMN_WIDTH * 1.5, style: { numFmt: TEXT_FORMAT } },
    { width: COLUMN_WIDTH, style: { numFmt: TEXT_FORMAT } },
    { width: COLUMN_WIDTH, style: { numFmt: DATE_FORMAT } },
    ...params.map(() => ({ width: COLUMN_WIDTH })),
  ];
  const header = sheet.addRow([
    AGRO_FILE_HEADERS.nursery[language],
    AGRO_FILE_HEADERS.plot[language],
    AGRO_FILE_HEADERS.date[language],
    ...params.map(paramHeader),
  ]);
  header.font = { bold: true };
  header.commit();
  await sheet.commit();
}
