import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

/**
 * Issue 14's flow: lines come from plots with their parents → one becomes a variety → its
 * pedigree at depth 3 → a 2 × 3 cross planned into next year's nursery → the cross plots are
 * in that season's plot table with their parents.
 */
const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
const NURSERY = 'Е2Е Скрещивания';
const YEAR = 2026;
/**
 * C = A × B; D = C × E; F = D × C (a backcross to C); G and H unrelated. Tabular method:
 * f(C, C) = ½, f(D, C) = ½[f(C, C) + f(E, C)] = ¼, so F_F = f(D, C) = ¼; likewise f(D, E) = ¼
 * (Falconer & Mackay 1996, ch. 5).
 */
const PLOTS = [
  { plot: 'ПС-1', line: 'Е2Е-C', mother: 'Е2Е-A', father: 'Е2Е-B' },
  { plot: 'ПС-2', line: 'Е2Е-D', mother: 'Е2Е-C', father: 'Е2Е-E' },
  { plot: 'ПС-3', line: 'Е2Е-F', mother: 'Е2Е-D', father: 'Е2Е-C' },
  { plot: 'ПС-4', line: 'Е2Е-G', mother: null, father: null },
  { plot: 'ПС-5', line: 'Е2Е-H', mother: null, father: null },
] as const;
const MOTHERS = ['Е2Е-D', 'Е2Е-G'];
const FATHERS = ['Е2Е-C', 'Е2Е-E', 'Е2Е-H'];
let page: Page;
let specId = 0;
let fieldId = 0;
let yearId = 0;

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

const until = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

/** Types into a line picker and chooses the line from the server's answer. */
async function pickLine(select: Locator, name: string) {
  await select.click();
  await select.locator('input').fill(name);
  // the server's answer to this search (not the list of the previous one)
  const options = page.locator(OPEN_DROPDOWN).locator('.ant-select-item-option');
  await until(() => options.evaluateAll((all) => all.map((o) => o.getAttribute('title')))).toEqual([
    name,
  ]);
  await options.first().click();
}

async function shoot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Serious and critical axe violations on the page (as accessibility.test.ts checks). */
async function seriousViolations() {
  // no hover colours: the pointer rests outside the page's controls
  await page.mouse.move(0, 0);
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** The plot table's rows: the text of every cell by column id. */
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
    return [...rows.values()].filter((cells) => cells.plot_name);
  });
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
  const field = await api<{ field_id: number }>('POST', 'field_table/', {
    spec_id: specId,
    field_name: NURSERY,
    region: 'Краснодарский край',
  });
  fieldId = field.field_id;
  yearId = (
    await api<{ id: number }>('POST', 'field_year_add/', {
      field_id: fieldId,
      year: YEAR,
      spec_id: specId,
    })
  ).id;
  for (const { plot, line, mother, father } of PLOTS) {
    await api('POST', 'plot_table/', {
      plot_name: plot,
      line_name: line,
      mother,
      father,
      field: fieldId,
      year: YEAR,
      spec_id: specId,
    });
  }
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `pedigree-${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('from plots to next season’s crosses', () => {
  it('marks a line grown from a plot a variety in the plot table', async () => {
    await page.goto(`/fields/phenotypes?cultureId=${specId}&fieldId=${fieldId}&yearId=${yearId}`);
    const row = page.locator('.ag-pinned-left-cols-container .ag-row', {
      has: page.locator('.ag-cell[col-id=plot_name]', { hasText: /^ПС-2/ }),
    });
    await row.locator('.ag-selection-checkbox input').check();
    const converted = page.waitForResponse(
      (r) => r.url().includes('line_table_list/') && r.request().method() === 'PATCH' && r.ok(),
    );
    await page.getByTestId('convert-to-variety').click();
    await converted;
    const found = await api<{ line_name: string; is_sort: boolean }[]>(
      'GET',
      `line_ids_names/?spec_id=${specId}&search=${encodeURIComponent('Е2Е-')}`,
    );
    expect(found.filter((line) => line.is_sort).map((line) => line.line_name)).toEqual(['Е2Е-D']);
  });

  it('draws the variety’s pedigree at depth 3: ancestors above, descendants below, F shown', async () => {
    await page.goto('/varieties/pedigrees');
    await page.getByTestId('pedigree-no-line').waitFor();
    await pickLine(page.getByTestId('pedigree-line-select'), 'Е2Е-D');
    await until(() => new URL(page.url()).searchParams.get('line_id')).toBeTruthy();
    const nodes = page.getByTestId('pedigree-node');
    await until(() => nodes.count()).toBe(6);
    const names = await nodes.locator('.pl-pedigree-node-name').allTextContents();
    expect(names.sort()).toEqual(['Е2Е-A', 'Е2Е-B', 'Е2Е-C', 'Е2Е-D', 'Е2Е-E', 'Е2Е-F']);
    expect(await page.getByTestId('pedigree-depth').textContent()).toBe('Глубина: 3');

    const node = (name: string) => nodes.filter({ hasText: name });
    const top = async (name: string) => (await node(name).boundingBox())?.y ?? Number.NaN;
    // generation rows: grandparents above parents above the line above its child
    expect(await top('Е2Е-A')).toBeLessThan(await top('Е2Е-C'));
    expect(await top('Е2Е-C')).toBeLessThan(await top('Е2Е-D'));
    expect(await top('Е2Е-D')).toBeLessThan(await top('Е2Е-F'));
    expect(await node('Е2Е-D').getAttribute('class')).toContain('pl-pedigree-node-focus');
    expect(await node('Е2Е-D').textContent()).toContain('Сорт');
    // the backcross F = D × C is inbred: F = f(D, C) = ¼
    expect(await node('Е2Е-F').getByTestId('pedigree-node-f').textContent()).toBe('F = 0,250');
    expect(await page.locator('.pl-pedigree-edge-mother').count()).toBe(3);
    expect(await page.locator('.pl-pedigree-edge-father').count()).toBe(3);
    expect(await page.getByTestId('pedigree-truncated').count()).toBe(0);
    await shoot('pedigree-ru');
    expect(await seriousViolations()).toEqual([]);
    // axe's style tag stops antd's motion (a closing modal would wait for it): a fresh page
    await page.reload();
    await until(() => nodes.count()).toBe(6);

    // a click on a line opens its card
    await node('Е2Е-C').click();
    await until(() => page.getByTestId('line-card-title').textContent()).toBe('Е2Е-C');
    await page.locator('.ant-modal-close:visible').click();
    await page.getByTestId('line-card-title').waitFor({ state: 'hidden' });
    // and so does Enter on a focused line
    await node('Е2Е-A').locator('xpath=..').focus();
    await page.keyboard.press('Enter');
    await until(() => page.getByTestId('line-card-title').textContent()).toBe('Е2Е-A');
    await page.locator('.ant-modal-close:visible').click();
    await page.getByTestId('line-card-title').waitFor({ state: 'hidden' });

    // depth 1 from the grandchild's side: the tree goes on
    await page.getByTestId('pedigree-depth').locator('.ant-slider-handle').focus();
    await page.keyboard.press('Home');
    await page.getByTestId('pedigree-truncated').waitFor();
    await until(() => nodes.count()).toBe(4);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await until(() => nodes.count()).toBe(6);

    // the SVG export holds every line
    await page.getByTestId('pedigree-export').hover();
    const download = page.waitForEvent('download');
    await page.locator('.ant-dropdown:visible').getByText('Векторный SVG').click();
    const file = await (await download).path();
    const svg = readFileSync(file, 'utf8');
    for (const name of names) expect(svg).toContain(`>${name}</text>`);
    expect(svg).toContain('F = 0,250');

    // the variety goes on to the crossing plan as a mother
    await page.getByTestId('pedigree-cross').click();
    await page.waitForURL(/\/varieties\/crossing\?mothers=\d+$/);
    await until(() => page.getByTestId('crossing-mothers').textContent()).toBe('Е2Е-D');
  });

  it('plans a 2 × 3 cross into next year’s nursery, flagging close relatives and repeats', async () => {
    // on from the pedigree: the variety is the first mother already
    for (const name of MOTHERS.slice(1)) {
      await pickLine(page.getByTestId('crossing-mothers'), name);
    }
    await page.keyboard.press('Escape');
    for (const name of FATHERS) await pickLine(page.getByTestId('crossing-fathers'), name);
    await page.keyboard.press('Escape');
    await page.getByTestId('crossing-nursery').click();
    await page.locator(OPEN_DROPDOWN).getByTitle(NURSERY, { exact: true }).click();
    await page.getByTestId('crossing-year').fill(String(YEAR + 1));
    await page.getByTestId('crossing-threshold').fill('0,2');
    await page.getByTestId('crossing-threshold').blur();
    await until(() => page.getByTestId('crossing-total').textContent()).toBe(
      'Скрещиваний: 6 · делянок: 6 из 2000 возможных',
    );

    await page.getByTestId('crossing-preview-button').click();
    const matrix = page.getByTestId('crossing-matrix');
    await matrix.waitFor();
    expect(await matrix.locator('tbody tr').count()).toBe(2);
    expect(await matrix.locator('thead th[scope=col]').allTextContents()).toEqual([
      'Мать \\ отец',
      ...FATHERS,
    ]);
    const cells = page.getByTestId('cross-cell');
    expect(await cells.count()).toBe(6);
    const cell = async (mother: string, father: string) => {
      const ids = await api<{ line_id: number; line_name: string }[]>(
        'GET',
        `line_ids_names/?spec_id=${specId}&search=${encodeURIComponent('Е2Е-')}`,
      );
      const id = (name: string) => ids.find((line) => line.line_name === name)?.line_id;
      return page.locator(
        `[data-testid=cross-cell][data-mother="${id(mother)}"][data-father="${id(father)}"]`,
      );
    };
    // D × C and D × E: coancestry ¼ (above 0.2: close relatives); D × C was made (F)
    const dc = await cell('Е2Е-D', 'Е2Е-C');
    expect(await dc.textContent()).toBe('0,250');
    expect(await dc.getAttribute('data-close')).toBe('true');
    expect(await dc.getAttribute('data-made')).toBe('true');
    expect(await dc.getAttribute('data-band')).toBe('fullSibs');
    const de = await cell('Е2Е-D', 'Е2Е-E');
    expect(await de.getAttribute('data-close')).toBe('true');
    expect(await de.getAttribute('data-made')).toBe('false');
    const gh = await cell('Е2Е-G', 'Е2Е-H');
    expect(await gh.textContent()).toBe('0,000');
    expect(await gh.getAttribute('data-close')).toBe('false');
    expect(await page.getByTestId('crossing-preview-summary').textContent()).toBe(
      'Скрещиваний: 6 · делянок: 6 · близкородственных: 2 · уже сделанных: 1',
    );
    await page.getByTestId('coancestry-legend').waitFor();
    await shoot('crossing-preview-ru');
    expect(await seriousViolations()).toEqual([]);

    await page.getByTestId('crossing-create').click();
    await page.getByTestId('crossing-created').waitFor();
    expect(await page.getByTestId('crossing-created').textContent()).toContain(
      'Создано скрещиваний: 6, делянок: 6.',
    );
    await shoot('crossing-created-ru');
    await page.getByTestId('crossing-plots-link').click();
    await page.waitForURL(/\/fields\/phenotypes\?/);
    await page.getByTestId('plot-table').locator('.ag-row').first().waitFor();
    expect(await page.getByTestId('year-select').innerText()).toBe(String(YEAR + 1));
    await until(async () => (await gridRows()).length).toBe(6);
    // the general group shows the parents when open
    const table = page.getByTestId('plot-table');
    if ((await table.locator('.ag-header-cell[col-id="parent_name_1"]').count()) === 0) {
      await table
        .locator('.ag-header-group-cell[col-id^="main"] .ag-header-expand-icon:visible')
        .first()
        .click();
      await table.locator('.ag-header-cell[col-id="parent_name_1"]').waitFor();
    }
    const rows = await gridRows();
    const parents = rows.map((row) => [row.line_name, row.parent_name_1, row.parent_name_2]);
    const expected = MOTHERS.flatMap((mother) =>
      FATHERS.map((father) => [`${mother}/${father}`, mother, father]),
    );
    expect(parents.sort()).toEqual(expected.sort());
    await shoot('crossing-plots-ru');
  });
});
