import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { switchUiLanguage, takeShot } from './support/page-shots.ts';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
/** The demo sunflower's seeded entries (seed-demo-knowledge.ts). */
const SEEDED = 'FAD2-1: высокоолеиновый тип масла (Pervenets)';
const OR7 = 'Or7: устойчивость к заразихе (раса F)';
const TITLE = 'Rf1 и жаростойкость при цветении';
let page: Page;

const shot = (name: string) => takeShot(page, `genome-knowledge-base-${name}`);

const switchLanguage = (language: 'en' | 'ru') => switchUiLanguage(page, language);

/** Picks an option of an antd select by its exact label. */
async function choose(select: Locator, label: string) {
  await select.click();
  await page.locator(OPEN_DROPDOWN).getByTitle(label, { exact: true }).click();
  await page.locator(OPEN_DROPDOWN).waitFor({ state: 'hidden' });
}

/** The input of a number field (antd puts the test id on the input or its wrapper). */
function numberInput(scope: Locator, testId: string): Locator {
  return scope.locator(`input[data-testid=${testId}], [data-testid=${testId}] input`).first();
}

const items = () => page.getByTestId('knowledge-list-item');
const titles = async () => (await items().allInnerTexts()).map((text) => text.split('\n')[0]);

async function save() {
  const saved = page.waitForResponse(
    (r) => r.url().includes('/knowledge_base/') && ['POST', 'PATCH'].includes(r.request().method()),
  );
  await page.getByTestId('knowledge-save').click();
  return (await saved).status();
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

describe('the knowledge base (issue 19, decision 054)', () => {
  it('lists the demo’s entries, opens one with its references and effects, and filters from the catalogue', async () => {
    await page.goto('/genome/knowledge-base');
    await expect.poll(() => items().count()).toBe(5);
    expect(await titles()).toContain(SEEDED);
    await items().filter({ hasText: SEEDED }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('entry')).toMatch(/^\d+$/);
    const view = page.getByTestId('knowledge-entry');
    await expect.poll(() => view.innerText()).toContain(SEEDED);
    // the demo's citations carry no DOI (they were not checked against the publishers)
    expect(await page.getByTestId('knowledge-references').innerText()).toContain('Schuppert');
    expect(await page.getByTestId('knowledge-effects').innerText()).toContain('масличность');
    await shot('list-ru');

    await page.goto('/genome/data?tab=markers&search=Or7');
    const link = page.getByTestId('marker-knowledge-link').first();
    await expect.poll(() => link.innerText()).toBe('База знаний (1)');
    await shot('catalogue-link-ru');
    await link.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('mutation_id')).toMatch(/^\d+$/);
    await expect.poll(() => titles()).toEqual([OR7]);
  });

  it('creates an entry with an effect, finds it, refuses a taken effect, edits and deletes it', async () => {
    await page.goto('/genome/knowledge-base');
    await expect.poll(() => items().count()).toBe(5);
    await page.getByTestId('knowledge-add').click();
    const drawer = page.getByTestId('knowledge-drawer');
    await page.getByTestId('knowledge-title').fill(TITLE);
    await page.getByTestId('knowledge-gene').fill('Rf1');
    await choose(page.getByTestId('knowledge-marker'), 'Rf1');
    await page
      .getByTestId('knowledge-body')
      .fill('Восстановитель Rf1 у отцовских линий.\nПри жаре в цветение завязываемость падает.');
    await page
      .getByTestId('knowledge-references-input')
      .fill('Horn R. et al. (2003) Theor Appl Genet 106: 599–606. doi:10.1007/s00122-002-1078-y');
    await page.getByTestId('knowledge-effect-add').click();
    const row = page.getByTestId('knowledge-effect-row').last();
    await choose(row.getByTestId('knowledge-effect-trait'), 'высота растений');
    await numberInput(row, 'knowledge-effect-value').fill('1,5');
    await numberInput(row, 'knowledge-effect-se').fill('0,5');
    expect(await save()).toBe(201);
    await drawer.waitFor({ state: 'hidden' });
    const view = page.getByTestId('knowledge-entry');
    await expect.poll(() => view.innerText()).toContain(TITLE);
    expect(await page.getByTestId('knowledge-effects').innerText()).toContain('+1,5');
    expect(await page.getByTestId('knowledge-references').locator('a').getAttribute('href')).toBe(
      'https://doi.org/10.1007/s00122-002-1078-y',
    );

    await page.getByTestId('knowledge-search').locator('input').fill('жаростойк');
    await page.getByTestId('knowledge-search').locator('input').press('Enter');
    await expect.poll(() => titles()).toEqual([TITLE]);
    await shot('ru');

    // the Or7 entry states Or7's all-regions effect on yield: a second one is refused at its row
    await page.getByTestId('knowledge-edit').click();
    await page.getByTestId('knowledge-effect-add').click();
    const taken = page.getByTestId('knowledge-effect-row').last();
    await choose(taken.getByTestId('knowledge-effect-marker'), 'Or7');
    await choose(taken.getByTestId('knowledge-effect-trait'), 'урожайность');
    await numberInput(taken, 'knowledge-effect-value').fill('2');
    expect(await save()).toBe(400);
    await expect.poll(() => taken.innerText()).toContain(`«${OR7}»`);
    await drawer.screenshot({ path: join(SHOTS, 'genome-knowledge-base-taken-effect-ru.png') });
    await taken.getByRole('button', { name: /Удалить эффект 2/ }).click();
    await page.getByTestId('knowledge-title').fill(`${TITLE} (PET1)`);
    expect(await save()).toBe(200);
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => view.innerText()).toContain(`${TITLE} (PET1)`);

    await switchLanguage('en');
    await expect
      .poll(() => page.getByTestId('knowledge-effects').innerText())
      .toContain('All regions');
    await shot('en');
    await switchLanguage('ru');

    await page.getByTestId('knowledge-delete').click();
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
    await page.getByTestId('knowledge-delete-confirm').click();
    expect((await deleted).status()).toBe(204);
    await expect.poll(() => page.getByTestId('knowledge-list-empty').count()).toBe(1);
    await page.getByTestId('knowledge-search').locator('input').fill('');
    await page.getByTestId('knowledge-search').locator('input').press('Enter');
    await expect.poll(() => items().count()).toBe(5);
  });
});
