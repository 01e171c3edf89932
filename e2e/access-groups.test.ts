import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const DIVISION = 'Отдел селекции подсолнечника';
const EMPLOYEE = {
  username: 'sunflower.viewer',
  password: 'Strong-pass1',
  last_name: 'Пустовойт',
  first_name: 'Василий',
  email: 'viewer@example.org',
} as const;
const GROUP = 'Просмотр КСИ-1 2025';
const SUNFLOWER = 'Подсолнечник';
const WHEAT = 'Пшеница озимая';
const NURSERY = 'КСИ-1';
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');

type ApiField = {
  field_id: number;
  field_name: string;
  fieldyear_set: { id: number; year: number }[];
};
type ApiCrop = { spec_id: number; russian_name: string };

let head: Page;
let employeeContext: BrowserContext;
let employee: Page;
/** The crops' ids by Russian name, as the head reads them. */
const cropIds = new Map<string, number>();

/** Polls until the assertion holds (the pages and the server answer asynchronously). */
const until = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

/** A call of `plotline_db/` with the bearer token of the context's signed-in user. */
async function apiCall(context: BrowserContext, path: string, init: RequestInit = {}) {
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
  expect(token, 'token cookie').toBeTruthy();
  return fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
}

/** GET of the API under test as the context's user; it must answer 200. */
async function api<T>(context: BrowserContext, path: string): Promise<T> {
  const answer = await apiCall(context, path);
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

/** The crop's nurseries with their years, as the context's user sees them. */
async function fieldsOf(context: BrowserContext, crop: string) {
  const fields = await api<ApiField[]>(context, `field_table/?spec_id=${cropIds.get(crop)}`);
  return fields.map((f) => ({ name: f.field_name, years: f.fieldyear_set.map((y) => y.year) }));
}

/** Chooses an option of an antd Select by its text, typing it into the search first. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.keyboard.type(option);
  await page.locator(OPEN_DROPDOWN).getByTitle(option, { exact: true }).click();
}

beforeAll(async () => {
  head = await app.context.newPage();
  await head.setViewportSize({ width: 1440, height: 900 });
  await signIn(head, DEMO.username, DEMO.password);
  const crops = await api<{ data: ApiCrop[] }>(app.context, 'species_table/');
  for (const crop of crops.data) cropIds.set(crop.russian_name, crop.spec_id);
  expect([...cropIds.keys()]).toEqual(expect.arrayContaining([SUNFLOWER, WHEAT]));
  employeeContext = await app.browser.newContext({ baseURL: app.server.url });
  employee = await employeeContext.newPage();
  await employee.setViewportSize({ width: 1440, height: 900 });
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    const name = task.name.replace(/\W+/g, '-');
    await head?.screenshot({ path: join(SHOTS, `access-groups-head-${name}.png`) });
    if (employee?.url().startsWith('http')) {
      await employee.screenshot({ path: join(SHOTS, `access-groups-employee-${name}.png`) });
    }
  });
});

describe('an access group shares one season, read only (issue 4)', () => {
  it('the head creates a division and an employee in it', async () => {
    await head.goto('/account/company-structure');
    await head.getByTestId('add-division').click();
    const divisionForm = head.getByTestId('division-form');
    await divisionForm.locator('#company_division_name').fill(DIVISION);
    await divisionForm.getByTestId('division-save').click();
    await divisionForm.waitFor({ state: 'hidden' });
    await head.locator(`[data-testid=company-division][data-division="${DIVISION}"]`).waitFor();

    await head.getByTestId('add-employee').click();
    const form = head.getByTestId('employee-form');
    await form.locator('#username').fill(EMPLOYEE.username);
    await form.locator('#password').fill(EMPLOYEE.password);
    await form.locator('#passwordRepeat').fill(EMPLOYEE.password);
    await form.locator('#last_name').fill(EMPLOYEE.last_name);
    await form.locator('#first_name').fill(EMPLOYEE.first_name);
    await form.locator('#email').fill(EMPLOYEE.email);
    // the only division the head may fill is chosen beforehand (and the select disabled)
    const division = form.locator('.ant-select', { has: head.locator('#division') });
    if (!(await division.innerText()).includes(DIVISION)) await choose(head, division, DIVISION);
    expect(await division.innerText()).toContain(DIVISION);
    await choose(head, form.locator('.ant-select', { has: head.locator('#countries') }), 'Россия');
    await head.keyboard.press('Escape');
    await form.getByTestId('employee-save').click();
    await form.waitFor({ state: 'hidden' });
    await head
      .locator(`[data-testid=company-person][data-username="${EMPLOYEE.username}"]`)
      .waitFor();
    await until(() =>
      head.locator(`[data-testid=company-division][data-division="${DIVISION}"]`).innerText(),
    ).toContain('1');
  });

  it('the head creates a view-only group of the sunflower КСИ-1 2025 season', async () => {
    await head.goto('/account/access-groups');
    // a head has the page in the account navigation
    await head.locator('nav.pl-nav-secondary a[href*="/account/access-groups"]').waitFor();
    await head.getByTestId('add-access-group').click();
    const form = head.getByTestId('access-group-form');
    await form.locator('#name').fill(GROUP);
    // view only is the default level
    expect(await form.getByRole('radio', { name: 'Только просмотр' }).isChecked()).toBe(true);

    await form.getByTestId('access-group-members').locator('.ant-select').click();
    await head.keyboard.type(EMPLOYEE.username);
    await head
      .locator(`${OPEN_DROPDOWN} .ant-select-item-option`, {
        hasText: EMPLOYEE.username,
      })
      .click();
    await head.keyboard.press('Escape');
    await until(() => form.getByTestId('access-group-members').innerText()).toContain(
      EMPLOYEE.first_name,
    );

    // the tree lists crop → nursery → years in order: the 2025 node after the sunflower
    const nodes = form.getByTestId('access-group-tree').locator('.ant-tree-treenode');
    await until(() => nodes.allInnerTexts()).toContain(WHEAT);
    const titles = (await nodes.allInnerTexts()).map((text) => text.trim());
    const crop = titles.indexOf(SUNFLOWER);
    expect(titles[crop + 1]).toBe(NURSERY);
    const season = titles.indexOf('2025', crop);
    expect(season).toBeGreaterThan(crop + 1);
    expect(titles.slice(crop + 1, season)).not.toContain(WHEAT);
    await nodes.nth(season).locator('.ant-tree-checkbox').click();
    await until(() => form.locator('.ant-tree-checkbox-checked').count()).toBe(1);

    await form.getByTestId('access-group-save').click();
    await form.waitFor({ state: 'hidden' });
    const row = head.getByTestId('access-groups-list').locator('tr', { hasText: GROUP });
    await until(() => row.innerText()).toContain(`${SUNFLOWER} · ${NURSERY}: 2025`);
    const text = await row.innerText();
    expect(text).toContain(EMPLOYEE.first_name);
    expect(text).not.toContain('2024');
    expect(text).not.toContain(WHEAT);
  });

  it('the employee sees only that season and cannot change it', async () => {
    await signIn(employee, EMPLOYEE.username, EMPLOYEE.password);
    await employee.goto('/fields/phenotypes');
    await until(() => employee.getByTestId('nursery-select').innerText()).toContain(NURSERY);
    await until(() => employee.getByTestId('year-select').innerText()).toBe('2025');
    await until(() => employee.getByTestId('plot-count').textContent()).toBe('Делянок: 72');
    await employee.getByTestId('plot-table').locator('.ag-row').first().waitFor();

    // a season reached through a group is never managed: no rename, delete or new season, and
    // the width is shown but cannot be changed (decision 026)
    for (const control of ['edit-nursery', 'delete-nursery', 'add-year', 'delete-year']) {
      expect(await employee.getByTestId(control).count(), control).toBe(0);
    }
    await employee.getByTestId('field-width').click();
    await expect.poll(() => employee.locator('#pl-field-width').isDisabled()).toBe(true);
    expect(await employee.getByTestId('field-width-save').isDisabled()).toBe(true);
    await employee.keyboard.press('Escape');

    // the year select offers 2025 only
    await employee.getByTestId('year-select').click();
    const options = employee.locator(`${OPEN_DROPDOWN} .ant-select-item-option`);
    // the list renders its options in more than one frame: ask until it has settled
    await expect.poll(() => options.allInnerTexts()).toEqual(['2025']);
    await employee.keyboard.press('Escape');

    expect(await fieldsOf(employeeContext, SUNFLOWER)).toEqual([{ name: NURSERY, years: [2025] }]);
    expect(await fieldsOf(employeeContext, WHEAT)).toEqual([]);

    // read only: a plot of the season cannot be changed
    const [field] = await api<ApiField[]>(
      employeeContext,
      `field_table/?spec_id=${cropIds.get(SUNFLOWER)}`,
    );
    const yearId = field?.fieldyear_set[0]?.id;
    const plots = await api<{ data: { plot_id: number }[] }>(
      employeeContext,
      `combined_plot_field_line_genealogy/?year_id=${yearId}&page=1&page_size=250`,
    );
    expect(plots.data).toHaveLength(72);
    const patch = await apiCall(employeeContext, `plot_table/${plots.data[0]?.plot_id}/`, {
      method: 'PATCH',
      body: JSON.stringify({ comment: 'чужая правка' }),
    });
    expect(patch.status).toBe(403);

    // the account navigation has no access-groups link for an employee
    await employee.goto('/account');
    const accountNav = employee.locator('nav.pl-nav-secondary');
    await accountNav.locator('a[href*="/account/company-structure"]').waitFor();
    expect(await accountNav.locator('a[href*="/account/access-groups"]').count()).toBe(0);
  });

  it('once the head deletes the group, the employee loses the nursery', async () => {
    const row = head.getByTestId('access-groups-list').locator('tr', { hasText: GROUP });
    await row.getByTestId('delete-access-group').click();
    await head.getByTestId('delete-access-group-confirm').click();
    await head.getByTestId('access-groups-empty').waitFor();

    // a fresh load of the page: nothing cached from the time of the group
    await employee.goto('/fields/phenotypes');
    await employee.getByTestId('fields-empty').waitFor();
    expect(await fieldsOf(employeeContext, SUNFLOWER)).toEqual([]);
    expect(await fieldsOf(employeeContext, WHEAT)).toEqual([]);
  });
});
