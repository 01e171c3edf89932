import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
const YIELD = 'урожайность';
const OIL = 'масличность';
/** Genetic effects planted into the yields (ц/га): line 1 is the best, line 8 the worst. */
const GENETIC = [6, 4, 3, 1, 0, -1, -3, -5];
/** Their own genetic effects in the oil content (%), so both traits vary by line. */
const OIL_GENETIC = [1.5, -1, 0.5, 2, -0.5, 0, -1.5, 1];
const LINES = GENETIC.map((_, i) => `Линия-${String(i + 1).padStart(2, '0')}`);
/** Planted in 2021 only: a line missing from a season stays in the analysis. */
const MISSING_IN_2022 = LINES[7] ?? '';
let page: Page;
let yearIds: number[] = [];

type Analysis = {
  environments: string;
  traits: {
    feature: string;
    model: string;
    n_lines: number;
    heritability: { cullis: number | null; standard: number | null };
    lines: { line_name: string; rank: number; mean: number; reliability: number }[];
  }[];
  correlations: { features: string[] } | null;
};

/** A call of the API under test with the bearer token of the signed-in page. */
async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** A repeatable plot error in −1..1 (as the demo seed's `wobble`). */
function wobble(entry: number, rep: number): number {
  return Math.sin(entry * 12.9898 + rep * 78.233) % 1;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Plants a line in three repetitions of a season with its yield and oil content. */
async function plant(
  where: { specId: number; fieldId: number; year: number },
  line: string,
  values: { yield: (rep: number) => number; oil: (rep: number) => number },
) {
  const plots = await api<{ plot_id: number }[]>('POST', 'plot_table/', {
    plot_name: `${line} ${where.year}`,
    field: where.fieldId,
    year: where.year,
    spec_id: where.specId,
    line_name: line,
    repetitions: 3,
  });
  await api('POST', 'plot_final_results/add_multiple/', {
    results: plots.flatMap((plot, rep) => [
      { plot: plot.plot_id, feature: YIELD, unit: 'ц/га', value: round(values.yield(rep)) },
      { plot: plot.plot_id, feature: OIL, unit: '%', value: round(values.oil(rep)) },
    ]),
  });
}

/** Chooses options of an antd Select (or a season tree) by their text, then closes it. */
async function choose(select: Locator, ...options: string[]) {
  await select.click();
  const popup = page.locator(OPEN_DROPDOWN);
  for (const option of options) await popup.getByTitle(option, { exact: true }).click();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
}

async function shot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Serious and critical axe violations, transitions off (as in accessibility.test.ts). */
async function seriousViolations() {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  const { violations } = await new AxeBuilder({ page }).exclude('canvas').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

const firstCard = () => page.getByTestId('h2-trait').first();
const lineRows = () => firstCard().getByTestId('h2-lines').locator('tbody tr.ant-table-row');

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  const crops = await api<{ data: { spec_id: number; russian_name: string }[] }>(
    'GET',
    'species_table/',
  );
  const specId = crops.data.find((crop) => crop.russian_name === 'Подсолнечник')?.spec_id ?? 0;
  const fields = await api<{ field_id: number; field_name: string }[]>(
    'GET',
    `field_table/?spec_id=${specId}`,
  );
  const fieldId = fields.find((field) => field.field_name === 'КСИ-1')?.field_id ?? 0;
  // two seasons of eight lines in three repetitions: a season effect, a small line × season
  // interaction and plot noise around the planted genetic effects
  for (const [year, level] of [
    [2021, 28],
    [2022, 33],
  ] as const) {
    for (const [i, line] of LINES.entries()) {
      if (year === 2022 && line === MISSING_IN_2022) continue;
      const interaction = wobble(i * 7 + year, 9) * 0.8;
      await plant({ specId, fieldId, year }, line, {
        yield: (rep) => level + (GENETIC[i] ?? 0) + interaction + wobble(i + year, rep) * 1.2,
        oil: (rep) => 48 + (OIL_GENETIC[i] ?? 0) + wobble(i * 3 + year, rep + 5) * 0.6,
      });
    }
  }
  // a season of two lines only: the analysis is refused
  for (const line of LINES.slice(0, 2)) {
    await plant({ specId, fieldId, year: 2020 }, line, {
      yield: (rep) => 30 + rep,
      oil: (rep) => 48 + rep,
    });
  }
  await page.reload();
  expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => shot(`heritability-${task.name.replace(/\W+/g, '-')}`));
});

describe('heritability and BLUPs of lines over two seasons', () => {
  it('estimates H², ranks the lines by BLUP, correlates the traits and exports', async () => {
    // the page is in the statistics menu, right after the ANCOVA
    await page.goto('/fields/statistic/ancova');
    await page.getByRole('button', { name: 'Статистика' }).click();
    const items = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
    const ancova = items.indexOf('Ковариационный анализ (ANCOVA)');
    expect(ancova).toBeGreaterThan(0);
    expect(items[ancova + 1]).toBe('Наследуемость и BLUP');
    await page.getByRole('menu').getByRole('menuitem', { name: 'Наследуемость и BLUP' }).click();
    await page.waitForURL('**/fields/statistic/heritability*');
    await page.getByRole('heading', { name: 'Наследуемость и BLUP', level: 1 }).waitFor();
    await page.getByTestId('statistics-hint').waitFor();
    await choose(page.getByTestId('statistics-seasons'), '2021', '2022');
    await choose(page.getByTestId('statistics-traits'), YIELD, OIL);

    await expect.poll(() => page.getByTestId('h2-trait').count()).toBe(2);
    yearIds = (new URL(page.url()).searchParams.get('yearIds') ?? '').split(',').map(Number);
    expect(yearIds).toHaveLength(2);
    const features = `features=${encodeURIComponent(YIELD)}&features=${encodeURIComponent(OIL)}`;
    const expected = await api<Analysis>(
      'GET',
      `heritability/?year_ids=${yearIds.join(',')}&${features}&correlations=true`,
    );
    const trait = expected.traits[0];
    expect(trait?.feature).toBe(YIELD);
    expect(trait?.n_lines).toBe(LINES.length);
    expect(await firstCard().getByTestId('h2-model').innerText()).toBe(trait?.model);

    // H² as the server computed it, in the interface's notation, and how it reads
    const cullis = trait?.heritability.cullis ?? Number.NaN;
    expect(cullis).toBeGreaterThan(0.6);
    expect(await firstCard().getByTestId('h2-cullis').innerText()).toBe(
      cullis.toFixed(2).replace('.', ','),
    );
    const estimate = await firstCard().getByTestId('h2-estimate').innerText();
    expect(estimate).toContain('высокая наследуемость');
    // a line missing from 2022: unbalanced, so no standard H²
    expect(trait?.heritability.standard).toBeNull();
    expect(estimate).toContain('данные несбалансированы');
    const components = firstCard().getByTestId('h2-components').locator('tbody tr.ant-table-row');
    expect(await components.count()).toBe(3);
    expect(await components.first().innerText()).toContain('Линии (генотипическая, σ²g)');

    // the ranked lines: the planted best first, every line, the missing one too
    expect(await lineRows().count()).toBe(LINES.length);
    const top = await lineRows().first().locator('td').allInnerTexts();
    expect(top.slice(0, 2)).toEqual(['1', trait?.lines[0]?.line_name]);
    expect(trait?.lines[0]?.line_name).toBe(LINES[0]);
    expect(top[2]).toBe(trait?.lines[0]?.mean.toFixed(2).replace('.', ','));
    // sorted by reliability: the line with one season is the least reliable
    await firstCard().getByRole('columnheader', { name: 'Надёжность' }).click();
    expect(await lineRows().first().locator('td').nth(1).innerText()).toBe(MISSING_IN_2022);
    const search = firstCard().getByLabel(`Поиск линий признака «${YIELD}»`);
    await search.fill('линия-03');
    await expect.poll(() => lineRows().count()).toBe(1);
    await search.fill('');

    // two traits: genotypic above the diagonal, phenotypic below
    const correlations = page.getByTestId('h2-correlations');
    expect(await correlations.locator('tbody tr.ant-table-row').count()).toBe(2);
    expect(await correlations.locator('td.pl-h2-r-genotypic').count()).toBe(1);
    expect(await correlations.locator('td.pl-h2-r-phenotypic').count()).toBe(1);
    expect(await page.getByTestId('statistics-method').innerText()).toContain('Cullis et al.');
    await page.mouse.move(0, 0);
    await page.locator('.ant-tooltip:visible').waitFor({ state: 'detached' });
    await shot('statistics-heritability-ru');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('statistics-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^heritability_2021_.+\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet(YIELD);
    expect(sheet?.getCell(2, 1).value).toBe(1);
    expect(sheet?.getCell(2, 2).value).toBe(LINES[0]);
    expect(sheet?.getCell(2, 3).value).toBeCloseTo(trait?.lines[0]?.mean ?? Number.NaN, 9);
    expect(sheet?.rowCount).toBe(LINES.length + 1);
    expect(workbook.getWorksheet(OIL)).toBeDefined();

    await page
      .getByTestId('statistics-export')
      .and(page.locator(':not(.ant-btn-loading)'))
      .waitFor();
    await page.mouse.move(0, 0);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the page in English, with random environments', async () => {
    // a fresh page: the accessibility check switched animations off, which menus wait for
    await page.reload();
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-en').click();
    await page.locator('html[lang=en]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { name: 'Heritability and BLUPs', level: 1 }).waitFor();
    await page.getByTestId('heritability-environments').getByText('Random').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('environments')).toBe('random');
    const features = `features=${encodeURIComponent(YIELD)}&features=${encodeURIComponent(OIL)}`;
    const expected = await api<Analysis>(
      'GET',
      `heritability/?year_ids=${yearIds.join(',')}&${features}&environments=random`,
    );
    await expect
      .poll(() => firstCard().getByTestId('h2-model').innerText())
      .toBe(expected.traits[0]?.model);
    // random seasons: their variance is shown, outside the phenotypic variance of a plot
    const components = firstCard().getByTestId('h2-components').locator('tbody tr.ant-table-row');
    expect(await components.count()).toBe(5);
    const seasons = await components
      .filter({ hasText: /^Seasons/ })
      .locator('td')
      .allInnerTexts();
    expect(seasons[3]).toBe('');
    const estimate = await firstCard().getByTestId('h2-estimate').innerText();
    expect(estimate).toContain('H² (Cullis)');
    expect(estimate).toContain('share of the differences between the lines’ means that is genetic');
    expect(await firstCard().getByTestId('h2-cullis').innerText()).toBe(
      (expected.traits[0]?.heritability.cullis ?? Number.NaN).toFixed(2),
    );
    expect(await page.getByTestId('statistics-method').innerText()).toContain('random effects');
    await page.mouse.move(0, 0);
    await shot('statistics-heritability-en');
  });

  it('shows the reason when a season has too few lines, without a retry', async () => {
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-ru').click();
    await page.locator('html[lang=ru]').waitFor({ state: 'attached' });
    await page.goto(`/fields/statistic/heritability?trait=${encodeURIComponent(YIELD)}`);
    await choose(page.getByTestId('statistics-seasons'), '2020');
    const refused = page.getByTestId('statistics-failed');
    await refused.waitFor();
    const reason = await refused.innerText();
    expect(reason).toContain('Анализ невозможен');
    expect(reason).toContain(YIELD);
    expect(await refused.getByRole('button').count()).toBe(0);
    await shot('statistics-heritability-refused-ru');
  });
});
