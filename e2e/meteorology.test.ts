import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
/** The demo's weather station (seed-demo-weather.ts): two seasons of daily readings. */
const DEMO_STATION = 'Метеостанция Кропоткин';
const NURSERY = 'Метеоучасток-1';
const SECTOR = 'Опытная метеоплощадка';
const SUNSHINE = 'Солнечное сияние';
let page: Page;
let specId = 0;
let sectorId = 0;

/** A call of the API under test with the bearer token of the signed-in page. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

async function shoot(name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS, `meteorology-${name}.png`), fullPage });
}

async function switchLanguage(language: 'en' | 'ru') {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('language-menu').click();
  await page.getByTestId(`language-${language}`).click();
  await page.locator(`html[lang=${language}]`).waitFor({ state: 'attached' });
}

/** The grid's input of a parameter (by kind) on a day. */
function cell(date: string, kind: string) {
  return page.locator(`tr[data-date="${date}"]`).getByTestId('meteo-cell').nth(kindIndex(kind));
}
const KINDS = ['t_min', 't_mean', 't_max', 'precipitation', 'humidity', 'wind'];
/** The column of a kind; `sunshine` is the parameter the upload test adds after the six. */
const kindIndex = (kind: string) => (kind === 'sunshine' ? KINDS.length : KINDS.indexOf(kind));

/** Types into a cell and presses Enter; answers the status of the request it made. */
async function typeInto(date: string, kind: string, text: string, method: string) {
  const answer = page.waitForResponse(
    (r) => r.url().includes('/meteo_params_value/') && r.request().method() === method,
  );
  await cell(date, kind).fill(text);
  await cell(date, kind).press('Enter');
  return (await answer).status();
}

async function openMonth(year: number, month: number, sector = sectorId) {
  await page.goto(
    `/fields/meteorology?cultureId=${specId}&sector=${sector}&year=${year}&month=${month}`,
  );
  await page.getByTestId('month-grid').waitFor();
  await page.locator('tr[data-date]').first().waitFor();
}

beforeAll(async () => {
  page = await app.context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  const crops = await api<{ data: { spec_id: number; russian_name: string }[] }>(
    'GET',
    'species_table/',
  );
  specId = crops.data.find((crop) => crop.russian_name === 'Подсолнечник')?.spec_id ?? 0;
  // every demo nursery takes its weather from the demo station (a nursery has one sector):
  // the new sector serves a nursery of its own, with its 2026 season
  const field = await api<{ field_id: number }>('POST', 'field_table/', {
    spec_id: specId,
    field_name: NURSERY,
    region: 'Краснодарский край',
  });
  await api('POST', 'field_year_add/', { field_id: field.field_id, year: 2026, spec_id: specId });
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('the meteorology page', () => {
  it('creates a sector serving a nursery, with the standard parameters', async () => {
    await page.goto(`/fields/meteorology?cultureId=${specId}`);
    await page.getByTestId('sector-bar').waitFor();
    await page.getByTestId('sector-create').click();
    const modal = page.getByTestId('sector-modal');
    await modal.getByTestId('sector-name').fill(SECTOR);
    await modal.locator('input#year').fill('2026');
    await modal.getByTestId('sector-fields').click();
    await page.locator(OPEN_DROPDOWN).getByText(NURSERY, { exact: true }).click();
    await modal.getByTestId('sector-fields').getByText(NURSERY, { exact: true }).waitFor();
    await modal.getByTestId('sector-name').click();
    await page.locator(OPEN_DROPDOWN).waitFor({ state: 'detached' });
    const created = page.waitForResponse(
      (r) => r.url().includes('/sector/') && r.request().method() === 'POST',
    );
    await modal.getByTestId('sector-save').click();
    const answer = await created;
    expect(answer.status()).toBe(201);
    expect(((await answer.json()) as { field_ids: number[] }).field_ids).toHaveLength(1);
    await modal.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.get('sector')).toMatch(/^\d+$/);
    sectorId = Number(new URL(page.url()).searchParams.get('sector'));
    await expect.poll(() => page.getByTestId('sector-select').textContent()).toContain(SECTOR);
    await expect.poll(() => page.getByTestId('sector-field').allTextContents()).toEqual([NURSERY]);
    const headers = await page
      .locator('thead')
      .first()
      .getByTestId('param-column')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')));
    expect(headers).toEqual(KINDS);
    expect(await page.getByTestId('month-empty').isVisible()).toBe(true);
  });

  it('keeps a value typed into the grid after a reload, and deletes a cleared one', async () => {
    await openMonth(2026, 5);
    expect(await typeInto('2026-05-01', 't_min', '12,5', 'POST')).toBe(201);
    expect(await typeInto('2026-05-02', 'precipitation', '3.4', 'POST')).toBe(201);
    await page.reload();
    await page.locator('tr[data-date]').first().waitFor();
    await expect.poll(() => cell('2026-05-01', 't_min').inputValue()).toBe('12,5');
    expect(await cell('2026-05-02', 'precipitation').inputValue()).toBe('3,4');
    const stored = await api<{ date: string; value: number }[]>(
      'GET',
      `meteo_params_value/?sector=${sectorId}&date_from=2026-05-01&date_to=2026-05-31`,
    );
    expect(stored.map((v) => [v.date, v.value]).sort()).toEqual([
      ['2026-05-01', 12.5],
      ['2026-05-02', 3.4],
    ]);
    // clearing the cell deletes the day's value
    expect(await typeInto('2026-05-02', 'precipitation', '', 'DELETE')).toBe(204);
    await page.reload();
    await page.locator('tr[data-date]').first().waitFor();
    await expect.poll(() => cell('2026-05-01', 't_min').inputValue()).toBe('12,5');
    expect(await cell('2026-05-02', 'precipitation').inputValue()).toBe('');
  });

  it('shows the server’s translated message at a cell with an invalid number, and writes nothing', async () => {
    await openMonth(2026, 5);
    await cell('2026-05-03', 't_max').fill('12,34567');
    await cell('2026-05-03', 't_max').press('Enter');
    const row = page.locator('tr[data-date="2026-05-03"]');
    await expect
      .poll(() => row.getByTestId('meteo-cell-error').textContent())
      .toBe('Введите корректное число: не более 4 знаков после точки или запятой.');
    await cell('2026-05-04', 't_max').fill('abc');
    await cell('2026-05-04', 't_max').press('Enter');
    await expect
      .poll(() =>
        page.locator('tr[data-date="2026-05-04"]').getByTestId('meteo-cell-error').textContent(),
      )
      .toBe('Требуется корректное число.');
    const stored = await api<unknown[]>(
      'GET',
      `meteo_params_value/?sector=${sectorId}&date_from=2026-05-03&date_to=2026-05-04`,
    );
    expect(stored).toEqual([]);
    // fixing the value clears the message
    await cell('2026-05-03', 't_max').fill('12,3456');
    await cell('2026-05-03', 't_max').press('Enter');
    await expect.poll(() => row.getByTestId('meteo-cell-error').count()).toBe(0);
  });

  it('adds a frost event shown in the month grid and in the season chart’s list', async () => {
    await openMonth(2026, 5);
    await page.getByRole('button', { name: 'Добавить событие 12.05.2026' }).click();
    const modal = page.getByTestId('event-modal');
    await modal.getByTestId('event-note').fill('−1,5 °C на почве');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/meteo_events/') && r.request().method() === 'POST',
    );
    await modal.getByTestId('event-save').click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(201);
    await modal.waitFor({ state: 'detached' });
    const day = page.locator('tr[data-date="2026-05-12"]').getByTestId('day-event');
    await day.waitFor();
    expect(await day.locator('[data-kind]').getAttribute('data-kind')).toBe('frost');
    expect(await day.textContent()).toContain('Заморозок');
    expect(await day.textContent()).toContain('−1,5 °C на почве');

    await page.getByRole('tab', { name: 'График сезона' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('season');
    await page.getByTestId('season-chart').locator('canvas').waitFor();
    const events = page.getByTestId('season-events').locator('li');
    expect(await events.allTextContents()).toEqual([
      expect.stringContaining('Заморозок — 12.05.2026'),
    ]);
  });

  it('uploads a weather archive whose unknown column the user maps to a new parameter', async () => {
    await openMonth(2026, 6);
    await page.getByTestId('sector-params').click();
    const params = page.getByTestId('params-modal');
    await params.getByTestId('param-name').fill(SUNSHINE);
    await params.locator('input#unit').fill('ч');
    await params.getByRole('button', { name: 'Добавить' }).click();
    await params.getByTestId('params-table').getByText(SUNSHINE).waitFor();
    await params.getByRole('button', { name: 'Закрыть' }).last().click();
    await params.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('thead').first().getByTestId('param-column').count())
      .toBe(7);

    const file = join(mkdtempSync(join(tmpdir(), 'plotline-meteo-')), 'open-meteo-2026.csv');
    writeFileSync(
      file,
      [
        'time,temperature_2m_min (°C),temperature_2m_max (°C),precipitation_sum (mm),sunshine_hours',
        '2026-06-01,11.2,24.5,0,12.1',
        '2026-06-02,12,26.1,1.4,10.5',
      ].join('\n'),
    );
    await page.getByTestId('meteo-upload').click();
    const modal = page.getByTestId('meteo-upload-modal');
    await modal.locator('input[type=file]').setInputFiles(file);
    await modal.getByTestId('meteo-upload-submit').click();
    const status = () => modal.getByTestId('upload-job').getAttribute('data-status');
    await expect.poll(status, { timeout: 20_000 }).toBe('failed');
    const mapping = modal.getByTestId('column-mapping');
    expect(await mapping.locator('label').allInnerTexts()).toEqual(['sunshine_hours']);
    await mapping.getByTestId('column-mapping-0').click();
    await page.locator(OPEN_DROPDOWN).getByText(`${SUNSHINE}, ч`, { exact: true }).click();
    await mapping.getByTestId('column-mapping-submit').click();
    await expect.poll(status, { timeout: 20_000 }).toBe('success');
    await shoot('ru-upload', false);
    await modal.getByRole('button', { name: 'Закрыть' }).last().click();
    await expect.poll(() => cell('2026-06-01', 't_min').inputValue()).toBe('11,2');
    expect(await cell('2026-06-02', 'precipitation').inputValue()).toBe('1,4');
    expect(await cell('2026-06-02', 'sunshine').inputValue()).toBe('10,5');
  });

  it('deletes a parameter holding values only after a second question', async () => {
    await openMonth(2026, 6);
    await page.getByTestId('sector-params').click();
    const params = page.getByTestId('params-modal');
    await params.getByRole('button', { name: `Удалить «${SUNSHINE}»` }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`У «${SUNSHINE}» есть значения`);
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    await expect.poll(() => params.getByTestId('params-table').getByText(SUNSHINE).count()).toBe(0);
    await params.getByRole('button', { name: 'Закрыть' }).last().click();
    await expect
      .poll(() => page.locator('thead').first().getByTestId('param-column').count())
      .toBe(6);
    expect(await cell('2026-06-01', 't_min').inputValue()).toBe('11,2');
  });

  it('shows the demo station’s season with its events and the indices', async () => {
    const sectors = await api<{ id: number; name: string }[]>('GET', `sector/?spec_id=${specId}`);
    const station = sectors.find((s) => s.name === DEMO_STATION)?.id ?? 0;
    expect(station).toBeGreaterThan(0);
    await openMonth(2024, 4, station);
    await expect.poll(() => cell('2024-04-01', 't_mean').inputValue()).not.toBe('');
    expect(await page.locator('tr[data-date="2024-04-19"]').getByTestId('day-event').count()).toBe(
      1,
    );
    await shoot('ru-month');
    await page.getByRole('tab', { name: 'График сезона' }).click();
    await page.getByTestId('season-field').click();
    await page.locator(OPEN_DROPDOWN).locator('.ant-select-item-option').first().click();
    await page.getByTestId('season-chart').locator('canvas').waitFor();
    expect(await page.getByTestId('season-events').locator('li').first().textContent()).toContain(
      'Заморозок — 19.04.2024',
    );
    await shoot('ru-season');
    await page.getByRole('tab', { name: 'Индексы' }).click();
    const rows = page.getByTestId('indices-table').locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    // a season opens on the intervals between its stages
    await rows.first().locator('.ant-table-row-expand-icon').click();
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    expect(await page.getByTestId('indices-formulas').textContent()).toContain('Селянинов 1928');
    await shoot('ru-indices');
  });

  it('is translated when the interface is switched to English', async () => {
    await switchLanguage('en');
    await page.getByRole('tab', { name: 'Indices' }).waitFor();
    expect(await page.getByTestId('indices-formulas').textContent()).toContain(
      'McMaster & Wilhelm 1997',
    );
    await shoot('en-indices');
    await page.getByRole('tab', { name: 'Season chart' }).click();
    await page.getByTestId('season-chart').locator('canvas').waitFor();
    expect(await page.getByTestId('season-events').locator('li').first().textContent()).toContain(
      'Frost — 04/19/2024',
    );
    await shoot('en-season');
    await page.getByRole('tab', { name: 'Month' }).click();
    await page.getByTestId('month-grid').waitFor();
    expect(await page.getByTestId('event-add').textContent()).toBe('Add event');
    expect(await page.getByTestId('sector-params').textContent()).toBe('Parameters');
    await shoot('en-month');
    await switchLanguage('ru');
  });
});
