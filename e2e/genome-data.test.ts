import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
const FILES = mkdtempSync(join(tmpdir(), 'plotline-genome-data-'));
const EMPLOYEE = {
  username: 'genome.viewer',
  password: 'Strong-pass1',
  first_name: 'Николай',
  last_name: 'Вавилов',
  email: 'genome.viewer@example.org',
} as const;
/** The browser's frame (features/genome-data/utils/draw-matrix.ts) at the default zoom (12 × 14). */
const LABEL_WIDTH = 150;
const HEADER_HEIGHT = 102;
const CELL = { width: 12, height: 14 };
/** Dosage colours of the browser: 0, 1, 2, missing. */
const COLOURS = [
  [0x2f, 0x6f, 0xb0],
  [0xf2, 0xb1, 0x34],
  [0xc8, 0x45, 0x3b],
  [0xe4, 0xe4, 0xe4],
];
const FLANK_LEFT = 'ACGTTGCAAGGCTTACCGATCGATTGCAGTCCATGACGTA';
const FLANK_RIGHT = 'TTGACCGGTAACGTTAGCCATGCAATCGGATCCGTAGCTA';

let page: Page;
let employeeContext: BrowserContext;
let specId = 0;
/** Names of four of the crop's lines: the VCF's matched samples. */
let lineNames: string[] = [];

/** Polls until the assertion holds (the pages and the server answer asynchronously). */
const until = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 20_000, interval: 100 });

/** A call of the API under test with the bearer token of a context's signed-in user. */
async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  context: BrowserContext = app.context,
): Promise<T> {
  const token = (await context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

async function shoot(target: Page, name: string, fullPage = false) {
  mkdirSync(SHOTS, { recursive: true });
  await target.waitForTimeout(300);
  await target.screenshot({ path: join(SHOTS, `genome-data-${name}.png`), fullPage });
}

async function switchLanguage(language: 'en' | 'ru') {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('language-menu').click();
  await page.getByTestId(`language-${language}`).click();
  await page.locator(`html[lang=${language}]`).waitFor({ state: 'attached' });
}

async function markerCount(): Promise<number> {
  const list = await api<{ count: number }>(
    'GET',
    `plotline_db/mutation_table/?spec_id=${specId}&page_size=1`,
  );
  return list.count;
}

/** Dosage of sample `s` at site `m` of the test's VCF: a pattern with every call kind. */
function dosageOf(s: number, m: number): number {
  if (s === 4) return 3; // the unmatched sample: missing everywhere
  return (s + m) % 4;
}
const GT = ['0/0', '0/1', '1/1', './.'];

/** A VCF of 5 samples (4 lines and one unknown name) × 40 sites on two chromosomes. */
function writeVcf(): string {
  const samples = [...lineNames, 'UNKNOWN-SAMPLE-7'];
  const lines = [
    '##fileformat=VCFv4.2',
    '##contig=<ID=1A>',
    '##contig=<ID=2B>',
    '##FORMAT=<ID=GT,Number=1,Type=String,Description="Genotype">',
    ['#CHROM', 'POS', 'ID', 'REF', 'ALT', 'QUAL', 'FILTER', 'INFO', 'FORMAT', ...samples].join(
      '\t',
    ),
  ];
  for (let m = 0; m < 40; m++) {
    const chr = m < 25 ? '1A' : '2B';
    const pos = 1000 + m * 150;
    const calls = samples.map((_name, s) => GT[dosageOf(s, m)]);
    lines.push([chr, pos, `snp${m + 1}`, 'A', 'G', '.', 'PASS', '.', 'GT', ...calls].join('\t'));
  }
  const path = join(FILES, 'panel.vcf');
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** The canvas pixel at the centre of a cell, as [r, g, b]. */
async function cellColour(sample: number, marker: number): Promise<number[]> {
  const x = LABEL_WIDTH + marker * CELL.width + CELL.width / 2;
  const y = HEADER_HEIGHT + sample * CELL.height + CELL.height / 2;
  return page.getByTestId('matrix-canvas').evaluate(
    (canvas: HTMLCanvasElement, at: { x: number; y: number }) => {
      const ratio = window.devicePixelRatio || 1;
      const data = canvas
        .getContext('2d')
        ?.getImageData(Math.floor(at.x * ratio), Math.floor(at.y * ratio), 1, 1).data;
      return data ? [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0] : [];
    },
    { x, y },
  );
}

beforeAll(async () => {
  page = await app.context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  const crops = await api<{ data: { spec_id: number; russian_name: string }[] }>(
    'GET',
    'plotline_db/species_table/',
  );
  specId = crops.data.find((crop) => crop.russian_name === 'Подсолнечник')?.spec_id ?? 0;
  const lines = await api<{ line_name: string }[]>(
    'GET',
    `plotline_db/line_ids_names/?spec_id=${specId}&limit=4`,
  );
  lineNames = lines.map((line) => line.line_name);
  expect(lineNames).toHaveLength(4);
  // an employee of the demo company (a division of their own): reads genome data, edits none
  const division = await api<{ id: number }>('POST', 'users/divisions/', {
    company_division_name: 'Лаборатория генотипирования',
  });
  const countries = await api<{ id: number; code: string }[]>('GET', 'plotline_db/countries/');
  await api('POST', 'users/employees/', {
    ...EMPLOYEE,
    division: division.id,
    role: 'employee',
    countries: [countries.find((country) => country.code === 'RU')?.id ?? countries[0]?.id],
  });
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('the genome data page', () => {
  it('a head adds a marker: the form checks the alleles, the server’s 400 shows at its field', async () => {
    await page.goto(`/genome/data?cultureId=${specId}`);
    await page.getByTestId('markers-tab').waitFor();
    expect(
      await page.getByTestId('genome-data-tabs').locator('[role=tab]').allInnerTexts(),
    ).toEqual(['Каталог маркеров', 'Матрицы генотипов']);
    await page.getByTestId('marker-add').click();
    const modal = page.getByTestId('marker-modal');
    await modal.getByTestId('marker-name').fill('Ha-FAD2-1');
    await modal.getByTestId('marker-chr').fill('1A');
    await modal.getByTestId('marker-pos').fill('1000');
    await modal.getByTestId('marker-ref').fill('a');
    await modal.getByTestId('marker-save').click();
    await modal
      .getByText('Укажите оба аллеля, референсный и альтернативный, или ни одного.')
      .waitFor();
    await modal.getByTestId('marker-alt').fill('g');
    await modal.getByTestId('marker-flank-left').fill(FLANK_LEFT.slice(0, 20));
    await modal.getByTestId('marker-save').click();
    await modal
      .locator('.ant-form-item-explain-error', { hasText: 'не менее 30 нуклеотидов' })
      .waitFor();
    await modal.getByTestId('marker-flank-left').fill(FLANK_LEFT);
    await modal.getByTestId('marker-flank-right').fill(FLANK_RIGHT);
    await modal.getByTestId('marker-gene').fill('FAD2-1');
    await modal.getByTestId('marker-description').fill('Высокоолеиновость');
    const created = page.waitForResponse(
      (r) => r.url().includes('/mutation_table/') && r.request().method() === 'POST',
    );
    await modal.getByTestId('marker-save').click();
    expect((await created).status()).toBe(201);
    await modal.waitFor({ state: 'detached' });
    const row = page.locator('[data-testid=marker-row][data-name="Ha-FAD2-1"]');
    await row.getByTestId('marker-callable').waitFor();
    expect(await row.innerText()).toContain('A/G');

    // a second marker at the same chromosome and position: the server's 400 on `pos`
    await page.getByTestId('marker-add').click();
    await modal.getByTestId('marker-name').fill('Дубль');
    await modal.getByTestId('marker-chr').fill('1A');
    await modal.getByTestId('marker-pos').fill('1000');
    const refused = page.waitForResponse(
      (r) => r.url().includes('/mutation_table/') && r.request().method() === 'POST',
    );
    await modal.getByTestId('marker-save').click();
    expect((await refused).status()).toBe(400);
    await modal.locator('.ant-form-item-explain-error', { hasText: '1A:1000' }).waitFor();
    await shoot(page, 'ru-marker-400');
    await modal.getByRole('button', { name: 'Отмена' }).click();
    await modal.waitFor({ state: 'detached' });
    await shoot(page, 'ru-markers', true);
  });

  it('a catalogue file with a bad row adds nothing and lists the problem; a good one adds its markers', async () => {
    const before = await markerCount();
    const bad = join(FILES, 'markers-bad.csv');
    writeFileSync(
      bad,
      [
        'Маркер;Хромосома;Позиция;Референсный аллель;Альтернативный аллель;Ген',
        'HaOL-2;2B;2500;C;T;FAD2-1',
        'HaOL-3;2B;2650;C;;',
      ].join('\n'),
    );
    await page.getByTestId('markers-upload').click();
    const modal = page.getByTestId('markers-upload-modal');
    await modal.locator('input[type=file]').setInputFiles(bad);
    await modal.getByTestId('markers-upload-submit').click();
    await until(() => modal.getByTestId('upload-job').getAttribute('data-status')).toBe('failed');
    const problems = modal.getByTestId('upload-errors');
    await problems.waitFor();
    expect(await problems.innerText()).toContain('Укажите оба аллеля');
    await shoot(page, 'ru-catalogue-problem');
    expect(await markerCount()).toBe(before);

    const good = join(FILES, 'markers-good.csv');
    writeFileSync(
      good,
      [
        'Marker,Chromosome,Position,Reference allele,Alternative allele,Gene',
        'HaOL-2,2B,2500,C,T,FAD2-1',
        'HaOL-3,2B,2650,C,A,',
      ].join('\n'),
    );
    await modal.getByTestId('upload-again').click();
    await modal.locator('input[type=file]').setInputFiles(good);
    await modal.getByTestId('markers-upload-submit').click();
    await until(() => modal.getByTestId('upload-job').getAttribute('data-status')).toBe('success');
    expect(await modal.innerText()).toContain('Добавлено маркеров: 2');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid=marker-row][data-name="HaOL-3"]').waitFor();
    expect(await markerCount()).toBe(before + 2);
    // sorted by gene on the server, descending on a second click: the rows in the server's
    // order (the demo's own sunflower markers are there too)
    const byGene = async (ordering: string) =>
      (
        await api<{ results: { mut_name: string }[] }>(
          'GET',
          `plotline_db/mutation_table/?spec_id=${specId}&ordering=${ordering}&page_size=5`,
        )
      ).results.map((m) => m.mut_name);
    const shownNames = () =>
      page
        .getByTestId('marker-row')
        .evaluateAll((rows) => rows.slice(0, 5).map((row) => row.getAttribute('data-name')));
    const gene = page.locator('th.ant-table-column-has-sorters', { hasText: /^Ген$/ });
    await gene.click();
    await until(() => new URL(page.url()).searchParams.get('ordering')).toBe('gene');
    await until(shownNames).toEqual(await byGene('gene'));
    await gene.click();
    await until(() => new URL(page.url()).searchParams.get('ordering')).toBe('-gene');
    const descending = await byGene('-gene');
    expect(descending).not.toEqual(await byGene('gene'));
    await until(shownNames).toEqual(descending);
  });

  it('imports a VCF: the preview marks the unmatched sample, the matrix opens in the browser', async () => {
    const vcf = writeVcf();
    await page.goto(`/genome/data?cultureId=${specId}&tab=matrices`);
    await page.getByTestId('matrices-tab').waitFor();
    await page.getByTestId('matrix-import-open').click();
    const modal = page.getByTestId('matrix-import-modal');
    await modal.locator('input[type=file]').setInputFiles(vcf);
    await modal.getByTestId('matrix-send').click();
    await modal.getByTestId('matrix-preview').waitFor({ timeout: 30_000 });
    const unmatched = modal.locator('[data-testid=preview-sample][data-matched=false]');
    expect(await unmatched.allInnerTexts()).toEqual([expect.stringContaining('UNKNOWN-SAMPLE-7')]);
    expect(await modal.locator('[data-testid=preview-sample][data-matched=true]').count()).toBe(4);
    expect(await modal.getByTestId('matrix-preview-counts').innerText()).toContain(
      'сопоставлено: 4',
    );
    // matched to a season's plots instead: the same samples, against plot names
    await modal.getByTestId('matrix-match').getByText('Делянками сезона').click();
    await modal.getByTestId('matrix-season').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await modal.getByTestId('matrix-rematch').click();
    await modal.locator('th', { hasText: 'Делянка' }).waitFor();
    await until(() =>
      modal.locator('[data-testid=preview-sample][data-matched=false]').count(),
    ).toBe(5);
    await modal.getByTestId('matrix-match').getByText('Линиями культуры').click();
    await modal.getByTestId('matrix-rematch').click();
    await until(() =>
      modal.locator('[data-testid=preview-sample][data-matched=true]').count(),
    ).toBe(4);
    await modal.getByTestId('matrix-name').fill('Панель SNP 2026');
    await shoot(page, 'ru-vcf-preview');
    await modal.getByTestId('matrix-import').click();
    await modal.waitFor({ state: 'detached', timeout: 30_000 });
    await until(() => new URL(page.url()).searchParams.get('matrix')).toMatch(/^\d+$/);
    await page.getByTestId('matrix-browser').waitFor();
    const canvas = page.getByTestId('matrix-canvas');
    await until(() => canvas.getAttribute('data-state')).toBe('ready');
    for (const [sample, marker] of [
      [0, 0],
      [0, 1],
      [1, 1],
      [2, 1],
      [4, 3],
    ] as const) {
      expect(await cellColour(sample, marker), `cell ${sample} × ${marker}`).toEqual(
        COLOURS[dosageOf(sample, marker)],
      );
    }
    // the call under the pointer: sample 1 at site 2 is 1/1
    const box = await canvas.boundingBox();
    await page.mouse.move(
      (box?.x ?? 0) + LABEL_WIDTH + 1 * CELL.width + 4,
      (box?.y ?? 0) + HEADER_HEIGHT + 1 * CELL.height + 5,
    );
    const tooltip = page.getByTestId('matrix-tooltip');
    await tooltip.waitFor();
    expect(await tooltip.innerText()).toContain(lineNames[1]);
    expect(await tooltip.getByTestId('matrix-tooltip-genotype').innerText()).toBe('G/G');
    expect(await tooltip.innerText()).toContain('1A:1');
    await shoot(page, 'ru-matrix-browser');

    // a region of chromosome 2B: its 15 sites only
    await page.mouse.move(0, 0);
    await page.getByTestId('browser-chr').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('2B', { exact: true }).click();
    await until(() => page.getByTestId('browser-size').innerText()).toContain('15');
    await until(() => canvas.getAttribute('data-state')).toBe('ready');
    // site 25 (the first of 2B) of sample 0: dosage (0 + 25) % 4 = 1
    expect(await cellColour(0, 0)).toEqual(COLOURS[1]);

    await switchLanguage('en');
    await until(() =>
      page.getByTestId('genome-data-tabs').locator('[role=tab]').allInnerTexts(),
    ).toEqual(['Marker catalogue', 'Genotype matrices']);
    await until(() => canvas.getAttribute('data-state')).toBe('ready');
    await shoot(page, 'en-matrix-browser');
    await page.getByRole('tab', { name: 'Marker catalogue' }).click();
    await page.locator('[data-testid=marker-row][data-name="HaOL-3"]').waitFor();
    await shoot(page, 'en-markers');
    await page.getByRole('tab', { name: 'Genotype matrices' }).click();
    await switchLanguage('ru');
  });

  it('an employee reads the catalogue and the matrices but sees no edit controls', async () => {
    employeeContext = await app.browser.newContext({ baseURL: app.server.url });
    const employee = await employeeContext.newPage();
    await employee.setViewportSize({ width: 1440, height: 900 });
    await signIn(employee, EMPLOYEE.username, EMPLOYEE.password);
    await employee.goto(`/genome/data?cultureId=${specId}`);
    await employee.locator('[data-testid=marker-row][data-name="Ha-FAD2-1"]').waitFor();
    expect(await employee.getByTestId('marker-add').count()).toBe(0);
    expect(await employee.getByTestId('markers-upload').count()).toBe(0);
    expect(await employee.getByTestId('marker-edit').count()).toBe(0);
    expect(await employee.getByTestId('marker-delete').count()).toBe(0);
    await employee.getByTestId('markers-download').waitFor();
    await shoot(employee, 'ru-employee-markers');
    await employee.getByRole('tab', { name: 'Матрицы генотипов' }).click();
    await employee.locator('[data-testid=matrix-row][data-name="Панель SNP 2026"]').waitFor();
    expect(await employee.getByTestId('matrix-import-open').count()).toBe(0);
    expect(await employee.getByTestId('matrix-delete').count()).toBe(0);
    await employeeContext.close();
  });

  it('deleting a marker that plots carry genotypes at asks again, then deletes it with them', async () => {
    const markers = await api<{ results: { id: number; mut_name: string }[] }>(
      'GET',
      `plotline_db/mutation_table/?spec_id=${specId}&search=Ha-FAD2-1`,
    );
    const marker = markers.results[0];
    expect(marker).toBeDefined();
    const field = await api<{ field_id: number }>('POST', 'plotline_db/field_table/', {
      spec_id: specId,
      field_name: 'Генотипирование-1',
      region: 'Краснодарский край',
    });
    await api('POST', 'plotline_db/field_year_add/', {
      field_id: field.field_id,
      year: 2026,
      spec_id: specId,
    });
    const [plot] = await api<{ plot_id: number }[]>('POST', 'plotline_db/plot_table/', {
      plot_name: 'Г-01',
      line_name: lineNames[0],
      field: field.field_id,
      year: 2026,
      spec_id: specId,
    });
    await api('POST', 'plotline_db/genotype_mutation_create_by_pos_and_chr/', {
      plot_id: plot?.plot_id,
      chr: '1A',
      pos: 1000,
      mut_name: 'Ha-FAD2-1',
      first_allele: 'A',
      second_allele: 'G',
    });
    await page.goto(`/genome/data?cultureId=${specId}&search=Ha-FAD2-1`);
    const row = page.locator('[data-testid=marker-row][data-name="Ha-FAD2-1"]');
    await row.waitFor();
    await row.getByTestId('marker-delete').click();
    const refused = page.waitForResponse(
      (r) => r.url().includes('/mutation_table/') && r.request().method() === 'DELETE',
    );
    await page.getByTestId('marker-delete-confirm').click();
    expect((await refused).status()).toBe(409);
    const force = page.getByTestId('marker-force');
    await force.waitFor();
    await shoot(page, 'ru-marker-force');
    const deleted = page.waitForResponse(
      (r) => r.url().includes('force=true') && r.request().method() === 'DELETE',
    );
    await force.click();
    expect((await deleted).status()).toBe(204);
    await row.waitFor({ state: 'detached' });
  });
});
