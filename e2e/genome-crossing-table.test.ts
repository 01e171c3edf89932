import { readFileSync } from 'node:fs';
import type { CrossResult } from '@plotline/contract/crossing-table';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { switchUiLanguage, takeShot } from './support/page-shots.ts';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

// The crossing table on the demo sunflower (issue 19, decision 054): its lines are genotyped
// by the SNP panel linked to the catalogue (seed-demo-genome.ts) and the knowledge base gives
// hand-entered weights on yield (seed-demo-knowledge.ts).
const app = useApp({ SEED_DEMO: 'true' });
const TRAIT = 'урожайность';
let page: Page;

const shot = (name: string) => takeShot(page, `genome-crossing-table-${name}`);

const switchLanguage = (language: 'en' | 'ru') => switchUiLanguage(page, language);

/** Opens the page afresh and chooses the demo's weighted trait. */
async function openWithTrait() {
  await page.goto('/genome/crossing-table');
  await page.getByTestId('cross-empty').waitFor();
  await page.getByTestId('cross-traits').click();
  await page
    .locator(OPEN_DROPDOWN)
    .locator('.ant-select-item-option', { hasText: TRAIT })
    .first()
    .click();
  await page.keyboard.press('Escape');
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

describe('the crossing table (issue 19, decision 054)', () => {
  it('ranks the demo crosses on yield, downloads them and plans the sowing of two', async () => {
    await openWithTrait();
    const answered = page.waitForResponse(
      (r) => r.url().includes('/cross_result/') && r.request().method() === 'POST',
    );
    await page.getByTestId('cross-calculate').click();
    expect((await answered).status()).toBe(200);
    const rows = page.getByTestId('cross-table').locator('tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const summary = await page.getByTestId('cross-summary').innerText();
    expect(summary).toMatch(/Показано скрещиваний: \d+ из \d+/);
    expect(summary).toContain('i = 1.755');
    const header = await page.getByTestId('cross-table').locator('thead').innerText();
    expect(header).toMatch(/Мать[\s\S]+Отец[\s\S]+урожайность[\s\S]+Среднее[\s\S]+UC/);
    // the colour scale paints the cells and has its legend
    const cell = rows.first().locator('td').nth(3);
    expect(await cell.evaluate((td) => getComputedStyle(td).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await page.getByTestId('cross-legend').getByText('лучше').waitFor();
    await shot('result-ru');

    const download = page.waitForEvent('download');
    await page.getByTestId('cross-download').click();
    const file = await (await download).path();
    const csv = readFileSync(file, 'utf8');
    expect(csv.startsWith('\uFEFFМать,Отец,')).toBe(true);
    expect(csv.trimEnd().split('\r\n').length).toBeGreaterThan(2);

    await rows.nth(0).locator('.ant-checkbox-input').check();
    await rows.nth(1).locator('.ant-checkbox-input').check();
    await page.getByTestId('cross-plan-open').click();
    const modal = page.getByTestId('cross-plan-modal');
    expect(await modal.getByTestId('cross-plan-limit').innerText()).toContain('2000');
    await modal.getByTestId('cross-plan-nursery').click();
    await page.locator(OPEN_DROPDOWN).locator('.ant-select-item-option').first().click();
    const dryRun = page.waitForResponse((r) => r.url().includes('/crossbreeding_planning/'));
    await modal.getByTestId('cross-plan-preview-button').click();
    expect((await dryRun).status()).toBe(200);
    expect(await modal.getByTestId('cross-plan-preview').innerText()).toContain('скрещиваний 2');
    const created = page.waitForResponse((r) => r.url().includes('/crossbreeding_planning/'));
    await modal.getByTestId('cross-plan-create').click();
    expect((await created).status()).toBe(201);
    await modal.getByTestId('cross-plan-created').waitFor();
    // the close button, not Escape: Escape may only close the nursery select's list
    await page.locator('.ant-modal-close').click();
    await modal.waitFor({ state: 'hidden' });

    await switchLanguage('en');
    await page
      .getByTestId('cross-table')
      .getByRole('columnheader', { name: 'Mother', exact: true })
      .waitFor();
    await page.getByTestId('cross-legend').getByText('best').waitFor();
    await shot('result-en');
    await switchLanguage('ru');
  });

  it('ranks the lowest UC first and paints it green when the trait is “lower is better”', async () => {
    await openWithTrait();
    await page.getByTestId('cross-lower-is-better').getByText(TRAIT).click();
    const answered = page.waitForResponse(
      (r) => r.url().includes('/cross_result/') && r.request().method() === 'POST',
    );
    await page.getByTestId('cross-calculate').click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON().lower_is_better).toHaveLength(1);
    const result = (await response.json()) as CrossResult;
    expect(result.traits[0]?.lower_is_better).toBe(true);
    const ucs = result.crosses.map((cross) => cross.traits[0]?.uc as number);
    expect(ucs).toEqual([...ucs].sort((a, b) => a - b));
    const table = page.getByTestId('cross-table');
    expect(await table.locator('thead').innerText()).toContain('меньше — лучше');
    // the best (lowest) UC is the top of the scale: green
    const best = table.locator('tbody tr.ant-table-row').first().locator('td').nth(5);
    const colour = await best.evaluate((td) => {
      const probe = document.createElement('div');
      probe.style.background = 'hsl(120 70% 82%)';
      document.body.append(probe);
      const green = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return { cell: getComputedStyle(td).backgroundColor, green };
    });
    expect(colour.cell).toBe(colour.green);
    await shot('lower-is-better-ru');
  });
});
