import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { switchUiLanguage } from './support/page-shots.ts';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
const FEATURE = 'урожайность';
/** Five lines in 2021; 2022 lacks the last, so only the mixed model (decision 053) keeps it. */
const LINES = ['Смесь-1', 'Смесь-2', 'Смесь-3', 'Смесь-4', 'Смесь-5'] as const;
const MISSING = 'Смесь-5';
/**
 * 2023 shares two lines with 2021, one of them in two repetitions only: the balanced part is one
 * line (refused), while the mixed model has a df for line × season.
 */
const LINES_2023 = ['Смесь-1', 'Смесь-2', 'Одна-1', 'Одна-2'] as const;
/** The demo sunflower trial (demo-trials.ts): 24 rows × 3 repetitions in 2025. */
const TRIAL = { rows: 24, plots: 72 } as const;
let page: Page;

type Created = { plot_id: number }[];

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

/** Plants a line in three repetitions of a season, with its yields. */
async function plant(
  where: { specId: number; fieldId: number; year: number },
  line: string,
  values: readonly number[],
) {
  const plots = await api<Created>('POST', 'plot_table/', {
    plot_name: `${line} ${where.year}`,
    field: where.fieldId,
    year: where.year,
    spec_id: where.specId,
    line_name: line,
    repetitions: values.length,
  });
  await api('POST', 'plot_final_results/add_multiple/', {
    results: plots.map((plot, rep) => ({
      plot: plot.plot_id,
      feature: FEATURE,
      unit: 'ц/га',
      value: values[rep],
    })),
  });
}

/** Chooses an option of an antd Select by its text. */
async function choose(select: Locator, option: string) {
  await select.click();
  await page.locator(OPEN_DROPDOWN).getByTitle(option, { exact: true }).click();
}

/** Picks options of a multiple picker (seasons, features) by their titles, then closes it. */
async function pick(testId: string, ...titles: string[]) {
  await page.getByTestId(testId).click();
  const popup = page.locator(OPEN_DROPDOWN);
  for (const title of titles) await popup.getByTitle(title, { exact: true }).click();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
}

async function shot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

const switchLanguage = (language: 'en' | 'ru') => switchUiLanguage(page, language);

const rowsOf = (testId: string) => page.getByTestId(testId).locator('tbody tr.ant-table-row');
const modelOf = () => page.getByTestId('met-model').getAttribute('data-model');

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
  for (const [year, level] of [
    [2021, 24],
    [2022, 31],
  ] as const) {
    for (const [index, line] of LINES.entries()) {
      if (year === 2022 && line === MISSING) continue;
      // line effects 0, 1.5, 3… with a repeatable repetition error
      const values = [0, 1, 2].map(
        (rep) =>
          Math.round((level + index * 1.5 + Math.sin(index * 7 + rep * 3 + year)) * 100) / 100,
      );
      await plant({ specId, fieldId, year }, line, values);
    }
  }
  for (const [index, line] of LINES_2023.entries()) {
    const values = [27 + index, 28.4 + index, 26.7 + index];
    await plant(
      { specId, fieldId, year: 2023 },
      line,
      line === 'Смесь-2' ? values.slice(0, 2) : values,
    );
  }
  await page.reload();
  expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => shot(`mixed-options-${task.name.replace(/\W+/g, '-')}`));
});

describe('the multi-season mixed model and the correlation of line means (decision 053)', () => {
  it('keeps a line missing from a season in the mixed model, with its plots and seasons', async () => {
    await page.goto('/fields/statistic/multiple-field-comparisons');
    await page.getByTestId('statistics-hint').waitFor();
    await pick('statistics-seasons', '2021', '2022');
    await choose(page.getByTestId('statistics-feature'), FEATURE);

    // auto: a line with values is left out of the balanced part, so the server runs the mixed
    await page.getByTestId('met-result').waitFor();
    await expect.poll(modelOf).toBe('mixed');
    expect(await page.getByTestId('met-excluded').innerText()).toContain(MISSING);

    const models = page.getByTestId('statistics-trial-model');
    await models.getByText('Простая', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('model')).toBe('simple');
    await expect.poll(modelOf).toBe('simple');
    expect(await page.getByTestId('met-mixed').count()).toBe(0);
    expect(await rowsOf('stat-table-means').count()).toBe(LINES.length - 1 + 1);

    await models.getByText('Смешанная модель', { exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('model')).toBe('mixed');
    const mixed = page.getByTestId('met-mixed');
    await mixed.waitFor();
    expect(await page.getByTestId('met-model').innerText()).toContain('(1 | line:env)');
    await expect.poll(() => rowsOf('stat-table-mixed-lines').count()).toBe(LINES.length);
    // rank, line, mean, SE, df, plots, seasons
    const missing = rowsOf('stat-table-mixed-lines').filter({ hasText: MISSING });
    const cells = await missing.locator('td').allInnerTexts();
    expect(cells[1]).toBe(MISSING);
    expect(cells.slice(5)).toEqual(['3', '1']);
    const full = await rowsOf('stat-table-mixed-lines')
      .filter({ hasText: LINES[0] })
      .locator('td')
      .allInnerTexts();
    expect(full.slice(5)).toEqual(['6', '2']);
    // the highest adjusted mean is ranked first
    expect((await rowsOf('stat-table-mixed-lines').first().locator('td').allInnerTexts())[0]).toBe(
      '1',
    );
    expect(await rowsOf('stat-table-mixed-tests').count()).toBe(3);
    expect(await mixed.innerText()).toMatch(/НСР₀₅ = t₀,₉₇₅\(df линий\)·SED = \d+,\d{3}/);
    expect(await page.getByTestId('statistics-method').innerText()).toContain('решение 053');
    await shot('statistics-multiple-fields-mixed-ru');

    await switchLanguage('en');
    await page.getByText('Mixed model (all lines)').waitFor();
    await shot('statistics-multiple-fields-mixed-en');
    await switchLanguage('ru');
  });

  it('shows why the balanced analysis could not run, and the mixed model of every line', async () => {
    await page.goto('/fields/statistic/multiple-field-comparisons');
    await page.getByTestId('statistics-hint').waitFor();
    await pick('statistics-seasons', '2021', '2023');
    await choose(page.getByTestId('statistics-feature'), FEATURE);

    const refusal = page.getByTestId('met-balanced-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/Сбалансированный анализ не выполнен\s+\S/);
    expect(await modelOf()).toBe('mixed');
    // no empty balanced tables or charts in its place
    expect(await page.getByTestId('stat-table-environments').count()).toBe(0);
    expect(await page.getByTestId('met-heatmap').count()).toBe(0);
    expect(await page.getByTestId('met-bartlett').count()).toBe(0);
    const lines = new Set([...LINES, ...LINES_2023]);
    await expect.poll(() => rowsOf('stat-table-mixed-lines').count()).toBe(lines.size);
    expect(await page.getByRole('heading', { level: 2 }).first().innerText()).toContain(
      `${lines.size} линий`,
    );
    await shot('statistics-multiple-fields-refusal-ru');
  });

  it('correlates the rows’ adjusted means: one point per row, not per plot', async () => {
    await page.goto('/fields/statistic/correlation');
    await page.getByTestId('statistics-hint').waitFor();
    await pick('statistics-seasons', '2025');
    await pick('statistics-features', FEATURE, 'масличность');

    const stats = page.getByTestId('correlation-pair-stats');
    await expect.poll(() => stats.innerText()).toContain('n (делянок)');
    expect(await stats.innerText()).toContain(String(TRIAL.plots));
    const n = () => rowsOf('correlation-pairs').first().locator('td').last().innerText();
    expect(await n()).toBe(String(TRIAL.plots));

    await page
      .getByTestId('correlation-basis')
      .getByText('Средние линий (скорректированные)')
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('basis')).toBe('line_means');
    await expect.poll(n).toBe(String(TRIAL.rows));
    await expect.poll(() => stats.innerText()).toContain('n (строк)');
    expect(await stats.innerText()).toMatch(new RegExp(`n \\(строк\\)\\s+${TRIAL.rows}\\b`));
    expect(await page.getByTestId('statistics-method').innerText()).toContain('n — число строк');
    await shot('statistics-correlation-line-means-ru');

    await switchLanguage('en');
    await expect.poll(() => stats.innerText()).toContain('n (rows)');
    await shot('statistics-correlation-line-means-en');
    await switchLanguage('ru');
  });
});
