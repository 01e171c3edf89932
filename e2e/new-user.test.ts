import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, signIn, useApp } from './support/use-app.ts';

/** What a new user of the demo tripped over (issue 12, decision 030), each one in the browser. */
const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
let page: Page;

type Crop = { spec_id: number; russian_name: string };
type Field = {
  field_id: number;
  field_name: string;
  width: number;
  fieldyear_set: { id: number; year: number }[];
};
type ApiPlot = { plot_id: number; plot_name: string; width: number | null };

/** Polls until the assertion holds (the grid and the server answer asynchronously). */
const until = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

/** A call of the API under test with the bearer token of the signed-in page. */
async function api<T>(path: string): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

/** The demo nursery КСИ-1 of a crop and its 2025 season. */
async function demoSeason(cropName: string) {
  const crops = await api<{ data: Crop[] }>('plotline_db/species_table/');
  const crop = crops.data.find((c) => c.russian_name === cropName) as Crop;
  const fields = await api<Field[]>(`plotline_db/field_table/?spec_id=${crop.spec_id}`);
  const field = fields.find((f) => f.field_name === 'КСИ-1') as Field;
  const season = field.fieldyear_set.find((y) => y.year === 2025) as { id: number };
  return { specId: crop.spec_id, fieldId: field.field_id, yearId: season.id };
}

async function seasonPlots(yearId: number): Promise<ApiPlot[]> {
  const answer = await api<{ data: ApiPlot[] }>(
    `plotline_db/combined_plot_field_line_genealogy/?year_id=${yearId}&page=1&page_size=250`,
  );
  return answer.data;
}

/** The row of a plot in the grid's pinned part (selection box, label, plot name). */
const pinnedRowOf = (plotName: string) =>
  page.locator('.ag-pinned-left-cols-container .ag-row', {
    has: page.locator('.ag-cell[col-id=plot_name]', { hasText: new RegExp(`^${plotName}$`) }),
  });

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `new-user-${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('what a new user tripped over', () => {
  it('a deep link ?fieldId&yearId without cultureId keeps its nursery (of another crop)', async () => {
    // the demo opens on the sunflower (first crop by name); the link names the wheat nursery
    expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
    const wheat = await demoSeason('Пшеница озимая');
    const other = await app.browser.newContext({ baseURL: app.server.url });
    const linked = await other.newPage();
    try {
      await signIn(linked, DEMO.username, DEMO.password);
      await linked.goto(`/fields/phenotypes?fieldId=${wheat.fieldId}&yearId=${wheat.yearId}`);
      await until(() => linked.getByTestId('crop-menu').textContent()).toContain('Пшеница озимая');
      await linked.getByTestId('plot-table').waitFor();
      const url = new URL(linked.url());
      expect(url.searchParams.get('fieldId')).toBe(String(wheat.fieldId));
      expect(url.searchParams.get('yearId')).toBe(String(wheat.yearId));
      expect(await linked.getByTestId('year-select').innerText()).toBe('2025');
    } finally {
      await other.close();
    }
  });

  it('add plot: a width typed with a decimal comma, 1,4, is stored as 1.4', async () => {
    const sunflower = await demoSeason('Подсолнечник');
    await page.goto(`/fields/phenotypes?fieldId=${sunflower.fieldId}&yearId=${sunflower.yearId}`);
    await page.getByTestId('add-plot').click();
    const form = page.getByTestId('plot-form');
    await form.locator('#plot_name').fill('Н-1');
    await form.locator('#line_name').fill('ВК-700');
    await form.locator('#width').pressSequentially('1,4');
    await form.locator('#length').pressSequentially('10,25');
    await form.getByTestId('plot-save').click();
    await form.waitFor({ state: 'hidden' });
    const created = (await seasonPlots(sunflower.yearId)).find((p) => p.plot_name === 'Н-1/1');
    expect(created?.width).toBe(1.4);
  });

  it('moving К-4/1 and К-4/2: the dialog and the toast say К-4 continues with 2 repetitions', async () => {
    const sunflower = await demoSeason('Подсолнечник');
    await page.goto(`/fields/phenotypes?fieldId=${sunflower.fieldId}&yearId=${sunflower.yearId}`);
    await page.getByTestId('plot-table').waitFor();
    await page.getByPlaceholder('Поиск по делянке или сорту').fill('К-4/');
    await until(() => pinnedRowOf('К-4/2').count()).toBe(1);
    for (const plot of ['К-4/1', 'К-4/2']) {
      await pinnedRowOf(plot).locator('.ag-selection-checkbox input').check();
    }
    await until(() => page.getByTestId('plot-actions').innerText()).toContain('Выбрано: 2');
    await page.getByTestId('move-to-year').click();
    const form = page.getByTestId('move-plots-form');
    expect(await form.locator('#repetitions').inputValue()).toBe('2');
    expect(await form.getByTestId('move-plots-summary').innerText()).toBe(
      'Выбрано делянок: 2, названий: 1 (К-4). В 2026 году у каждого названия будет ' +
        'повторностей: 2. Делянки этого сезона останутся на месте.',
    );
    await form.getByTestId('move-plots-save').click();
    await form.waitFor({ state: 'hidden' });
    await page
      .getByText('К-4 продолжается в 2026 году, повторностей: 2; этот сезон не изменился')
      .waitFor();
    expect(
      (await seasonPlots(sunflower.yearId)).filter((p) => p.plot_name.startsWith('К-4/')),
    ).toHaveLength(3);
  });

  it('after a re-flow the map’s “per row” and the header’s width agree', async () => {
    const sunflower = await demoSeason('Подсолнечник');
    await page.goto(`/fields?fieldId=${sunflower.fieldId}&yearId=${sunflower.yearId}`);
    const perRow = page.getByRole('spinbutton', { name: 'Делянок в ряду' });
    await perRow.fill('8');
    await page.getByTestId('map-width-apply').click();
    await until(() => page.getByTestId('field-width').innerText()).toBe('Ширина: 8');
    expect(await perRow.inputValue()).toBe('8');
  });

  it('the settings popup keeps a phenotype’s unit apart; an upload of it fills the same column', async () => {
    const sunflower = await demoSeason('Подсолнечник');
    await page.goto(`/fields/phenotypes?fieldId=${sunflower.fieldId}&yearId=${sunflower.yearId}`);
    await page.getByTestId('plot-table').waitFor();
    await page.getByTestId('columns-settings').click();
    const settings = page.getByTestId('columns-settings-modal');
    // typed the way the table shows a phenotype: name and unit come apart
    await settings.getByLabel('Новая характеристика').fill('Вес корзинки, г');
    await settings.getByRole('button', { name: 'Добавить' }).click();
    await until(() => settings.locator('.pl-characteristic-list li').first().innerText()).toContain(
      'вес корзинки, г',
    );
    await settings.getByTestId('columns-settings-save').click();
    await settings.waitFor({ state: 'hidden' });
    // after a reload (a fresh grid takes the saved order), the unit is still there without values
    await page.reload();
    await page.getByTestId('plot-table').waitFor();
    await until(() => page.locator('.ag-header-cell-text').allInnerTexts()).toContain(
      'вес корзинки, г',
    );

    // the upload dialog names the columns it reads; the file fills that phenotype
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Результаты');
    sheet.addRow([
      'Название питомника',
      'Год',
      'Регион',
      'Название делянки',
      'Название сорта',
      'Номер повторности',
      'Фенотип;Вес корзинки;г',
      'Фенотип;Лузжистость;%',
    ]);
    sheet.addRow(['КСИ-1', 2025, 'Краснодарский край', 'К-1', 'Бузулук', 1, 84.5, 21.3]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await page.getByTestId('upload-menu').click();
    await page.getByTestId('upload-plot-result').click();
    const modal = page.getByTestId('upload-modal');
    expect(await modal.getByTestId('upload-headers').innerText()).toContain('Название сорта');
    await modal.locator('input[type=file]').setInputFiles({
      name: 'results.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await modal.getByTestId('upload-submit').click();
    await modal.getByTestId('upload-job').and(page.locator('[data-status=success]')).waitFor();
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    const overview = await api<{ characteristics_order: string[] }>(
      `plotline_db/combined_plot_field_line_genealogy/?year_id=${sunflower.yearId}&page=1&page_size=1`,
    );
    // one phenotype «вес корзинки» in г; the new «лузжистость» shows without a trip to settings
    expect(overview.characteristics_order.filter((key) => key.includes('вес корзинки'))).toEqual([
      'feature:вес корзинки;г',
    ]);
    expect(overview.characteristics_order).toContain('feature:лузжистость');
    const headers = await page.locator('.ag-header-cell-text').allInnerTexts();
    expect(headers.filter((text) => text.startsWith('вес корзинки'))).toEqual(['вес корзинки, г']);
  });

  it('the demo head, who has no e-mail, saves the profile; a typed phone is normalised', async () => {
    await page.goto('/account');
    await page.getByTestId('edit-profile').click();
    const form = page.getByTestId('profile-form');
    expect(await form.locator('#email').inputValue()).toBe('');
    await form.locator('#contact_telephone').fill('+7 999 123-45-67');
    await form.getByTestId('profile-save').click();
    await form.waitFor({ state: 'hidden' });
    const profile = await api<{ user_data: { contact_telephone: string; email: string } }>(
      'users/profile/',
    );
    expect(profile.user_data).toMatchObject({ contact_telephone: '+79991234567', email: '' });
  });
});
