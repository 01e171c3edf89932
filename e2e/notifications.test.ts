import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The plot columns of a nursery sheet (api-contract §6), as in nursery.test.ts. */
const PLOT_HEADERS = [
  'Название питомника',
  'Год',
  'Регион',
  'Название делянки',
  'Название сорта',
  'Номер повторности',
];
/** The demo nursery (seed-demo-nursery.ts): the uploads add plots to its 2025 season. */
const NURSERY = { name: 'КСИ-1', year: 2025, region: 'Краснодарский край' } as const;
/** Past 5 retries 5 s apart the channel refreshes the tokens: the server is back well before. */
const RECONNECT_TIMEOUT_MS = 45_000;

/** Two tabs of one browser profile, signed in as the same user. */
let first: Page;
let second: Page;
let specId = 0;
let uploads = 0;

const until = <T>(read: () => Promise<T> | T, timeout = 15_000) =>
  expect.poll(read, { timeout, interval: 100 });

const bell = (page: Page) => page.getByTestId('notification-bell');
const badgeCount = (page: Page) =>
  page.getByTestId('notification-badge').getAttribute('data-count');

/** The demo user's access token, as the pages keep it. */
async function accessToken(): Promise<string> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  expect(token).toBeTruthy();
  return token ?? '';
}

/** A call of the API under test with the demo's bearer token. */
async function api(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${await accessToken()}`);
  // the server writes a notification in the language of the request that caused it
  headers.set('accept-language', 'ru');
  return fetch(`${app.server.url}/api/v1/${path}`, { ...init, headers });
}

/** The unread count the server holds for the demo user. */
async function serverUnreadCount(): Promise<number> {
  const answer = await api('notice_app/notifications/unread_count/');
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { count: number }).count;
}

/**
 * Uploads a one-plot results workbook through the API, as the demo user: when its import job
 * ends the server notifies the user with a `file_upload` item.
 * @returns the file's name, which the notification repeats
 */
async function uploadPlotResults(): Promise<string> {
  uploads += 1;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Результаты');
  sheet.addRow([...PLOT_HEADERS, 'Фенотип;урожайность;ц/га']);
  sheet.addRow([NURSERY.name, NURSERY.year, NURSERY.region, `У-${uploads}`, 'Демо-01', 1, 50]);
  const fileName = `notifications-${uploads}.xlsx`;
  const form = new FormData();
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  form.append('file', new Blob([bytes], { type: XLSX }), fileName);
  form.append('spec_id', String(specId));
  const answer = await api('plotline_db/upload_custom_file/plot_result/', {
    method: 'POST',
    body: form,
  });
  expect(answer.status, await answer.clone().text()).toBe(201);
  return fileName;
}

/** Waits until the page's toast of the notification about `fileName` shows. */
async function expectToast(page: Page, fileName: string) {
  await page.getByTestId('notification-toast').filter({ hasText: fileName }).first().waitFor();
}

/** Closes the toasts, as a user would: they lie over the header's right end for 5 s. */
async function dismissToasts(page: Page) {
  await page.bringToFront();
  const toasts = page.locator('.Toastify__toast');
  for (const close of await toasts.locator('.Toastify__close-button').all()) {
    // a toast may close by itself meanwhile
    await close.click({ timeout: 1000 }).catch(() => {});
  }
  await until(() => toasts.count()).toBe(0);
}

/** Waits for an overlay's opening motion to end: clicks during it may miss a moving item. */
async function settle(overlay: Locator) {
  const isMoving = (element: Element) =>
    /-(appear|enter)/.test(element.className) ||
    element.getAnimations({ subtree: true }).length > 0;
  await until(() => overlay.evaluate(isMoving)).toBe(false);
}

/**
 * Brings a tab to the front before acting in it: a background tab gets no animation frames,
 * so the popover's motion (and Playwright's stability check) would wait.
 */
async function openPopover(page: Page) {
  await page.bringToFront();
  const popover = page.getByTestId('notifications-popover');
  if (!(await popover.isVisible())) await bell(page).click();
  await popover.waitFor();
  // sizes and screenshots are taken after the opening zoom
  await settle(page.locator('.ant-popover'));
  return popover;
}

async function closePopover(page: Page) {
  await page.bringToFront();
  const popover = page.getByTestId('notifications-popover');
  if (await popover.isVisible()) await bell(page).click();
  await popover.waitFor({ state: 'hidden' });
}

/** Records every value the bell's `data-channel` takes from now on, in the page. */
async function recordChannelStates(page: Page) {
  await page.evaluate(() => {
    const target = document.querySelector('[data-testid="notification-bell"]');
    const log: string[] = [];
    Object.assign(window, { channelStates: log });
    new MutationObserver(() => log.push(target?.getAttribute('data-channel') ?? '')).observe(
      target as Element,
      { attributes: true, attributeFilter: ['data-channel'] },
    );
  });
}

const channelStates = (page: Page) =>
  page.evaluate(() => (window as unknown as { channelStates: string[] }).channelStates);

async function shoot(page: Page, name: string) {
  await page.bringToFront();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

beforeAll(async () => {
  first = await app.context.newPage();
  second = await app.context.newPage();
  for (const page of [first, second]) await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(first, DEMO.username, DEMO.password);
  // the second tab shares the cookies: start-up signs it in by itself
  await second.goto('/fields/map');
  await second.getByTestId('crop-menu').waitFor();
  const crops = (await (await api('plotline_db/species_table/')).json()) as {
    data: { spec_id: number; english_name: string }[];
  };
  specId = crops.data.find((crop) => crop.english_name === 'Sunflower')?.spec_id ?? 0;
  expect(specId).toBeGreaterThan(0);
  for (const page of [first, second]) {
    await bell(page).and(page.locator('[data-channel=connected]')).waitFor();
  }
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const name = task.name.replace(/\W+/g, '-');
    mkdirSync(SHOTS, { recursive: true });
    await first?.screenshot({ path: join(SHOTS, `${name}-first.png`) }).catch(() => {});
    await second?.screenshot({ path: join(SHOTS, `${name}-second.png`) }).catch(() => {});
  });
});

describe('notifications in two tabs of one user', () => {
  it('starts with an empty popover and no badge', async () => {
    expect(await serverUnreadCount()).toBe(0);
    expect(await badgeCount(first)).toBe('0');
    const popover = await openPopover(first);
    await popover.getByTestId('notifications-empty').waitFor();
    expect(await popover.getByTestId('notifications-mark-all').isDisabled()).toBe(true);
    // spec §9: 400 px wide
    expect((await first.locator('.ant-popover-container').boundingBox())?.width).toBe(400);
    await closePopover(first);
  });

  it('shows a finished import as a toast and on the badge in both tabs', async () => {
    const fileName = await uploadPlotResults();
    await Promise.all([expectToast(first, fileName), expectToast(second, fileName)]);
    for (const page of [first, second]) {
      await until(() => badgeCount(page)).toBe('1');
      await dismissToasts(page);
    }
    const popover = await openPopover(first);
    const item = popover.getByTestId('notification-item').first();
    expect(await item.getAttribute('data-status')).toBe('success');
    expect(await item.getAttribute('data-read')).toBe('false');
    expect(await item.innerText()).toContain(fileName);
    expect(await item.locator('time').innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await shoot(first, 'notifications-popover-ru');
  });

  it('marking read in one tab updates the other', async () => {
    const popover = await openPopover(first);
    await popover.getByTestId('notification-item').first().click();
    const firstItem = popover.getByTestId('notification-item').first();
    await until(() => firstItem.getAttribute('data-read')).toBe('true');
    await until(() => badgeCount(first)).toBe('0');
    await until(() => badgeCount(second)).toBe('0');
    const other = await openPopover(second);
    const otherItem = other.getByTestId('notification-item').first();
    await until(() => otherItem.getAttribute('data-read')).toBe('true');
    expect(await serverUnreadCount()).toBe(0);
    await closePopover(first);
    await closePopover(second);
  });

  it('reconnects by itself after the server restarts, then receives a new notification', async () => {
    for (const page of [first, second]) await recordChannelStates(page);
    await app.server.restart();
    for (const page of [first, second]) {
      await until(() => channelStates(page), RECONNECT_TIMEOUT_MS).toEqual([
        'disconnected',
        'connected',
      ]);
    }
    const fileName = await uploadPlotResults();
    await Promise.all([expectToast(first, fileName), expectToast(second, fileName)]);
    for (const page of [first, second]) {
      await until(() => badgeCount(page)).toBe('1');
      await dismissToasts(page);
    }
    // the pages stayed signed in: the refresh path was not needed
    expect(first.url()).not.toContain('/auth');
  });

  it('marks all as read from the other tab', async () => {
    const popover = await openPopover(second);
    await popover.getByTestId('notifications-mark-all').click();
    await until(() => badgeCount(second)).toBe('0');
    await until(() => badgeCount(first)).toBe('0');
    const items = (await openPopover(first)).getByTestId('notification-item');
    await until(() =>
      items.evaluateAll((all) => all.map((i) => i.getAttribute('data-read'))),
    ).toEqual(['true', 'true']);
    await closePopover(second);
  });

  it('shows the popover in English, with no serious accessibility violations', async () => {
    await closePopover(first);
    await first.bringToFront();
    await first.getByTestId('language-menu').click();
    await settle(first.locator('.ant-dropdown'));
    await first.getByTestId('language-en').click();
    await until(() => first.locator('html').getAttribute('lang')).toBe('en');
    const popover = await openPopover(first);
    await until(() => popover.getByRole('heading').innerText()).toBe('Notifications');
    await shoot(first, 'notifications-popover-en');
    const { violations } = await new AxeBuilder({ page: first })
      .include('[data-testid=notifications-popover]')
      .analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual(
      [],
    );
  });
});
