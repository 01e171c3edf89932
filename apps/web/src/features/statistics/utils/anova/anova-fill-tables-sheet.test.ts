import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fillTablesSheet } from './anova-fill-tables-sheet.ts';

describe('fillTablesSheet', () => {
  it('writes the tables one under another with numbers, fills and notes', async () => {
    const workbook = new ExcelJS.Workbook();
    fillTablesSheet(workbook, {
      name: 'ANOVA: урожайность',
      title: 'ANOVA: урожайность (КСИ-1 · 2025)',
      tables: [
        {
          caption: 'Таблица дисперсионного анализа',
          header: ['Источник', 'df', 'p'],
          rows: [
            ['line', 23, 0.0001],
            ['Residual', 48, null],
          ],
          highlighted: [true, false],
          formats: [undefined, '0', '0.0000'],
        },
        { caption: 'Tukey: line', header: ['A', 'B'], rows: [['1', '2']] },
      ],
      notes: ['Что вычислено'],
    });
    const buffer = await workbook.xlsx.writeBuffer();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(buffer as ArrayBuffer);
    const sheet = read.worksheets[0];
    expect(sheet?.name).toBe('ANOVA  урожайность');
    expect(sheet?.getCell(3, 1).value).toBe('Таблица дисперсионного анализа');
    expect(sheet?.getCell(4, 2).value).toBe('df');
    expect(sheet?.getCell(5, 3).value).toBe(0.0001);
    expect(sheet?.getCell(5, 3).numFmt).toBe('0.0000');
    expect(sheet?.getCell(5, 1).fill).toMatchObject({ fgColor: { argb: 'FFE3F2E5' } });
    expect(sheet?.getCell(6, 3).value).toBeNull();
    // a blank row, then the second table's caption, header and row, a blank row, the notes
    expect(sheet?.getCell(8, 1).value).toBe('Tukey: line');
    expect(sheet?.getCell(10, 2).value).toBe('2');
    expect(sheet?.getCell(12, 1).value).toBe('Что вычислено');
  });
});
