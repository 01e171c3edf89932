import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
const files = mkdtempSync(join(tmpdir(), 'plotline-map-'));
/** The map's geometry on the canvas (map-viewport.ts): a place and the gap, in world pixels. */
const PLACE = { width: 88, height: 48, gap: 4 } as const;
const PLOTS = 20;
const WIDTH = 5;
let page: Page;

type ApiCell = { plot_id: number; plot_name: string; plot_label: string | null } | null;
type ApiMap = { id: number; max_length_per_list: number; location_of_plots: ApiCell[][] };

/** A call of the API under test with the bearer token of the signed-in page. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** Polls until the assertion holds (the canvas and the server answer asynchronously). */
const until = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

const season = { fieldId: 0, yearId: 0 };
const readMap = async () =>
  (
    await api<ApiMap[]>('GET', `field_maps/?field_id=${season.fieldId}&year_id=${season.yearId}`)
  )[0];
/** The grid as plot names (null = empty place). */
const namesOf = (map: ApiMap | undefined) =>
  map?.location_of_plots.map((row) => row.map((cell) => cell?.plot_name ?? null));
const labelsOf = (map: ApiMap | undefined) =>
  map?.location_of_plots.map((row) => row.map((cell) => cell?.plot_label ?? null));

const canvas = () => page.getByTestId('field-map-canvas');

/** The page coordinates of the centre of a place of the map, as the canvas draws it now. */
async function placeCentre(row: number, column: number) {
  const view = await canvas().getAttribute('data-view');
  const [scale = 1, x = 0, y = 0] = (view ?? '').split(',').map(Number);
  const box = await canvas().boundingBox();
  if (!box) throw new Error('the map canvas is not on the page');
  return {
    x: box.x + x + (column * (PLACE.width + PLACE.gap) + PLACE.width / 2) * scale,
    y: box.y + y + (row * (PLACE.height + PLACE.gap) + PLACE.height / 2) * scale,
  };
}

/** Chooses an option of an antd Select by its text. */
async function choose(select: Locator, option: string) {
  await select.click();
  await page.locator(OPEN_DROPDOWN).getByTitle(option, { exact: true }).click();
}

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  const crops = await api<{ data: { spec_id: number }[] }>('GET', 'species_table/');
  const specId = crops.data[0]?.spec_id ?? 0;
  const field = await api<{ field_id: number }>('POST', 'field_table/', {
    spec_id: specId,
    field_name: 'Карта-20',
    region: 'Краснодарский край',
  });
  season.fieldId = field.field_id;
  const year = await api<{ id: number }>('POST', 'field_year_add/', {
    field_id: field.field_id,
    year: 2026,
    spec_id: specId,
  });
  season.yearId = year.id;
  const plotIds: number[] = [];
  for (let k = 1; k <= PLOTS; k += 1) {
    const [plot] = await api<{ plot_id: number }[]>('POST', 'plot_table/', {
      plot_name: `М-${String(k).padStart(2, '0')}`,
      line_name: `Линия ${k}`,
      field: field.field_id,
      year: 2026,
      spec_id: specId,
    });
    plotIds.push(plot?.plot_id ?? 0);
  }
  await api('POST', 'plot_final_results/add_multiple/', {
    results: plotIds.map((plot, index) => ({
      plot,
      feature: 'урожайность',
      unit: 'ц/га',
      value: String(30 + index),
    })),
  });
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `map-${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

afterAll(() => rmSync(files, { recursive: true, force: true }));

describe('a breeder lays out, numbers, colours, prints and re-imports a nursery map', () => {
  it('shows the season as a map and re-flows it into rows of five', async () => {
    await page.goto(`/fields?fieldId=${season.fieldId}&yearId=${season.yearId}`);
    await canvas().waitFor();
    await until(() => canvas().getAttribute('data-view')).toBeTruthy();
    expect(await page.getByTestId('map-summary').innerText()).toContain('Делянок: 20');

    await page.getByRole('spinbutton', { name: 'Делянок в ряду' }).fill(String(WIDTH));
    await page.getByTestId('map-width-apply').click();
    await until(async () => (await readMap())?.max_length_per_list).toBe(WIDTH);
    const map = await readMap();
    expect(namesOf(map)).toEqual(
      Array.from({ length: 4 }, (_, row) =>
        Array.from({ length: WIDTH }, (_, column) => {
          return `М-${String(row * WIDTH + column + 1).padStart(2, '0')}/1`;
        }),
      ),
    );
    await until(() => page.getByTestId('map-summary').innerText()).toContain('Рядов: 4 × 5');
  });

  it('numbers the plots as a snake from the bottom-left corner, previewing the order', async () => {
    await page.getByTestId('map-numbering').click();
    const dialog = page.getByTestId('numbering-modal');
    await dialog.waitFor();
    // a click while the dialog still opens may be lost: click until each choice holds
    for (const testId of [
      'numbering-corner-bottom_left',
      'numbering-type-snake',
      'numbering-order-horizontal',
    ]) {
      const choice = dialog.getByTestId(testId);
      await until(async () => {
        await choice.click();
        return choice.evaluate((element) => {
          const input =
            element instanceof HTMLInputElement ? element : element.querySelector('input');
          return input?.checked ?? false;
        });
      }).toBe(true);
    }
    await expect.poll(() => page.getByTestId('numbering-preview').textContent()).toContain('20');
    await dialog.getByTestId('numbering-save').click();
    await dialog.waitFor({ state: 'hidden' });

    // bottom row left → right, the next row right → left, and so on upwards
    await until(async () => labelsOf(await readMap())).toEqual([
      ['20', '19', '18', '17', '16'],
      ['11', '12', '13', '14', '15'],
      ['10', '9', '8', '7', '6'],
      ['1', '2', '3', '4', '5'],
    ]);
  });

  it('colours the map by a trait, with the seven levels in the legend', async () => {
    await choose(page.getByTestId('map-coloring'), 'урожайность');
    const legend = page.getByTestId('map-legend');
    await legend.waitFor();
    const items = legend.locator('li');
    await until(() => items.count()).toBe(7);
    expect(await items.first().innerText()).toContain('очень мало: 30 – 33,17');
    expect(await items.last().innerText()).toContain('нет данных');
    const counts = await items.evaluateAll((nodes) =>
      nodes.map((node) => Number(node.lastElementChild?.textContent?.match(/\d+/)?.[0])),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(PLOTS);
  });

  it('opens a plot card by a click, and selects a row of plots by shift-dragging', async () => {
    const first = await placeCentre(3, 0);
    await page.mouse.click(first.x, first.y);
    const card = page.getByTestId('plot-card');
    await until(() => card.locator('.ant-drawer-title').innerText()).toContain('М-16/1');
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'hidden' });

    const from = await placeCentre(0, 0);
    const to = await placeCentre(0, WIDTH - 1);
    await page.keyboard.down('Shift');
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 5 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    await until(() => page.getByTestId('map-selection').innerText()).toContain('Выбрано: 5');
    await page.keyboard.press('Escape');
  });

  it('moves a plot to an empty place by dragging it in layout mode', async () => {
    await page.getByTestId('map-edit').click();
    const from = await placeCentre(3, 4);
    const to = await placeCentre(4, 0);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
    await until(async () => namesOf(await readMap())?.[4]?.[0]).toBe('М-20/1');
    expect(namesOf(await readMap())?.[3]?.[4]).toBeNull();
    await page.getByTestId('map-edit').click();
  });

  it('adds a plot at an empty place of the map in layout mode', async () => {
    await page.getByTestId('map-edit').click();
    const place = await placeCentre(3, 4);
    await page.mouse.click(place.x, place.y);
    const form = page.getByTestId('plot-form');
    await form.locator('#plot_name').fill('М-21');
    await form.locator('#line_name').fill('Линия 21');
    await form.getByTestId('plot-save').click();
    await form.waitFor({ state: 'hidden' });
    await until(async () => namesOf(await readMap())?.[3]?.[4]).toBe('М-21');
    await page.getByTestId('map-edit').click();
  });

  it('prints the map on a landscape A4 sheet with every plot and its label', async () => {
    await page.getByTestId('map-print').click();
    const sheet = page.getByTestId('map-print');
    const drawing = sheet.getByTestId('map-print-sheet');
    await drawing.locator('[data-plot]').first().waitFor();
    expect(await drawing.locator('[data-plot]').count()).toBe(PLOTS + 1);
    expect(await drawing.innerHTML()).toContain('>16<');
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    await page.getByTestId('map-print-close').click();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // A4 landscape: 297 × 210 mm ≈ 842 × 595 pt
    const box = pdf.toString('latin1').match(/MediaBox\s*\[([\d.\s]+)\]/)?.[1];
    const [, , width = 0, height = 0] = (box ?? '').trim().split(/\s+/).map(Number);
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
  });

  it('exports the map to Excel and imports the file back unchanged', async () => {
    const before = await readMap();
    await page.getByTestId('download-menu').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-field-map').click(),
    ]);
    const path = join(files, download.suggestedFilename());
    await download.saveAs(path);
    expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');

    // the same plots elsewhere, so that the import has something to put back
    await api('PATCH', `field_maps/${before?.id}/update_location_of_plots/`, {
      max_length_per_list: 7,
    });
    await page.getByTestId('upload-menu').click();
    await page.getByTestId('upload-field-map').click();
    const modal = page.getByTestId('upload-modal');
    await modal.locator('input[type=file]').setInputFiles(path);
    await modal.getByTestId('upload-submit').click();
    const job = modal.getByTestId('upload-job');
    await job.and(page.locator('[data-status=success], [data-status=failed]')).waitFor();
    const status = await job.getAttribute('data-status');
    const problems =
      status === 'failed' ? await modal.getByTestId('upload-errors').innerText() : '';
    expect(`${status} ${problems}`.trim()).toBe('success');
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await modal.waitFor({ state: 'hidden' });
    await until(async () => namesOf(await readMap())).toEqual(namesOf(before));
    expect(labelsOf(await readMap())).toEqual(labelsOf(before));
  });
});
