import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'false' });
let page: Page;

beforeAll(async () => {
  page = await app.context.newPage();
});

const dialog = () => page.getByTestId('first-culture-dialog');

describe('a newcomer’s first run', () => {
  it('sends a signed-out visitor from /fields to /auth, in Russian by default', async () => {
    await page.goto('/fields');
    await page.waitForURL('**/auth');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await page.getByTestId('login-form').waitFor();
  });

  it('signs up and lands on the first-culture dialog', async () => {
    await page.goto('/sign-up');
    const form = page.getByTestId('signup-form');
    await form.locator('#username').fill('  e2e.breeder ');
    await form.locator('#password1').fill('Strong-pass1');
    await form.locator('#password2').fill('Strong-pass1');
    await form.locator('#last_name').fill('Иванова');
    await form.locator('#first_name').fill('Мария');
    await form.locator('#email').fill('maria@example.org');
    await form.locator('#contact_telephone').fill('+79991234567');
    await form.locator('button[type=submit]').click();
    await dialog().waitFor();
    expect(new URL(page.url()).pathname).toBe('/fields');
  });

  it('cannot dismiss the first-culture dialog before a crop exists', async () => {
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.waitForTimeout(400);
    expect(await dialog().isVisible()).toBe(true);
    expect(await dialog().locator('.ant-modal-close').count()).toBe(0);
  });

  it('adds a crop with "Save and create more", then refuses its duplicate', async () => {
    await dialog().locator('#russian_name').fill('  пшеница ');
    await dialog().locator('#english_name').fill('Wheat');
    await dialog().getByTestId('culture-save-more').click();
    // the dialog stays open, emptied, for the next crop
    await expect.poll(() => dialog().locator('#russian_name').inputValue()).toBe('');
    expect(await dialog().isVisible()).toBe(true);

    await dialog().locator('#russian_name').fill('ПШЕНИЦА');
    await dialog().getByTestId('culture-save').click();
    await dialog().getByText('Культура с таким названием уже существует').waitFor();

    await dialog().locator('#russian_name').fill('Ячмень');
    await dialog().locator('#english_name').fill('Barley');
    await dialog().getByTestId('culture-save').click();
    await dialog().waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).searchParams.get('cultureId')).toMatch(/^\d+$/);
    expect(await page.getByTestId('crop-menu').textContent()).toContain('Ячмень');
  });

  it('switches to English, and a reload keeps English', async () => {
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await page.getByRole('navigation').getByText('Varieties').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.reload();
    await page.getByRole('navigation').getByText('Varieties').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'language')).toMatchObject({ value: 'en', path: '/' });
  });

  it('logs out: the refresh token is revoked, cookies cleared, back to /auth', async () => {
    const before = await page.context().cookies();
    const refresh = before.find((c) => c.name === 'refreshToken')?.value;
    expect(refresh).toBeTruthy();
    await page.getByTestId('profile-menu').click();
    await page.getByTestId('logout').click();
    await page.waitForURL('**/auth');
    const after = await page.context().cookies();
    expect(after.find((c) => c.name === 'token')).toBeUndefined();
    expect(after.find((c) => c.name === 'refreshToken')).toBeUndefined();
    const reuse = await fetch(`${app.server.url}/api/v1/refresh/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
    expect(reuse.status).toBe(401);
    // signed out, the shell is closed again
    await page.goto('/account');
    await page.waitForURL('**/auth');
  });
});
