import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
/** The demo sunflower trial (demo-trials.ts): 24 entries × 3 repetitions in 2024 and 2025. */
const TRIAL = { rows: 24, plots: 72, feature: 'урожайность' } as const;
const FEATURES = ['урожайность', 'масличность', 'высота растений'] as const;
let page: Page;

type ApiBoxplot = { rows: { summary: { outliers: number[] } }[]; overall: { n: number } };
type ApiMatrix = { features: string[]; p: number[][] };

async function api<T>(path: string): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

async function choose(select: Locator, option: string) {
  await select.click();
  await page.locator(OPEN_DROPDOWN).getByTitle(option, { exact: true }).click();
}

/** Picks the demo nursery's season of `year` in the one-season picker. */
async function chooseSeason(year: string) {
  await page.getByTestId('statistics-season').click();
  await page.locator(OPEN_DROPDOWN).getByTitle(year, { exact: true }).click();
}

async function shoot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function readDownload(click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return { name: download.suggestedFilename(), workbook };
}

const yearIdOf = () => Number(new URL(page.url()).searchParams.get('yearIds'));

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => shoot(`charts-${task.name.replace(/\W+/g, '-')}`));
});

describe('statistics charts of the demo trial', () => {
  it('draws box plots per row with a summary table, outliers highlighted, and exports it', async () => {
    await page.goto('/fields/statistic/visualisation');
    await page.getByTestId('statistics-hint').waitFor();
    await chooseSeason('2025');
    await choose(page.getByTestId('statistics-feature'), TRIAL.feature);

    const table = page.getByTestId('visualisation-table');
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count()).toBe(TRIAL.rows + 1);
    await page.getByTestId('visualisation-chart').locator('canvas').first().waitFor();
    const expected = await api<ApiBoxplot>(
      `statistics_boxplot/?year_id=${yearIdOf()}&feature=${encodeURIComponent(TRIAL.feature)}`,
    );
    const withOutliers = expected.rows.filter((row) => row.summary.outliers.length > 0).length;
    expect(await table.locator('tr.pl-stat-row-red').count()).toBe(withOutliers);
    expect(await table.locator('tr.pl-stat-row-overall').innerText()).toContain(
      `Все делянки\t\t${expected.overall.n}`,
    );
    expect(await page.getByTestId('statistics-method').innerText()).toContain('1,5·IQR');
    // stages are offered beside the quantitative features
    await page.getByTestId('statistics-feature').click();
    await page.locator(OPEN_DROPDOWN).getByTitle('цветение').waitFor();
    await page.keyboard.press('Escape');
    await shoot('statistics-visualisation-ru');

    const { name, workbook } = await readDownload(() =>
      page.getByTestId('statistics-export').click(),
    );
    expect(name).toBe(`boxplot_${TRIAL.feature}.xlsx`);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(3).getCell(4).value).toBe('Среднее');
    // one row per entry, in map order (randomised blocks)
    const entries = Array.from({ length: TRIAL.rows }, (_, i) =>
      String(sheet?.getRow(4 + i).getCell(1).value),
    );
    expect(new Set(entries)).toEqual(
      new Set(Array.from({ length: TRIAL.rows }, (_, i) => `К-${i + 1}`)),
    );
    expect(sheet?.getRow(4 + TRIAL.rows).getCell(3).value).toBe(TRIAL.plots);
  });

  it('shows the clustered correlation matrix, the strongest pair’s scatter, and exports r and p', async () => {
    await page.goto(`/fields/statistic/correlation?yearIds=${yearIdOf()}`);
    await page.getByTestId('statistics-hint').waitFor();
    await page.getByTestId('statistics-features').click();
    const popup = page.locator(OPEN_DROPDOWN);
    for (const feature of FEATURES) await popup.getByTitle(feature, { exact: true }).click();
    await page.keyboard.press('Escape');

    await page.getByTestId('correlation-heatmap').locator('canvas').first().waitFor();
    const pairs = page.getByTestId('correlation-pairs').locator('tbody tr.ant-table-row');
    await expect.poll(() => pairs.count()).toBe(3);
    const query = FEATURES.map((f) => `features=${encodeURIComponent(f)}`).join('&');
    const matrix = await api<ApiMatrix>(`correlation_matrix/?year_id=${yearIdOf()}&${query}`);
    const significant = matrix.p.flat().filter((p, i) => p < 0.05 && i % 4 !== 0).length / 2;
    expect(
      await page
        .getByTestId('correlation-pairs')
        .locator('tr.pl-stat-row-positive, tr.pl-stat-row-negative')
        .count(),
    ).toBe(significant);
    const stats = page.getByTestId('correlation-pair-stats');
    await expect.poll(() => stats.innerText()).toContain(String(TRIAL.plots));
    expect(await stats.innerText()).toContain('ρ Спирмена');

    // a row of the table shows its pair
    const last = pairs.last();
    const [first, second] = (await last.locator('td').allInnerTexts()).slice(0, 2);
    await last.click();
    await expect
      .poll(() => page.getByTestId('correlation-pair').innerText())
      .toBe(`${first} — ${second}`);
    expect(await page.getByTestId('statistics-method').innerText()).toContain('hclust');
    await shoot('statistics-correlation-ru');

    await page.getByText('Спирмена (ρ)').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('method')).toBe('spearman');
    await expect
      .poll(() => page.getByTestId('statistics-method').innerText())
      .toContain('Ранговый');
    const { name, workbook } = await readDownload(() =>
      page.getByTestId('statistics-export').click(),
    );
    expect(name).toMatch(/^correlation_.*2025\.xlsx$/);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['rho', 'p', 'n']);
    const [rho, p] = workbook.worksheets;
    expect(matrix.features).toContain(rho?.getRow(3).getCell(2).value);
    expect(p?.getRow(4).getCell(2).value).toBe(0);
  });

  it('shows both pages in English', async () => {
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await page.getByText('Pearson (r)').waitFor();
    await page.getByTestId('correlation-pair-stats').waitFor();
    await shoot('statistics-correlation-en');

    await page.goto(
      `/fields/statistic/visualisation?yearIds=${yearIdOf()}&feature=${encodeURIComponent('цветение')}`,
    );
    await page.getByTestId('visualisation-table').locator('tr.pl-stat-row-overall').waitFor();
    expect(await page.getByTestId('statistics-method').innerText()).toContain('Tukey box plot');
    await shoot('statistics-visualisation-en');
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-ru').click();
  });
});
