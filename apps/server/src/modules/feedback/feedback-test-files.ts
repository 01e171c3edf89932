import ExcelJS from 'exceljs';
import { TINY_PNG } from '../../test/multipart.ts';

/** Test files of the feedback suites: real PNG/JPEG signatures, a real workbook, zips. */
export const PNG = TINY_PNG;
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF')]);

/** A real .xlsx written by exceljs. */
export async function buildWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Делянки').addRow(['plot', 'yield']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A stored (uncompressed) zip of empty entries with these names: enough for the central
 * directory reader, which neither inflates nor checks CRCs.
 */
export function buildZip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const encoded = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(encoded.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(encoded.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, encoded);
    centrals.push(central, encoded);
    offset += local.length + encoded.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** `size` bytes that start with the PNG signature. */
export function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  PNG.copy(bytes, 0, 0, Math.min(PNG.length, size));
  return bytes;
}
