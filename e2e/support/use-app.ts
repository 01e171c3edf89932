import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchBrowser } from './launch-browser.ts';
import { type RunningServer, startServer } from './start-server.ts';

export type AppUnderTest = { server: RunningServer; browser: Browser; context: BrowserContext };

/**
 * Starts a real server (fresh embedded database) and Chromium for the current test file, and
 * stops both after it. Read the returned object's fields inside tests, not at import time.
 */
export function useApp(env: Record<string, string> = {}): AppUnderTest {
  const app = {} as AppUnderTest;
  beforeAll(async () => {
    [app.server, app.browser] = await Promise.all([startServer(env), launchBrowser()]);
    app.context = await app.browser.newContext({ baseURL: app.server.url });
  });
  // A failed test prints what the server said meanwhile (500s, database errors): on a CI
  // machine the server's output is otherwise lost with the run.
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      console.error(`server output before the failure:\n${app.server?.logTail() ?? ''}`);
    });
  });
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
  });
  return app;
}

/** Signs in through the sign-in form and waits for the shell with its crop menu. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  const form = page.getByTestId('login-form');
  await form.locator('#username').fill(username);
  await form.locator('#password').fill(password);
  await form.locator('button[type=submit]').click();
  await page.waitForURL('**/fields**');
  await page.getByTestId('crop-menu').waitFor();
}

/** The demo company's head, seeded on a first start with SEED_DEMO. */
export const DEMO = { username: 'demo', password: 'Plotline-demo1' } as const;

/**
 * The open antd Select dropdown: a dropdown still playing its closing animation (`…-leave`)
 * is not it, so a select opened right after another finds only its own list.
 */
export const OPEN_DROPDOWN = '.ant-select-dropdown:visible:not([class*="-leave"])';
