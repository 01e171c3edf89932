import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

/**
 * Issue 15's flow: a harvested nursery → 10 plots sent to the warehouse from the plot table
 * (their weight from a feature) → their labels → 3 lots booked into a sowing plan for next
 * year → accepted → the plots are in next year's nursery. Also: sending from the map selection,
 * and a booking someone else overtook (409) shown in the dialog.
 */
const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
const NURSERY = 'Е2Е Склад';
const MAP_NURSERY = 'Е2Е Склад-карта';
const WAREHOUSE = 'Е2Е Семенохранилище';
const LOCATION = 'Стеллаж 1';
const WEIGHT_FEATURE = 'масса семян с делянки';
const YEAR = 2026;
const PLOTS = 12;
const SENT = 10;
/** The map's geometry on the canvas (map-viewport.ts): a place and the gap, in world pixels. */
const PLACE = { width: 88, height: 48, gap: 4 } as const;
let page: Page;
let specId = 0;
let warehouseId = 0;
const season = { fieldId: 0, yearId: 0 };
const mapSeason = { fieldId: 0, yearId: 0 };

type ApiLot = {
  id: number;
  code: string;
  line_name: string;
  plot_name: string;
  weight: number;
  available_weight: number;
  location: number;
};

/** A call of the API under test with the bearer token of the signed-in page. */
async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  return fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await call(method, path, body);
  expect(answer.status, `${method} ${path}: ${answer.status}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

const until = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

async function shoot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // antd's opening and closing motions end first (a shot mid-zoom shows a faded dialog)
  await until(() =>
    page.locator('[class*="ant-zoom"], [class*="ant-slide"], [class*="ant-fade"]').count(),
  ).toBe(0);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Serious and critical axe violations on the page (as accessibility.test.ts checks). */
async function seriousViolations() {
  await page.mouse.move(0, 0);
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** Chooses an option of an antd Select by its text. */
async function choose(select: Locator, option: string) {
  await select.click();
  await page.locator(OPEN_DROPDOWN).getByTitle(option, { exact: true }).click();
}

/** The text box of an antd number input (its test id is on the box or on its wrapper). */
const numberInput = (testId: string) =>
  page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`);

/** The row of a plot in the grid's pinned part (selection box, label, plot name). */
const pinnedRowOf = (plotName: string) =>
  page.locator('.ag-pinned-left-cols-container .ag-row', {
    has: page.locator('.ag-cell[col-id=plot_name]', { hasText: new RegExp(`^${plotName}`) }),
  });

/** The plot names the grid shows. */
function gridNames(): Promise<string[]> {
  return page
    .getByTestId('plot-table')
    .locator('.ag-pinned-left-cols-container .ag-cell[col-id=plot_name]')
    .allTextContents();
}

/** Lots of the crop at a location, as the server has them. */
async function lotsAt(location: number): Promise<ApiLot[]> {
  const answer = await api<{ data: ApiLot[] }>(
    'GET',
    `seeds/?spec_id=${specId}&location=${location}&page_size=1000`,
  );
  return answer.data;
}

/** A nursery with a season of plots named `<prefix>-NN`, each with a harvest weight. */
async function makeSeason(name: string, prefix: string, count: number) {
  const field = await api<{ field_id: number }>('POST', 'field_table/', {
    spec_id: specId,
    field_name: name,
    region: 'Краснодарский край',
  });
  const year = await api<{ id: number }>('POST', 'field_year_add/', {
    field_id: field.field_id,
    year: YEAR,
    spec_id: specId,
  });
  const plotIds: number[] = [];
  for (let k = 1; k <= count; k += 1) {
    const [plot] = await api<{ plot_id: number }[]>('POST', 'plot_table/', {
      plot_name: `${prefix}-${String(k).padStart(2, '0')}`,
      line_name: `${prefix}-Линия ${k}`,
      field: field.field_id,
      year: YEAR,
      spec_id: specId,
    });
    plotIds.push(plot?.plot_id ?? 0);
  }
  await api('POST', 'plot_final_results/add_multiple/', {
    results: plotIds.map((plot, index) => ({
      plot,
      feature: WEIGHT_FEATURE,
      unit: 'г',
      value: String(100 + index * 10),
    })),
  });
  return { fieldId: field.field_id, yearId: year.id };
}

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  const crops = await api<{ data: { spec_id: number; russian_name: string }[] }>(
    'GET',
    'species_table/',
  );
  specId = crops.data.find((crop) => crop.russian_name === 'Подсолнечник')?.spec_id ?? 0;
  Object.assign(season, await makeSeason(NURSERY, 'СК', PLOTS));
  Object.assign(mapSeason, await makeSeason(MAP_NURSERY, 'КР', 3));
  // a warehouse without locations: the dialog makes the first one
  warehouseId = (
    await api<{ warehouse_id: number }>('POST', 'warehouses/', {
      spec_id: specId,
      name: WAREHOUSE,
    })
  ).warehouse_id;
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `sowing-${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('from a harvested plot to next season’s sowing', () => {
  let locationId = 0;
  let lots: ApiLot[] = [];

  it('sends 10 plots of the plot table to the warehouse, their weight from a feature', async () => {
    await page.goto(
      `/fields/phenotypes?cultureId=${specId}&fieldId=${season.fieldId}&yearId=${season.yearId}`,
    );
    await until(gridNames).toHaveLength(PLOTS);
    for (let k = 1; k <= SENT; k += 1) {
      await pinnedRowOf(`СК-${String(k).padStart(2, '0')}`)
        .locator('.ag-selection-checkbox input')
        .check();
    }
    await until(() => page.getByTestId('plot-actions').innerText()).toContain(`Выбрано: ${SENT}`);
    await page.getByTestId('send-to-warehouse').click();
    const dialog = page.locator('.ant-modal:visible');
    await until(() => dialog.locator('.ant-modal-title').innerText()).toBe(
      `Отправить на склад делянки (${SENT})`,
    );
    // the only warehouse is chosen; it has no locations yet: make one here
    await until(() => page.getByTestId('send-warehouse').innerText()).toContain(WAREHOUSE);
    await page.getByTestId('send-new-location').fill(LOCATION);
    await page.getByTestId('send-add-location').click();
    await until(() => page.getByTestId('send-location').innerText()).toContain(LOCATION);
    await choose(page.getByTestId('send-weight-feature'), WEIGHT_FEATURE);
    await shoot('send-to-warehouse-ru');
    const sent = page.waitForResponse((r) => r.url().includes('seeds/send_plots/'));
    await page.getByTestId('send-submit').click();
    expect((await sent).status()).toBe(201);
    await until(() => page.getByTestId('send-result').innerText()).toContain(
      `Создано партий: ${SENT}`,
    );
    const link = await page.getByTestId('send-result-link').getAttribute('href');
    locationId = Number(new URL(link ?? '', app.server.url).searchParams.get('location'));
    expect(locationId).toBeGreaterThan(0);
    await shoot('send-to-warehouse-done-ru');
    await page.getByTestId('send-result-link').click();
    await until(() => new URL(page.url()).search).toBe(`?location=${locationId}`);

    lots = await lotsAt(locationId);
    expect(lots.map((lot) => lot.plot_name).sort()).toEqual(
      Array.from({ length: SENT }, (_, k) => `СК-${String(k + 1).padStart(2, '0')}/1`),
    );
    // the weight is the plot's feature value, in grams: 100, 110, … 190
    expect(lots.map((lot) => lot.weight).sort((a, b) => a - b)).toEqual(
      Array.from({ length: SENT }, (_, k) => 100 + k * 10),
    );
  });

  it('prints the lots’ labels on the storage page the dialog links to', async () => {
    // the page the dialog's link opened: the new location with its lots
    expect(new URL(page.url()).pathname).toBe('/varieties/storage');
    const boxes = page.locator('.ag-pinned-left-cols-container .ag-row .ag-checkbox-input');
    await until(() => boxes.count()).toBe(SENT);
    for (let k = 0; k < SENT; k += 1) await boxes.nth(k).check();
    await page.getByTestId('lot-labels').click();
    const dialog = page.getByTestId('labels-modal');
    // the PDF as it reaches the page (read on its way, then handed on unchanged)
    let pdf: Buffer = Buffer.alloc(0);
    let asked: { lots?: number[] } = {};
    await page.route('**/seeds/labels/', async (route) => {
      asked = JSON.parse(route.request().postData() ?? '{}');
      const response = await route.fetch();
      pdf = await response.body();
      await route.fulfill({ response, body: pdf });
    });
    await dialog.getByTestId('labels-preview').click();
    // A4 3 × 8: ten labels on one page, drawn in the dialog
    await until(() => dialog.getByTestId('labels-pdf').getAttribute('data-pages')).toBe('1');
    await page.unroute('**/seeds/labels/');
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect([...(asked.lots ?? [])].sort((x, y) => x - y)).toEqual(
      lots.map((lot) => lot.id).sort((x, y) => x - y),
    );
    await shoot('sowing-labels-ru');
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
  });

  it('books 3 lots into a sowing plan for next year and accepts it: the plots are sown', async () => {
    await page.goto('/varieties/sowing-plan');
    await page.getByTestId('sowing-plan-empty').waitFor();
    await page.getByTestId('create-plan').click();
    await choose(page.getByTestId('create-plan-nursery'), NURSERY);
    const yearInput = numberInput('create-plan-year');
    expect(await yearInput.inputValue()).toBe(String(new Date().getFullYear() + 1));
    await yearInput.fill(String(YEAR + 1));
    await page.getByTestId('create-plan-name').fill('Весна');
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    await until(() => page.getByTestId('sowing-plan-status').innerText()).toBe('Черновик');
    const planId = Number(new URL(page.url()).searchParams.get('plan'));
    expect(planId).toBeGreaterThan(0);

    // the lots of this nursery's lines, found by the line filter
    await page.getByTestId('lots-line-filter').locator('input').fill('СК-Линия');
    const available = page.getByTestId('available-lots');
    await until(() => available.locator('tbody tr.ant-table-row').count()).toBe(SENT);
    for (let k = 0; k < 3; k += 1) {
      await available.locator('tbody tr.ant-table-row').nth(k).getByTestId('book-lot').click();
      await numberInput('book-weight').fill('50');
      const booked = page.waitForResponse((r) => r.url().includes('/items/'));
      await page.locator('.ant-modal:visible:not([class*="-leave"]) .ant-btn-primary').click();
      expect((await booked).status()).toBeLessThan(300);
      await until(() =>
        page.getByTestId('plan-items').locator('tbody tr.ant-table-row').count(),
      ).toBe(k + 1);
      // the booking dialog has closed before the next lot's opens (a closing one takes clicks)
      await until(() => page.locator('.ant-modal:visible').count()).toBe(0);
    }
    await until(() => page.getByTestId('plan-totals').innerText()).toContain('150');
    await shoot('sowing-plan-ru');
    expect(await seriousViolations()).toEqual([]);
    // axe's style tag stops antd's motion (a closing modal would wait for it): a fresh page
    await page.reload();
    await page.getByTestId('lots-line-filter').locator('input').fill('СК-Линия');
    await until(() => available.locator('tbody tr.ant-table-row').count()).toBe(SENT);

    // someone else takes the seed of a lot while its dialog is open: a 409, said plainly
    const row = available.locator('tbody tr.ant-table-row').nth(3);
    const code = await row.locator('td').first().innerText();
    const lot = lots.find((item) => item.code === code);
    expect(lot).toBeDefined();
    await row.getByTestId('book-lot').click();
    const other = await api<{ id: number }>('POST', 'sowing_plans/', {
      spec_id: specId,
      field_id: season.fieldId,
      year: YEAR + 1,
      name: 'Чужой план',
    });
    await api('POST', `sowing_plans/${other.id}/items/`, {
      lot: lot?.id,
      weight: lot?.available_weight,
    });
    const refused = page.waitForResponse((r) => r.url().includes('/items/'));
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    expect((await refused).status()).toBe(409);
    await page.getByTestId('book-conflict').waitFor();
    // and what the dialog says is available is now what is left: nothing
    await until(() => page.locator('.ant-modal:visible .ant-descriptions').innerText()).toMatch(
      /(^|\s)0 г, 0 шт\./,
    );
    await shoot('sowing-plan-conflict-ru');
    await page.locator('.ant-modal:visible .ant-modal-close').click();
    await api('DELETE', `sowing_plans/${other.id}/`).catch(() => undefined);

    // a booking changed: 40 g instead of 50, the totals follow
    const items = page.getByTestId('plan-items');
    await items.locator('tbody tr.ant-table-row').first().getByTestId('change-booking').click();
    await numberInput('book-weight').fill('40');
    const changed = page.waitForResponse((r) => r.url().includes('/items/'));
    await page.locator('.ant-modal:visible .ant-btn-primary').click();
    expect((await changed).status()).toBe(200);
    await until(() => page.getByTestId('plan-totals').innerText()).toContain('140');

    // the sowing list of the plan
    const download = page.waitForEvent('download');
    await page.getByTestId('sowing-list').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    await page.getByTestId('accept-plan').click();
    await page.getByTestId('accept-plan-confirm').click();
    await until(() => page.getByTestId('sowing-plan-status').innerText()).toBe('Принят');
    await page.getByTestId('sowing-plan-accepted').waitFor();
    await shoot('sowing-plan-accepted-ru');
    await page.getByTestId('sowing-plan-plots-link').click();
    await until(() => new URL(page.url()).pathname).toBe('/fields/phenotypes');
    const yearId = Number(new URL(page.url()).searchParams.get('yearId'));
    expect(yearId).not.toBe(season.yearId);
    await until(gridNames).toHaveLength(3);
    const lines = await page
      .getByTestId('plot-table')
      .locator('.ag-pinned-left-cols-container .ag-cell[col-id=line_name]')
      .allTextContents();
    // the booked lots' lines, one plot each (a repetition each)
    const booked = await api<{ items: { lot: { line_name: string } }[] }>(
      'GET',
      `sowing_plans/${planId}/`,
    );
    expect(booked.items).toHaveLength(3);
    expect(lines.map((line) => line.trim()).sort()).toEqual(
      booked.items.map((item) => item.lot.line_name).sort(),
    );
    await shoot('sowing-next-season-ru');
  });

  it('shows the screens in English', async () => {
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await until(() => page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto('/varieties/sowing-plan');
    await page.getByTestId('sowing-plan-select').click();
    await page.locator(OPEN_DROPDOWN).locator('.ant-select-item-option').first().click();
    await page.getByTestId('sowing-plan-head').waitFor();
    await shoot('sowing-plan-en');
    await page.goto(
      `/fields/phenotypes?cultureId=${specId}&fieldId=${season.fieldId}&yearId=${season.yearId}`,
    );
    await until(gridNames).toHaveLength(PLOTS);
    await pinnedRowOf('СК-11').locator('.ag-selection-checkbox input').check();
    await page.getByTestId('send-to-warehouse').click();
    await until(() => page.getByTestId('send-location').innerText()).not.toBe('');
    await shoot('send-to-warehouse-en');
    await page.locator('.ant-modal-close:visible').click();
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-ru').click();
    await until(() => page.locator('html').getAttribute('lang')).toBe('ru');
  });
});

describe('sending plots to the warehouse from the field map', () => {
  /** The page coordinates of the centre of a place of the map, as the canvas draws it now. */
  async function placeCentre(row: number, column: number) {
    const canvas = page.getByTestId('field-map-canvas');
    const view = await canvas.getAttribute('data-view');
    const [scale = 1, x = 0, y = 0] = (view ?? '').split(',').map(Number);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the map canvas is not on the page');
    return {
      x: box.x + x + (column * (PLACE.width + PLACE.gap) + PLACE.width / 2) * scale,
      y: box.y + y + (row * (PLACE.height + PLACE.gap) + PLACE.height / 2) * scale,
    };
  }

  it('sends the plots selected on the map', async () => {
    await page.goto(
      `/fields?cultureId=${specId}&fieldId=${mapSeason.fieldId}&yearId=${mapSeason.yearId}`,
    );
    await page.getByTestId('field-map-canvas').waitFor();
    await until(() => page.getByTestId('field-map-canvas').getAttribute('data-view')).toBeTruthy();
    const from = await placeCentre(0, 0);
    const to = await placeCentre(0, 2);
    await page.keyboard.down('Shift');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    const bar = page.getByTestId('map-selection');
    await until(() => bar.innerText()).toContain('Выбрано: 3');
    await bar.getByTestId('send-to-warehouse').click();
    await until(() => page.getByTestId('send-warehouse').innerText()).toContain(WAREHOUSE);
    await choose(page.getByTestId('send-location'), `${LOCATION} (партий: ${SENT})`);
    const sent = page.waitForResponse((r) => r.url().includes('seeds/send_plots/'));
    await page.getByTestId('send-submit').click();
    expect((await sent).status()).toBe(201);
    await until(() => page.getByTestId('send-result').innerText()).toContain('Создано партий: 3');
    await shoot('send-from-map-ru');
    const all = await lotsAt(
      (
        await api<{ locations: { id: number; name: string }[]; warehouse_id: number }[]>(
          'GET',
          `warehouses/?spec_id=${specId}`,
        )
      )
        .find((item) => item.warehouse_id === warehouseId)
        ?.locations.find((item) => item.name === LOCATION)?.id ?? 0,
    );
    const fromMap = all.filter((lot) => lot.plot_name.startsWith('КР-'));
    // no feature chosen: the lots start empty
    expect(fromMap.map((lot) => lot.weight)).toEqual([0, 0, 0]);
  });
});
