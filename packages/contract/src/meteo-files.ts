import { z } from 'zod';
import { Id, integerInput } from './common.ts';
import { formBlank, formJson, UploadFile } from './imports.ts';
import type { MeteoParamKind } from './meteo.ts';
import { type Language, normalizeName, YEAR_MAX, YEAR_MIN } from './rules.ts';

/**
 * Weather and soil files (issue 16 "Uploads", decision 044 §Uploads): an .xlsx workbook or a
 * CSV text with a row per date (weather) or per nursery, plot and date (soil) and a column per
 * parameter. Columns are found by header text; a weather archive's own export (Open-Meteo,
 * NASA POWER, Meteostat, NOAA GHCN, rp5) is read as it is downloaded.
 */

const MB = 1024 * 1024;

/**
 * Bounds of a CSV upload: bigger is one problem on the whole file, read no further. An .xlsx
 * is held to the workbook limits of every import (decision 025, platform/excel
 * WORKBOOK_LIMITS) and to the same row limit.
 */
export const CSV_LIMITS = {
  /** Bytes of the file (a 40-year, 30-column daily archive is ~5 MB). */
  bytes: 32 * MB,
  /** Characters of one line (a header of 500 long names fits). */
  lineLength: 64 * 1024,
  /** Characters of one cell. */
  cellLength: 1000,
  /** Columns of one row. */
  columns: 500,
} as const;

/** Data rows one weather or soil file may hold, xlsx or CSV: 40 years of days. */
export const WEATHER_FILE_ROWS_MAX = 15_000;

/**
 * Header texts of weather archives and what they measure (decision 044 §Uploads). A column
 * whose header is not a parameter's name is read as the sector's parameter of this kind. Keys
 * are compared folded (any case, ё = е) and without a unit in parentheses: Open-Meteo's
 * `temperature_2m_max (°C)` is `temperature_2m_max`.
 */
export const WEATHER_ARCHIVE_HEADERS: Readonly<Record<string, Exclude<MeteoParamKind, 'other'>>> = {
  // Open-Meteo (historical weather API, daily variables)
  temperature_2m_max: 't_max',
  temperature_2m_min: 't_min',
  temperature_2m_mean: 't_mean',
  precipitation_sum: 'precipitation',
  rain_sum: 'precipitation',
  relative_humidity_2m_mean: 'humidity',
  wind_speed_10m_max: 'wind',
  windspeed_10m_max: 'wind',
  wind_speed_10m_mean: 'wind',
  windspeed_10m_mean: 'wind',
  // NASA POWER (daily, agroclimatology community)
  t2m: 't_mean',
  t2m_max: 't_max',
  t2m_min: 't_min',
  prectotcorr: 'precipitation',
  prectot: 'precipitation',
  rh2m: 'humidity',
  ws2m: 'wind',
  // Meteostat and NOAA GHCN-Daily
  tavg: 't_mean',
  tmin: 't_min',
  tmax: 't_max',
  prcp: 'precipitation',
  wspd: 'wind',
  rhum: 'humidity',
  // rp5 and the ВНИИГМИ-МЦД daily archive (Latin or Cyrillic T)
  tср: 't_mean',
  тср: 't_mean',
  тмин: 't_min',
  тмакс: 't_max',
  осадки: 'precipitation',
  r: 'precipitation',
};

/**
 * Headers of a weather file that hold its dates: one date column, or NASA POWER's `YEAR` with
 * `DOY` (day of the year) or with `MO` and `DY`.
 */
export const WEATHER_DATE_HEADERS = {
  date: ['date', 'time', 'дата', 'data', 'fecha', 'datum', 'yyyymmdd'],
  year: ['year', 'yyyy', 'год'],
  dayOfYear: ['doy'],
  month: ['mo', 'month'],
  day: ['dy', 'day'],
} as const;

/**
 * Columns of archive exports that describe the station, not its weather: skipped without a
 * problem (GHCN's `STATION`, `NAME`, …; NASA POWER's `LAT`, `LON`).
 */
export const WEATHER_IGNORED_HEADERS = [
  'station',
  'name',
  'latitude',
  'longitude',
  'elevation',
  'lat',
  'lon',
] as const;

/**
 * How weather files write a date: ISO `YYYY-MM-DD` (Open-Meteo's `time`, Meteostat's
 * `date`), `DD.MM.YYYY` (Russian archives and spreadsheets), `YYYYMMDD` (NASA POWER's
 * `YYYYMMDD`), an .xlsx date cell; or NASA POWER's `YEAR` + `DOY` or `YEAR` + `MO` + `DY`.
 */
export const WEATHER_DATE_FORMATS = ['YYYY-MM-DD', 'DD.MM.YYYY', 'YYYYMMDD'] as const;

/** Cell texts an archive writes for a missing reading: the day is skipped, not a problem. */
export const MISSING_VALUE_MARKS = ['', 'na', 'n/a', 'nan', '-', '—', '-999', '-999.0'];

/**
 * The folded forms a header is matched by (a parameter's name or an archive name): the text
 * as it is, then without a unit in parentheses (`Tmax (°C)`), then without a unit after the
 * last comma (`Осадки, мм`). Folded as names are: trimmed, one space, any case, ё = е.
 */
export function headerForms(text: string): string[] {
  const whole = normalizeName(text);
  const forms = [whole];
  const noParens = normalizeName(whole.replace(/\s*[([][^)\]]*[)\]]\s*$/, ''));
  if (noParens && !forms.includes(noParens)) forms.push(noParens);
  const comma = noParens.lastIndexOf(',');
  if (comma > 0) {
    const noUnit = normalizeName(noParens.slice(0, comma));
    if (noUnit && !forms.includes(noUnit)) forms.push(noUnit);
  }
  return forms;
}

/** The archive kind a header names, if any (WEATHER_ARCHIVE_HEADERS). */
export function archiveKindOf(text: string): Exclude<MeteoParamKind, 'other'> | undefined {
  for (const form of headerForms(text)) {
    const kind = WEATHER_ARCHIVE_HEADERS[form];
    if (kind) return kind;
  }
  return undefined;
}

type Headers = Record<Language, string>;

/** The fixed columns of a soil file, in the template's order; then one per soil parameter. */
export const AGRO_FILE_HEADERS = {
  nursery: { ru: 'Питомник', en: 'Nursery', it: 'Vivaio', es: 'Vivero' },
  plot: { ru: 'Делянка', en: 'Plot', it: 'Parcella', es: 'Parcela' },
  date: { ru: 'Дата', en: 'Date', it: 'Data', es: 'Fecha' },
} as const satisfies Record<string, Headers>;
export type AgroFileColumn = keyof typeof AGRO_FILE_HEADERS;

/** The date column of the weather template, in the caller's language. */
export const METEO_FILE_DATE_HEADER: Headers = AGRO_FILE_HEADERS.date;

const AGRO_ALIASES: Record<AgroFileColumn, string[]> = {
  nursery: ['Название питомника', 'Nursery name', 'Field', 'Поле'],
  plot: ['Название делянки', 'Plot name', 'Номер делянки'],
  date: ['Дата отбора', 'Sampling date', 'Data di campionamento', 'Fecha de muestreo'],
};
const AGRO_HEADER_BY_TEXT = new Map<string, AgroFileColumn>();
for (const column of Object.keys(AGRO_FILE_HEADERS) as AgroFileColumn[]) {
  for (const text of [...Object.values(AGRO_FILE_HEADERS[column]), ...AGRO_ALIASES[column]]) {
    AGRO_HEADER_BY_TEXT.set(normalizeName(text), column);
  }
}

/** Reads a header of a soil file as one of its fixed columns, in any of the four languages. */
export function matchAgroFileHeader(text: string): AgroFileColumn | undefined {
  for (const form of headerForms(text)) {
    const column = AGRO_HEADER_BY_TEXT.get(form);
    if (column) return column;
  }
  return undefined;
}

/** Distinct headers a `mapping` may name (a file has at most CSV_LIMITS.columns). */
export const MAPPING_ENTRIES_MAX = CSV_LIMITS.columns;

/**
 * `mapping`: a JSON object from a header text, exactly as the file has it, to the id of the
 * parameter its column holds, or null to skip the column. It overrides the matching by name
 * and by archive; headers it leaves out are matched as usual.
 */
export const FileMapping = z
  .record(z.string().max(CSV_LIMITS.cellLength), Id.nullable())
  .refine((mapping) => Object.keys(mapping).length <= MAPPING_ENTRIES_MAX, {
    message: 'weatherFiles.mappingTooLarge',
  })
  .describe(
    'JSON text {"<header>": <parameter id> | null}: the column of that header holds that ' +
      'parameter (null: skip it); overrides matching by name',
  );
export type FileMapping = z.infer<typeof FileMapping>;

const mappingField = z.preprocess(formJson, FileMapping.optional());

/** The `file` part: an .xlsx workbook or a CSV text (told apart by the first bytes). */
export const WeatherUploadFile = UploadFile.meta({
  type: 'string',
  format: 'binary',
  description: 'an .xlsx workbook or a CSV text (UTF-8; `,` `;` or tab)',
});

/**
 * `POST upload_file/upload_meteo_file/` (multipart): a row per date, a column per parameter
 * of the sector. Answers the import job (201), as the other uploads.
 */
export const MeteoFileForm = z.object({
  file: WeatherUploadFile,
  sector: z.preprocess(formBlank, Id).describe('the sector whose values the file holds'),
  mapping: mappingField,
});
export type MeteoFileForm = z.input<typeof MeteoFileForm>;

const year = integerInput({ min: YEAR_MIN, max: YEAR_MAX });

/**
 * `POST upload_file/upload_agrochemistry_file/` (multipart): rows of nursery, plot (empty: the
 * nursery-level value) and date, then a column per soil parameter of the year.
 */
export const AgroFileForm = z.object({
  file: WeatherUploadFile,
  year: z.preprocess(formBlank, year).describe("the soil parameters' year"),
  mapping: mappingField,
});
export type AgroFileForm = z.input<typeof AgroFileForm>;

/** `GET upload_file/meteo_file_template/?sector`: a date column + one per parameter. */
export const MeteoTemplateQuery = z.object({ sector: Id });
export type MeteoTemplateQuery = z.input<typeof MeteoTemplateQuery>;
/** `GET upload_file/agrochemistry_file_template/?year`: nursery, plot, date + one per parameter. */
export const AgroTemplateQuery = z.object({ year });
export type AgroTemplateQuery = z.input<typeof AgroTemplateQuery>;

/** The header of a parameter's column in a template: its name, and its unit after a comma. */
export function paramHeader(param: { name: string; unit: string }): string {
  return param.unit ? `${param.name}, ${param.unit}` : param.name;
}
