import { z } from 'zod';
import { Id } from './common.ts';
import { formBlank, UploadFile } from './imports.ts';
import { type Language, normalizeName } from './rules.ts';
import { LotListQuery } from './warehouse.ts';

/**
 * The seed-record files (issue 15, decision 040 "Seed-record files"): one row per seed lot.
 * Columns are found by their header text in any order, any case, ё = е, in any of the four
 * interface languages; the template and the download are written in the caller's language.
 */

type Headers = Record<Language, string>;

/** The columns of a seed-record file in the order the download writes them. */
export const SEED_RECORD_HEADERS = {
  code: { ru: 'Партия', en: 'Lot', it: 'Lotto', es: 'Lote' },
  warehouse: { ru: 'Склад', en: 'Warehouse', it: 'Magazzino', es: 'Almacén' },
  location: { ru: 'Место хранения', en: 'Storage location', it: 'Ubicazione', es: 'Ubicación' },
  line: { ru: 'Линия', en: 'Line', it: 'Linea', es: 'Línea' },
  plot: { ru: 'Делянка', en: 'Plot', it: 'Parcella', es: 'Parcela' },
  weight: { ru: 'Вес, г', en: 'Weight, g', it: 'Peso, g', es: 'Peso, g' },
  amount: { ru: 'Кол-во, шт.', en: 'Seeds, pcs', it: 'Semi, n.', es: 'Semillas, uds.' },
  weight_1000: {
    ru: 'Масса 1000 семян, г',
    en: '1000-seed weight, g',
    it: 'Peso di 1000 semi, g',
    es: 'Peso de 1000 semillas, g',
  },
  reserved: { ru: 'Резерв', en: 'Reserved', it: 'Riserva', es: 'Reserva' },
  region: { ru: 'Регион', en: 'Region', it: 'Regione', es: 'Región' },
  nursery: { ru: 'Питомник', en: 'Nursery', it: 'Vivaio', es: 'Vivero' },
  year: { ru: 'Год', en: 'Year', it: 'Anno', es: 'Año' },
  experiment: { ru: 'Опыт', en: 'Experiment', it: 'Prova', es: 'Ensayo' },
  plant_number: {
    ru: 'Номер растения',
    en: 'Plant number',
    it: 'Numero di pianta',
    es: 'Número de planta',
  },
  selection_number: {
    ru: 'Номер отбора',
    en: 'Selection number',
    it: 'Numero di selezione',
    es: 'Número de selección',
  },
  address: {
    ru: 'Адрес (ячейка)',
    en: 'Address (cell)',
    it: 'Indirizzo (cella)',
    es: 'Dirección (celda)',
  },
  sowing_tolerance: {
    ru: 'Норма на один посев, г',
    en: 'Needed for one sowing, g',
    it: 'Necessario per una semina, g',
    es: 'Necesario para una siembra, g',
  },
  comment: { ru: 'Комментарий', en: 'Comment', it: 'Commento', es: 'Comentario' },
  date_added: {
    ru: 'Дата закладки',
    en: 'Date added',
    it: 'Data di inserimento',
    es: 'Fecha de alta',
  },
} as const satisfies Record<string, Headers>;
export type SeedRecordColumn = keyof typeof SEED_RECORD_HEADERS;

/**
 * Columns the download shows and the upload ignores: the lot's provenance (copied from the
 * plot it was harvested from) and the day it was recorded.
 */
export const SEED_RECORD_READ_ONLY = [
  'plot',
  'nursery',
  'year',
  'date_added',
] as const satisfies readonly SeedRecordColumn[];

/** Other header texts read as the same column (shorter or older spellings). */
const SEED_RECORD_ALIASES: Partial<Record<SeedRecordColumn, string[]>> = {
  code: ['Код партии', 'Код', 'Lot code', 'Code', 'Codice lotto', 'Código de lote'],
  location: ['Место', 'Location', 'Luogo di conservazione', 'Lugar de almacenamiento'],
  line: ['Название сорта', 'Сорт', 'Line name', 'Variety'],
  weight: ['Вес', 'Вес (г)', 'Weight', 'Weight (g)', 'Peso', 'Peso (g)'],
  amount: ['Количество', 'Количество семян', 'Amount', 'Seeds', 'Quantità', 'Cantidad'],
  weight_1000: [
    'Масса 1000 семян',
    'МТС',
    '1000-seed weight',
    'Peso di 1000 semi',
    'Peso de 1000 semillas',
  ],
  address: ['Адрес', 'Ячейка', 'Address', 'Indirizzo', 'Dirección'],
  sowing_tolerance: ['Норма высева, г', 'Sowing tolerance', 'Sowing tolerance, g'],
  comment: ['Комментарии', 'Comments', 'Commenti', 'Comentarios'],
};

/**
 * Reads a header text as a column: every language's text and the aliases, folded as names
 * are (trimmed, one space, any case, ё = е); undefined for a column the file format lacks.
 */
export function matchSeedRecordHeader(text: string): SeedRecordColumn | undefined {
  return HEADER_BY_TEXT.get(normalizeName(text));
}

const HEADER_BY_TEXT = new Map<string, SeedRecordColumn>();
for (const [column, texts] of Object.entries(SEED_RECORD_HEADERS) as [
  SeedRecordColumn,
  Headers,
][]) {
  for (const text of Object.values(texts)) HEADER_BY_TEXT.set(normalizeName(text), column);
}
for (const [column, texts] of Object.entries(SEED_RECORD_ALIASES) as [
  SeedRecordColumn,
  string[],
][]) {
  for (const text of texts) {
    if (!HEADER_BY_TEXT.has(normalizeName(text))) HEADER_BY_TEXT.set(normalizeName(text), column);
  }
}

/** The reserve flag as the download writes it, by language (true / false). */
export const RESERVED_WORDS: Record<Language, [yes: string, no: string]> = {
  ru: ['да', 'нет'],
  en: ['yes', 'no'],
  it: ['sì', 'no'],
  es: ['sí', 'no'],
};
const RESERVED_TRUE = [
  'да',
  'yes',
  'sì',
  'si',
  'sí',
  'true',
  '1',
  'резерв',
  'reserved',
  'riserva',
  'reserva',
];
const RESERVED_FALSE = ['нет', 'no', 'false', '0'];

/** Reads a reserve flag cell's text: true, false, or undefined when it is none of the words. */
export function readReservedFlag(text: string): boolean | undefined {
  const folded = normalizeName(text);
  if (RESERVED_TRUE.includes(folded)) return true;
  if (RESERVED_FALSE.includes(folded)) return false;
  return undefined;
}

/** `POST upload_excel_file/upload_seed_records/` (multipart): the .xlsx file and the crop. */
export const SeedRecordsForm = z.object({
  file: UploadFile,
  spec_id: z.preprocess(formBlank, Id).describe('crop id'),
});
export type SeedRecordsForm = z.input<typeof SeedRecordsForm>;

/** Lots one download may hold; narrow the filters beyond it. */
export const SEED_RECORDS_DOWNLOAD_MAX = 100_000;

/**
 * `GET download_seed_records/?spec_id…`: the filters of `GET seeds/` (line substring, line,
 * year, warehouse, location, available only); every matching lot, by code.
 */
export const SeedRecordsQuery = LotListQuery.omit({ page: true, page_size: true, sort_by: true });
export type SeedRecordsQuery = z.input<typeof SeedRecordsQuery>;
