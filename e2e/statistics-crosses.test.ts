import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
const FEATURE = 'урожайность';
/** A half diallel of four parents (Griffing's Method 4): GCA effects planted into the values. */
const GCA = { P1: 4, P2: 1, P3: -1, P4: -4 } as const;
const PARENTS = Object.keys(GCA) as (keyof typeof GCA)[];
/** Demo lines planted again in 2021 and 2022, so three seasons (with 2025) share them. */
const SHARED_LINES = ['Бузулук', 'ВК-678', 'ВК-680', 'ВК-195', '101А×580', '102А×585'];
/** A repeatable plot error in −1..1 (as the demo seed's `wobble`). */
function wobble(entry: number, rep: number): number {
  return Math.sin(entry * 12.9898 + rep * 78.233) % 1;
}
let page: Page;

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

type Created = { plot_id: number; plot_name: string }[];

/** Plants a line in three repetitions (with its parents when a cross) and their values. */
async function plant(
  where: { specId: number; fieldId: number; year: number },
  line: { plot: string; line: string; mother?: string; father?: string },
  values: (rep: number) => number,
) {
  const plots = await api<Created>('POST', 'plot_table/', {
    plot_name: line.plot,
    field: where.fieldId,
    year: where.year,
    spec_id: where.specId,
    line_name: line.line,
    mother: line.mother,
    father: line.father,
    repetitions: 3,
  });
  await api('POST', 'plot_final_results/add_multiple/', {
    results: plots.map((plot, rep) => ({
      plot: plot.plot_id,
      feature: FEATURE,
      unit: 'ц/га',
      value: values(rep),
    })),
  });
}

/** Chooses an option of an antd Select by its text. */
async function choose(select: Locator, option: string) {
  await select.click();
  await page.locator(OPEN_DROPDOWN).getByTitle(option, { exact: true }).click();
}

/** Picks seasons (years of the demo nursery) in a season picker, then closes it. */
async function chooseSeasons(testId: string, ...years: string[]) {
  await page.getByTestId(testId).click();
  const popup = page.locator(OPEN_DROPDOWN);
  for (const year of years) await popup.getByTitle(year, { exact: true }).click();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
}

async function shot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

async function switchLanguage(language: 'en' | 'ru') {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('language-menu').click();
  await page.getByTestId(`language-${language}`).click();
  await page.locator(`html[lang=${language}]`).waitFor({ state: 'attached' });
}

const rowsOf = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');

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
  // a season of its own for the crosses: the demo's 2024 and 2025 hold its own hybrids
  const crossesSeason = { specId, fieldId, year: 2023 };
  // the crosses of a half diallel: mean 30 + gᵢ + gⱼ, small SCA and repetition noise
  for (const [i, mother] of PARENTS.entries()) {
    for (const father of PARENTS.slice(i + 1)) {
      const name = `${mother}×${father}`;
      const entry = i * 10 + PARENTS.indexOf(father);
      const sca = ((entry * 7) % 3) * 0.6 - 0.6;
      await plant(crossesSeason, { plot: name, line: name, mother, father }, (rep) =>
        round(30 + GCA[mother] + GCA[father] + sca + wobble(entry, rep) * 0.8),
      );
    }
  }
  // six demo lines again in 2021 and 2022, each with its own response to the season
  for (const [year, level] of [
    [2021, 22],
    [2022, 34],
  ] as const) {
    for (const [index, line] of SHARED_LINES.entries()) {
      const slope = 0.6 + index * 0.15;
      await plant({ specId, fieldId, year }, { plot: `${line} ${year}`, line }, (rep) =>
        round(level * slope + index + wobble(index + year, rep) * (1 + index / 5)),
      );
    }
  }
  // the demo crop in the menu is the sunflower, whose nursery is analysed here
  await page.reload();
  expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
});

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => shot(`crosses-${task.name.replace(/\W+/g, '-')}`));
});

describe('hybrids and multi-season statistics', () => {
  it('shows the F1 means and the diallel combining ability of planted crosses', async () => {
    await page.goto('/fields/statistic/hybrids');
    await page.getByTestId('statistics-hint').waitFor();
    await page.getByTestId('statistics-season').click();
    await page.locator(OPEN_DROPDOWN).getByTitle('2023', { exact: true }).click();
    await choose(page.getByTestId('statistics-feature'), FEATURE);

    // mothers P1, P2, P3 and the fathers' means
    await expect.poll(() => rowsOf('hybrids-f1-table').count()).toBe(4);
    const firstRow = await rowsOf('hybrids-f1-table').first().locator('td').allInnerTexts();
    expect(firstRow[0]).toBe('P1');
    await page.getByTestId('hybrids-ca').waitFor();
    // Method 4 read from the plots (no parents’ plots, no reciprocals), Model I
    const method = await page
      .getByTestId('hybrids-ca')
      .getByTestId('statistics-method')
      .innerText();
    expect(method).toContain('метод 4');
    expect(method).toMatch(/t₀,₉₇₅\(\d+\) = \d,\d{3}/);
    // P1's large positive GCA and P4's negative one pass t·SE
    const gca = page.getByTestId('stat-table-gca');
    expect(await gca.locator('td.pl-stat-cell-up').first().innerText()).toMatch(/^\+/);
    expect(await gca.locator('td.pl-stat-cell-down').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('gca-chart').locator('canvas').count()).toBe(1);
    await page.mouse.move(0, 0);
    await shot('statistics-hybrids-ru');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('hybrids-ca-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`combining-ability_${FEATURE}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const gcaSheet = workbook.worksheets.find((sheet) => sheet.name === 'Эффекты ОКС родителей');
    expect(gcaSheet?.getRow(4).getCell(1).value).toBe('P1');
    expect(typeof gcaSheet?.getRow(4).getCell(2).value).toBe('number');

    // an incomplete line × tester factorial: the server's reason, in the interface language,
    // saying what to do, and no retry (asking again would be refused again)
    await page.getByTestId('hybrids-design').getByText('Линия × тестер').click();
    const refused = page.getByTestId('hybrids-ca-failed');
    await refused.waitFor();
    expect(new URL(page.url()).searchParams.get('design')).toBe('line_by_tester');
    const reason = await refused.innerText();
    expect(reason).toContain('Анализ невозможен');
    expect(reason).toMatch(/[А-Яа-яЁё]/);
    expect(reason).not.toMatch(/\b(missing|replicate|needs|Method|Not enough)\b/);
    expect(reason).toMatch(/добавьте|выберите|внесите|оставьте|укажите/);
    expect(await refused.getByRole('button').count()).toBe(0);
  });

  it('shows the hybrids page in English', async () => {
    await page.getByTestId('hybrids-design').getByText('Диаллельная').click();
    await page.getByTestId('hybrids-ca').waitFor();
    await switchLanguage('en');
    await page.getByRole('heading', { name: 'Combining ability', level: 2 }).waitFor();
    expect(
      await page.getByTestId('hybrids-ca').getByTestId('statistics-method').innerText(),
    ).toContain('Griffing (1956), Method 4, Model I (fixed)');
    await page.mouse.move(0, 0);
    await shot('statistics-hybrids-en');
    await switchLanguage('ru');
  });

  it('compares three seasons: per-season table, stability, excluded lines, export', async () => {
    await page.goto('/fields/statistic/multiple-field-comparisons');
    await page.getByTestId('statistics-hint').waitFor();
    await chooseSeasons('statistics-seasons', '2021', '2022', '2025');
    await choose(page.getByTestId('statistics-feature'), FEATURE);

    await page.getByTestId('met-result').waitFor();
    expect(await rowsOf('stat-table-environments').count()).toBe(3);
    // the 18 other demo entries are not in every season
    expect(await page.getByTestId('met-excluded').innerText()).toContain('104А×602');
    expect(await rowsOf('stat-table-finlay-wilkinson').count()).toBe(SHARED_LINES.length);
    expect(await page.getByTestId('met-bartlett').innerText()).toContain('Бартлетта');
    expect(await page.getByTestId('met-heatmap').locator('canvas').count()).toBeGreaterThan(0);
    expect(await rowsOf('stat-table-means').count()).toBe(SHARED_LINES.length + 1);
    expect(await page.getByTestId('statistics-method').innerText()).toContain('Gollob, 1968');
    await page.mouse.move(0, 0);
    await shot('statistics-multiple-fields-ru');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('met-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`multi-season_${FEATURE}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const means = workbook.worksheets.find((sheet) => sheet.name === 'Средние линий по сезонам');
    // lines in name order, numbers first: the hybrids' codes before the varieties
    expect(means?.getRow(4).getCell(1).value).toBe('101А×580');
    expect(typeof means?.getRow(4).getCell(2).value).toBe('number');

    await switchLanguage('en');
    await page.getByText('Finlay–Wilkinson stability').waitFor();
    await page.mouse.move(0, 0);
    await shot('statistics-multiple-fields-en');
    await switchLanguage('ru');
  });
});
