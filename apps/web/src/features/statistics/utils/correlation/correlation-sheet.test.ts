import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fillCorrelationSheets } from './correlation-sheet.ts';

describe('fillCorrelationSheets', () => {
  it('writes r, p and n sheets in heat-map order with significant cells filled', async () => {
    const workbook = new ExcelJS.Workbook();
    fillCorrelationSheets(workbook, {
      matrix: {
        method: 'spearman',
        features: ['высота', 'урожайность'],
        r: [
          [1, 0.81],
          [0.81, 1],
        ],
        p: [
          [0, 0.0001],
          [0.0001, 0],
        ],
        n: [
          [72, 72],
          [72, 72],
        ],
      },
      title: 'Корреляция (ρ Спирмена): КСИ-1 · 2025',
      names: { r: 'ρ', p: 'p', n: 'n' },
      notes: ['метод'],
    });
    const buffer = await workbook.xlsx.writeBuffer();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(buffer);
    expect(read.worksheets.map((sheet) => sheet.name)).toEqual(['ρ', 'p', 'n']);
    const [r, p, n] = read.worksheets;
    expect(r?.getCell(3, 2).value).toBe('высота');
    expect(r?.getCell(5, 1).value).toBe('урожайность');
    expect(r?.getCell(4, 3).value).toBe(0.81);
    expect(r?.getCell(4, 3).fill).toMatchObject({ fgColor: { argb: 'FFFDE2E2' } });
    expect(r?.getCell(4, 2).fill).not.toMatchObject({ fgColor: {} });
    expect(r?.getCell(7, 1).value).toBe('метод');
    expect(p?.getCell(4, 3).value).toBe(0.0001);
    expect(n?.getCell(5, 3).value).toBe(72);
  });
});
