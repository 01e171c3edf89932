import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { switchUiLanguage, takeShot } from './support/page-shots.ts';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
/** The demo sunflower's SNP panel of its lines (seed-demo-genome.ts). */
const PANEL = 'Демо-панель 1K SNP';
/** A trait the demo measures on every plot of the sunflower lines (demo-trials.ts). */
const TRAIT = 'урожайность';
let page: Page;

const shot = (name: string) => takeShot(page, `varieties-prediction-${name}`);

const switchLanguage = (language: 'en' | 'ru') => switchUiLanguage(page, language);

beforeAll(async () => {
  page = await app.context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => shot(`failed-${task.name.replace(/\W+/g, '-')}`));
});

describe('predicted phenotypes (issue 19, decision 054)', () => {
  it('predicts the demo panel’s lines for a trait: table with reliabilities, chart, download', async () => {
    await page.goto('/varieties/prediction');
    await expect.poll(() => page.getByTestId('prediction-matrix').innerText()).toContain(PANEL);
    await page.getByTestId('prediction-analyses').getByText('Прогнозов пока нет').waitFor();

    await page.getByTestId('prediction-trait').click();
    await page.locator(OPEN_DROPDOWN).getByTitle(TRAIT, { exact: true }).click();
    const started = page.waitForResponse(
      (r) => r.url().includes('/genome_prediction/') && r.request().method() === 'POST',
    );
    await page.getByTestId('prediction-run').click();
    expect((await started).status()).toBeLessThan(300);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('analysis'), { timeout: 10_000 })
      .toMatch(/^\d+$/);
    const selected = page.getByTestId('prediction-selected');
    await expect
      .poll(() => selected.getAttribute('data-status'), { timeout: 180_000 })
      .toMatch(/^(success|failed|cancelled)$/);
    if ((await selected.getAttribute('data-status')) !== 'success')
      expect.fail(`the prediction ended ${await selected.innerText()}`);

    const row = page.getByTestId('prediction-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(TRAIT);
    const summary = await page.getByTestId('prediction-summary').innerText();
    expect(summary).toContain('Наследуемость h²');
    expect(summary).toContain('Точность (кросс-валидация, блоков: 5)');
    await expect.poll(() => page.getByTestId('prediction-line').count()).toBeGreaterThan(5);
    await expect.poll(() => page.getByTestId('prediction-reliability').count()).toBeGreaterThan(5);
    const first = await page.getByTestId('prediction-line').first().innerText();
    expect(first).toMatch(/\d[\d\s,.]* … \d/);
    await page.getByTestId('prediction-scatter').locator('canvas').first().waitFor();
    await shot('result-ru');

    // the filter leaves only lines without a phenotype, each tagged
    await page.getByTestId('prediction-only-unphenotyped').click();
    const lines = await page.getByTestId('prediction-line').count();
    const tags = await page.getByTestId('prediction-no-phenotype').count();
    expect(tags).toBe(lines);
    await page.getByTestId('prediction-only-unphenotyped').click();

    const download = page.waitForEvent('download');
    await page.getByTestId('prediction-download-csv').click();
    const csv = readFileSync((await (await download).path()) as string, 'utf8');
    expect(csv.split('\n')[0]).toBe(
      'line,sample,observed,n_plots,predicted,se,reliability,lower_95,upper_95',
    );

    await switchLanguage('en');
    await page.getByTestId('prediction-summary').getByText('Heritability h²').waitFor();
    await page.getByText('Predicted vs observed', { exact: true }).waitFor();
    await shot('result-en');
    await switchLanguage('ru');
  });
});
