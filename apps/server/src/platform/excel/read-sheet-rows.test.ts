import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheetRows } from './read-sheet-rows.ts';
import { sheetXml, workbookParts, zipParts } from './workbook-test-kit.ts';

const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'plotline-read-sheet-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function rowsOf(name: string, bytes: Buffer) {
  const path = join(folder, name);
  await writeFile(path, bytes);
  const rows: [number, unknown[]][] = [];
  for await (const row of readSheetRows(path))
    rows.push([row.number, row.filled().map(([, value]) => value)]);
  return rows;
}

describe('readSheetRows', () => {
  it('gives Cyrillic text back whole, also where it straddles two inflated chunks', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Результаты');
    const names = Array.from({ length: 20_000 }, (_, index) => `Делянка ${index} — сорт «Ёлочка»`);
    for (const name of names) sheet.addRow([name]);
    const rows = await rowsOf('cyrillic.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(rows.map(([, values]) => values[0])).toEqual(names);
  });

  it('reads the first worksheet of the workbook, wherever its part lies in the zip', async () => {
    const parts = workbookParts({
      sheets: [
        { file: 'sheet2.xml', data: sheetXml([['первый лист']]) },
        { file: 'sheet1.xml', data: sheetXml([['второй лист']]) },
      ],
    });
    // sheet1.xml comes first in the zip, but workbook.xml lists sheet2.xml first
    const zipOrder = [...parts.slice(0, -2), parts[parts.length - 1], parts[parts.length - 2]];
    expect(await rowsOf('order.xlsx', zipParts(zipOrder as typeof parts))).toEqual([
      [1, ['первый лист']],
    ]);
    // a chart sheet as the first tab is passed over
    const chart = `<Relationship Id="rIdC" Type="${DOC_RELS}/chartsheet" Target="chartsheets/sheet1.xml"/>`;
    const withChart = zipOrder.map((part) => {
      const data = String(part?.data);
      if (part?.name === 'xl/workbook.xml') {
        return {
          ...part,
          data: data.replace('<sheets>', '<sheets><sheet name="График" sheetId="9" r:id="rIdC"/>'),
        };
      }
      if (part?.name === 'xl/_rels/workbook.xml.rels') {
        return { ...part, data: data.replace('</Relationships>', `${chart}</Relationships>`) };
      }
      return part;
    }) as typeof parts;
    withChart.push({ name: 'xl/chartsheets/sheet1.xml', data: '<chartsheet/>' });
    expect(await rowsOf('chart.xlsx', zipParts(withChart))).toEqual([[1, ['первый лист']]]);
  });
});
