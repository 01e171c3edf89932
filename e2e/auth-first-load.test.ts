import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const DIST = resolve(import.meta.dirname, '../apps/web/dist');
/** Issue 12: the JavaScript of a first visit to /auth, gzip (decision 029). */
const BUDGET_KIB = 200;
let page: Page;

beforeEach(async () => {
  await app.context.clearCookies();
  page = await app.context.newPage();
});

const form = () => page.getByTestId('login-form');

describe('the sign-in page on a first visit', () => {
  it(`downloads at most ${BUDGET_KIB} KiB of gzip JavaScript, without the router`, async () => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.add(new URL(request.url()).pathname);
    });
    await page.goto('/auth');
    await form().waitFor();
    await page.waitForLoadState('networkidle');
    const sizes = [...scripts].map((path) => {
      const file = join(DIST, path);
      return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
    });
    const kib = sizes.reduce((sum, size) => sum + size, 0) / 1024;
    expect(kib, [...scripts].join('\n')).toBeLessThanOrEqual(BUDGET_KIB);
    expect([...scripts].some((path) => path.includes('mount-app'))).toBe(false);
  });

  it('asks for both fields, then shows the attempts left after a wrong password', async () => {
    await page.goto('/auth');
    let logins = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/login/')) logins += 1;
    });
    await form().locator('button[type=submit]').click();
    await expect.poll(() => form().getByText('Это обязательное поле').count()).toBe(2);
    expect(await form().locator('#username').getAttribute('aria-invalid')).toBe('true');
    expect(logins).toBe(0);

    await form().locator('#username').fill('nobody.here');
    await form().locator('#password').fill('Wrong-pass1');
    await form().locator('button[type=submit]').click();
    await form()
      .locator('.ant-alert')
      .getByText(/Осталось попыток/)
      .waitFor();
    expect(await form().getByText('Это обязательное поле').count()).toBe(0);
  });

  it('goes to sign-up and back without reloading the page', async () => {
    await page.goto('/auth');
    await form().waitFor();
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await form().getByRole('link').click();
    await page.getByTestId('signup-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-up');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    await page.goBack();
    await form().waitFor();
  });

  it('signs in and opens the fields with the whole app, messages in the chosen language', async () => {
    await page.goto('/auth');
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await form().locator('#username').fill(DEMO.username);
    await form().locator('#password').fill(DEMO.password);
    await form().locator('button[type=submit]').click();
    await page.waitForURL('**/fields**');
    await page.getByTestId('crop-menu').waitFor();
    // a message from beyond the sign-in part of the catalogue, in English
    await page.getByRole('link', { name: 'Varieties' }).first().waitFor();
  });
});
