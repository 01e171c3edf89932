import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });

/**
 * Serious and critical axe violations on the page, as "rule: target" lines. Transitions are
 * switched off first: a colour caught halfway through antd's 0.2 s fade (a button turning
 * enabled) is not the colour anyone reads.
 */
async function seriousViolations(page: Page) {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

describe('accessibility (axe)', () => {
  it('finds no serious violations on /auth', async () => {
    const page = await app.context.newPage();
    await page.goto('/auth');
    await page.getByTestId('login-form').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds no serious violations on the signed-in shell', async () => {
    const page = await app.context.newPage();
    await signIn(page, DEMO.username, DEMO.password);
    expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
    // the Fields screen has settled: its season is chosen and the download menu enabled
    await page.locator('[data-testid="download-menu"]:not([disabled])').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/account');
    await page.getByText('Plotline Demo').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
