import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

/** Where the e2e screenshots go (looked at by people, not compared). */
export const SHOTS = resolve(import.meta.dirname, '../../.test-results/e2e-shots');

/**
 * A full-page screenshot `<file>.png` of the page at rest: the pointer out of the way, scrolled to
 * the top, transitions settled.
 */
export async function takeShot(page: Page, file: string, settleMs = 300): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(settleMs);
  await page.screenshot({ path: join(SHOTS, `${file}.png`), fullPage: true });
}

/** Switches the interface language from the header's menu and waits until the menu is gone. */
export async function switchUiLanguage(page: Page, language: 'en' | 'ru'): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('language-menu').click();
  await page.getByTestId(`language-${language}`).click();
  await page.locator(`html[lang=${language}]`).waitFor({ state: 'attached' });
  await page.locator('.ant-dropdown:visible').waitFor({ state: 'hidden' });
}
