import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { workbookParts, zipParts } from './workbook-test-kit.ts';
import { readZipDirectory, readZipDirectorySync } from './zip-directory.ts';

const inMemory = (bytes: Buffer) => ({
  size: bytes.length,
  read: (offset: number, length: number) => bytes.subarray(offset, offset + length),
});

/** One central-directory entry of `name` with a ZIP64 extra field holding `unpacked`. */
function zip64Directory(name: string, unpacked: bigint): Buffer {
  const encoded = Buffer.from(name);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(10, 20);
  central.writeUInt32LE(0xffffffff, 24);
  central.writeUInt16LE(encoded.length, 28);
  central.writeUInt16LE(12, 30);
  const extra = Buffer.alloc(12);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8, 2);
  extra.writeBigUInt64LE(unpacked, 4);
  const directory = Buffer.concat([central, encoded, extra]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(0, 16);
  return Buffer.concat([directory, end]);
}

describe('readZipDirectory', () => {
  it('lists the parts of a workbook with their methods and sizes, from disk or memory alike', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Делянки').addRow(['plot', 'урожай']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const directory = await readZipDirectory(inMemory(bytes));
    expect(directory).toEqual(readZipDirectorySync(bytes));
    expect(directory.entries.map((entry) => entry.name)).toContain('xl/worksheets/sheet1.xml');
    const sheet = directory.entries.find((entry) => entry.name === 'xl/worksheets/sheet1.xml');
    expect(sheet).toMatchObject({ method: 8, packedBytes: expect.any(Number) });
    expect(sheet?.unpackedBytes).toBeGreaterThan(sheet?.packedBytes ?? 0);
  });

  it('reads what the directory declares, true or not', () => {
    const bytes = zipParts([
      {
        name: 'a.xml',
        data: { deflated: Buffer.from([3, 0]), unpackedBytes: 0, declaredBytes: 2 ** 31 },
      },
    ]);
    expect(readZipDirectorySync(bytes).entries).toEqual([
      {
        name: 'a.xml',
        method: 8,
        flags: 0x0800,
        packedBytes: 2,
        unpackedBytes: 2 ** 31,
        headerOffset: 0,
      },
    ]);
  });

  it('reads ZIP64 sizes from the extra field', () => {
    const [entry] = readZipDirectorySync(
      zip64Directory('xl/sharedStrings.xml', 5n * 2n ** 32n),
    ).entries;
    expect(entry?.unpackedBytes).toBe(5 * 2 ** 32);
    const [huge] = readZipDirectorySync(zip64Directory('x', 2n ** 60n)).entries;
    expect(huge?.unpackedBytes).toBe(Number.POSITIVE_INFINITY);
  });

  it('refuses what is no complete zip', () => {
    const bytes = zipParts(
      workbookParts({ sheets: [{ file: 'sheet1.xml', data: '<worksheet/>' }] }),
    );
    const unreadable = expect.objectContaining({ name: 'UnreadableWorkbookError' });
    expect(() => readZipDirectorySync(bytes.subarray(0, bytes.length - 30))).toThrow(unreadable);
    expect(() => readZipDirectorySync(Buffer.from('PK\x03\x04 not a zip'))).toThrow(unreadable);
    const needsZip64 = Buffer.from(bytes);
    needsZip64.writeUInt16LE(0xffff, needsZip64.length - 12);
    expect(() => readZipDirectorySync(needsZip64)).toThrow(unreadable);
    const misplaced = Buffer.from(bytes);
    misplaced.writeUInt32LE(bytes.length, misplaced.length - 6);
    expect(() => readZipDirectorySync(misplaced)).toThrow(unreadable);
  });
});
