import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { switchUiLanguage, takeShot } from './support/page-shots.ts';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

// Region and variety selection (issue 19, decision 054) on the demo sunflower: its knowledge
// base seeds hand-entered marker effects (seed-demo-knowledge.ts, one of them for Krasnodar
// Krai), its lines are genotyped by the SNP panel (seed-demo-genome.ts).

const app = useApp({ SEED_DEMO: 'true' });
/** A catalogue marker of the demo with both alleles (G/A) and a hand-entered effect. */
const MARKER = 'FAD2-1';
let page: Page;

const shot = (name: string) => takeShot(page, `genome-selection-${name}`, 500);

const switchLanguage = (language: 'en' | 'ru') => switchUiLanguage(page, language);

/** Ranks, opens the first ranked line's wind rose and compares it with another genotyped line. */
async function rankAndOpenRose() {
  const ranked = page.waitForResponse((r) => r.url().includes('/get_sort_with_info_by_genotypes/'));
  await page.getByTestId('gsel-rank').click();
  expect((await ranked).status()).toBe(200);
  const rows = page.getByTestId('gsel-ranked-row');
  await expect.poll(() => rows.count()).toBeGreaterThan(1);
  const first = (await rows.first().locator('td').nth(1).innerText()).trim();
  await rows.first().click();
  const rose = page.getByTestId('gsel-wind-rose');
  await rose.getByTestId('gsel-wind-rose-chart').locator('canvas').first().waitFor();
  expect(await rose.innerText()).toContain(first.split(/\s/)[0]);
  await page.getByTestId('gsel-compare').click();
  const second = page.waitForResponse((r) => r.url().includes('/get_wind_rose_by_region/'));
  await page.locator(OPEN_DROPDOWN).locator('.ant-select-item-option').nth(1).click();
  expect([200, 400]).toContain((await second).status());
  // a second series on the rose, or the no-data warning of an empty second answer (spec §8)
  await expect
    .poll(async () => {
      const label = await page.getByTestId('gsel-wind-rose-chart').getAttribute('aria-label');
      return label?.includes(',') || (await page.getByTestId('gsel-no-data-second').count()) > 0;
    })
    .toBe(true);
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

describe('genome selection (issue 19, decision 054)', () => {
  it('shows a region’s weighted markers, ranks the varieties and draws a wind rose', async () => {
    await page.goto('/genome');
    const weights = page.getByTestId('gsel-weight-row');
    await expect.poll(() => weights.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.getByTestId('gsel-weights').innerText()).toMatch(/Благоприятный аллель/);
    expect(await page.getByTestId('gsel-region').innerText()).toContain('Все регионы');

    await page.getByTestId('gsel-region').click();
    await page.locator(OPEN_DROPDOWN).getByText('Краснодарский край', { exact: false }).click();
    await expect.poll(() => weights.count()).toBeGreaterThan(0);
    // a marker's card: its effects on every trait
    await weights.first().locator('.ant-table-row-expand-icon').click();
    await page.getByTestId('gsel-marker-influence').locator('.ant-table-row').first().waitFor();

    await rankAndOpenRose();
    await shot('region-ru');
    await switchLanguage('en');
    await page.getByText('Favourable allele').first().waitFor();
    await page.getByText('Compare with').first().waitFor();
    await shot('region-en');
    await switchLanguage('ru');
  });

  it('ranks varieties by the target alleles picked marker by marker', async () => {
    await page.goto('/genome/variety-selection');
    await page.getByTestId('gsel-marker').click();
    await page.keyboard.type(MARKER);
    await page.locator(OPEN_DROPDOWN).getByText(MARKER, { exact: false }).first().click();
    await page.getByTestId('gsel-allele').getByText('REF G').click();
    await page.getByTestId('gsel-add-target').click();
    await expect.poll(() => page.getByTestId('gsel-targets').innerText()).toContain(`${MARKER}: G`);

    await rankAndOpenRose();
    const tags = page.getByTestId('gsel-carried');
    await expect.poll(() => tags.count()).toBeGreaterThan(0);
    expect(await tags.first().innerText()).toMatch(new RegExp(`${MARKER}:G ×[012]`));
    await shot('variety-ru');
    await switchLanguage('en');
    await page.getByText('Target alleles carried').first().waitFor();
    await shot('variety-en');
    await switchLanguage('ru');
  });
});
