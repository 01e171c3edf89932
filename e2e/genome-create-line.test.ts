import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { switchUiLanguage, takeShot } from './support/page-shots.ts';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
/** A demo sunflower marker with hand-entered effects (seed-demo-knowledge.ts). */
const MARKER = 'FAD2-1';
const NAME = 'Высокоолеиновая-1';
let page: Page;

const shot = (name: string) => takeShot(page, `genome-create-line-${name}`);

const switchLanguage = (language: 'en' | 'ru') => switchUiLanguage(page, language);

/** Picks the option of an antd select whose text contains `text` (the first one when omitted). */
async function pick(testId: string, text?: string) {
  await page.getByTestId(testId).click();
  const options = page.locator(OPEN_DROPDOWN).locator('.ant-select-item-option');
  const option = text ? options.filter({ hasText: text }).first() : options.first();
  await option.click();
  await page.locator(OPEN_DROPDOWN).waitFor({ state: 'hidden' });
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

describe('create-line on the demo sunflower (issue 19)', () => {
  it('changes a marker in the modal (both alleles required), saves a planned line, lists its primers', async () => {
    await page.goto('/genome/create-line');
    await page.getByTestId('create-line-page').waitFor();
    await pick('create-line-base');
    const markers = page.getByTestId('create-line-markers');
    const row = markers.locator('tr.ant-table-row').filter({ hasText: MARKER }).first();
    await row.waitFor();
    await expect.poll(() => page.getByTestId('create-line-trait').count()).toBeGreaterThan(0);

    // the modal refuses a pair with one allele
    await row.click();
    const modal = page.getByRole('dialog');
    await modal.waitFor();
    await pick('create-line-first', '(ALT)');
    await page.getByTestId('create-line-apply').click();
    await modal.getByText('Выберите обе аллели пары').waitFor();
    await shot('modal-one-allele-ru');

    // with both, it shows the change this pair makes and applies it
    await pick('create-line-second', '(ALT)');
    await modal.getByTestId('create-line-trait').first().waitFor();
    await page.getByTestId('create-line-apply').click();
    await modal.waitFor({ state: 'hidden' });
    await expect
      .poll(() => row.getByTestId('create-line-target').innerText())
      .toMatch(/^\w+\/\w+$/);
    await expect
      .poll(() => page.getByTestId('create-line-traits-panel').innerText())
      .toMatch(/[+−]\d+\.\d\d/);
    await shot('draft-ru');

    // saved as a planned line, with the primers of its change
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/create_line/') && r.request().method() === 'POST',
    );
    await page.getByTestId('create-line-name').fill(NAME);
    await page.getByTestId('create-line-save').click();
    expect((await saved).status()).toBe(201);
    const planned = page.getByTestId('create-line-planned');
    const plannedRow = planned.locator('tr.ant-table-row').filter({ hasText: NAME });
    await plannedRow.waitFor();
    expect(await plannedRow.innerText()).toContain(MARKER);
    await plannedRow.click();
    const primers = page.getByTestId('create-line-primers');
    await primers.locator('tr.ant-table-row').filter({ hasText: MARKER }).waitFor();
    expect(await primers.innerText()).toMatch(/[ACGT]{21}/);
    const download = page.waitForEvent('download');
    await plannedRow.getByTestId('create-line-primers-csv').click();
    expect((await download).suggestedFilename()).toMatch(/^primers_.+\.csv$/);
    await shot('planned-ru');

    // a second line of the same name is refused on the name field
    await row.click();
    await pick('create-line-first', '(REF)');
    await pick('create-line-second', '(REF)');
    await page.getByTestId('create-line-apply').click();
    await page.getByTestId('create-line-name').fill(NAME);
    await page.getByTestId('create-line-save').click();
    await page
      .getByTestId('create-line-save-form')
      .getByText('Линия с таким названием уже есть в этой культуре.')
      .first()
      .waitFor();

    await switchLanguage('en');
    await page.getByText('Predicted traits', { exact: true }).waitFor();
    await page.getByText('Planned lines', { exact: true }).waitFor();
    await shot('page-en');
    await switchLanguage('ru');
  });
});
