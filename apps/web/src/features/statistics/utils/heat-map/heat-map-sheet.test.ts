import { LEVEL_COLORS } from '@plotline/contract/field-maps-colors';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fillHeatMapSheets, heatMapFileName } from './heat-map-sheet.ts';

const cell = (plotId: number, label: string | null, value: number | null, level: number) => ({
  plot_id: plotId,
  plot_name: `Делянка ${plotId}`,
  plot_label: label,
  line_name: 'Демо-01',
  value,
  level,
  color: LEVEL_COLORS[level] as string,
});

describe('fillHeatMapSheets', () => {
  it('writes the values and the plots as the map lies, with the legend and notes', async () => {
    const workbook = new ExcelJS.Workbook();
    const levels = ['очень мало', 'мало', 'немного', 'средне', 'достаточно', 'много'];
    fillHeatMapSheets(workbook, {
      heatMap: {
        meta_info: LEVEL_COLORS.map((color, index) => ({
          interval: index < 6 ? ([index * 2, index * 2 + 2] as [number, number]) : null,
          color,
        })),
        heat_map: [
          [cell(1, '101', 0.5, 0), cell(2, null, 12, 5), cell(3, '103', 5.25, 2)],
          [cell(4, '104', null, 6), null, cell(5, '105', 7.5, 3)],
        ],
      },
      title: 'Тепловая карта: урожайность (КСИ-1 · 2025)',
      names: { values: 'Значения', plots: 'Делянки' },
      corner: 'Ряд \\ место',
      legendTitles: ['Уровень', 'От', 'До', 'Делянок'],
      legend: [
        ...levels.map((name, index) => ({
          name,
          interval: [index * 2, index * 2 + 2] as const,
          count: index === 2 ? 1 : 0,
          color: LEVEL_COLORS[index] as string,
        })),
        { name: 'нет данных', interval: null, count: 1, color: LEVEL_COLORS[6] },
      ],
      decimals: 2,
      notes: ['шесть равных интервалов'],
    });
    const buffer = await workbook.xlsx.writeBuffer();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(buffer);
    expect(read.worksheets.map((sheet) => sheet.name)).toEqual(['Значения', 'Делянки']);
    const [values, plots] = read.worksheets;
    expect(values?.getCell(1, 1).value).toBe('Тепловая карта: урожайность (КСИ-1 · 2025)');
    expect(values?.getCell(3, 1).value).toBe('Ряд \\ место');
    expect([2, 3, 4].map((column) => values?.getCell(3, column).value)).toEqual([1, 2, 3]);
    expect([4, 5].map((row) => values?.getCell(row, 1).value)).toEqual([1, 2]);
    expect(values?.getCell(4, 2).value).toBe(0.5);
    expect(values?.getCell(4, 2).numFmt).toBe('0.00');
    expect(values?.getCell(4, 2).fill).toMatchObject({ fgColor: { argb: 'FFFFFFCC' } });
    // the darkest level gets white text
    expect(values?.getCell(4, 3).font).toMatchObject({ color: { argb: 'FFFFFFFF' } });
    // a plot without a value is grey and empty, an empty place is blank
    expect(values?.getCell(5, 2).value).toBeNull();
    expect(values?.getCell(5, 2).fill).toMatchObject({ fgColor: { argb: 'FFBDBDBD' } });
    expect(values?.getCell(5, 3).fill).not.toMatchObject({ fgColor: {} });
    expect(values?.getCell(5, 4).value).toBe(7.5);
    // legend: header two rows under the grid, then seven levels, then the notes
    expect(values?.getCell(7, 2).value).toBe('Уровень');
    expect(values?.getCell(8, 2).value).toBe('очень мало');
    expect(values?.getCell(8, 1).fill).toMatchObject({ fgColor: { argb: 'FFFFFFCC' } });
    expect([values?.getCell(10, 3).value, values?.getCell(10, 4).value]).toEqual([4, 6]);
    expect(values?.getCell(10, 5).value).toBe(1);
    expect(values?.getCell(14, 2).value).toBe('нет данных');
    expect(values?.getCell(14, 3).value).toBeNull();
    expect(values?.getCell(16, 1).value).toBe('шесть равных интервалов');
    // the plots sheet: the label, or the name until the plots are numbered
    expect(plots?.getCell(4, 2).value).toBe('101');
    expect(plots?.getCell(4, 3).value).toBe('Делянка 2');
    expect(plots?.getCell(5, 3).value).toBeNull();
  });
});

describe('heatMapFileName', () => {
  it('names the file after the feature with unsafe characters replaced', () => {
    expect(heatMapFileName('масса 1000 зерен')).toBe('heat-map_масса_1000_зерен.xlsx');
  });
});
