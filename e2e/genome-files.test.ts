import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
const YEAR = 2026;
const PLOT = 'ДНК-01';
const READS_FILE = 'dnk-01_reads.fq';
let page: Page;
const season = { fieldId: 0, yearId: 0, plotId: 0 };

/** A call of the API under test with the bearer token of the signed-in page. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

async function shoot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(SHOTS, `genome-files-${name}.png`) });
}

/** Chooses the interface language (again when a click lands while the page still settles). */
async function switchLanguage(language: 'en' | 'ru') {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let attempt = 0; ; attempt += 1) {
    await page.getByTestId('language-menu').click();
    await page.getByTestId(`language-${language}`).click();
    const switched = await page
      .locator(`html[lang=${language}]`)
      .waitFor({ state: 'attached', timeout: 5000 })
      .then(() => true)
      .catch(() => attempt >= 3);
    if (switched) return;
  }
}

// ---------------------------------------------------------------------------------------------
// Simulated sequencing: three catalogue markers with 40-base flanks, reads drawn over them with
// known genotypes (0 = ref/ref, 1 = ref/alt, 2 = alt/alt), half of them reverse-complemented,
// plus background reads elsewhere in the genome.

let seed = 17;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const BASES = 'ACGT';
const bases = (length: number) =>
  Array.from({ length }, () => BASES[Math.floor(random() * 4)]).join('');
const COMPLEMENT: Record<string, string> = { A: 'T', C: 'G', G: 'C', T: 'A' };
const reverseComplement = (text: string) =>
  [...text]
    .reverse()
    .map((base) => COMPLEMENT[base])
    .join('');

type SimMarker = {
  name: string;
  ref: string;
  alt: string;
  left: string;
  right: string;
  dosage: 0 | 1 | 2;
};
const MARKERS: SimMarker[] = ([0, 1, 2] as const).map((dosage, index) => {
  const ref = BASES[index] as string;
  return {
    name: `SNP-${index + 1}`,
    ref,
    alt: BASES[index + 1] as string,
    left: bases(40),
    right: bases(40),
    dosage,
  };
});
const READ_LENGTH = 70;
const DEPTH = 24;

/** FASTQ of reads over the markers at DEPTH and 300 background reads; varied qualities. */
function simulatedFastq(): string {
  const reads: string[] = [];
  for (const marker of MARKERS) {
    for (let k = 0; k < DEPTH; k += 1) {
      const isAlt = marker.dosage === 2 || (marker.dosage === 1 && k % 2 === 1);
      const window = marker.left + (isAlt ? marker.alt : marker.ref) + marker.right;
      const start = Math.floor(random() * (window.length - READ_LENGTH + 1));
      const read = window.slice(start, start + READ_LENGTH);
      reads.push(k % 3 === 0 ? reverseComplement(read) : read);
    }
  }
  for (let k = 0; k < 300; k += 1) reads.push(bases(READ_LENGTH));
  return reads
    .map((read, index) => {
      const quality = Array.from(read, (_, position) =>
        String.fromCharCode(
          33 + Math.max(2, 38 - Math.floor(position / 10) - Math.floor(random() * 6)),
        ),
      ).join('');
      return `@read${index + 1}\n${read}\n+\n${quality}\n`;
    })
    .join('');
}

beforeAll(async () => {
  page = await app.context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  const crops = await api<{ data: { spec_id: number }[] }>('GET', 'species_table/');
  const specId = crops.data[0]?.spec_id ?? 0;
  const field = await api<{ field_id: number }>('POST', 'field_table/', {
    spec_id: specId,
    field_name: 'Геномика-1',
    region: 'Краснодарский край',
  });
  season.fieldId = field.field_id;
  const year = await api<{ id: number }>('POST', 'field_year_add/', {
    field_id: field.field_id,
    year: YEAR,
    spec_id: specId,
  });
  season.yearId = year.id;
  const [plot] = await api<{ plot_id: number }[]>('POST', 'plot_table/', {
    plot_name: PLOT,
    line_name: 'Сорт ДНК',
    field: field.field_id,
    year: YEAR,
    spec_id: specId,
  });
  season.plotId = plot?.plot_id ?? 0;
  // the head puts the crop's markers (with their flanks) in the catalogue first
  for (const [index, marker] of MARKERS.entries()) {
    await api('POST', 'mutation_table/', {
      spec_id: specId,
      mut_name: marker.name,
      chr: '1',
      pos: 10_000 + index * 1000,
      ref_allele: marker.ref,
      alt_allele: marker.alt,
      flank_left: marker.left,
      flank_right: marker.right,
    });
  }
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

/** Opens the plot's card on its sequencing files tab. */
async function openFilesTab(tabName: string) {
  await page.goto(`/fields/phenotypes?fieldId=${season.fieldId}&yearId=${season.yearId}`);
  await page.getByTestId('open-plot-card').filter({ hasText: PLOT }).click();
  const card = page.getByTestId('plot-card');
  await card.getByRole('tab', { name: tabName }).click();
  await card.getByTestId('genome-files').waitFor();
  return card;
}

describe('a plot’s sequencing files', () => {
  it('refuses a wrong extension in the browser, before any byte is sent', async () => {
    const card = await openFilesTab('Секвенирование');
    const sent: string[] = [];
    const watch = (request: { url: () => string }) => {
      if (request.url().includes('/uploads/')) sent.push(request.url());
    };
    page.on('request', watch);
    await card.getByTestId('genome-upload-open').click();
    const modal = page.getByTestId('genome-upload-modal');
    await modal.getByTestId('genome-upload-input').setInputFiles({
      name: 'reads.bam',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('BAM\u0001'),
    });
    await expect
      .poll(() => modal.getByTestId('genome-upload-problem').textContent())
      .toContain('Неверный формат файла');
    expect(await modal.getByTestId('genome-upload-send').isDisabled()).toBe(true);
    page.off('request', watch);
    expect(sent).toEqual([]);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
  });

  it('uploads reads: uploading → processing → success, the QC report, the called genotypes', async () => {
    const card = await openFilesTab('Секвенирование');
    // every status the list shows, as it shows them
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenStatuses: string[] }).seenStatuses = seen;
      const note = () => {
        for (const tag of Array.from(
          document.querySelectorAll('[data-testid=genome-file-status]'),
        )) {
          const status = tag.getAttribute('data-status') ?? '';
          if (seen.at(-1) !== status) seen.push(status);
        }
      };
      new MutationObserver(note).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    // the bytes travel slowly enough to be seen uploading
    await page.route('**/api/v1/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await card.getByTestId('genome-upload-open').click();
    const modal = page.getByTestId('genome-upload-modal');
    await modal.getByTestId('genome-upload-input').setInputFiles({
      name: READS_FILE,
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(simulatedFastq()),
    });
    await modal.getByTestId('genome-upload-chosen').getByText(READS_FILE).waitFor();
    const registered = page.waitForResponse(
      (r) => r.url().endsWith('/genome_files/') && r.request().method() === 'POST',
    );
    await modal.getByTestId('genome-upload-send').click();
    expect((await registered).status()).toBe(201);
    const row = card.getByTestId('genome-file').filter({ hasText: READS_FILE });
    await row.locator('[data-status=uploading]').waitFor();
    await row.getByTestId('genome-file-progress').waitFor();
    await shoot('ru-uploading');
    // closing the card does not stop the upload: the card shows it going on when it opens again
    await card.getByRole('button', { name: 'Закрыть' }).first().click();
    await card.waitFor({ state: 'hidden' });
    await page.getByTestId('open-plot-card').filter({ hasText: PLOT }).click();
    await card.getByRole('tab', { name: 'Секвенирование' }).click();
    await row.locator('[data-status=success]').waitFor({ timeout: 60_000 });
    await page.unroute('**/api/v1/uploads/**');
    const seen = await page.evaluate(
      () => (window as unknown as { seenStatuses: string[] }).seenStatuses,
    );
    expect(seen[0]).toBe('uploading');
    expect(seen.at(-1)).toBe('success');
    expect(seen.filter((status) => status !== 'processing')).toEqual(['uploading', 'success']);
    await expect.poll(() => row.textContent()).toContain('маркеров: 3');
    await shoot('ru-files');
    const axe = await new AxeBuilder({ page }).include('[data-testid=genome-files]').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual(
      [],
    );

    // the QC report: module verdicts and charts drawn on canvases
    await row.getByTestId('genome-file-qc').click();
    const drawer = page.getByTestId('qc-drawer');
    await drawer.getByTestId('qc-report').waitFor();
    expect(await drawer.locator('.pl-qc-summary [data-testid=qc-badge]').count()).toBeGreaterThan(
      8,
    );
    const chart = drawer.getByTestId('qc-chart').first();
    await chart.locator('canvas').waitFor();
    await expect
      .poll(() =>
        chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
          const context = canvas.getContext('2d');
          if (!context || canvas.width === 0) return 0;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          let painted = 0;
          for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted += 1;
          return painted;
        }),
      )
      .toBeGreaterThan(1000);
    expect(await drawer.getByTestId('qc-basic').textContent()).toContain(READS_FILE);
    await shoot('ru-qc-report');
    await drawer.getByRole('button', { name: 'Закрыть' }).first().click();
    await drawer.waitFor({ state: 'detached' });

    // the plot's genotypes called from the reads, in the card's details
    await card.getByRole('tab', { name: 'Сведения' }).click();
    const details = card.getByTestId('plot-details');
    const pairs = ['ref/ref', 'ref/alt', 'alt/alt'];
    for (const marker of MARKERS) {
      const pair = (pairs[marker.dosage] as string)
        .replaceAll('ref', marker.ref)
        .replaceAll('alt', marker.alt);
      await expect
        .poll(() => details.textContent(), { timeout: 20_000 })
        .toContain(`${marker.name}${pair}`);
    }
    await details.getByText(MARKERS[2]?.name ?? '').scrollIntoViewIfNeeded();
    await shoot('ru-details');

    // the table's Files column: count and status; a click opens the card on the files tab
    await card.getByRole('button', { name: 'Закрыть' }).first().click();
    await card.waitFor({ state: 'hidden' });
    const filesCell = page.getByTestId('plot-files-cell');
    await expect.poll(() => filesCell.textContent(), { timeout: 20_000 }).toContain('1 · Готов');
    await shoot('ru-table-files-column');
    await filesCell.click();
    await page.getByTestId('plot-card').getByTestId('genome-files').waitFor();
  });

  it('shows the report in English and deletes the file once “Delete” is typed', async () => {
    await page.goto('/fields');
    await switchLanguage('en');
    const card = await openFilesTab('Sequencing');
    const row = card.getByTestId('genome-file').filter({ hasText: READS_FILE });
    await row.locator('[data-status=success]').waitFor();
    await shoot('en-files');
    await row.getByTestId('genome-file-qc').click();
    const drawer = page.getByTestId('qc-drawer');
    await drawer.getByText('Per base sequence quality').first().waitFor();
    await drawer.getByTestId('qc-chart').first().locator('canvas').waitFor();
    await shoot('en-qc-report');
    await drawer.getByRole('button', { name: 'Close' }).first().click();
    await drawer.waitFor({ state: 'detached' });

    // our QC archive, uploaded again as an existing FastQC result, reads back as a report
    const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
    const files = await api<{ id: number }[]>(
      'GET',
      `get_fastqc_archives/?plot_id=${season.plotId}`,
    );
    const archive = await fetch(
      `${app.server.url}/api/v1/plotline_db/download_fastqc_archive/${files[0]?.id}/`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(archive.status).toBe(200);
    await card.getByTestId('fastqc-upload-input').setInputFiles({
      name: 'dnk-01_reads_fastqc.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from(await archive.arrayBuffer()),
    });
    const fastqcRow = card
      .getByTestId('genome-file')
      .filter({ hasText: 'dnk-01_reads_fastqc.zip' });
    await fastqcRow.locator('[data-status=success]').waitFor();
    expect(await fastqcRow.textContent()).toContain('FastQC archive');
    await fastqcRow.getByTestId('genome-file-qc').click();
    await drawer.getByTestId('qc-chart').first().locator('canvas').waitFor();
    expect(await drawer.getByTestId('qc-basic').textContent()).toContain('372');
    await drawer.getByRole('button', { name: 'Close' }).first().click();
    await drawer.waitFor({ state: 'detached' });

    await row.getByTestId('genome-file-delete').click();
    const modal = page.getByTestId('genome-delete-modal');
    await modal.getByText('type the word “Delete”').waitFor();
    const confirm = modal.getByTestId('genome-delete-confirm');
    await modal.getByTestId('genome-delete-word').fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await modal.getByTestId('genome-delete-word').fill('Delete');
    const deleted = page.waitForResponse(
      (r) => r.url().includes('/delete_fastqc_file/') && r.request().method() === 'DELETE',
    );
    await confirm.click();
    expect((await deleted).status()).toBe(204);
    await row.waitFor({ state: 'detached' });
    const left = await api<{ original_name: string }[]>(
      'GET',
      `get_fastqc_archives/?plot_id=${season.plotId}`,
    );
    expect(left.map((file) => file.original_name)).toEqual(['dnk-01_reads_fastqc.zip']);
  });

  it('shows why a file was not processed, and takes it again', async () => {
    await page.goto('/fields');
    await switchLanguage('ru');
    const card = await openFilesTab('Секвенирование');
    await card.getByTestId('genome-upload-open').click();
    const modal = page.getByTestId('genome-upload-modal');
    await modal.getByTestId('genome-upload-input').setInputFiles({
      name: 'broken.fq',
      mimeType: 'application/octet-stream',
      // the quality line is shorter than the bases
      buffer: Buffer.from('@r1\nACGTACGTAC\n+\nIIII\n'),
    });
    await modal.getByTestId('genome-upload-send').click();
    const row = card.getByTestId('genome-file').filter({ hasText: 'broken.fq' });
    await row.locator('[data-status=failed]').waitFor({ timeout: 60_000 });
    expect(await row.getByTestId('genome-file-error').textContent()).toContain('Файл не обработан');
    await shoot('ru-failed');
    await row.locator('input[type=file]').setInputFiles({
      name: 'fixed_reads.fq',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(simulatedFastq()),
    });
    const fixed = card.getByTestId('genome-file').filter({ hasText: 'fixed_reads.fq' });
    await fixed.locator('[data-status=success]').waitFor({ timeout: 60_000 });
    await expect.poll(() => card.getByTestId('genome-file').count()).toBe(2);
  });

  it('pauses an upload and continues it when the same file is chosen again', async () => {
    const card = await openFilesTab('Секвенирование');
    const path = join(mkdtempSync(join(tmpdir(), 'genome-files-')), 'resume_reads.fq');
    writeFileSync(path, simulatedFastq());
    await page.route('**/api/v1/uploads/**', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((r) => setTimeout(r, 3000));
      await route.continue().catch(() => {});
    });
    await card.getByTestId('genome-upload-open').click();
    const modal = page.getByTestId('genome-upload-modal');
    await modal.getByTestId('genome-upload-input').setInputFiles(path);
    await modal.getByTestId('genome-upload-send').click();
    const row = card.getByTestId('genome-file').filter({ hasText: 'resume_reads.fq' });
    await row.getByTestId('genome-file-stop').click();
    await row.getByTestId('genome-file-resume-hint').waitFor();
    expect(await row.getAttribute('data-name')).toBe('resume_reads.fq');
    // the table's Files column follows: the paused file is the most concerning
    await expect
      .poll(() => page.getByTestId('plot-files-cell').textContent(), { timeout: 20_000 })
      .toContain('3 · Загружается');
    await shoot('ru-paused');
    await page.unroute('**/api/v1/uploads/**');
    await card.getByTestId('genome-upload-open').click();
    await modal.getByTestId('genome-upload-input').setInputFiles(path);
    await modal.getByTestId('genome-upload-send').click();
    await row.locator('[data-status=success]').waitFor({ timeout: 60_000 });
    expect(await row.count()).toBe(1);
  });
});
