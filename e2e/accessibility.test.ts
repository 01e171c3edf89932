import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/launch-browser.ts';
import { type RunningServer, startServer } from './support/start-server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ SEED_DEMO: 'true' }), launchBrowser()]);
  context = await browser.newContext({ baseURL: server.url });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Serious and critical axe violations on the page, as "rule: target" lines. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

describe('accessibility (axe)', () => {
  it('finds no serious violations on /auth', async () => {
    const page = await context.newPage();
    await page.goto('/auth');
    await page.getByTestId('login-form').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds no serious violations on the signed-in shell', async () => {
    const page = await context.newPage();
    await page.goto('/auth');
    const form = page.getByTestId('login-form');
    await form.locator('#username').fill('demo');
    await form.locator('#password').fill('Plotline-demo1');
    await form.locator('button[type=submit]').click();
    await page.waitForURL('**/fields**');
    await page.getByTestId('crop-menu').waitFor();
    expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/account');
    await page.getByText('Plotline Demo').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
