import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
/** The demo sunflower trial (demo-trials.ts): the standard variety and a hybrid with parents. */
const STANDARD = 'Бузулук';
const HYBRID = { line: '101А×580', mother: 'ВК-101А' } as const;
const FEATURE = 'урожайность';
const files = mkdtempSync(join(tmpdir(), 'plotline-varieties-'));
let page: Page;
let specId = 0;

/** A real .xlsx of the line collection: the header row, then the rows. */
async function collectionFile(name: string, rows: string[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Сорта');
  sheet.addRow(['Название', 'Сорт', 'Мать', 'Отец', 'Происхождение']);
  for (const row of rows) sheet.addRow(row);
  const path = join(files, name);
  await workbook.xlsx.writeFile(path);
  return path;
}

/** Uploads a collection file through the toolbar and waits for its import to finish. */
async function uploadCollection(path: string) {
  await page.getByTestId('line-upload-menu').click();
  await page.getByTestId('upload-lines').click();
  const dialog = page.getByTestId('line-upload-modal');
  await dialog.locator('input[type=file]').setInputFiles(path);
  await dialog.getByTestId('line-upload-submit').click();
  const job = dialog.getByTestId('upload-job');
  await expect
    .poll(() => job.getAttribute('data-status'), { timeout: 30_000 })
    .toMatch(/success|failed/);
  return { dialog, job };
}

/** A call of the API under test with the bearer token of the signed-in page. */
async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  expect(answer.status, path).toBeLessThan(300);
  return (await answer.json()) as T;
}

type ApiPlot = {
  line_name: string;
  plot_results: { plot_final_feature: string; plot_final_value: string }[];
};

/**
 * The mean of a feature over the plots of one line in one season of the demo nursery,
 * computed here from the plot table's own answer (not from the pivot under test).
 */
async function seasonMean(line: string, year: number): Promise<{ mean: number; plots: number }> {
  const fields = await api<{ field_name: string; fieldyear_set: { id: number; year: number }[] }[]>(
    `field_table/?spec_id=${specId}`,
  );
  const yearId = fields
    .find((field) => field.field_name === 'КСИ-1')
    ?.fieldyear_set.find((season) => season.year === year)?.id;
  const plots = await api<{ data: ApiPlot[] }>(
    `combined_plot_field_line_genealogy/?year_id=${yearId}&page=1&page_size=250`,
  );
  const values = plots.data
    .filter((plot) => plot.line_name === line)
    .flatMap((plot) => plot.plot_results.filter((r) => r.plot_final_feature === FEATURE))
    .map((result) => Number(result.plot_final_value.replace(',', '.')));
  return { mean: values.reduce((a, b) => a + b, 0) / values.length, plots: values.length };
}

/** The row of a line in the grid's pinned part (selection box and name). */
const pinnedRowOf = (line: string) =>
  page.locator('.ag-pinned-left-cols-container .ag-row', {
    has: page.getByTestId('open-line-card').getByText(line, { exact: true }),
  });

/** A value cell of the grid in the row of that line. */
async function cellOf(line: string, colId: string) {
  const rowId = await pinnedRowOf(line).getAttribute('row-id');
  return page.locator(`.ag-center-cols-container .ag-row[row-id="${rowId}"] [col-id="${colId}"]`);
}

/** The line names of the grid's rendered rows, in display order. */
const gridNames = () =>
  page.locator('.ag-pinned-left-cols-container .ag-row').evaluateAll((rows) =>
    rows
      .map((row) => [
        Number(row.getAttribute('row-index')),
        row.querySelector('[data-testid="open-line-card"]')?.textContent?.trim() ?? '',
      ])
      .sort((a, b) => Number(a[0]) - Number(b[0]))
      .map(([, name]) => String(name)),
  );

/** Serious and critical axe violations, transitions off meanwhile (as in accessibility.test.ts). */
async function seriousViolations(include?: string) {
  const style = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  // antd's dialogs close at the end of their animation: give the animations back
  await style.evaluate((node) => (node as Element).remove());
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function openCard(line: string) {
  await pinnedRowOf(line).getByTestId('open-line-card').click();
  await expect.poll(() => page.getByTestId('line-card-title').textContent()).toBe(line);
  await page.getByTestId('line-form').waitFor();
}

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
  const crops = await api<{ data: { spec_id: number; russian_name: string }[] }>('species_table/');
  specId = crops.data.find((crop) => crop.russian_name === 'Подсолнечник')?.spec_id ?? 0;
  await page.goto('/varieties');
  await page.getByTestId('pivot-table').waitFor();
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('the varieties summary', () => {
  it("shows a line's yearly mean with its plot count, by year and by region", async () => {
    const expected = await seasonMean(STANDARD, 2025);
    expect(expected.plots).toBe(3);
    const cell = await cellOf(STANDARD, `${FEATURE}|2025`);
    // two decimals under 10, one under 1,000 (pivot-query.ts), Russian decimal comma
    const shown = new Intl.NumberFormat('ru', { maximumFractionDigits: 1 }).format(expected.mean);
    await expect.poll(() => cell.textContent()).toBe(shown);
    await cell.hover();
    await expect.poll(() => page.locator('.ag-tooltip').textContent()).toBe('Делянок: 3');
    const header = page.locator('.ag-header-group-cell', { hasText: `${FEATURE} (ц/га)` });
    expect(await header.count()).toBeGreaterThan(0);
    expect(await page.getByTestId('summary-lines').textContent()).toMatch(/\d+/);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'varieties-summary-ru.png') });

    // both seasons are in one region: by region the cell is the mean of all six plots
    const earlier = await seasonMean(STANDARD, 2024);
    await page.getByTestId('show-by').getByText('По регионам').click();
    const regionCell = await cellOf(STANDARD, `${FEATURE}|Краснодарский край`);
    const overall = (expected.mean * 3 + earlier.mean * 3) / 6;
    await expect
      .poll(() => regionCell.textContent())
      .toBe(new Intl.NumberFormat('ru', { maximumFractionDigits: 1 }).format(overall));
    await page.getByTestId('show-by').getByText('По годам').click();
    await (await cellOf(STANDARD, `${FEATURE}|2025`)).waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  it('filters and sorts on the server and exports the same rows to xlsx', async () => {
    // the name column's filter: the four CMS mothers
    const nameHeader = page.locator('.ag-header-cell[col-id="line_name"]');
    await nameHeader.locator('.ag-header-cell-filter-button').click();
    const filtered = page.waitForRequest((r) => r.url().includes('filters='));
    await page.getByTestId('pivot-filter-text').fill('ВК-10');
    await page.getByTestId('pivot-filter-apply').click();
    expect(JSON.parse(new URL((await filtered).url()).searchParams.get('filters') ?? '')).toEqual([
      { column: 'line_name', contains: 'ВК-10' },
    ]);
    await expect.poll(gridNames).toEqual(['ВК-101А', 'ВК-102А', 'ВК-103А', 'ВК-104А']);
    expect(await page.getByTestId('pivot-total').textContent()).toBe('Строк: 4');
    await nameHeader.locator('.ag-header-cell-filter-button').click();
    await page.getByRole('button', { name: 'Сбросить' }).click();
    await expect.poll(async () => (await gridNames()).length).toBeGreaterThan(20);

    // a yield range in 2025, then the highest yield first
    const column = `${FEATURE}|2025`;
    const yieldHeader = page.locator(`.ag-header-cell[col-id="${column}"]`);
    await yieldHeader.locator('.ag-header-cell-filter-button').click();
    await page.getByTestId('pivot-filter').getByRole('spinbutton', { name: 'от' }).fill('33,5');
    await page.getByTestId('pivot-filter-apply').click();
    const sorted = page.waitForRequest((r) => r.url().includes('sort_by=-'));
    await yieldHeader.locator('.ag-header-cell-label').click();
    await yieldHeader.locator('.ag-header-cell-label').click();
    const query = new URL((await sorted).url()).searchParams;
    expect(query.get('sort_by')).toBe(`-${column}`);
    expect(JSON.parse(query.get('filters') ?? '')).toEqual([{ column, min: 33.5 }]);
    const answer = await api<{ data: { line_name: string }[] }>(
      `line_phenotype_pivot_table/?${query.toString()}`,
    );
    expect(answer.data.length).toBeGreaterThan(0);
    await expect.poll(gridNames).toEqual(answer.data.map((row) => row.line_name));
    const shown = await Promise.all(
      answer.data.map(async (row) =>
        Number((await (await cellOf(row.line_name, column)).textContent())?.replace(',', '.')),
      ),
    );
    expect(shown.every((value) => value >= 33.5)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));

    // the export sends the same query and holds the same lines
    await page.getByTestId('export-menu').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-pivot').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const texts: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      row.eachCell((cell) => {
        texts.push(String(cell.value));
      });
    });
    for (const row of answer.data) expect(texts).toContain(row.line_name);
    expect(texts).not.toContain(STANDARD);

    await yieldHeader.locator('.ag-header-cell-filter-button').click();
    await page.getByRole('button', { name: 'Сбросить' }).click();
    await expect.poll(async () => (await gridNames()).length).toBeGreaterThan(20);
  });

  it('plans crossings of the selected lines as mothers', async () => {
    const ids: string[] = [];
    for (const line of [HYBRID.mother, 'ВК-102А']) {
      const row = pinnedRowOf(line);
      ids.push((await row.getAttribute('row-id')) ?? '');
      await row.locator('input[type=checkbox]').check();
    }
    await page.getByTestId('plan-crossings').click();
    await page.waitForURL('**/varieties/crossing**');
    expect(new URL(page.url()).searchParams.get('mothers')).toBe(ids.join(','));
    await page.goto('/varieties');
    await page.getByTestId('pivot-table').waitFor();
  });

  it('adds a variety through the dialog; a taken name is refused on the name field', async () => {
    const before = Number(await page.getByTestId('summary-sorts').locator('dd').textContent());
    await page.getByTestId('add-variety').click();
    const dialog = page.getByTestId('add-variety-modal');
    await dialog.getByTestId('add-variety-name').fill(STANDARD);
    await dialog.getByTestId('add-variety-submit').click();
    await expect
      .poll(() => dialog.locator('#name_help, .ant-form-item-explain-error').first().textContent())
      .toBeTruthy();

    await dialog.getByTestId('add-variety-name').fill('  Е2Е Надежда  ');
    await dialog.getByTestId('add-variety-mother').locator('input').fill('ВК-10');
    await page.locator(OPEN_DROPDOWN).getByTitle(HYBRID.mother, { exact: true }).click();
    await dialog.getByTestId('add-variety-origin').fill('ВНИИМК');
    const added = page.waitForResponse((r) => r.url().includes('/add_line/'));
    await dialog.getByTestId('add-variety-submit').click();
    expect((await added).status()).toBe(201);
    await dialog.waitFor({ state: 'hidden' });

    const found = await api<{ line_id: number; line_name: string; is_sort: boolean }[]>(
      `line_ids_names/?spec_id=${specId}&search=${encodeURIComponent('Надежда')}`,
    );
    expect(found.map((line) => [line.line_name, line.is_sort])).toEqual([['Е2Е Надежда', true]]);
    const record = await api<{ origin: string; mother: { line_name: string } | null }>(
      `line_table_list/${found[0]?.line_id}/`,
    );
    expect([record.origin, record.mother?.line_name]).toEqual(['ВНИИМК', HYBRID.mother]);
    await expect
      .poll(async () => Number(await page.getByTestId('summary-sorts').locator('dd').textContent()))
      .toBe(before + 1);
  });

  it('opens the card, edits a field and the change persists; a parent opens its card', async () => {
    await openCard(HYBRID.line);
    const card = page.getByTestId('line-card');
    expect(await card.getByTestId('line-mother').textContent()).toBe(HYBRID.mother);
    // a name of another line of the crop is refused on the name field, nothing is saved
    await card.getByTestId('line-field-name').fill(' ВК-580 ');
    const refused = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await card.getByTestId('line-save').click();
    expect((await refused).status()).toBe(400);
    await expect
      .poll(() => card.locator('.ant-form-item-explain-error').first().textContent())
      .toBeTruthy();
    await card.getByTestId('line-reset').click();
    expect(await card.getByTestId('line-field-name').inputValue()).toBe(HYBRID.line);
    await expect.poll(() => card.locator('.ant-form-item-explain-error').count()).toBe(0);

    await card.getByTestId('line-field-origin').fill('ВНИИМК им. Пустовойта');
    const patched = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().includes('/line_table_list/'),
    );
    // waited for from before the click: the card's reload may answer before the PATCH resolves here
    const reloaded = page.waitForResponse(
      (r) => r.request().method() === 'GET' && r.url().includes('/line_table_list/'),
    );
    await card.getByTestId('line-save').click();
    // only the changed field is sent
    expect((await patched).postDataJSON()).toEqual({ origin: 'ВНИИМК им. Пустовойта' });
    await reloaded;

    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'hidden' });
    await openCard(HYBRID.line);
    await expect
      .poll(() => card.getByTestId('line-field-origin').inputValue())
      .toBe('ВНИИМК им. Пустовойта');

    // the plots tab links to the nursery season; the history tab charts the yearly means
    await card.getByRole('tab', { name: /Делянки/ }).click();
    expect(await card.getByTestId('line-plots').locator('tbody tr').count()).toBe(6);
    await card.getByRole('tab', { name: 'История признаков' }).click();
    await card.getByTestId('line-history').locator('canvas').waitFor();
    await page.screenshot({ path: join(SHOTS, 'line-card-history-ru.png') });

    await card.getByRole('tab', { name: 'Сведения' }).click();
    await card.getByTestId('line-mother').click();
    await expect.poll(() => page.getByTestId('line-card-title').textContent()).toBe(HYBRID.mother);
    await card.getByTestId('line-card-back').click();
    await expect.poll(() => page.getByTestId('line-card-title').textContent()).toBe(HYBRID.line);
    expect(await seriousViolations('[data-testid="line-card"]')).toEqual([]);
    await card.getByRole('tab', { name: 'Сведения' }).focus();
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'hidden' });
  });

  it('uploads a collection file: all or nothing, problems listed by row', async () => {
    const broken = await collectionFile('broken.xlsx', [
      ['Е2Е Заря', 'да', '', '', ''],
      ['Е2Е Заря', 'нет', '', '', ''],
    ]);
    const first = await uploadCollection(broken);
    expect(await first.job.getAttribute('data-status')).toBe('failed');
    const problems = first.dialog.getByTestId('upload-errors').locator('tbody tr.ant-table-row');
    expect(await problems.count()).toBe(1);
    expect(await problems.first().locator('td').first().textContent()).toBe('3');
    await first.dialog.getByRole('button', { name: 'Закрыть' }).last().click();
    await first.dialog.waitFor({ state: 'hidden' });
    expect(
      await api<unknown[]>(
        `line_ids_names/?spec_id=${specId}&search=${encodeURIComponent('Заря')}`,
      ),
    ).toEqual([]);

    const good = await collectionFile('good.xlsx', [
      ['Е2Е Заря', 'да', HYBRID.mother, 'ВК-580', 'ВНИИМК'],
      ['Е2Е Линия 7', 'нет', '', '', ''],
    ]);
    const second = await uploadCollection(good);
    expect(await second.job.getAttribute('data-status')).toBe('success');
    expect(await second.job.textContent()).toContain('создано сортов и линий: 2');
    await second.dialog.getByRole('button', { name: 'Закрыть' }).last().click();
    await second.dialog.waitFor({ state: 'hidden' });
    const found = await api<{ line_id: number; line_name: string; is_sort: boolean }[]>(
      `line_ids_names/?spec_id=${specId}&search=${encodeURIComponent('Е2Е')}`,
    );
    expect(found.map((line) => [line.line_name, line.is_sort]).sort()).toEqual([
      ['Е2Е Заря', true],
      ['Е2Е Линия 7', false],
      ['Е2Е Надежда', true],
    ]);
    // the table shows them at once (name filter: they have no plots, so no values)
    await page.locator('.ag-header-cell[col-id="line_name"] .ag-header-cell-filter-button').click();
    await page.getByTestId('pivot-filter-text').fill('е2е');
    await page.getByTestId('pivot-filter-apply').click();
    await expect.poll(gridNames).toEqual(['Е2Е Заря', 'Е2Е Линия 7', 'Е2Е Надежда']);
    await page.locator('.ag-header-cell[col-id="line_name"] .ag-header-cell-filter-button').click();
    await page.getByRole('button', { name: 'Сбросить' }).click();
    await expect.poll(async () => (await gridNames()).length).toBeGreaterThan(20);
  });

  it('deletes a line without plots from its card', async () => {
    // the name filter brings the line into view however many lines come before it
    await page.locator('.ag-header-cell[col-id="line_name"] .ag-header-cell-filter-button').click();
    await page.getByTestId('pivot-filter-text').fill('надежда');
    await page.getByTestId('pivot-filter-apply').click();
    await expect.poll(gridNames).toEqual(['Е2Е Надежда']);
    expect(await pinnedRowOf('Е2Е Надежда').getByTestId('variety-badge').textContent()).toBe(
      'сорт',
    );
    await openCard('Е2Е Надежда');
    await page.getByTestId('line-delete').click();
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await page.getByTestId('line-delete-confirm').click();
    expect((await deleted).status()).toBe(204);
    await page.getByTestId('line-card').waitFor({ state: 'hidden' });
    const found = await api<unknown[]>(
      `line_ids_names/?spec_id=${specId}&search=${encodeURIComponent('Надежда')}`,
    );
    expect(found).toEqual([]);
    await expect.poll(gridNames).toEqual([]);
  });

  it('offers no delete for a line that has plots', async () => {
    await page.locator('.ag-header-cell[col-id="line_name"] .ag-header-cell-filter-button').click();
    await page.getByTestId('pivot-filter-text').fill(HYBRID.line);
    await page.getByTestId('pivot-filter-apply').click();
    await expect.poll(gridNames).toEqual([HYBRID.line]);
    await openCard(HYBRID.line);
    expect(await page.getByTestId('line-delete').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByTestId('line-card').waitFor({ state: 'hidden' });
  });
});
