import { z } from 'zod';
import { Id } from './common.ts';
import { formBlank, UploadFile } from './imports.ts';
import { type Language, normalizeName } from './rules.ts';

/**
 * The line uploads (issue 14, decision 037): the line collection file and the pedigree file.
 * Columns are found by their header text in any order, any case, ё = е, in any of the four
 * interface languages; the template and the export are written in the caller's language.
 */

type Headers = Record<Language, string>;

/** The columns of the line collection file, with their header text in each language. */
export const LINE_COLLECTION_HEADERS = {
  name: { ru: 'Название', en: 'Name', it: 'Nome', es: 'Nombre' },
  is_sort: { ru: 'Сорт', en: 'Variety', it: 'Varietà', es: 'Variedad' },
  species: { ru: 'Вид', en: 'Species', it: 'Specie', es: 'Especie' },
  origin: { ru: 'Происхождение', en: 'Origin', it: 'Origine', es: 'Origen' },
  regions: { ru: 'Регионы', en: 'Regions', it: 'Regioni', es: 'Regiones' },
  uniformity: { ru: 'Выравненность', en: 'Uniformity', it: 'Uniformità', es: 'Uniformidad' },
  heterotic_group: {
    ru: 'Гетерозисная группа',
    en: 'Heterotic group',
    it: 'Gruppo eterotico',
    es: 'Grupo heterótico',
  },
  genealogy: { ru: 'Родословная', en: 'Pedigree', it: 'Pedigree', es: 'Pedigrí' },
  owner: { ru: 'Владелец', en: 'Owner', it: 'Titolare', es: 'Titular' },
  comments: { ru: 'Комментарии', en: 'Comments', it: 'Commenti', es: 'Comentarios' },
  herbicides: { ru: 'Гербициды', en: 'Herbicides', it: 'Erbicidi', es: 'Herbicidas' },
  fungicides: { ru: 'Фунгициды', en: 'Fungicides', it: 'Fungicidi', es: 'Fungicidas' },
  mother: { ru: 'Мать', en: 'Mother', it: 'Madre', es: 'Madre' },
  father: { ru: 'Отец', en: 'Father', it: 'Padre', es: 'Padre' },
} as const satisfies Record<string, Headers>;
export type LineCollectionColumn = keyof typeof LINE_COLLECTION_HEADERS;

/** The columns of the pedigree file. */
export const LINE_PARENTS_HEADERS = {
  line: { ru: 'Линия', en: 'Line', it: 'Linea', es: 'Línea' },
  mother: LINE_COLLECTION_HEADERS.mother,
  father: LINE_COLLECTION_HEADERS.father,
  pedigree: { ru: 'Родословная', en: 'Pedigree', it: 'Pedigree', es: 'Pedigrí' },
} as const satisfies Record<string, Headers>;
export type LineParentsColumn = keyof typeof LINE_PARENTS_HEADERS;

/** Other header texts read as the same column (the spellings breeders use). */
export const LINE_HEADER_ALIASES: Partial<
  Record<LineCollectionColumn | LineParentsColumn, string[]>
> = {
  name: ['Название линии', 'Название сорта', 'Line name', 'Linea', 'Línea'],
  genealogy: ['Purdy', 'Genealogy', 'Genealogia', 'Genealogía', 'Родословная (Purdy)'],
  pedigree: ['Purdy', 'Genealogy', 'Genealogia', 'Genealogía', 'Родословная (Purdy)'],
  line: ['Название', 'Name', 'Nome', 'Nombre', 'Название линии', 'Название сорта'],
};

/** Regions of a line in one cell, separated by `;`. */
export const LINE_REGIONS_SEPARATOR = ';';

/** The variety flag as the export writes it, by language (true / false). */
export const VARIETY_FLAG_WORDS: Record<Language, [yes: string, no: string]> = {
  ru: ['да', 'нет'],
  en: ['yes', 'no'],
  it: ['sì', 'no'],
  es: ['sí', 'no'],
};
/** Every text the upload reads as the variety flag (folded: trimmed, lower case). */
const FLAG_TRUE = [
  'да',
  'yes',
  'sì',
  'si',
  'sí',
  'true',
  '1',
  'сорт',
  'variety',
  'varietà',
  'variedad',
];
const FLAG_FALSE = ['нет', 'no', 'false', '0', 'линия', 'line', 'linea', 'línea'];

/** Reads a variety flag cell: true, false, or undefined when the text is none of the words. */
export function readVarietyFlag(text: string): boolean | undefined {
  const folded = normalizeName(text);
  if (FLAG_TRUE.includes(folded)) return true;
  if (FLAG_FALSE.includes(folded)) return false;
  return undefined;
}

/**
 * A matcher of header texts to columns: every language's text and the aliases, folded as
 * names are (trimmed, one space, any case, ё = е).
 */
export function lineHeaderMatcher<C extends string>(
  headers: Record<C, Headers>,
): (text: string) => C | undefined {
  const byText = new Map<string, C>();
  for (const [column, texts] of Object.entries(headers) as [C, Headers][]) {
    for (const text of Object.values(texts)) byText.set(normalizeName(text), column);
  }
  for (const [column, texts] of Object.entries(LINE_HEADER_ALIASES)) {
    if (!(column in headers)) continue;
    for (const text of texts ?? []) {
      if (!byText.has(normalizeName(text))) byText.set(normalizeName(text), column as C);
    }
  }
  return (text) => byText.get(normalizeName(text));
}

/**
 * `POST line_collections_upload/` and `parents_of_lines_upload_file/` (multipart): the .xlsx
 * file and the crop.
 */
export const LineUploadForm = z.object({
  file: UploadFile,
  spec_id: z.preprocess(formBlank, Id).describe('crop id'),
});
export type LineUploadForm = z.input<typeof LineUploadForm>;

/** `GET line_table_list/export/?spec_id`: every line the caller may see, as the upload reads. */
export const LineExportQuery = z.object({ spec_id: Id.describe('crop id') });
export type LineExportQuery = z.input<typeof LineExportQuery>;
