import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
const YEAR = 2026;
const PLOTS = 12;
const FIRST_DATE = `${YEAR}-04-20`;
let page: Page;

type AgroParam = { id: number; name: string; unit: string };
type AgroValue = { id: number; param: number; plot: number | null; date: string; value: number };

/** A call of the API under test with the bearer token of the signed-in page. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-language': 'ru',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return (answer.status === 204 ? undefined : await answer.json()) as T;
}

const until = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

async function shoot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // tabs, drawers and tooltips fade in: shoot them where they stop
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(SHOTS, `agro-${name}.png`) });
}

/** Chooses an option of an antd Select by its text. */
async function choose(select: Locator, option: string) {
  await select.click();
  await page.locator(OPEN_DROPDOWN).getByTitle(option, { exact: true }).click();
}

const season = { fieldId: 0, yearId: 0, plotIds: [] as number[] };
const values = () =>
  api<AgroValue[]>('GET', `agrochemical_params_value/?field_id=${season.fieldId}&year=${YEAR}`);
const paramsOfYear = () => api<AgroParam[]>('GET', `agrochemical_params/?year=${YEAR}`);
const pageUrl = () => `/fields/agrochemistry?year=${YEAR}&fieldId=${season.fieldId}`;

/** A sector linked to the nursery with a season of daily weather (the plot card's). */
async function seedWeather() {
  const sector = await api<{ id: number; params: { id: number; kind: string }[] }>(
    'POST',
    'sector/',
    { name: 'Метеостанция Усть-Лабинск', year: YEAR, field_ids: [season.fieldId] },
  );
  const byKind = new Map(sector.params.map((param) => [param.kind, param.id]));
  const rows: { param: number; date: string; value: number }[] = [];
  // 1 March to 31 October but ten days of August, which the card counts as missing
  for (let day = 0; day < 245; day += 1) {
    if (day >= 160 && day < 170) continue;
    const date = new Date(Date.UTC(YEAR, 2, 1 + day)).toISOString().slice(0, 10);
    const mean = 11.5 + 13 * Math.cos((2 * Math.PI * (day + 60 - 200)) / 365) + Math.sin(day) * 3;
    const add = (kind: string, value: number) =>
      rows.push({ param: byKind.get(kind) ?? 0, date, value: Number(value.toFixed(1)) });
    add('t_min', mean - 5);
    add('t_mean', mean);
    add('t_max', mean + 5);
    add('precipitation', day % 4 === 0 ? 4 + (day % 7) : 0);
  }
  await api('POST', 'meteo_params_value/', rows);
  await api('POST', 'meteo_events/', {
    sector: sector.id,
    date: `${YEAR}-04-03`,
    kind: 'frost',
    note: 'Заморозок на почве −2 °C',
  });
}

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  const crops = await api<{ data: { spec_id: number }[] }>('GET', 'species_table/');
  const specId = crops.data[0]?.spec_id ?? 0;
  const field = await api<{ field_id: number }>('POST', 'field_table/', {
    spec_id: specId,
    field_name: 'Агрохимия-1',
    region: 'Краснодарский край',
  });
  season.fieldId = field.field_id;
  const year = await api<{ id: number }>('POST', 'field_year_add/', {
    field_id: field.field_id,
    year: YEAR,
    spec_id: specId,
  });
  season.yearId = year.id;
  for (let k = 1; k <= PLOTS; k += 1) {
    const [plot] = await api<{ plot_id: number }[]>('POST', 'plot_table/', {
      plot_name: `П-${String(k).padStart(2, '0')}`,
      line_name: `Сорт ${k}`,
      field: field.field_id,
      year: YEAR,
      spec_id: specId,
    });
    season.plotIds.push(plot?.plot_id ?? 0);
  }
  await seedWeather();
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `agro-${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('soil samples beside the trials', () => {
  it('adds a parameter, types a value for a new sampling date and finds it after a reload', async () => {
    await page.goto(pageUrl());
    await page.getByText(`В ${YEAR} году ещё нет агрохимических показателей`).waitFor();
    await page.getByTestId('agro-add-param').click();
    const form = page.getByTestId('agro-param-form');
    await form.waitFor();
    expect(await form.getByTestId('agro-param-name').inputValue()).toBe('Гумус');
    expect(await form.getByTestId('agro-param-unit').inputValue()).toBe('%');
    await page.getByTestId('agro-param-save').click();
    const table = page.getByTestId('agro-field-table');
    await table.getByText('Гумус, %').waitFor();
    const humus = (await paramsOfYear()).find((param) => param.name === 'Гумус');
    expect(humus?.unit).toBe('%');

    await page.getByRole('tabpanel').getByTestId('agro-add-date').click();
    const picker = page.getByTestId('agro-date-picker');
    await picker.locator('input').fill(FIRST_DATE);
    await picker.locator('input').press('Enter');
    const cell = table.getByTestId(`agro-cell-${humus?.id}-${FIRST_DATE}`);
    await cell.click();
    await table.getByTestId(`agro-cell-${humus?.id}-${FIRST_DATE}-input`).fill('3,45');
    await table.getByTestId(`agro-cell-${humus?.id}-${FIRST_DATE}-input`).press('Enter');
    await until(() => cell.innerText()).toBe('3,45');
    expect((await values()).map((v) => [v.param, v.plot, v.date, v.value])).toEqual([
      [humus?.id, null, FIRST_DATE, 3.45],
    ]);

    await page.reload();
    await until(() => page.getByTestId(`agro-cell-${humus?.id}-${FIRST_DATE}`).innerText()).toBe(
      '3,45',
    );
    expect(new URL(page.url()).searchParams.get('fieldId')).toBe(String(season.fieldId));
  });

  it('keeps a refused value at its cell with the server’s translated message', async () => {
    const [humus] = await paramsOfYear();
    const input = page.getByTestId(`agro-cell-${humus?.id}-${FIRST_DATE}-input`);
    await page.getByTestId(`agro-cell-${humus?.id}-${FIRST_DATE}`).click();
    await input.fill('3,123456');
    await input.press('Enter');
    const tooltip = page.getByRole('tooltip');
    await until(() => tooltip.innerText()).toBe(
      'Введите корректное число: не более 4 знаков после точки или запятой.',
    );
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect((await values()).map((v) => v.value)).toEqual([3.45]);
    await shoot('ru-refused');
    // text that is no number is the server's to refuse: the cell keeps its value
    await input.fill('abc');
    await input.press('Enter');
    await until(() => tooltip.innerText()).toBe('Требуется корректное число.');
    expect((await values()).map((v) => v.value)).toEqual([3.45]);
    await input.press('Escape');
    await until(() => page.getByTestId(`agro-cell-${humus?.id}-${FIRST_DATE}`).innerText()).toBe(
      '3,45',
    );
  });

  it('shows the plots’ own values on the second tab and edits one in place', async () => {
    const params = await paramsOfYear();
    const humus = params.find((param) => param.name === 'Гумус');
    const ph = await api<AgroParam>('POST', 'agrochemical_params/', {
      year: YEAR,
      name: 'pH',
      unit: '',
      kind: 'ph',
    });
    const p2o5 = await api<AgroParam>('POST', 'agrochemical_params/', {
      year: YEAR,
      name: 'P₂O₅',
      unit: 'мг/кг',
      kind: 'p2o5',
    });
    const date = `${YEAR}-05-04`;
    await api(
      'POST',
      'agrochemical_params_value/',
      season.plotIds.flatMap((plot, index) => [
        { param: humus?.id, field: season.fieldId, plot, date, value: 3 + index * 0.1 },
        { param: ph.id, field: season.fieldId, plot, date, value: 6.5 + (index % 4) * 0.1 },
      ]),
    );
    // the nursery's spring and autumn samples, beside the one typed in
    const nursery = (param: number | undefined, day: string, value: number) => ({
      param,
      field: season.fieldId,
      date: `${YEAR}-${day}`,
      value,
    });
    await api('POST', 'agrochemical_params_value/', [
      nursery(ph.id, '04-20', 6.8),
      nursery(p2o5.id, '04-20', 24.5),
      nursery(humus?.id, '09-28', 3.38),
      nursery(ph.id, '09-28', 6.9),
      nursery(p2o5.id, '09-28', 19.2),
    ]);
    await page.reload();
    await page.getByRole('tab', { name: 'По делянкам' }).click();
    const table = page.getByTestId('agro-plot-table');
    const first = table.getByTestId(`agro-plot-cell-${season.plotIds[0]}-${humus?.id}-${date}`);
    await until(() => first.innerText()).toBe('3');
    await first.click();
    const input = table.getByTestId(
      `agro-plot-cell-${season.plotIds[0]}-${humus?.id}-${date}-input`,
    );
    await input.fill('2,95');
    await input.press('Enter');
    await until(() => first.innerText()).toBe('2,95');
    const stored = (await values()).find(
      (v) => v.plot === season.plotIds[0] && v.param === humus?.id,
    );
    expect(stored?.value).toBe(2.95);
    await shoot('ru-plots');
    await page.getByRole('tab', { name: 'Питомник: показатели × даты' }).click();
    await shoot('ru-table');
    const { violations } = await new AxeBuilder({ page }).include('.pl-agro-page').analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
    expect(serious).toEqual([]);
  });

  it('colours the field map by a soil parameter, the legend naming it with its unit', async () => {
    await page.goto(`/fields?fieldId=${season.fieldId}&yearId=${season.yearId}`);
    await page.getByTestId('field-map-canvas').waitFor();
    await choose(page.getByTestId('map-coloring'), 'Гумус, %');
    const legend = page.getByTestId('map-legend');
    await legend.waitFor();
    expect(await legend.locator('figcaption').innerText()).toContain('Гумус, %');
    const items = legend.locator('li');
    await until(() => items.count()).toBe(7);
    expect(await items.first().innerText()).toContain('очень мало: 2,95');
    const counts = await items.evaluateAll((nodes) =>
      nodes.map((node) => Number(node.lastElementChild?.textContent?.match(/\d+/)?.[0])),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(PLOTS);
    expect(counts.at(-1)).toBe(0);
    await shoot('ru-map');
  });

  it('colours the statistics heat map by the soil parameter too', async () => {
    await page.goto(`/fields/statistic/heat-map?yearIds=${season.yearId}`);
    await choose(page.getByTestId('statistics-feature'), 'Гумус, %');
    const legend = page.getByTestId('map-legend');
    await until(() => legend.locator('figcaption').innerText()).toContain('Гумус, %');
    await until(() => legend.locator('li').count()).toBe(7);
    expect(await legend.locator('li').first().innerText()).toContain('2,95');
    await shoot('ru-heat-map');
  });

  it('opens a plot card’s weather and soil tab', async () => {
    await page.goto(`/fields/phenotypes?fieldId=${season.fieldId}&yearId=${season.yearId}`);
    await page.getByTestId('open-plot-card').filter({ hasText: 'П-01/1' }).click();
    const card = page.getByTestId('plot-card');
    await card.getByRole('tab', { name: 'Погода и почва' }).click();
    const soil = card.getByTestId('plot-soil');
    await until(() => soil.innerText()).toContain('Гумус, %');
    expect(await soil.innerText()).toContain('2,95');
    expect(await soil.innerText()).toContain('делянки');
    expect(await card.getByTestId('plot-weather-sector').innerText()).toContain(
      'Метеостанция Усть-Лабинск',
    );
    const indices = card.getByTestId('plot-indices');
    expect(await indices.innerText()).toContain('ГТК Селянинова');
    expect(await indices.innerText()).toContain('Дней с заморозками');
    expect(await card.getByTestId('plot-weather-events').innerText()).toContain('заморозок');
    await shoot('ru-plot-card');
    await soil.scrollIntoViewIfNeeded();
    await shoot('ru-plot-card-soil');
  });

  it('reads the same in English', async () => {
    await page.keyboard.press('Escape');
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await until(() => page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByTestId('open-plot-card').filter({ hasText: 'П-02/1' }).click();
    const card = page.getByTestId('plot-card');
    await card.getByRole('tab', { name: 'Weather and soil' }).click();
    await until(() => card.getByTestId('plot-indices').innerText()).toContain(
      'Growing degree days (GDD, base',
    );
    await shoot('en-plot-card');
    await page.keyboard.press('Escape');
    await page.goto(pageUrl());
    await page.getByTestId('agro-field-table').waitFor();
    await shoot('en-table');
    await page.getByRole('tab', { name: 'Per plot' }).click();
    await page.getByTestId('agro-plot-table').waitFor();
    await shoot('en-plots');
    await page.goto(`/fields?fieldId=${season.fieldId}&yearId=${season.yearId}`);
    await page.getByTestId('field-map-canvas').waitFor();
    await choose(page.getByTestId('map-coloring'), 'pH');
    await until(() => page.getByTestId('map-legend').locator('figcaption').innerText()).toContain(
      'pH',
    );
    await shoot('en-map');
  });

  it('uploads a file whose unknown column the user maps to a parameter, then sends it again', async () => {
    const potassium = await api<AgroParam>('POST', 'agrochemical_params/', {
      year: YEAR,
      name: 'K₂O',
      unit: 'мг/кг',
      kind: 'k2o',
    });
    const file = join(mkdtempSync(join(tmpdir(), 'plotline-agro-')), 'soil-2026.csv');
    writeFileSync(
      file,
      [
        'Питомник;Делянка;Дата;Гумус;Калий обменный',
        'Агрохимия-1;;15.06.2026;3,31;318',
        'Агрохимия-1;;12.08.2026;3,27;296,5',
      ].join('\n'),
    );
    await page.goto(pageUrl());
    await page.getByTestId('agro-upload').click();
    const modal = page.getByTestId('agro-upload-modal');
    await modal.locator('input[type=file]').setInputFiles(file);
    await modal.getByTestId('agro-upload-submit').click();
    await until(() => modal.getByTestId('upload-job').getAttribute('data-status')).toBe('failed');
    const mapping = modal.getByTestId('column-mapping');
    await mapping.waitFor();
    expect(await mapping.locator('label').allInnerTexts()).toEqual(['Калий обменный']);
    await shoot('en-mapping');
    await choose(mapping.getByTestId('column-mapping-0'), 'K₂O, мг/кг');
    await mapping.getByTestId('column-mapping-submit').click();
    await until(() => modal.getByTestId('upload-job').getAttribute('data-status')).toBe('success');
    const written = (await values()).filter(
      (value) => value.date >= `${YEAR}-06-01` && value.date < `${YEAR}-09-01`,
    );
    expect(
      written.map((value) => [value.param === potassium.id ? 'K₂O' : 'other', value.value]).sort(),
    ).toEqual([
      ['K₂O', 296.5],
      ['K₂O', 318],
      ['other', 3.27],
      ['other', 3.31],
    ]);
    await page.keyboard.press('Escape');
    await until(() => page.getByTestId(`agro-cell-${potassium.id}-${YEAR}-06-15`).innerText()).toBe(
      '318',
    );
  });

  it('renames a parameter, and deletes one holding values only after a second question', async () => {
    await page.goto(pageUrl());
    const table = page.getByTestId('agro-field-table');
    const row = (text: string) => table.getByTestId('agro-param').filter({ hasText: text });
    await row('P₂O₅').getByTestId('agro-param-rename').click();
    await page.getByTestId('agro-param-name').fill('P₂O₅ (Machigin)');
    await page.getByTestId('agro-param-save').click();
    await table.getByText('P₂O₅ (Machigin), мг/кг').waitFor();
    await row('Machigin').getByTestId('agro-param-delete').click();
    await page.getByTestId('agro-param-delete-confirm').click();
    // it holds values: the server refuses (409) and the page asks again before deleting them;
    // the first question closes (its holder re-renders) before the second is answered
    const force = page.getByTestId('agro-param-force');
    await force.waitFor();
    await until(() => page.locator('.ant-modal-confirm').count()).toBe(1);
    const deleted = page.waitForResponse(
      (r) => r.url().includes('force=true') && r.request().method() === 'DELETE',
    );
    await force.click();
    expect((await deleted).status()).toBe(204);
    await until(async () => (await paramsOfYear()).map((param) => param.name).sort()).toEqual([
      'K₂O',
      'pH',
      'Гумус',
    ]);
    await until(() => table.getByText('Machigin').count()).toBe(0);
    expect((await values()).some((value) => value.value === 19.2)).toBe(false);
  });
});
