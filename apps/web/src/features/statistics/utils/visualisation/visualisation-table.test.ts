import type { Boxplot, BoxSummary } from '@plotline/contract/statistics-visualisation';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildBoxplotOption, escapeHtml } from './visualisation-chart.ts';
import { fillSummarySheet } from './visualisation-sheet.ts';
import { compareSummaryRows, SUMMARY_COLUMNS, toSummaryRows } from './visualisation-table.ts';

function summary(patch: Partial<BoxSummary>): BoxSummary {
  return {
    n: 3,
    mean: 50,
    sd: 2,
    se: 1.15,
    cv: 4,
    min: 48,
    max: 52,
    median: 50,
    hinges: [49, 51],
    whiskers: [48, 52],
    box: [48, 49, 50, 51, 52],
    notch: [47, 53],
    outliers: [],
    ...patch,
  };
}

const ROW = { line_name: 'Демо-01', plot_data: [], tech: {}, data: [48, 50, 52] };
const BOXPLOT: Boxplot = {
  feature: 'урожайность',
  rows: [
    { ...ROW, plot_name: 'Делянка 1', summary: summary({}) },
    {
      ...ROW,
      plot_name: 'Делянка 2',
      line_name: '<b>x</b>',
      summary: summary({ n: 4, mean: 60, sd: null, outliers: [90] }),
    },
  ],
  overall: summary({ n: 7, mean: 55 }),
};

describe('toSummaryRows', () => {
  it('lists the rows in map order with their outlier counts, then the overall line', () => {
    const rows = toSummaryRows(BOXPLOT, 'Все делянки');
    expect(rows.map((row) => [row.plotName, row.n, row.outliers, row.isOverall])).toEqual([
      ['Делянка 1', 3, 0, false],
      ['Делянка 2', 4, 1, false],
      ['Все делянки', 7, 0, true],
    ]);
  });

  it('sorts numbers by value, text naturally, and empty values last', () => {
    const [first, second] = toSummaryRows(BOXPLOT, 'all');
    if (!first || !second) throw new Error('rows expected');
    expect(compareSummaryRows(first, second, 'mean')).toBeLessThan(0);
    expect(compareSummaryRows(first, second, 'sd')).toBeLessThan(0);
    expect(compareSummaryRows(second, first, 'sd')).toBeGreaterThan(0);
    expect(compareSummaryRows(first, second, 'plotName')).toBeLessThan(0);
  });
});

describe('buildBoxplotOption', () => {
  const text = {
    feature: 'урожайность',
    box: 'box',
    outliers: 'outlier',
    mean: 'mean',
    n: 'n',
    median: 'median',
    hinges: 'hinges',
    whiskers: 'whiskers',
    line: 'line',
    format: (value: number) => value.toFixed(1),
  };

  it('draws the server’s boxes, the outliers at their rows and the means', () => {
    const option = buildBoxplotOption(BOXPLOT.rows, text);
    expect(option.xAxis.data).toEqual(['Делянка 1', 'Делянка 2']);
    expect(option.series[0]?.data).toEqual([
      [48, 49, 50, 51, 52],
      [48, 49, 50, 51, 52],
    ]);
    expect(option.series[1]?.data).toEqual([[1, 90]]);
    expect(option.series[2]?.data).toEqual([
      [0, 50],
      [1, 60],
    ]);
    expect(option.dataZoom).toEqual([]);
  });

  it('escapes the user’s names in the tooltip and scrolls past forty rows', () => {
    const option = buildBoxplotOption(BOXPLOT.rows, text);
    const tooltip = option.tooltip.formatter({ dataIndex: 1, seriesIndex: 0, value: [] });
    expect(tooltip).toContain(escapeHtml('<b>x</b>'));
    expect(tooltip).not.toContain('<b>x</b>');
    const many = Array.from({ length: 41 }, () => BOXPLOT.rows[0]).filter((row) => !!row);
    expect(buildBoxplotOption(many, text).dataZoom).toHaveLength(2);
  });
});

describe('fillSummarySheet', () => {
  it('writes numbers as numbers, fills rows with outliers and bolds the overall line', async () => {
    const workbook = new ExcelJS.Workbook();
    const titles = Object.fromEntries(SUMMARY_COLUMNS.map(({ key }) => [key, key])) as Record<
      (typeof SUMMARY_COLUMNS)[number]['key'],
      string
    >;
    fillSummarySheet(workbook, {
      name: 'Визуализация',
      title: 'Визуализация: урожайность (КСИ-1 · 2025)',
      titles,
      rows: toSummaryRows(BOXPLOT, 'Все делянки'),
      decimals: 2,
      notes: ['метод'],
    });
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await workbook.xlsx.writeBuffer());
    const sheet = read.worksheets[0];
    expect(sheet?.getCell(3, 4).value).toBe('mean');
    expect(sheet?.getCell(4, 4).value).toBe(50);
    expect(sheet?.getCell(4, 4).numFmt).toBe('0.00');
    expect(sheet?.getCell(5, 5).value).toBeNull();
    expect(sheet?.getCell(5, 1).fill).toMatchObject({ fgColor: { argb: 'FFFDE2E2' } });
    expect(sheet?.getCell(6, 1).font?.bold).toBe(true);
    expect(sheet?.getCell(8, 1).value).toBe('метод');
  });
});
