import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fillResultSheet, toSheetName } from './fill-result-sheet.ts';
import type { ResultRow } from './rows/result-rows.ts';

function row(plotName: string, patch: Partial<ResultRow>): ResultRow {
  return {
    key: plotName,
    fieldName: 'КСИ-1',
    year: 2025,
    yearId: 2,
    plotName,
    lineName: `Линия ${plotName}`,
    repetitions: 3,
    isControl: false,
    mean: null,
    difference: null,
    nsr: null,
    lower: null,
    upper: null,
    pValue: null,
    rank: null,
    significance: null,
    stars: null,
    color: null,
    ...patch,
  };
}

describe('fillResultSheet', () => {
  it('writes the table with numbers, fills and notes, and reads back from xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    fillResultSheet(workbook, {
      name: 'НСР: урожайность',
      title: 'НСР — урожайность (КСИ-1 · 2025)',
      columns: [
        { key: 'plotName', title: 'Делянка' },
        { key: 'mean', title: 'Среднее' },
        { key: 'difference', title: 'Отклонение' },
        { key: 'significance', title: 'Значимость' },
      ],
      rows: [
        row('Д-1', { isControl: true, mean: 50.25 }),
        row('Д-2', {
          mean: 55.5,
          difference: 5.25,
          significance: true,
          stars: '**',
          color: 'green',
        }),
        row('Д-3', { mean: 48, difference: -2.25, significance: false, stars: '' }),
      ],
      decimals: 2,
      controlLabel: 'контроль',
      notes: ['НСР₀₅ = 2,34'],
    });
    const buffer = await workbook.xlsx.writeBuffer();
    const reread = new ExcelJS.Workbook();
    await reread.xlsx.load(buffer);
    const sheet = reread.getWorksheet('НСР  урожайность');
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect(sheet.getCell('A1').value).toBe('НСР — урожайность (КСИ-1 · 2025)');
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      'Делянка',
      'Среднее',
      'Отклонение',
      'Значимость',
    ]);
    expect(sheet.getRow(4).values).toEqual([undefined, 'Д-1 (контроль)', 50.25, undefined, '']);
    expect(sheet.getRow(5).values).toEqual([undefined, 'Д-2', 55.5, 5.25, '**']);
    expect(sheet.getCell('B5').numFmt).toBe('0.00');
    expect(sheet.getCell('C5').numFmt).toBe('+0.00;-0.00;0.00');
    expect(sheet.getCell('B5').fill).toMatchObject({ fgColor: { argb: 'FFE3F2E5' } });
    expect(sheet.getCell('B6').fill ?? {}).not.toHaveProperty('fgColor');
    expect(sheet.getCell('A8').value).toBe('НСР₀₅ = 2,34');
  });
});

describe('toSheetName', () => {
  it('drops the characters Excel forbids and keeps 31 characters', () => {
    expect(toSheetName('t-test [2025]: a/b?')).toBe('t-test  2025   a b');
    expect(toSheetName('x'.repeat(40))).toHaveLength(31);
    expect(toSheetName(' / ')).toBe('Sheet');
  });
});
