import { describe, expect, it } from 'vitest';
import { deflatedRun, sheetXml, workbookParts, zipParts } from './workbook-test-kit.ts';
import { checkWorkbook, WorkbookZip } from './workbook-zip.ts';
import { readZipDirectorySync } from './zip-directory.ts';

const MB = 1024 * 1024;
const NOTHING = Buffer.from([3, 0]); // an empty deflate stream

/** A small real workbook plus `extra` parts. */
function workbookWith(...extra: Parameters<typeof zipParts>[0]): Buffer {
  const sheet = sheetXml([
    ['Год', 'Сорт'],
    [2024, 'Безостая 1'],
  ]);
  return zipParts([...workbookParts({ sheets: [{ file: 'sheet1.xml', data: sheet }] }), ...extra]);
}

const limit = (key: string, params: Record<string, unknown>) =>
  expect.objectContaining({ name: 'WorkbookLimitError', key, params });

describe('WorkbookZip.open: what the directory declares, before anything is inflated', () => {
  it('refuses too many parts, too many bytes, too many bytes of text, too high a ratio', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      name: `xl/media/${index}.bin`,
      data: '',
    }));
    await expect(WorkbookZip.open(workbookWith(...many))).rejects.toEqual(
      limit('workbook.tooManyParts', { n: 10_000 }),
    );
    // each of these parts really unpacks to nothing: only their declared sizes are read
    const declaring = (name: string, declaredBytes: number) => ({
      name,
      data: { deflated: NOTHING, unpackedBytes: 0, declaredBytes },
    });
    await expect(
      WorkbookZip.open(workbookWith(declaring('xl/media/a.bin', 600 * MB))),
    ).rejects.toEqual(limit('workbook.tooLarge', { n: 512 }));
    await expect(
      WorkbookZip.open(workbookWith(declaring('xl/sharedStrings.xml', 129 * MB))),
    ).rejects.toEqual(limit('workbook.stringsTooLarge', { n: 128 }));
    await expect(
      WorkbookZip.open(workbookWith(declaring('xl/media/a.bin', 2 * MB))),
    ).rejects.toEqual(limit('workbook.ratio', { part: 'xl/media/a.bin', n: 100 }));
    // small parts may be packed as tightly as they like
    await expect(
      WorkbookZip.open(workbookWith(declaring('xl/media/a.bin', MB))),
    ).resolves.toBeDefined();
  });
});

describe('checkWorkbook: the real bytes, counted while inflating', () => {
  it('passes a real workbook, stored or deflated', async () => {
    await expect(checkWorkbook(workbookWith())).resolves.toBeUndefined();
    const stored = workbookParts({ sheets: [{ file: 'sheet1.xml', data: sheetXml([['Год']]) }] });
    await expect(
      checkWorkbook(zipParts(stored.map((part) => ({ ...part, stored: true })))),
    ).resolves.toBeUndefined();
  });

  it('stops a part whose directory lies about its size as soon as it passes a limit', async () => {
    const zeros = deflatedRun({ head: '', unit: '\0'.repeat(1024), times: 64 * 1024, tail: '' });
    const lying = workbookWith({
      name: 'xl/media/image1.png',
      data: { ...zeros, declaredBytes: 10 },
    });
    await expect(checkWorkbook(lying)).rejects.toEqual(
      limit('workbook.ratio', { part: 'xl/media/image1.png', n: 100 }),
    );
    const zip = await WorkbookZip.open(lying);
    const entry = zip.find('xl/media/image1.png');
    if (!entry) throw new Error('no entry');
    let read = 0;
    const reading = (async () => {
      for await (const chunk of await zip.open(entry)) read += (chunk as Buffer).length;
    })();
    await expect(reading).rejects.toEqual(
      limit('workbook.ratio', { part: 'xl/media/image1.png', n: 100 }),
    );
    // 64 MB real, ~64 KB packed: stopped just past 100 × the packed size
    expect(read).toBeLessThan(8 * MB);
  });

  it('leaves encrypted parts to nobody: reading one is refused, checking skips it', async () => {
    const bytes = workbookWith({ name: 'xl/secret.bin', data: 'x' });
    const { entries, directoryOffset } = readZipDirectorySync(bytes);
    const secret = entries.find((entry) => entry.name === 'xl/secret.bin');
    if (!secret) throw new Error('no entry');
    bytes.writeUInt16LE(0x0801, secret.headerOffset + 6);
    let central = directoryOffset;
    for (const entry of entries) {
      if (entry === secret) bytes.writeUInt16LE(0x0801, central + 8);
      central += 46 + Buffer.byteLength(entry.name);
    }
    await expect(checkWorkbook(bytes)).resolves.toBeUndefined();
    const zip = await WorkbookZip.open(bytes);
    const found = zip.find('xl/secret.bin');
    if (!found) throw new Error('no entry');
    await expect(zip.open(found)).rejects.toEqual(
      expect.objectContaining({ name: 'UnreadableWorkbookError' }),
    );
  });
});
