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

const shot = (name: string) => takeShot(page, `genome-analysis-gwas-${name}`);

const switchLanguage = (language: 'en' | 'ru') => switchUiLanguage(page, language);

/** Waits until the GWAS shown has ended, and fails with its text unless it succeeded. */
async function waitForSuccess() {
  const selected = page.getByTestId('gwas-selected');
  await expect
    .poll(() => selected.getAttribute('data-status'), { timeout: 120_000 })
    .toMatch(/^(success|failed|cancelled)$/);
  if ((await selected.getAttribute('data-status')) !== 'success') {
    await shot('not-done-ru');
    expect.fail(`the GWAS ended ${await selected.innerText()}`);
  }
}

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

describe('GWAS on the genome analysis page (issue 19, decision 054)', () => {
  it('runs a GWAS of the demo panel on a trait and shows Manhattan, QQ and the top markers', async () => {
    await page.goto('/genome/genome-analysis');
    await page.getByTestId('genome-analysis-mode').getByText('Полногеномный поиск').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('mode')).toBe('gwas');
    await expect.poll(() => page.getByTestId('gwas-matrix').innerText()).toContain(PANEL);
    await page.getByTestId('gwas-analyses').getByText('GWAS ещё не запускали').waitFor();

    await page.getByTestId('gwas-trait').click();
    await page.locator(OPEN_DROPDOWN).getByTitle(TRAIT, { exact: true }).click();
    const started = page.waitForResponse(
      (r) => r.url().includes('/gwas_analysis/') && r.request().method() === 'POST',
    );
    await page.getByTestId('gwas-run').click();
    expect((await started).status()).toBeLessThan(300);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('analysis'), { timeout: 10_000 })
      .toMatch(/^\d+$/);
    await waitForSuccess();

    const row = page.getByTestId('gwas-row');
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getAttribute('data-status')).toBe('success');
    expect(await row.innerText()).toContain(TRAIT);

    await page.getByTestId('gwas-manhattan').locator('canvas').first().waitFor();
    await page.getByTestId('gwas-qq').locator('canvas').first().waitFor();
    const summary = await page.getByTestId('gwas-summary').innerText();
    expect(summary).toMatch(/Линий\s+\d+/);
    expect(summary).toMatch(/Маркеров проверено\s+[\d\s]+/);
    expect(summary).toContain('Геномная инфляция λ');
    expect(summary).toContain('Порог Бонферрони');
    expect(summary).toContain('Наследуемость h²');
    await expect.poll(() => page.getByTestId('gwas-top-row').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('gwas-top').innerText()).toMatch(/Маркер[\s\S]+Хромосома/);
    await shot('result-ru');

    // the address keeps the mode and the run; the CSV holds every tested marker
    await page.reload();
    await page.getByTestId('gwas-manhattan').locator('canvas').first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByTestId('gwas-csv').click();
    const csv = await (await download).path();
    expect(csv).toBeTruthy();

    await switchLanguage('en');
    await page.getByTestId('gwas-summary').getByText('Genomic inflation λ').waitFor();
    await page.getByText('Manhattan plot', { exact: true }).waitFor();
    await shot('result-en');
    await switchLanguage('ru');
  });

  it('runs a GWAS again on today’s data and deletes it after the confirmation', async () => {
    await page.goto('/genome/genome-analysis?mode=gwas');
    const row = page.getByTestId('gwas-row');
    await expect.poll(() => row.count()).toBe(1);
    const refreshed = page.waitForResponse(
      (r) => r.url().includes('/refresh_gwas_analysis/') && r.request().method() === 'POST',
    );
    await row.getByTestId('gwas-refresh').click();
    expect((await refreshed).status()).toBeLessThan(300);
    await waitForSuccess();

    await row.getByTestId('genome-analysis-delete').click();
    await page.getByTestId('genome-analysis-delete-confirm').click();
    await expect.poll(() => row.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('analysis')).toBeNull();
    expect(new URL(page.url()).searchParams.get('mode')).toBe('gwas');
  });
});
