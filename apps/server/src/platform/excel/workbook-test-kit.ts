import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * Hostile (and ordinary) workbooks for the tests of decision 025, written byte by byte: a
 * zip writer whose directory may declare any size, deflate streams built from independent
 * segments so that a part unpacking to gigabytes is never held in memory (only its few
 * megabytes of deflate), and minimal OOXML parts. Only tests import this file.
 */

/** A part already deflated: its real unpacked size, and the size the directory declares. */
export type DeflatedPart = { deflated: Buffer; unpackedBytes: number; declaredBytes?: number };
/** A part of a zip; `stored` keeps it uncompressed (method 0, as some writers do). */
export type ZipPart = { name: string; data: string | Buffer | DeflatedPart; stored?: boolean };

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function deflatePart({ data, stored }: ZipPart) {
  if (typeof data === 'string' || Buffer.isBuffer(data)) {
    const bytes = Buffer.from(data);
    const deflated = stored ? bytes : deflateRawSync(bytes);
    return { deflated, unpacked: bytes.length, crc: crc32(bytes) };
  }
  // synthetic parts carry no CRC: our readers never check it
  return { deflated: data.deflated, unpacked: data.declaredBytes ?? data.unpackedBytes, crc: 0 };
}

/** A zip (deflated or stored parts, no data descriptors) of the parts, in order. */
export function zipParts(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const { deflated, unpacked, crc } = deflatePart(part);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(part.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(deflated.length, 18);
    local.writeUInt32LE(unpacked, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    local.copy(central, 8, 6, 26); // flags, method, time, date, crc, sizes
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, deflated);
    centrals.push(central, name);
    offset += local.length + name.length + deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * `head`, then `unit` repeated `times` times, then `tail`, deflated as independent segments
 * (each flushed with Z_FULL_FLUSH, so they may follow each other): one block of units is
 * deflated once and its few kilobytes repeated. A run of gigabytes costs megabytes.
 */
export function deflatedRun(input: {
  head: string;
  unit: string;
  times: number;
  tail: string;
}): DeflatedPart {
  const unit = Buffer.from(input.unit);
  const perBlock = Math.max(1, Math.floor((1024 * 1024) / unit.length));
  const segment = (bytes: Buffer) =>
    deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const pieces = [segment(Buffer.from(input.head))];
  const block = segment(Buffer.concat(Array.from({ length: perBlock }, () => unit)));
  const blocks = Math.floor(input.times / perBlock);
  for (let index = 0; index < blocks; index++) pieces.push(block);
  const rest = input.times - blocks * perBlock;
  if (rest > 0) pieces.push(segment(Buffer.concat(Array.from({ length: rest }, () => unit))));
  pieces.push(deflateRawSync(Buffer.from(input.tail))); // the final segment
  const unpackedBytes =
    Buffer.byteLength(input.head) + unit.length * input.times + Buffer.byteLength(input.tail);
  return { deflated: Buffer.concat(pieces), unpackedBytes };
}

/** Deflates text produced piece by piece (rows…) through a zlib stream, level 1. */
export async function deflatedStream(pieces: Iterable<string>): Promise<DeflatedPart> {
  const deflate = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let unpackedBytes = 0;
  for (const piece of pieces) {
    unpackedBytes += Buffer.byteLength(piece);
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { deflated: Buffer.concat(out), unpackedBytes };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The XML of one sheet row: numbers as number cells, text as inline strings. */
export function rowXml(row: number, values: (string | number | null)[]): string {
  const cells = values.map((value, index) => {
    if (value === null) return '';
    const ref = `${String.fromCharCode(65 + index)}${row}`;
    return typeof value === 'number'
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`;
  });
  return `<row r="${row}">${cells.join('')}</row>`;
}

/** Start and end of a worksheet part, around its rows. */
export const SHEET_HEAD = `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>`;
export const SHEET_TAIL = '</sheetData></worksheet>';
/** Start and end of a shared-strings part, around its `<si>` items. */
export const STRINGS_HEAD = `${XML_HEAD}<sst xmlns="${MAIN}">`;
export const STRINGS_TAIL = '</sst>';

/** A worksheet part holding these rows (row 1 first). */
export function sheetXml(rows: (string | number | null)[][]): string {
  return SHEET_HEAD + rows.map((values, index) => rowXml(index + 1, values)).join('') + SHEET_TAIL;
}

/**
 * The parts of a workbook of one sheet (Лист1), with a shared-strings part when given.
 * Every sheet in `sheets` is listed in workbook.xml in the given order.
 */
export function workbookParts(input: {
  sheets: { file: string; data: ZipPart['data'] }[];
  sharedStrings?: ZipPart['data'];
}): ZipPart[] {
  const relations = input.sheets.map(
    (sheet, index) =>
      `<Relationship Id="rId${index + 1}" Type="${DOC_RELS}/worksheet" Target="worksheets/${sheet.file}"/>`,
  );
  if (input.sharedStrings !== undefined) {
    relations.push(
      `<Relationship Id="rIdS" Type="${DOC_RELS}/sharedStrings" Target="sharedStrings.xml"/>`,
    );
  }
  const sheets = input.sheets.map(
    (_sheet, index) =>
      `<sheet name="Лист${index + 1}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
  );
  const parts: ZipPart[] = [
    {
      name: '[Content_Types].xml',
      data:
        `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      data: `${XML_HEAD}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets>${sheets.join('')}</sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `${XML_HEAD}<Relationships xmlns="${RELS}">${relations.join('')}</Relationships>`,
    },
    ...input.sheets.map((sheet) => ({ name: `xl/worksheets/${sheet.file}`, data: sheet.data })),
  ];
  if (input.sharedStrings !== undefined) {
    parts.push({ name: 'xl/sharedStrings.xml', data: input.sharedStrings });
  }
  return parts;
}

/** A header row that names a plot-results file, so the files look like real uploads. */
const HEADER_ROW = ['Название питомника', 'Год', 'Регион', 'Название делянки', 'Название сорта'];

/**
 * The zip bomb of issue 12: a 1-row sheet and shared strings of `bytes` (about 2 GB) of
 * repeated `<si><t>…</t></si>`, a few megabytes packed. `declaredBytes` makes its directory
 * lie about the unpacked size.
 */
export function sharedStringsBomb(bytes = 2 * 1024 ** 3, declaredBytes?: number): Buffer {
  const unit = '<si><t>Бомба из общих строк</t></si>';
  const strings = deflatedRun({
    head: STRINGS_HEAD,
    unit,
    times: Math.floor(bytes / Buffer.byteLength(unit)),
    tail: STRINGS_TAIL,
  });
  return zipParts(
    workbookParts({
      sheets: [{ file: 'sheet1.xml', data: sheetXml([HEADER_ROW]) }],
      sharedStrings: { ...strings, declaredBytes },
    }),
  );
}

/** A sheet of `rows` rows (each with a number cell), deflated as it is written. */
export async function workbookOfRows(rows: number): Promise<Buffer> {
  function* pieces() {
    yield SHEET_HEAD + rowXml(1, HEADER_ROW);
    for (let row = 2; row <= rows; row += 10_000) {
      const last = Math.min(rows, row + 9_999);
      const batch: string[] = [];
      for (let index = row; index <= last; index++) batch.push(rowXml(index, [index]));
      yield batch.join('');
    }
    yield SHEET_TAIL;
  }
  const sheet = await deflatedStream(pieces());
  return zipParts(workbookParts({ sheets: [{ file: 'sheet1.xml', data: sheet }] }));
}

/** A workbook whose one shared string is `length` Cyrillic letters long. */
export function workbookWithLongText(length: number): Buffer {
  const text = 'ж'.repeat(length);
  return zipParts(
    workbookParts({
      sheets: [
        {
          file: 'sheet1.xml',
          data: `${SHEET_HEAD}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${SHEET_TAIL}`,
        },
      ],
      sharedStrings: `${STRINGS_HEAD}<si><t>${text}</t></si>${STRINGS_TAIL}`,
    }),
  );
}
