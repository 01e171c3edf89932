import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'false' });
const USER = { username: 'nursery.breeder', password: 'Strong-pass1' } as const;
const PROFILE = { first_name: 'Пётр', last_name: 'Лукьяненко', email: 'breeder@example.org' };
const NURSERY = { name: 'КСИ-1', region: 'Краснодарский край' } as const;
const YIELD = 'feature:урожайность';
/** The season's plots in map order once the upload has added its three. */
const MAP_ORDER = ['Д-1/1', 'Д-2/1', 'Д-2/2', 'Д-3/1', 'Д-4/1', 'Д-5/1', 'Д-5/2'];
/** The plot columns of a nursery sheet (api-contract §6), after the optional plot label. */
const PLOT_HEADERS = [
  'Название питомника',
  'Год',
  'Регион',
  'Название делянки',
  'Название сорта',
  'Номер повторности',
];
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
const files = mkdtempSync(join(tmpdir(), 'plotline-nursery-'));
let page: Page;

type ApiPlot = {
  plot_name: string;
  line_name: string;
  plot_results: { plot_final_feature: string; plot_final_value: string; plot_final_unit: string }[];
  plot_stages: { stage_of_vegetation: string; date_of_stage: string | null }[];
};

/** Polls until the assertion holds (the grid and the server answer asynchronously). */
const until = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

/** GET of the API under test with the bearer token of the signed-in page. */
async function api<T>(path: string): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

/** Every plot of the season as the server has it, by plot name. */
async function apiPlots(yearId: number): Promise<Map<string, ApiPlot>> {
  const answer = await api<{ data: ApiPlot[] }>(
    `combined_plot_field_line_genealogy/?year_id=${yearId}&page=1&page_size=250`,
  );
  return new Map(answer.data.map((plot) => [plot.plot_name, plot]));
}

const featureValue = (plot: ApiPlot | undefined, feature: string) =>
  plot?.plot_results.find((r) => r.plot_final_feature === feature)?.plot_final_value ?? null;

const yearIdOfUrl = () => Number(new URL(page.url()).searchParams.get('yearId'));

/** The grid's rows in display order: plot name and the text of every cell, by column id. */
function gridRows(): Promise<Record<string, string>[]> {
  return page.getByTestId('plot-table').evaluate((table) => {
    const rows = new Map<number, Record<string, string>>();
    for (const row of Array.from(table.querySelectorAll('.ag-row[row-index]'))) {
      const index = Number(row.getAttribute('row-index'));
      const cells = rows.get(index) ?? {};
      for (const cell of Array.from(row.querySelectorAll('.ag-cell[col-id]'))) {
        cells[cell.getAttribute('col-id') ?? ''] = cell.textContent?.trim() ?? '';
      }
      rows.set(index, cells);
    }
    return [...rows.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, cells]) => cells)
      .filter((cells) => cells.plot_name);
  });
}

const gridNames = async () => (await gridRows()).map((row) => row.plot_name);

/** One column of the grid in display order (empty cells as null). */
const gridValues = async (colId: string) => (await gridRows()).map((r) => r[colId] || null);

const plotCount = () => page.getByTestId('plot-count').textContent();

/** The row of a plot in the grid's pinned part (selection box, label, plot name). */
const pinnedRowOf = (plotName: string) =>
  page.locator('.ag-pinned-left-cols-container .ag-row', {
    has: page.locator('.ag-cell[col-id=plot_name]', { hasText: new RegExp(`^${plotName}$`) }),
  });

/** A cell of the grid's scrolling part, in the row of the plot with that name. */
async function cellOf(plotName: string, colId: string): Promise<Locator> {
  const rowId = await pinnedRowOf(plotName).getAttribute('row-id');
  return page.locator(`.ag-center-cols-container .ag-row[row-id="${rowId}"] [col-id="${colId}"]`);
}

/** Marks the grid's rendered rows, to tell when the grid has drawn its rows anew. */
const markRows = () =>
  page.locator('.ag-row').evaluateAll((rows) => {
    for (const row of rows) row.setAttribute('data-e2e-old', '');
  });
const oldRows = () => page.locator('.ag-row[data-e2e-old]').count();

/** Waits for one phenotype value to be stored. */
const savedValue = () =>
  page.waitForResponse((r) => r.url().includes('plot_final_results/add_multiple/') && r.ok());

/** Chooses an option of an antd Select by its text. */
async function choose(select: Locator, option: string) {
  await select.click();
  await page.locator(OPEN_DROPDOWN).getByTitle(option, { exact: true }).click();
}

/** Changes the table's columns in the settings popup and waits for the table to redraw. */
async function editColumns(change: (settings: Locator) => Promise<void>) {
  await page.getByTestId('columns-settings').click();
  const settings = page.getByTestId('columns-settings-modal');
  await change(settings);
  await markRows();
  await settings.getByTestId('columns-settings-save').click();
  await settings.waitFor({ state: 'hidden' });
  await until(oldRows).toBe(0);
}

/** Uploads a plot-results workbook through the upload menu and waits for the job's end. */
async function uploadPlotResults(
  file: { name: string; mimeType: string; buffer: Buffer } | string,
) {
  await markRows();
  await page.getByTestId('upload-menu').click();
  await page.getByTestId('upload-plot-result').click();
  const modal = page.getByTestId('upload-modal');
  await modal.locator('input[type=file]').setInputFiles(file);
  await modal.getByTestId('upload-submit').click();
  const job = modal.getByTestId('upload-job');
  await job.and(page.locator('[data-status=success], [data-status=failed]')).waitFor();
  const status = await job.getAttribute('data-status');
  const problems = status === 'failed' ? await modal.getByTestId('upload-errors').innerText() : '';
  expect(`${status} ${problems}`.trim()).toBe('success');
  const summary = await job.getByRole('alert').innerText();
  await modal.locator('.ant-modal-footer .ant-btn-primary').click();
  await modal.waitFor({ state: 'hidden' });
  // a successful import reloads the table
  await until(oldRows).toBe(0);
  return summary;
}

/** A plot-results workbook in the contract's conventions (api-contract §6). */
async function plotResultsWorkbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Результаты');
  sheet.addRow([
    ...PLOT_HEADERS,
    'Фенотип;урожайность;ц/га',
    'Фенотип;высота растений;см',
    'Стадия развития;всходы;',
  ]);
  for (const row of rows) sheet.addRow([NURSERY.name, 2024, NURSERY.region, ...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

beforeAll(async () => {
  const { username, password } = USER;
  const registration = await fetch(`${app.server.url}/api/v1/users/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password1: password, password2: password, ...PROFILE }),
  });
  expect(registration.status).toBe(201);
  page = await app.context.newPage();
  // a breeder's desktop: every column of the table in view (the grid virtualises columns)
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, username, password);
  const dialog = page.getByTestId('first-culture-dialog');
  await dialog.locator('#russian_name').fill('Пшеница');
  await dialog.getByTestId('culture-save').click();
  await dialog.waitFor({ state: 'hidden' });
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `${task.name.replace(/\W+/g, '-')}.png`) });
    const shown = await page
      ?.locator('.ant-form-item-explain-error, .Toastify__toast, [role=alert]')
      .allInnerTexts();
    console.error(`messages on the page: ${JSON.stringify(shown ?? [])}`);
  });
});

afterAll(() => rmSync(files, { recursive: true, force: true }));

describe('a breeder’s season in a nursery', () => {
  let specId = 0;
  let yearId = 0;

  it('creates a nursery (name, region, type) and its first year', async () => {
    specId = (await api<{ data: { spec_id: number }[] }>('species_table/')).data[0]?.spec_id ?? 0;
    await page.goto('/fields/phenotypes');
    await page.getByTestId('empty-add-nursery').click();
    const form = page.getByTestId('nursery-form');
    await form.locator('#field_name').fill(NURSERY.name);
    await form.locator('#region').fill(NURSERY.region);
    await choose(form.getByTestId('nursery-type'), 'Конкурсное сортоиспытание');
    await form.getByTestId('nursery-save').click();
    await form.waitFor({ state: 'hidden' });
    await until(() => page.getByTestId('nursery-select').innerText()).toContain(NURSERY.name);

    await page.getByTestId('empty-add-year').click();
    const yearForm = page.getByTestId('year-form');
    await yearForm.locator('#year').fill('2024');
    await yearForm.getByTestId('year-save').click();
    await yearForm.waitFor({ state: 'hidden' });
    await page.getByTestId('plots-empty').waitFor();
    expect(await page.getByTestId('year-select').innerText()).toBe('2024');
    yearId = yearIdOfUrl();

    const fields = await api<Record<string, unknown>[]>(`field_table/?spec_id=${specId}`);
    expect(fields).toMatchObject([
      {
        field_name: NURSERY.name,
        region: NURSERY.region,
        type: 'competitive',
        fieldyear_set: [{ year: 2024, id: yearId }],
      },
    ]);
  });

  it('adds plots through the add-plot modal, one line in two repetitions', async () => {
    const plots = [
      { name: 'Д-1', line: 'Линия А', repetitions: '1' },
      { name: 'Д-2', line: 'Линия Б', repetitions: '2' },
      { name: 'Д-3', line: 'Линия В', repetitions: '1' },
    ];
    for (const [index, plot] of plots.entries()) {
      await page.getByTestId(index === 0 ? 'empty-add-plot' : 'add-plot').click();
      const form = page.getByTestId('plot-form');
      await form.locator('#plot_name').fill(plot.name);
      await form.locator('#line_name').fill(plot.line);
      await form.locator('#repetitions').fill(plot.repetitions);
      await form.getByTestId('plot-save').click();
      await form.waitFor({ state: 'hidden' });
    }
    await until(plotCount).toBe('Делянок: 4');
    await until(gridNames).toEqual(['Д-1/1', 'Д-2/1', 'Д-2/2', 'Д-3/1']);
    const stored = await apiPlots(yearId);
    expect([...stored.values()].map((p) => [p.plot_name, p.line_name])).toEqual([
      ['Д-1/1', 'Линия А'],
      ['Д-2/1', 'Линия Б'],
      ['Д-2/2', 'Линия Б'],
      ['Д-3/1', 'Линия В'],
    ]);
  });

  it('types phenotype values into the table, and they outlive a reload', async () => {
    await editColumns(async (settings) => {
      await settings.getByLabel('Новая характеристика').fill('Урожайность');
      await settings.getByRole('button', { name: 'Добавить' }).click();
    });
    await page.locator(`.ag-header-cell[col-id="${YIELD}"]`).waitFor();

    // double-click opens the editor
    for (const [plot, value] of [
      ['Д-1/1', '52.4'],
      ['Д-2/1', '48,5'],
    ] as const) {
      const cell = await cellOf(plot, YIELD);
      await cell.dblclick();
      const saved = savedValue();
      await cell.locator('input').fill(value);
      await cell.locator('input').press('Enter');
      await saved;
    }
    // typing into a focused cell starts editing too
    const cell = await cellOf('Д-2/2', YIELD);
    await cell.click();
    const saved = savedValue();
    await page.keyboard.type('50');
    await page.keyboard.press('Enter');
    await saved;

    // Д-1/1, Д-2/1 (the decimal comma read as a point), Д-2/2, Д-3/1
    const typed = ['52.4', '48.5', '50', null];
    await until(() => gridValues(YIELD)).toEqual(typed);
    await page.reload();
    await until(() => gridValues(YIELD)).toEqual(typed);
    const stored = [...(await apiPlots(yearId)).values()];
    expect(stored.map((plot) => featureValue(plot, 'урожайность'))).toEqual(typed);
  });

  it('uploads a workbook of new plots and values for the same season', async () => {
    const buffer = await plotResultsWorkbook([
      ['Д-1', 'Линия А', 1, 55.1, null, null],
      ['Д-4', 'Линия Г', 1, 61.5, 95, '2024-05-03'],
      ['Д-5', 'Линия Д', 1, '44', 88, '2024-05-04'],
      ['Д-5', 'Линия Д', 2, '47,25', 90, null],
    ]);
    const summary = await uploadPlotResults({
      name: 'ksi-2024.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    expect(summary).toBe(
      'Прочитано строк: 4. Делянок создано: 3, обновлено: 1. Значений: 7, дат стадий: 2.',
    );
    await until(plotCount).toBe('Делянок: 7');
    await until(gridNames).toEqual(MAP_ORDER);
    const yields = ['55.1', '48.5', '50', null, '61.5', '44', '47.25'];
    await until(() => gridValues(YIELD)).toEqual(yields);

    // the saved column choice shows only the yield: tick the new phenotype too
    await editColumns((settings) =>
      settings.getByRole('checkbox', { name: 'высота растений' }).check(),
    );
    const heights = [null, null, null, null, '95', '88', '90'];
    await until(() => gridValues('feature:высота растений')).toEqual(heights);

    const stored = await apiPlots(yearId);
    expect(stored.get('Д-1/1')?.plot_results).toMatchObject([
      { plot_final_feature: 'урожайность', plot_final_value: '55.1', plot_final_unit: 'ц/га' },
    ]);
    expect(stored.get('Д-4/1')?.plot_stages).toMatchObject([
      { stage_of_vegetation: 'всходы', date_of_stage: '2024-05-03' },
    ]);
    expect(featureValue(stored.get('Д-5/2'), 'урожайность')).toBe('47.25');
  });

  it('sorts by the yield column and filters by value and by name', async () => {
    const header = page.locator(`.ag-header-cell[col-id="${YIELD}"]`);
    await header.locator('.ag-header-cell-label').click();
    await until(gridNames).toEqual(['Д-5/1', 'Д-5/2', 'Д-2/1', 'Д-2/2', 'Д-1/1', 'Д-4/1', 'Д-3/1']);
    await header.locator('.ag-header-cell-label').click();
    await until(gridNames).toEqual(['Д-4/1', 'Д-1/1', 'Д-2/2', 'Д-2/1', 'Д-5/2', 'Д-5/1', 'Д-3/1']);
    await header.locator('.ag-header-cell-label').click();
    await until(gridNames).toEqual(MAP_ORDER);

    await header.locator('.ag-header-cell-filter-button').click();
    const filter = page.getByTestId('checklist-filter');
    await filter.getByText('Выбрать все').click();
    await filter.getByText('48.5', { exact: true }).click();
    await filter.getByText('50', { exact: true }).click();
    await filter.getByRole('button', { name: 'Применить' }).click();
    await until(plotCount).toBe('Делянок: 2');
    expect(await gridNames()).toEqual(['Д-2/1', 'Д-2/2']);
    await header.locator('.ag-header-cell-filter-button').click();
    await filter.getByRole('button', { name: 'Сбросить' }).click();
    await until(plotCount).toBe('Делянок: 7');

    const search = page.getByTestId('plot-search').locator('input');
    await search.fill('д-5');
    await until(gridNames).toEqual(['Д-5/1', 'Д-5/2']);
    expect(await plotCount()).toBe('Делянок: 2');
    await search.fill('Линия Б');
    await until(gridNames).toEqual(['Д-2/1', 'Д-2/2']);
    await search.fill('');
    await until(plotCount).toBe('Делянок: 7');
  });

  it('moves two plots to the next year', async () => {
    for (const plot of ['Д-2/1', 'Д-3/1']) {
      await pinnedRowOf(plot).locator('.ag-selection-checkbox input').check();
    }
    await until(() => page.getByTestId('plot-actions').innerText()).toContain('Выбрано: 2');
    await page.getByTestId('move-to-year').click();
    const form = page.getByTestId('move-plots-form');
    expect(await form.locator('#new_year').inputValue()).toBe('2025');
    await form.getByTestId('move-plots-save').click();
    await form.waitFor({ state: 'hidden' });
    await page
      .getByText(
        'В 2025 году продолжаются названий: 2 (Д-2, Д-3), повторностей у каждого: 1; этот сезон не изменился',
      )
      .waitFor();

    await choose(page.getByTestId('year-select'), '2025');
    await until(gridNames).toEqual(['Д-2/1', 'Д-3/1']);
    expect(await plotCount()).toBe('Делянок: 2');
    const nextYear = yearIdOfUrl();
    expect(nextYear).not.toBe(yearId);
    expect([...(await apiPlots(nextYear)).keys()]).toEqual(['Д-2/1', 'Д-3/1']);
    // a copy: the season it came from keeps its plots
    expect((await apiPlots(yearId)).size).toBe(7);
    await choose(page.getByTestId('year-select'), '2024');
    await until(gridNames).toEqual(MAP_ORDER);
  });

  it('downloads the plot data and uploads that file again: nothing changes', async () => {
    const before = { rows: await gridRows(), plots: await apiPlots(yearId) };
    await page.getByTestId('download-menu').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-plot-data').click(),
    ]);
    const path = join(files, download.suggestedFilename());
    await download.saveAs(path);
    expect(download.suggestedFilename()).toMatch(/^2024_.+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const [sheet] = workbook.worksheets;
    expect([sheet?.name, sheet?.rowCount]).toEqual(['Результаты', 8]);
    // one yield column per unit: typed values have none, uploaded ones ц/га
    const headers = (sheet?.getRow(1).values ?? []) as unknown[];
    expect(headers.slice(1)).toEqual([
      'Номер делянки',
      ...PLOT_HEADERS,
      'Фенотип;высота растений;см',
      'Фенотип;урожайность;',
      'Фенотип;урожайность;ц/га',
      'Стадия развития;всходы;',
    ]);

    const summary = await uploadPlotResults(path);
    expect(summary).toContain('Делянок создано: 0, обновлено: 7.');
    await until(gridRows).toEqual(before.rows);
    expect(await plotCount()).toBe('Делянок: 7');
    expect(await apiPlots(yearId)).toEqual(before.plots);
  });

  it('cancels a running import from the upload dialog: nothing of it is kept', async () => {
    const before = await apiPlots(yearId);
    // big enough to be still running when the dialog shows it (decision 032): 30,000 rows
    // were imported within the request's 2 s wait on a quiet machine
    const rows = Array.from({ length: 120_000 }, (_, i) => [
      `Б-${i}`,
      'Линия Б',
      1,
      i % 90,
      80,
      null,
    ]);
    const buffer = await plotResultsWorkbook(rows);
    await page.getByTestId('upload-menu').click();
    await page.getByTestId('upload-plot-result').click();
    const modal = page.getByTestId('upload-modal');
    await modal.locator('input[type=file]').setInputFiles({
      name: 'big.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await modal.getByTestId('upload-submit').click();
    await modal.getByTestId('upload-cancel').click();
    const job = modal.getByTestId('upload-job');
    await job.and(page.locator('[data-status=cancelled]')).waitFor({ timeout: 30_000 });
    expect(await job.getByRole('status').innerText()).toBe('Импорт отменён; ничего не сохранено');
    expect(await modal.getByTestId('upload-cancel').count()).toBe(0);
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    expect(await apiPlots(yearId)).toEqual(before);
  });
});
