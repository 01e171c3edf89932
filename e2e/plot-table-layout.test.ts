import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
/** Phenotypes with long names, the first one in the table's order first. */
const FEATURES = [
  'высота растений',
  'масса 1000 семян',
  'устойчивость к полеганию',
  'содержание масла',
  'урожайность',
];
const FIRST_FEATURE = `feature:${FEATURES[0]}`;
let page: Page;
let seasonUrl: string;

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

/** A season of 30 plots with five phenotypes on every plot. */
async function seedSeason(): Promise<string> {
  const crops = await api<{ data: { spec_id: number; russian_name: string }[] }>(
    'GET',
    'species_table/',
  );
  const specId = crops.data.find((crop) => crop.russian_name === 'Подсолнечник')?.spec_id ?? 0;
  const field = await api<{ field_id: number }>('POST', 'field_table/', {
    spec_id: specId,
    field_name: 'Плотная-1',
    region: 'Краснодарский край',
  });
  const year = await api<{ id: number }>('POST', 'field_year_add/', {
    field_id: field.field_id,
    year: 2022,
    spec_id: specId,
  });
  const results = [];
  for (let index = 1; index <= 30; index += 1) {
    const [plot] = await api<{ plot_id: number }[]>('POST', 'plot_table/', {
      plot_name: `П-${index}`,
      field: field.field_id,
      year: 2022,
      spec_id: specId,
      line_name: `Линия ${index}`,
    });
    for (const [k, feature] of FEATURES.entries()) {
      results.push({ plot: plot?.plot_id, feature, unit: '', value: 10 * k + index });
    }
  }
  await api('POST', 'plot_final_results/add_multiple/', { results });
  return `/fields/phenotypes?cultureId=${specId}&fieldId=${field.field_id}&yearId=${year.id}`;
}

async function shoot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

const table = () => page.getByTestId('plot-table');
const header = (colId: string) => table().locator(`.ag-header-cell[col-id="${colId}"]`);
/** The expand/collapse control of the general ("main") column group. */
const mainToggle = () =>
  table().locator('.ag-header-group-cell[col-id^="main"] .ag-header-expand-icon:visible').first();

async function openSeason() {
  await page.goto(seasonUrl);
  await header(FIRST_FEATURE).waitFor();
  await table().locator('.ag-row').first().waitFor();
}

/** True when the general group shows its optional columns (mother, father, size, comment). */
const isMainOpen = async () => (await header('parent_name_1').count()) > 0;

async function setMainOpen(isOpen: boolean) {
  if ((await isMainOpen()) === isOpen) return;
  await mainToggle().click();
  await expect.poll(isMainOpen).toBe(isOpen);
}

/**
 * Header labels cut short: a column header in view whose text does not fit its box or sticks
 * out of its cell, or a group header whose label is not wholly inside the part of the group in
 * view (the label follows a group scrolled half out of view) when that part is wide enough.
 */
function clippedHeaders(): Promise<string[]> {
  return table().evaluate((grid) => {
    const clipped: string[] = [];
    const pinned = grid.querySelector('.ag-pinned-left-header')?.getBoundingClientRect();
    const body = grid.querySelector('.ag-header')?.getBoundingClientRect();
    const labels = grid.querySelectorAll<HTMLElement>(
      '.ag-header-cell-text, .ag-header-group-text',
    );
    for (const label of Array.from(labels)) {
      const text = label.textContent?.trim() ?? '';
      const box = label.getBoundingClientRect();
      const cellElement = label.closest('.ag-header-cell, .ag-header-group-cell');
      const cell = cellElement?.getBoundingClientRect();
      if (!text || !cell || !body || box.width === 0) continue;
      const isPinned = label.closest('.ag-pinned-left-header') !== null;
      const left = Math.max(cell.left, isPinned ? body.left : (pinned?.right ?? body.left));
      const right = Math.min(cell.right, body.right);
      const overflows =
        label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1;
      const outside = box.left < left - 1 || box.right > right + 1;
      if (cellElement?.classList.contains('ag-header-group-cell')) {
        if (right - left >= 140 && (overflows || outside)) clipped.push(text);
      } else if (left <= cell.left + 1 && right >= cell.right - 1 && (overflows || outside)) {
        clipped.push(text);
      }
    }
    return clipped;
  });
}

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.username, DEMO.password);
  seasonUrl = await seedSeason();
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => shoot(`plot-table-${task.name.replace(/\W+/g, '-')}`));
});

describe('plot table layout', () => {
  it('pins plot and variety beside the phenotypes', async () => {
    await openSeason();
    const pinnedHeader = table().locator('.ag-pinned-left-header');
    for (const colId of ['plot_label', 'plot_name', 'line_name']) {
      expect(await pinnedHeader.locator(`.ag-header-cell[col-id="${colId}"]`).count(), colId).toBe(
        1,
      );
    }
    const firstRow = table().locator('.ag-pinned-left-cols-container .ag-row').first();
    expect(await firstRow.locator('[col-id=plot_name]').innerText()).toBe('П-1/1');
    expect(await firstRow.locator('[col-id=line_name]').innerText()).toBe('Линия 1');
    // the rows are dense
    expect((await firstRow.boundingBox())?.height).toBeLessThanOrEqual(30);
  });

  it('collapses the general group, keeps it so after a reload, and the phenotypes come into view', async () => {
    await openSeason();
    await setMainOpen(true);
    for (const colId of ['parent_name_1', 'parent_name_2', 'square', 'comment']) {
      expect(await header(colId).count(), colId).toBe(1);
    }
    await page.reload();
    await header(FIRST_FEATURE).waitFor();
    expect(await isMainOpen()).toBe(true);

    await setMainOpen(false);
    const viewport = await table().locator('.ag-center-cols-viewport').boundingBox();
    const first = await header(FIRST_FEATURE).boundingBox();
    expect(first).not.toBeNull();
    expect(viewport).not.toBeNull();
    if (first && viewport) {
      expect(first.x).toBeGreaterThanOrEqual(viewport.x - 1);
      expect(first.x + first.width).toBeLessThanOrEqual(viewport.x + viewport.width + 1);
    }
    await page.reload();
    await header(FIRST_FEATURE).waitFor();
    expect(await isMainOpen()).toBe(false);
    // the pinned columns stay when the group is closed
    expect(await header('plot_name').count()).toBe(1);
    expect(await header('line_name').count()).toBe(1);
  });

  it('shows every header in full, also scrolled sideways, in Russian and English', async () => {
    for (const language of ['ru', 'en']) {
      await app.context.addCookies([{ name: 'language', value: language, url: app.server.url }]);
      await openSeason();
      await setMainOpen(true);
      expect(await clippedHeaders(), `${language}, at rest`).toEqual([]);
      await shoot(`plot-table-${language}-open`);
      for (const left of [150, 330, 600]) {
        await table()
          .locator('.ag-center-cols-viewport')
          .evaluate((element, x) => {
            element.scrollLeft = x;
          }, left);
        await page.waitForTimeout(100);
        expect(await clippedHeaders(), `${language}, scrolled ${left}px`).toEqual([]);
      }
      await shoot(`plot-table-${language}-scrolled`);
      await setMainOpen(false);
      expect(await clippedHeaders(), `${language}, closed`).toEqual([]);
      await shoot(`plot-table-${language}-closed`);
    }
  });
});
