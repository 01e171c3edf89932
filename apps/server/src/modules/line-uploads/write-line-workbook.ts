import {
  LINE_COLLECTION_HEADERS,
  LINE_PARENTS_HEADERS,
  LINE_REGIONS_SEPARATOR,
  VARIETY_FLAG_WORDS,
} from '@plotline/contract/line-uploads';
import type { Language } from '@plotline/contract/rules';
import type { CellValue } from 'exceljs';
import type { WorkbookWriter } from '../../platform/excel/send-workbook.ts';
import { translate } from '../../platform/i18n/translate.ts';
import type { LineFileKind } from './read-line-sheet.ts';

/** A line as the collection file shows it. */
export type LineFileRecord = {
  name: string;
  isSort: boolean;
  species: string;
  origin: string;
  regions: string[];
  uniformity: string;
  heteroticGroup: string;
  genealogy: string;
  owner: string;
  comments: string;
  herbicides: string;
  fungicides: string;
  mother: string | null;
  father: string | null;
};

/** Text cells stay text when edited in Excel (`1/2` would otherwise become a date). */
const TEXT_FORMAT = '@';
const COLUMN_WIDTH = 18;

/** The sheet's name in each language. */
const SHEET_NAMES: Record<LineFileKind, Record<Language, string>> = {
  line_collection: { ru: 'Линии', en: 'Lines', it: 'Linee', es: 'Líneas' },
  line_parents: { ru: 'Родословные', en: 'Pedigrees', it: 'Pedigree', es: 'Pedigríes' },
};

/** The header row of a file in a language. */
export function lineFileHeaders(kind: LineFileKind, language: Language): string[] {
  const headers = kind === 'line_collection' ? LINE_COLLECTION_HEADERS : LINE_PARENTS_HEADERS;
  return Object.values(headers).map((texts) => texts[language]);
}

/** One collection row's cells, in the order of LINE_COLLECTION_HEADERS. */
function collectionCells(line: LineFileRecord, language: Language): CellValue[] {
  const [yes, no] = VARIETY_FLAG_WORDS[language];
  return [
    line.name,
    line.isSort ? yes : no,
    line.species,
    line.origin,
    line.regions.join(`${LINE_REGIONS_SEPARATOR} `),
    line.uniformity,
    line.heteroticGroup,
    line.genealogy,
    line.owner,
    line.comments,
    line.herbicides,
    line.fungicides,
    line.mother ?? '',
    line.father ?? '',
  ];
}

/** Writes the one sheet of a line file: headers in the caller's language, then the rows. */
export async function writeLineFile(
  workbook: WorkbookWriter,
  kind: LineFileKind,
  language: Language,
  rows: Iterable<CellValue[]>,
): Promise<void> {
  const headers = lineFileHeaders(kind, language);
  const sheet = workbook.addWorksheet(SHEET_NAMES[kind][language], {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = headers.map(() => ({ width: COLUMN_WIDTH, style: { numFmt: TEXT_FORMAT } }));
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  header.commit();
  for (const cells of rows) {
    const row = sheet.addRow(cells);
    cells.forEach((_value, index) => {
      row.getCell(index + 1).numFmt = TEXT_FORMAT;
    });
    row.commit();
  }
  await sheet.commit();
}

/** The collection rows of the export. */
export function* collectionRows(lines: LineFileRecord[], language: Language) {
  for (const line of lines) yield collectionCells(line, language);
}

/** The example row of each template, in the caller's language (a backcross pedigree). */
export function templateRow(kind: LineFileKind, language: Language): CellValue[] {
  if (kind === 'line_parents') return ['L-001', 'A*2/B', 'C', 'A*2/B//C'];
  return collectionCells(
    {
      name: 'L-001',
      isSort: false,
      species: 'Triticum aestivum',
      origin: translate('lineUploads.exampleOrigin', language),
      regions: translate('lineUploads.exampleRegions', language)
        .split(LINE_REGIONS_SEPARATOR)
        .map((region) => region.trim()),
      uniformity: '',
      heteroticGroup: 'A',
      genealogy: 'A*2/B//C',
      owner: '',
      comments: translate('lineUploads.exampleComment', language),
      herbicides: '',
      fungicides: '',
      mother: 'A*2/B',
      father: 'C',
    },
    language,
  );
}
