import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
/** The demo sunflower trial (demo-trials.ts): 24 lines × 3 repetitions in 2024 and 2025. */
const TRIAL = {
  lines: 24,
  dependent: 'урожайность',
  covariate: 'высота растений',
  qualitative: 'окраска семянок',
} as const;
let page: Page;
/** The demo season, read from the address once the ANOVA page has chosen it. */
let yearId = 0;

type ApiAnova = {
  model_stat: Record<string, { 'PR(>F)': number | null }>;
  predictors: { predictor: string; pairwise_comparison: { 'p-adj': number }[] }[];
};
type ApiAncova = {
  data: Record<string, unknown>;
  slope_homogeneity: { 'PR(>F)': number } | null;
  adjusted_means: { means: { level: string }[] };
};

/** GET of the API under test with the bearer token of the signed-in page. */
async function api<T>(path: string): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

/** Chooses options of an antd Select by their text, then closes it. */
async function choose(select: Locator, ...options: string[]) {
  await select.click();
  const popup = page.locator(OPEN_DROPDOWN);
  for (const option of options) await popup.getByTitle(option, { exact: true }).click();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
}

/** Picks the one analysed season (a year of the demo nursery). */
async function chooseSeason(year: string) {
  await page.getByTestId('statistics-season').click();
  await page.locator(OPEN_DROPDOWN).getByTitle(year, { exact: true }).click();
}

/** Serious and critical axe violations, transitions off (as in accessibility.test.ts). */
async function seriousViolations() {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const { violations } = await new AxeBuilder({ page }).exclude('canvas').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('ANOVA and ANCOVA of the demo trial', () => {
  it('runs the RCBD ANOVA with Tukey pairs and letter groups, and exports it', async () => {
    await page.goto('/fields/statistic/anova');
    await page.getByTestId('statistics-hint').waitFor();
    await chooseSeason('2025');
    await choose(page.getByTestId('statistics-dependent'), TRIAL.dependent);
    await choose(page.getByTestId('statistics-factors'), 'Линия (сорт)', 'Повторность (блок)');

    const table = page.getByTestId('anova-table');
    await table.waitFor();
    yearId = Number(new URL(page.url()).searchParams.get('yearIds'));
    expect(await table.locator('tbody tr.ant-table-row').count()).toBe(3);
    expect(await page.getByTestId('anova-model').innerText()).toBe(
      'урожайность ~ line + repetition (Type II SS)',
    );
    const expected = await api<ApiAnova>(
      `anova/?year_id=${yearId}&dependent_var=${encodeURIComponent(TRIAL.dependent)}` +
        '&group_vars=line&group_vars=repetition',
    );
    const isLineSignificant = (expected.model_stat.line?.['PR(>F)'] ?? 1) < 0.05;
    expect(await table.locator('tr.pl-model-row-significant').first().innerText()).toContain(
      isLineSignificant ? 'Линия (сорт)' : 'Повторность (блок)',
    );

    const sections = page.getByTestId('tukey-section');
    expect(await sections.count()).toBe(2);
    const linePairs = expected.predictors[0]?.pairwise_comparison ?? [];
    const significant = linePairs.filter((p) => p['p-adj'] < 0.05).length;
    expect(linePairs.length).toBe((TRIAL.lines * (TRIAL.lines - 1)) / 2);
    await sections
      .first()
      .getByText(`Существенно различающихся пар: ${significant} из ${linePairs.length}`)
      .waitFor();
    // letters (Tukey on the adjusted means, decision 049): the highest mean first with `a`
    const letters = sections.first().getByTestId('anova-means');
    const firstLetters = await letters.locator('tbody tr.ant-table-row td:nth-child(5)').first();
    expect(await firstLetters.innerText()).toMatch(/^a/);
    expect(await page.getByTestId('statistics-method').innerText()).toContain('II типа');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'statistics-anova-ru.png'), fullPage: true });

    // the filter keeps the pairs of one line
    await sections
      .first()
      .getByLabel('Фильтр пар фактора «Линия (сорт)» по уровню')
      .fill('Бузулук');
    await expect
      .poll(() =>
        sections.first().getByTestId('tukey-table').locator('tbody tr.ant-table-row').count(),
      )
      .toBe(TRIAL.lines - 1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statistics-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`anova_${TRIAL.dependent}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    expect(sheet?.getCell(3, 1).value).toBe('Дисперсионный анализ');
    expect(sheet?.getCell(5, 1).value).toBe('Линия (сорт)');
    expect(typeof sheet?.getCell(5, 6).value).toBe('number');

    await page.mouse.move(0, 0);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the ANCOVA in English: fit, parallel slopes, adjusted means with a chart', async () => {
    await page.goto('/fields/statistic/anova');
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await page.locator('html[lang=en]').waitFor({ state: 'attached' });
    await page.goto(`/fields/statistic/ancova?yearIds=${yearId}`);
    await page.getByTestId('statistics-hint').getByText('Choose a season').waitFor();
    await choose(page.getByTestId('statistics-dependent'), TRIAL.dependent);
    await choose(page.getByTestId('statistics-group'), TRIAL.qualitative);
    await choose(page.getByTestId('statistics-covariate'), TRIAL.covariate);

    await page.getByTestId('ancova-fit').waitFor();
    expect(await page.getByTestId('ancova-model').innerText()).toBe(
      'урожайность ~ окраска_семянок * высота_растений',
    );
    const expected = await api<ApiAncova>(
      `ancova/?year_id=${yearId}&dependent_var=${encodeURIComponent(TRIAL.dependent)}` +
        `&group_var=${encodeURIComponent(TRIAL.qualitative)}` +
        `&covariate_var=${encodeURIComponent(TRIAL.covariate)}`,
    );
    const slopes = await page.getByTestId('slope-homogeneity').innerText();
    const isParallel = (expected.slope_homogeneity?.['PR(>F)'] ?? 0) >= 0.05;
    expect(slopes).toContain(isParallel ? 'The slopes are parallel' : 'not parallel');
    const means = page.getByTestId('adjusted-means').locator('tbody tr.ant-table-row');
    expect(await means.count()).toBe(expected.adjusted_means.means.length);
    expect(
      await page.getByTestId('ancova-coefficients').locator('tbody tr.ant-table-row').count(),
    ).toBe(Object.keys(expected.data).length);
    await page.getByTestId('adjusted-means-chart').locator('canvas').waitFor();
    expect(await page.getByTestId('statistics-method').innerText()).toContain('treatment coding');
    await page.screenshot({ path: join(SHOTS, 'statistics-ancova-en.png'), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statistics-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ancova_${TRIAL.dependent}.xlsx`);
    await page.mouse.move(0, 0);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the ANOVA in English and the ANCOVA in Russian for the screenshots', async () => {
    const feature = encodeURIComponent(TRIAL.dependent);
    await page.goto(`/fields/statistic/anova?yearIds=${yearId}&feature=${feature}&factor=line`);
    await page.getByTestId('anova-table').waitFor();
    expect(await page.getByTestId('statistics-method').innerText()).toContain('One-way ANOVA');
    await page.screenshot({ path: join(SHOTS, 'statistics-anova-en.png'), fullPage: true });
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-ru').click();
    await page.locator('html[lang=ru]').waitFor({ state: 'attached' });
    await page.goto(
      `/fields/statistic/ancova?yearIds=${yearId}&feature=${feature}&group=line` +
        `&covariate=${encodeURIComponent(TRIAL.covariate)}`,
    );
    await page.getByTestId('adjusted-means-chart').locator('canvas').waitFor();
    expect(await page.getByTestId('adjusted-means').locator('tbody tr.ant-table-row').count()).toBe(
      TRIAL.lines,
    );
    // the adjusted means say their model; the mixed one on request (decision 053)
    const modelLine = page.getByTestId('ancova-means-model');
    expect(await modelLine.innerText()).toMatch(/^(Простая|Смешанная) модель/);
    await page.getByTestId('statistics-trial-model').getByText('Смешанная модель').click();
    await expect.poll(() => modelLine.innerText()).toContain('(1 | repetition)');
    expect(await modelLine.innerText()).toContain('Саттертуэйт');
    expect(new URL(page.url()).searchParams.get('model')).toBe('mixed');
    await page.screenshot({ path: join(SHOTS, 'statistics-ancova-ru.png'), fullPage: true });
  });

  it('takes the season GDD (weather station) as the covariate over two pooled seasons', async () => {
    const feature = encodeURIComponent(TRIAL.dependent);
    await page.goto(`/fields/statistic/ancova?yearIds=${yearId}&feature=${feature}&group=line`);
    await page.getByTestId('statistics-seasons').click();
    const popup = page.locator(OPEN_DROPDOWN);
    await popup.getByTitle('2024', { exact: true }).click();
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });
    // the index is offered translated, in its own group, and sent by its canonical name
    await page.getByTestId('statistics-covariate').click();
    const covariates = page.locator(OPEN_DROPDOWN);
    await covariates.getByText('Индексы сезона (погода)').waitFor();
    await covariates.getByTitle('Сумма эффективных температур (GDD)', { exact: true }).click();
    await page.getByTestId('ancova-fit').waitFor();
    expect(await page.getByTestId('ancova-model').innerText()).toBe('урожайность ~ line * GDD');
    const ids = (new URL(page.url()).searchParams.get('yearIds') ?? '').split(',');
    expect(ids).toHaveLength(2);
    const expected = await api<ApiAncova>(
      `ancova/?year_id=${ids[0]}&year_ids=${ids[1]}&dependent_var=${feature}&group_var=line` +
        '&covariate_var=GDD',
    );
    expect(
      await page.getByTestId('ancova-coefficients').locator('tbody tr.ant-table-row').count(),
    ).toBe(Object.keys(expected.data).length);
    expect(await page.getByTestId('adjusted-means').locator('tbody tr.ant-table-row').count()).toBe(
      expected.adjusted_means.means.length,
    );
  });
});
