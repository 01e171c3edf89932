import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
/** Two lines of the demo sunflower trial (demo-trials.ts). */
const STANDARD = 'Бузулук';
const HYBRID = '101А×580';
const WAREHOUSE = 'Семенной склад №1';
const LOCATION = 'Стеллаж А-1';
let page: Page;
let specId = 0;
let locationId = 0;
const lotIds: number[] = [];

/** A call of the API under test with the bearer token of the signed-in page. */
async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  expect(answer.status, `${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

async function lineId(name: string): Promise<number> {
  const lines = await api<{ line_id: number; line_name: string }[]>(
    `line_ids_names/?spec_id=${specId}&search=${encodeURIComponent(name)}`,
  );
  const line = lines.find((item) => item.line_name === name);
  expect(line, name).toBeDefined();
  return line?.line_id ?? 0;
}

/** The codes of the grid's rendered rows, in display order. */
const gridCodes = () =>
  page.locator('.ag-pinned-left-cols-container .ag-row').evaluateAll((rows) =>
    rows
      .map((row) => [
        Number(row.getAttribute('row-index')),
        row.querySelector('[data-testid="open-lot"]')?.textContent?.trim() ?? '',
      ])
      .sort((a, b) => Number(a[0]) - Number(b[0]))
      .map(([, code]) => String(code)),
  );

async function shoot(target: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  // drawers and tabs slide and fade in: shoot them where they stop
  await target.waitForTimeout(500);
  await target.screenshot({ path: join(SHOTS, `storage-${name}.png`) });
}

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  const crops = await api<{ data: { spec_id: number; russian_name: string }[] }>('species_table/');
  specId = crops.data.find((crop) => crop.russian_name === 'Подсолнечник')?.spec_id ?? 0;
  await page.goto('/varieties/storage');
  await page.getByTestId('warehouse-tree').waitFor();
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('the storage page', () => {
  it('creates a warehouse and a location from the tree, and shows the location’s QR code', async () => {
    await page.getByTestId('add-warehouse').click();
    await page.getByTestId('name-input').fill(WAREHOUSE);
    await page.getByTestId('name-modal').getByRole('button', { name: 'Сохранить' }).click();
    const warehouse = page.locator(`[data-testid="tree-warehouse"][data-name="${WAREHOUSE}"]`);
    await warehouse.waitFor();
    await warehouse.getByTestId('add-location').click();
    await page.getByTestId('name-input').fill(LOCATION);
    await page.getByTestId('name-modal').getByRole('button', { name: 'Сохранить' }).click();
    const location = warehouse.locator(`[data-testid="tree-location"][data-name="${LOCATION}"]`);
    await location.waitFor();
    await location.locator('button').first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('location')).toMatch(/^\d+$/);
    locationId = Number(new URL(page.url()).searchParams.get('location'));
    expect(await page.getByTestId('location-name').textContent()).toBe(LOCATION);
    const qr = page.getByTestId('location-qr');
    await qr.waitFor();
    expect(await qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(20);
  });

  it('lists the lots of the location and filters them by line', async () => {
    const standard = await lineId(STANDARD);
    const hybrid = await lineId(HYBRID);
    for (const [line, weight] of [
      [standard, 120.5],
      [standard, 80],
      [hybrid, 40],
    ] as const) {
      const lot = await api<{ id: number }>('seeds/', {
        method: 'POST',
        body: JSON.stringify({ spec_id: specId, location: locationId, line_id: line, weight }),
      });
      lotIds.push(lot.id);
    }
    await page.reload();
    await page.getByTestId('lots-grid').waitFor();
    await expect.poll(gridCodes).toHaveLength(3);
    expect(await page.getByTestId('lots-total').textContent()).toContain('3');
    await page.getByTestId('filter-line').locator('input').fill('101А');
    await expect.poll(gridCodes).toHaveLength(1);
    await page.getByTestId('filter-line').locator('input').fill('');
    await expect.poll(gridCodes).toHaveLength(3);
    await shoot(page, 'ru-desktop');
    const { violations } = await new AxeBuilder({ page }).include('.pl-storage-page').analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
    expect(serious).toEqual([]);
  });

  it("opens a lot's ledger and records a correction; an overdraw is refused with the reason", async () => {
    const lot = await api<{ code: string }>(`seeds/${lotIds[0]}/`);
    await page.locator('[data-testid="open-lot"]', { hasText: lot.code }).click();
    const drawer = page.locator('.pl-storage-drawer');
    const ledger = drawer.getByTestId('lot-ledger');
    await expect.poll(() => ledger.locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await ledger.textContent()).toContain('Урожай');
    await drawer.getByTestId('tab-correction').click();
    await drawer.getByTestId('correction-weight').fill('-20.5');
    await drawer.getByTestId('correction-note').fill('Пробы на всхожесть');
    await drawer.getByTestId('correction-submit').click();
    await expect.poll(() => drawer.getByTestId('lot-weight').textContent()).toBe('100 г');
    await shoot(page, 'ru-lot');
    // taking more than the lot holds: the server refuses (409) and the toast says why
    await drawer.getByTestId('correction-weight').fill('-5000');
    await drawer.getByTestId('correction-note').fill('Ошибка');
    await drawer.getByTestId('correction-submit').click();
    await page.locator('.Toastify__toast--error').first().waitFor();
    expect(await drawer.getByTestId('lot-weight').textContent()).toBe('100 г');
    await drawer.getByRole('tab', { name: 'Журнал' }).click();
    await expect.poll(() => ledger.locator('tbody tr.ant-table-row').count()).toBe(2);
    expect(await ledger.textContent()).toContain('Пробы на всхожесть');
    await drawer.getByRole('button', { name: 'Закрыть' }).click();
  });

  it('moves part of a lot into a new lot at a location', async () => {
    const lot = await api<{ code: string }>(`seeds/${lotIds[1]}/`);
    await page.locator('[data-testid="open-lot"]', { hasText: lot.code }).click();
    const drawer = page.locator('.pl-storage-drawer');
    await drawer.getByTestId('tab-transfer').click();
    await drawer.getByTestId('transfer-weight').fill('30');
    await drawer.getByTestId('transfer-location').click();
    await page.locator(OPEN_DROPDOWN).getByText(`${WAREHOUSE} / ${LOCATION}`).click();
    await drawer.getByTestId('transfer-submit').click();
    await expect.poll(() => drawer.getByTestId('lot-weight').textContent()).toBe('50 г');
    await drawer.getByRole('button', { name: 'Закрыть' }).click();
    // the new lot holds what left the first one
    await expect.poll(gridCodes).toHaveLength(4);
    const lots = await api<{ data: { id: number; weight: number }[] }>(
      `seeds/?spec_id=${specId}&location=${locationId}&sort_by=-code`,
    );
    expect(lots.data[0]?.weight).toBe(30);
    lotIds.push(lots.data[0]?.id ?? 0);
  });

  it('previews the labels of the chosen lots as a PDF in the page', async () => {
    const boxes = page.locator('.ag-pinned-left-cols-container .ag-row .ag-checkbox-input');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    await page.getByTestId('lot-labels').click();
    const dialog = page.getByTestId('labels-modal');
    await dialog.getByText('Термо 58 × 40 мм').click();
    // the PDF as it reaches the page (read on its way, then handed on unchanged)
    let pdf: Buffer = Buffer.alloc(0);
    let sent: Record<string, unknown> = {};
    await page.route('**/seeds/labels/', async (route) => {
      sent = JSON.parse(route.request().postData() ?? '{}');
      const response = await route.fetch();
      pdf = await response.body();
      await route.fulfill({ response, body: pdf });
    });
    await dialog.getByTestId('labels-preview').click();
    const preview = dialog.getByTestId('labels-pdf');
    await expect.poll(() => preview.getAttribute('data-pages'), { timeout: 20_000 }).toBe('2');
    expect(sent).toMatchObject({ format: 'thermal-58x40', lots: lotIds.slice(0, 2) });
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdf.length).toBeGreaterThan(1000);
    // the drawn pages are not blank
    const inked = await preview
      .locator('canvas')
      .first()
      .evaluate((node) => {
        const canvas = node as HTMLCanvasElement;
        const pixels = canvas
          .getContext('2d')
          ?.getImageData(0, 0, canvas.width, canvas.height).data;
        let dark = 0;
        for (let i = 0; i < (pixels?.length ?? 0); i += 4)
          if ((pixels?.[i] ?? 255) < 128) dark += 1;
        return dark;
      });
    expect(inked).toBeGreaterThan(500);
    await page.unroute('**/seeds/labels/');
    await shoot(page, 'ru-labels');
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
  });

  it('downloads the location’s lots as a file, and an edited weight uploads as a correction', async () => {
    await page.getByTestId('seed-file-menu').click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('seed-download').click(),
    ]);
    const path = join(SHOTS, '..', `seed-records-${Date.now()}.xlsx`);
    mkdirSync(dirname(path), { recursive: true });
    await download.saveAs(path);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0] as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const codeColumn = headers.indexOf('Партия');
    const weightColumn = headers.indexOf('Вес, г');
    expect(codeColumn, headers.join('|')).toBeGreaterThan(0);
    expect(weightColumn, headers.join('|')).toBeGreaterThan(0);
    expect(sheet.actualRowCount).toBe(5);
    const lot = await api<{ code: string; weight: number }>(`seeds/${lotIds[2]}/`);
    const row = [2, 3, 4, 5]
      .map((n) => sheet.getRow(n))
      .find((r) => r.getCell(codeColumn).value === lot.code) as ExcelJS.Row;
    expect(Number(row.getCell(weightColumn).value)).toBe(lot.weight);
    row.getCell(weightColumn).value = lot.weight + 5.5;
    await book.xlsx.writeFile(path);

    await page.getByTestId('seed-file-menu').click();
    await page.getByTestId('seed-upload').click();
    const modal = page.getByTestId('seed-upload-modal');
    await modal.locator('input[type=file]').setInputFiles(path);
    await modal.getByTestId('seed-upload-submit').click();
    const job = modal.getByTestId('upload-job');
    await job.and(page.locator('[data-status=success], [data-status=failed]')).waitFor();
    const status = await job.getAttribute('data-status');
    const problems =
      status === 'failed' ? await modal.getByTestId('upload-errors').innerText() : '';
    expect(`${status} ${problems}`.trim()).toBe('success');
    expect(await job.innerText()).toContain('Строк: 4, новых партий: 0, изменено: 1');
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await modal.waitFor({ state: 'hidden' });
    const ledger = await api<{ kind: string; weight: number }[]>(`seeds/${lotIds[2]}/ledger/`);
    expect(ledger.at(-1)).toMatchObject({ kind: 'correction', weight: 5.5 });
    expect((await api<{ weight: number }>(`seeds/${lotIds[2]}/`)).weight).toBe(lot.weight + 5.5);
    // the other lots did not move: one correction in the whole location
    await expect.poll(gridCodes).toHaveLength(4);
  });

  it('opens a location from its link on a phone, with its lots', async () => {
    const phone = await app.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/varieties/storage?location=${locationId}`);
    await phone.getByTestId('location-card').waitFor();
    expect(await phone.getByTestId('location-name').textContent()).toBe(LOCATION);
    await expect.poll(() => phone.getByTestId('lot-card').count()).toBe(4);
    // the page's content fits the screen
    const right = await phone.locator('.pl-storage-page').evaluate((node) => {
      let widest = 0;
      node.querySelectorAll('*').forEach((item) => {
        widest = Math.max(widest, item.getBoundingClientRect().right);
      });
      return widest;
    });
    expect(right).toBeLessThanOrEqual(390);
    await shoot(phone, 'ru-phone');
    await phone.getByTestId('lot-card').first().click();
    await phone.locator('.pl-storage-drawer').getByTestId('lot-ledger').waitFor();
    await shoot(phone, 'ru-phone-lot');
    await phone.close();
  });

  it('reads the same in English (screenshots)', async () => {
    await page.goto(`/varieties/storage?location=${locationId}`);
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByTestId('lots-grid').waitFor();
    await expect.poll(gridCodes).toHaveLength(4);
    await shoot(page, 'en-desktop');
    await page.getByTestId('tab-summary').click();
    await page.getByTestId('storage-summary').waitFor();
    await shoot(page, 'en-summary');
    const phone = await app.context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`/varieties/storage?location=${locationId}`);
    await phone.getByTestId('location-card').waitFor();
    await expect.poll(() => phone.getByTestId('lot-card').count()).toBe(4);
    await shoot(phone, 'en-phone');
    await phone.close();
  });
});
