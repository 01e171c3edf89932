import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
/** The demo sunflower trial (demo-trials.ts): 24 entries × 3 repetitions in 2024 and 2025. */
const TRIAL = { rows: 24, feature: 'урожайность', control: 'К-1 — Бузулук' } as const;
let page: Page;

type ApiNsrRow = { plot_name: string; features: { color: string | null; nsr: number | null }[] };

/** GET of the API under test with the bearer token of the signed-in page. */
async function api<T>(path: string): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

/** Adds a season without plots to the demo sunflower nursery КСИ-1. */
async function addEmptySeason(year: number) {
  const crops = await api<{ data: { spec_id: number; russian_name: string }[] }>('species_table/');
  const specId = crops.data.find((crop) => crop.russian_name === 'Подсолнечник')?.spec_id ?? 0;
  const fields = await api<{ field_id: number; field_name: string }[]>(
    `field_table/?spec_id=${specId}`,
  );
  const fieldId = fields.find((field) => field.field_name === 'КСИ-1')?.field_id ?? 0;
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/field_year_add/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ field_id: fieldId, year, spec_id: specId }),
  });
  expect(answer.status).toBe(201);
}

/** Chooses an option of an antd Select by its text. */
async function choose(select: Locator, option: string) {
  await select.click();
  await page.locator(OPEN_DROPDOWN).getByTitle(option, { exact: true }).click();
}

/** Ticks seasons (years of the demo nursery) in the season picker, then closes it. */
async function chooseSeasons(...years: string[]) {
  await page.getByTestId('statistics-seasons').click();
  const popup = page.locator(OPEN_DROPDOWN);
  for (const year of years) await popup.getByTitle(year, { exact: true }).click();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
}

/** Serious and critical axe violations, transitions off (as in accessibility.test.ts). */
async function seriousViolations() {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

const table = () => page.getByTestId('statistics-table');
const bodyRows = () => table().locator('tbody tr.ant-table-row');
const headers = () =>
  table()
    .locator('thead th.ant-table-cell')
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  // the first crop by name is the sunflower, whose trial is analysed here
  expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('statistics of the demo trial', () => {
  it('compares every row with the control by НСР₀₅: coloured rows, the НСР value, the export', async () => {
    await page.goto('/fields/statistic/nsr');
    await page.getByTestId('statistics-hint').waitFor();
    await chooseSeasons('2025');
    await choose(page.getByTestId('statistics-feature'), TRIAL.feature);
    // the table asks the server for one page (decision 028), not for every row
    const asked = page.waitForRequest((request) =>
      request.url().includes('/calculate_nsr_multiple/'),
    );
    await choose(page.getByTestId('statistics-control'), TRIAL.control);
    const query = new URL((await asked).url()).searchParams;
    expect([query.get('page'), query.get('page_size')]).toEqual(['1', '50']);

    await expect.poll(() => bodyRows().count()).toBe(TRIAL.rows);
    const yearId = Number(new URL(page.url()).searchParams.get('yearIds'));
    const expected = await api<ApiNsrRow[]>(
      `calculate_nsr_multiple/?year_ids=${yearId}&feature=${encodeURIComponent(TRIAL.feature)}` +
        `&control_plot=${encodeURIComponent('К-1')}&control_plot_year_id=${yearId}`,
    );
    const countOf = (color: string) => expected.filter((r) => r.features[0]?.color === color);
    // the seed's lines differ by several ц/га: both directions are significant somewhere
    expect(countOf('green').length).toBeGreaterThan(0);
    expect(countOf('red').length).toBeGreaterThan(0);
    expect(await table().locator('tr.pl-stat-row-green').count()).toBe(countOf('green').length);
    expect(await table().locator('tr.pl-stat-row-red').count()).toBe(countOf('red').length);
    expect(await table().locator('tr.pl-stat-row-control').innerText()).toContain('контроль');

    const nsr = expected.find((r) => r.features[0]?.nsr !== null)?.features[0]?.nsr ?? 0;
    const shownNsr = nsr.toFixed(2).replace('.', ',');
    expect(await page.getByTestId('nsr-summary').innerText()).toBe(
      `НСР₀₅ (КСИ-1 · 2025) = ${shownNsr}`,
    );
    expect(await page.getByTestId('statistics-method').innerText()).toContain(
      'НСР₀₅ = t₀,₉₇₅(df)·√(MSE·(1/n + 1/n_c))',
    );
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'statistics-nsr-ru.png'), fullPage: true });

    // К-2 and К-20…К-24 (no line name holds «К-2»)
    await page.getByLabel('Фильтр по делянке или сорту').fill('К-2');
    await expect.poll(() => bodyRows().count()).toBe(6);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statistics-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`nsr_${TRIAL.feature}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(3).getCell(7).value).toBe('Отклонение от контроля');
    // title, a gap, the header, the six filtered rows (in the table's order)
    const exported = [4, 5, 6, 7, 8, 9].map((row) => String(sheet?.getRow(row).getCell(3).value));
    expect(exported.sort()).toEqual(['К-2', 'К-20', 'К-21', 'К-22', 'К-23', 'К-24']);
    expect(typeof sheet?.getRow(9).getCell(6).value).toBe('number');

    // the row fills keep their text readable, every picker has its label (pointer off the
    // export button, whose hover tint is not what the page shows at rest)
    await page.mouse.move(0, 0);
    expect(await seriousViolations()).toEqual([]);
    // antd's popups wait for the animations axe switched off: start the page afresh
    await page.reload();
    // the choice lives in the address, the filter does not
    await expect.poll(() => bodyRows().count()).toBe(TRIAL.rows);
  });

  it('shows the t-test in English after switching the language', async () => {
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await page.getByText('Difference from control').first().waitFor();
    await page.locator('html[lang=en]').waitFor({ state: 'attached' });
    // the reload above restored the scroll position; the menu opens over the page top
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Statistics' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: "Student's t-test" }).click();
    await page.waitForURL('**/fields/statistic/ttest?*');
    // the seasons come along; the feature and control are chosen again
    await page.getByTestId('statistics-hint').getByText('Choose the seasons').waitFor();
    await choose(page.getByTestId('statistics-feature'), TRIAL.feature);
    await choose(page.getByTestId('statistics-control'), TRIAL.control);
    await expect.poll(() => bodyRows().count()).toBe(TRIAL.rows);
    expect(await headers()).toEqual([
      'Nursery',
      'Year',
      'Plot',
      'Variety (line)',
      'Repetitions',
      'Mean',
      'Difference from control',
      'Lower 95 % CI',
      'Upper 95 % CI',
      'p-value',
      'Significance',
    ]);
    const pValues = await bodyRows().locator('td:nth-child(10)').allInnerTexts();
    expect(pValues.filter((text) => text !== '').length).toBe(TRIAL.rows - 1);
    // three significant digits in English notation, or the bound of the smallest ones
    for (const text of pValues.filter(Boolean)) {
      expect(text).toMatch(/^(< 0\.001|0\.0*[1-9]\d\d|1\.00)$/);
    }
    expect(await page.getByTestId('statistics-method').innerText()).toContain('Welch’s t-test');
    await page.screenshot({ path: join(SHOTS, 'statistics-ttest-en.png'), fullPage: true });
  });

  it('ranks the merged seasons and reports the server’s refusal as a toast', async () => {
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-ru').click();
    // a season without plots (a year the nursery was not sown): no features to analyse
    await addEmptySeason(2023);
    await page.goto('/fields/statistic');
    await page.getByTestId('statistics-hint').waitFor();
    await chooseSeasons('2023');
    await page.getByTestId('statistics-no-features').waitFor();
    await chooseSeasons('2025');
    const asked = page.waitForRequest((request) =>
      request.url().includes('/cross_avg_values_multiple/?year_ids'),
    );
    await choose(page.getByTestId('statistics-feature'), TRIAL.feature);
    // ranked on the server, one page at a time
    const query = new URL((await asked).url()).searchParams;
    expect(query.get(`sort_by__rank`)).toBe(TRIAL.feature);
    expect(query.get('page_size')).toBe('50');
    await expect.poll(() => bodyRows().count()).toBe(TRIAL.rows);
    const ranks = await bodyRows().locator('td:first-child').allInnerTexts();
    expect(ranks.slice(0, 3)).toEqual(['1', '2', '3']);
    await page.screenshot({ path: join(SHOTS, 'statistics-averages-ru.png'), fullPage: true });
    // a control in the empty season: the server answers 400, shown in the interface language
    await choose(page.getByTestId('statistics-control-season'), 'КСИ-1 · 2023');
    await page
      .locator('.Toastify__toast')
      .getByText(
        `Ни у одной делянки выбранных лет питомника нет значения «${TRIAL.feature}»: внесите значения или выберите другой признак.`,
      )
      .waitFor();
  });
});
