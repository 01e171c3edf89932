import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
/**
 * A season of its own beside the demo trial: 12 plots, 6 to a row, yields 20, 22 … 40 ц/га
 * on the first 11 and none on the last. 2023 is a year the demo nursery does not have.
 */
const SEASON = { nursery: 'Тепловая-1', year: 2023, plots: 12, width: 6 } as const;
const FEATURE = 'урожайность';
/** A qualitative feature of the demo sunflower; a stage of the same name puts it in the list. */
const QUALITATIVE = 'окраска семянок';
/** World geometry of the map canvas (field-map/utils/map-viewport.ts): place and gap. */
const CELL = { width: 88, height: 48, gap: 4 } as const;
let page: Page;
let yearId: number;

/** A call of the API under test as the signed-in demo head; fails the test on an error. */
async function api<T>(method: string, path: string, body?: object): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(answer.ok, `${method} ${path}: ${answer.status}`).toBe(true);
  return (await answer.json()) as T;
}

/** The season of SEASON with its plots, yields, map width and the look-alike stage. */
async function seedSeason(): Promise<void> {
  const crops = await api<{ data: { spec_id: number; russian_name: string }[] }>(
    'GET',
    'species_table/',
  );
  const specId = crops.data.find((crop) => crop.russian_name === 'Подсолнечник')?.spec_id ?? 0;
  const field = await api<{ field_id: number }>('POST', 'field_table/', {
    spec_id: specId,
    field_name: SEASON.nursery,
    region: 'Краснодарский край',
  });
  yearId = (
    await api<{ id: number }>('POST', 'field_year_add/', {
      field_id: field.field_id,
      year: SEASON.year,
      spec_id: specId,
    })
  ).id;
  const plotIds: number[] = [];
  for (let index = 1; index <= SEASON.plots; index += 1) {
    const [plot] = await api<{ plot_id: number }[]>('POST', 'plot_table/', {
      plot_name: `Т-${index}`,
      field: field.field_id,
      year: SEASON.year,
      spec_id: specId,
      line_name: `Линия ${((index - 1) % SEASON.width) + 1}`,
      plot_label: String(100 + index),
    });
    plotIds.push(plot?.plot_id ?? 0);
  }
  const [map] = await api<{ id: number }[]>(
    'GET',
    `field_maps/?year_id=${yearId}&field_id=${field.field_id}`,
  );
  await api('PUT', `field_maps/${map?.id}/`, { max_length_per_list: SEASON.width });
  await api('POST', 'plot_final_results/add_multiple/', {
    results: plotIds
      .slice(0, -1)
      .map((plot, index) => ({ plot, feature: FEATURE, unit: 'ц/га', value: 20 + 2 * index })),
  });
  const [first] = plotIds;
  await api('POST', 'plot_stage/', {
    plot: first,
    stage_of_vegetation: 'всходы',
    date_of_stage: '2023-05-01',
  });
  await api('POST', 'plot_stage/', {
    plot: first,
    stage_of_vegetation: QUALITATIVE,
    date_of_stage: '2023-06-10',
  });
}

async function choose(select: Locator, option: string) {
  await select.click();
  await page.locator(OPEN_DROPDOWN).getByTitle(option, { exact: true }).click();
}

async function shoot(name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

const canvas = () => page.getByTestId('heat-map-canvas');

/** Points at the middle of a place of the map, read from where the canvas has drawn it. */
async function hoverPlace(row: number, column: number) {
  const view = await canvas().getAttribute('data-view');
  const [scale = 1, x = 0, y = 0] = (view ?? '').split(',').map(Number);
  const box = await canvas().boundingBox();
  await page.mouse.move(
    (box?.x ?? 0) + x + (column * (CELL.width + CELL.gap) + CELL.width / 2) * scale,
    (box?.y ?? 0) + y + (row * (CELL.height + CELL.gap) + CELL.height / 2) * scale,
  );
}

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
  await seedSeason();
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => shoot(`heat-map-${task.name.replace(/\W+/g, '-')}`));
});

describe('statistics heat map', () => {
  it('colours the season’s map by the seven levels, with legend, hint, summary and export', async () => {
    await page.goto('/fields/statistic/heat-map');
    await page.getByTestId('statistics-hint').waitFor();
    await page.getByTestId('statistics-season').click();
    await page.locator(OPEN_DROPDOWN).getByTitle(String(SEASON.year), { exact: true }).click();
    await choose(page.getByTestId('statistics-feature'), FEATURE);

    // drawn: the canvas has placed the map and says where
    await expect.poll(() => canvas().getAttribute('data-view')).toMatch(/^[\d.]+,-?[\d.]+,/);
    const levels = page.getByTestId('map-legend').locator('li');
    expect(await levels.allInnerTexts()).toHaveLength(7);
    // 20 … 40 in six equal intervals: 2, 2, 1, 2, 2, 2 plots, then the one without data
    expect(await levels.first().innerText()).toMatch(/очень мало: 20 – 23,33\s*2 дел\./);
    expect(await levels.nth(5).innerText()).toMatch(/много: 36,67 – 40\s*2 дел\./);
    expect(await levels.last().innerText()).toMatch(/нет данных\s*1 дел\./);
    const summary = await page.getByTestId('heat-map-summary').innerText();
    expect(summary).toMatch(/Минимум\s+20,00\s+Максимум\s+40,00/);
    expect(summary).toMatch(/Делянок с данными\s+11\s+Без данных\s+1/);
    expect(await page.getByTestId('statistics-method').innerText()).toContain(
      'шесть равных по ширине интервалов',
    );

    await hoverPlace(0, 0);
    const hint = page.getByTestId('heat-map-hint');
    await expect.poll(() => hint.innerText()).toBe('101 · Т-1/1\nЛиния 1\nурожайность: 20,00');
    await hoverPlace(1, SEASON.width - 1);
    await expect
      .poll(() => hint.innerText())
      .toBe('112 · Т-12/1\nЛиния 6\nурожайность: нет данных');
    await hoverPlace(1, 2);
    await expect.poll(() => hint.innerText()).toBe('109 · Т-9/1\nЛиния 3\nурожайность: 36,00');
    // the screen as seen, hint included (a full-page shot resizes the page and loses the pointer)
    await shoot('statistics-heat-map-ru', false);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statistics-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`heat-map_${FEATURE}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Значения', 'Делянки']);
    const [values, plots] = workbook.worksheets;
    expect(values?.getRow(3).getCell(SEASON.width + 1).value).toBe(SEASON.width);
    expect(values?.getRow(4).getCell(2).value).toBe(20);
    expect(values?.getRow(5).getCell(SEASON.width).value).toBe(40);
    expect(values?.getRow(5).getCell(SEASON.width + 1).value).toBeNull();
    expect(plots?.getRow(5).getCell(SEASON.width + 1).value).toBe('112');

    // the choice lives in the address
    await page.reload();
    await expect.poll(() => canvas().getAttribute('data-view')).toBeTruthy();
  });

  it('reports a qualitative feature named like a stage as the server’s translated refusal', async () => {
    await page.goto(`/fields/statistic/heat-map?yearIds=${yearId}`);
    await page.getByTestId('statistics-hint').waitFor();
    // the stage is offered (it has days after sowing); the feature of that name wins on the server
    await choose(page.getByTestId('statistics-feature'), QUALITATIVE);
    const refusal = `Признак «${QUALITATIVE}» качественный: для тепловой карты нужен количественный.`;
    await page.locator('.Toastify__toast').getByText(refusal).waitFor();
    const failed = page.getByTestId('statistics-failed');
    expect(await failed.innerText()).toContain(refusal);
    // a refusal offers no retry: asking again would be refused again
    expect(await failed.getByRole('button').count()).toBe(0);
  });
});
