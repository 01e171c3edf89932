import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
let page: Page;

/** Paths of the JS files the page loads while `action` runs. */
async function scriptsLoadedBy(action: () => Promise<void>) {
  const loaded: string[] = [];
  const record = (request: { url: () => string }) => {
    if (request.url().endsWith('.js')) loaded.push(new URL(request.url()).pathname);
  };
  page.on('request', record);
  await action();
  page.off('request', record);
  return loaded;
}

describe('public pages', () => {
  it('shows the legal pages signed out, without the app header on /privacy and /delete-policy', async () => {
    page = await app.context.newPage();
    for (const [path, text] of [
      ['/privacy', '13'],
      ['/delete-policy', '1 год'],
      ['/privacy_policy', '152-ФЗ'],
    ] as const) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      expect(await page.locator('main').textContent()).toContain(text);
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await page.goto('/privacy');
    await page.locator('h1').first().waitFor();
    expect(await page.locator('header.pl-header').count()).toBe(0);
  });

  it('shows the not-found page for an unknown address', async () => {
    await page.goto('/no/such/page');
    await page.getByText('Страница не найдена').first().waitFor();
  });
});

describe('signed-in routes', () => {
  it('loads each section lazily, shows its page, carries cultureId', async () => {
    await signIn(page, DEMO.username, DEMO.password);
    // the first crop (by name) is selected by default; picking another writes cultureId
    expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
    await page.getByTestId('crop-menu').click();
    await page.getByRole('menuitem', { name: 'Ячмень яровой' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('cultureId')).toMatch(/^\d+$/);
    expect(await page.getByTestId('crop-menu').textContent()).toContain('Ячмень яровой');
    const cultureId = new URL(page.url()).searchParams.get('cultureId');

    const scripts = await scriptsLoadedBy(async () => {
      await page.getByRole('navigation').getByRole('link', { name: 'Геном' }).click();
      await page.waitForURL('**/genome**');
      // /genome is region selection (issue 19): a crop without marker weights says so
      await page.getByTestId('gsel-no-weights').waitFor();
    });
    expect(scripts.length).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get('cultureId')).toBe(cultureId);
  });

  it('redirects a signed-in user away from /auth and /sign-up', async () => {
    for (const path of ['/auth', '/sign-up']) {
      await page.goto(path);
      await page.waitForURL('**/fields**');
    }
  });

  it('searches news from an article and returns to it when the search is cleared', async () => {
    await page.goto('/news/7');
    await page.getByTestId('crop-menu').waitFor();
    const search = page.getByTestId('news-search').locator('input');
    await search.fill('засуха');
    await search.press('Enter');
    await page.waitForURL('**/news?searchText=*');
    expect(new URL(page.url()).searchParams.get('searchText')).toBe('засуха');
    expect(await search.inputValue()).toBe('засуха');
    await search.press('Escape');
    await page.waitForURL('**/news/7');
    expect(await search.inputValue()).toBe('');
    await search.fill('урожай');
    await search.press('Enter');
    await page.waitForURL('**/news?searchText=*');
    // the remembered article survives a reload of the search results
    await page.reload();
    await page.getByTestId('crop-menu').waitFor();
    await search.press('Escape');
    await page.waitForURL(/\/news\/7$/);
  });

  it('clears a list search back to the whole list', async () => {
    await page.goto('/news?searchText=rust');
    await page.getByTestId('crop-menu').waitFor();
    const search = page.getByTestId('news-search').locator('input');
    expect(await search.inputValue()).toBe('rust');
    await search.press('Escape');
    await page.waitForURL(/\/news$/);
  });

  it('keeps the profile page real: the demo head of company and company name', async () => {
    await page.goto('/account');
    await page.getByText('Plotline Demo').first().waitFor();
    expect(await page.locator('main').textContent()).toContain('demo');
  });
});
