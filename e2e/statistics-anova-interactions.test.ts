import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');

/**
 * A two-factor trial seeded through the API: 4 lines × 3 nitrogen doses (`удобрение`), every
 * combination a plot base name in 3 repetitions. The repetitions are strong blocks (0, +6, −6)
 * and one plot lacks its yield: the simple НСР (one-way, decision 017) puts the blocks into
 * the error, the mixed model keeps them, so a row 3 units above the control differs only there.
 */
const LINES = ['Альфа', 'Бета', 'Гамма', 'Дельта'];
const DOSES = ['N0', 'N60', 'N120'];
const BLOCKS = [0, 6, -6];
const LINE_EFFECT = [0, 3, -10, 10];
const DOSE_EFFECT = [0, 8, 12];
const MISSING = 'Гамма-N120/2';
const CONTROL = 'Альфа-N0';
/** Differs from the control by 3: significant under the mixed model only. */
const CLOSE_ROW = 'Бета-N0';
const FEATURE = 'урожай';
const FACTOR = 'удобрение';

let page: Page;
let fieldId = 0;
/** The season with a missing plot, and a complete one (a balanced split-plot). */
let yearId = 0;
let completeYearId = 0;

type ApiAnova = {
  model_stat: Record<string, { 'PR(>F)': number | null }>;
  adjusted_means: { predictor: string; levels: { level: string; letter: string }[] }[];
};
type ApiStrata = { error_strata: { term: string; error: string; df: number }[] };
type ApiNsrPage = {
  data: { plot_name: string; features: { significance: boolean | null }[] }[];
  seasons: { model?: string }[];
};

/** A call of the API under test with the bearer token of the signed-in page. */
async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** A small fixed "plot error" (no randomness: the test must give the same data every run). */
const noise = (index: number) => Math.round(Math.sin(index * 12.9898) * 40) / 100;

/**
 * Seeds the trial in season `year` of the nursery `Азот × сорт` of the demo sunflower (made
 * on the first call) and returns the season id; `isComplete` leaves no plot without its yield.
 */
async function seedTrial(year: number, isComplete: boolean): Promise<number> {
  const crops = await call<{ data: { spec_id: number; russian_name: string }[] }>(
    'GET',
    'species_table/',
  );
  const specId = crops.data.find((crop) => crop.russian_name === 'Подсолнечник')?.spec_id ?? 0;
  fieldId ||= (
    await call<{ field_id: number }>('POST', 'field_table/', {
      spec_id: specId,
      field_name: 'Азот × сорт',
      region: 'Краснодарский край',
    })
  ).field_id;
  const season = await call<{ id: number }>('POST', 'field_year_add/', {
    field_id: fieldId,
    year,
    spec_id: specId,
  });
  const results: object[] = [];
  for (const [l, line] of LINES.entries()) {
    for (const [d, dose] of DOSES.entries()) {
      const plots = await call<{ plot_id: number; plot_name: string }[]>('POST', 'plot_table/', {
        plot_name: `${line}-${dose}`,
        field: fieldId,
        year,
        spec_id: specId,
        line_name: line,
        repetitions: BLOCKS.length,
      });
      for (const [r, plot] of plots.entries()) {
        const index = results.length;
        // a line that answers nitrogen less: the line × dose interaction
        const interaction = l === 2 ? -d * 4 : 0;
        const value =
          50 + (LINE_EFFECT[l] ?? 0) + (DOSE_EFFECT[d] ?? 0) + interaction + (BLOCKS[r] ?? 0);
        results.push({ plot: plot.plot_id, feature: FACTOR, unit: '', value: dose });
        if (isComplete || plot.plot_name !== MISSING) {
          results.push({
            plot: plot.plot_id,
            feature: FEATURE,
            unit: 'ц/га',
            value: value + noise(index),
          });
        }
      }
    }
  }
  await call('POST', 'plot_final_results/add_multiple/', { results });
  return season.id;
}

/** Chooses options of an antd Select by their text, then closes it. */
async function choose(select: Locator, ...options: string[]) {
  await select.click();
  const popup = page.locator(OPEN_DROPDOWN);
  for (const option of options) await popup.getByTitle(option, { exact: true }).click();
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  page = await app.context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  yearId = await seedTrial(2025, false);
  completeYearId = await seedTrial(2024, true);
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('ANOVA with an interaction, and the trial model of the НСР', () => {
  it('fits line × fertiliser: the interaction row, adjusted means with letters and a chart', async () => {
    await page.goto(`/fields/statistic/anova?yearIds=${yearId}`);
    await choose(page.getByTestId('statistics-dependent'), FEATURE);
    await choose(
      page.getByTestId('statistics-factors'),
      'Линия (сорт)',
      FACTOR,
      'Повторность (блок)',
    );
    await page.getByTestId('anova-table').waitFor();
    await choose(page.getByTestId('statistics-interactions'), `Линия (сорт) × ${FACTOR}`);
    await expect
      .poll(() => page.getByTestId('anova-model').innerText())
      .toContain(`line:${FACTOR}`);

    const expected = await call<ApiAnova>(
      'GET',
      `anova/?year_id=${yearId}&dependent_var=${encodeURIComponent(FEATURE)}` +
        `&group_vars=line&group_vars=${encodeURIComponent(FACTOR)}&group_vars=repetition` +
        `&group_vars=${encodeURIComponent(`line:${FACTOR}`)}`,
    );
    const interaction = expected.model_stat[`line:${FACTOR}`];
    expect(interaction?.['PR(>F)']).toBeLessThan(0.05);
    const table = page.getByTestId('anova-table');
    const row = table.locator('tr.ant-table-row', { hasText: `Линия (сорт) × ${FACTOR}` });
    expect(await row.getAttribute('class')).toContain('pl-model-row-significant');
    // line, dose, repetition, line × dose, residual
    expect(await table.locator('tbody tr.ant-table-row').count()).toBe(5);

    // one section per factor: adjusted means with letters (highest first), a chart with canvas
    const sections = page.getByTestId('tukey-section');
    expect(await sections.count()).toBe(3);
    const doses = sections.nth(1);
    const means = doses.getByTestId('anova-means').locator('tbody tr.ant-table-row');
    expect(await means.count()).toBe(DOSES.length);
    const apiDoses = expected.adjusted_means.find((m) => m.predictor === FACTOR)?.levels ?? [];
    const firstLevel = await means.first().locator('td').first().innerText();
    const firstLetter = await means.first().locator('td').last().innerText();
    expect(firstLevel).toBe('N120');
    expect(firstLetter).toBe(apiDoses.find((l) => l.level === 'N120')?.letter);
    await doses.getByTestId('anova-means-chart').locator('canvas').waitFor();
    expect(await page.getByTestId('statistics-method').innerText()).toContain('III типа');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({
      path: join(SHOTS, 'statistics-anova-interaction-ru.png'),
      fullPage: true,
    });

    // Dunnett against N0 on the adjusted means
    await choose(page.getByTestId('statistics-dunnett-control'), `${FACTOR}: N0`);
    const dunnett = page.getByTestId('dunnett-section');
    await dunnett.waitFor();
    expect(await dunnett.locator('tbody tr.ant-table-row').count()).toBe(DOSES.length - 1);
  });

  it('runs the НСР on the mixed model where a plot is missing; the simple model loses the verdict', async () => {
    const feature = encodeURIComponent(FEATURE);
    const control = encodeURIComponent(CONTROL);
    await page.goto(
      `/fields/statistic/nsr?yearIds=${yearId}&feature=${feature}` +
        `&controlYearId=${yearId}&control=${control}`,
    );
    const lines = page.getByTestId('trial-model-lines');
    await lines.waitFor();
    expect(await lines.innerText()).toContain('смешанная модель');
    const table = page.getByTestId('statistics-table');
    const closeRow = () => table.locator('tr.ant-table-row', { hasText: CLOSE_ROW });
    await expect
      .poll(async () => (await closeRow().getAttribute('class')) ?? '')
      .toContain('pl-stat-row-green');
    const rows = `calculate_nsr_multiple/?year_ids=${yearId}&feature=${feature}&control_plot=${control}&control_plot_year_id=${yearId}&page_size=50`;
    const mixed = await call<ApiNsrPage>('GET', rows);
    expect(mixed.seasons[0]?.model).toBe('mixed');
    const closeOf = (answer: ApiNsrPage) =>
      answer.data.find((r) => r.plot_name === CLOSE_ROW)?.features[0]?.significance;
    expect(closeOf(mixed)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'statistics-nsr-mixed-ru.png'), fullPage: true });

    await page.getByTestId('statistics-trial-model').getByText('Простая', { exact: true }).click();
    await expect.poll(() => lines.innerText()).toContain('простая');
    expect(new URL(page.url()).searchParams.get('model')).toBe('simple');
    await expect
      .poll(async () => (await closeRow().getAttribute('class')) ?? '')
      .not.toContain('pl-stat-row-green');
    const simple = await call<ApiNsrPage>('GET', `${rows}&model=simple`);
    expect(simple.seasons[0]?.model).toBe('simple');
    expect(closeOf(simple)).toBe(false);
  });
  it('tests the main plot factor of a split-plot against the main-plot error', async () => {
    const factor = encodeURIComponent(FACTOR);
    await page.goto(
      `/fields/statistic/anova?yearIds=${completeYearId}&feature=${encodeURIComponent(FEATURE)}` +
        `&factor=line&factor=${factor}&factor=repetition&interaction=line:${factor}` +
        `&mainPlot=${factor}`,
    );
    const table = page.getByTestId('anova-table');
    await table.waitFor();
    const errorName = `Ошибка главных делянок (Повторность (блок) × ${FACTOR})`;
    await table.locator(`tr.pl-model-row-error[data-row-key="repetition:${FACTOR}"]`).waitFor();
    expect(await table.locator('tr.pl-model-row-error td').first().innerText()).toBe(errorName);
    expect(await table.locator('thead').innerText()).toContain('Проверяется против');
    const expected = await call<ApiStrata>(
      'GET',
      `anova/?year_id=${completeYearId}&dependent_var=${encodeURIComponent(FEATURE)}` +
        `&group_vars=line&group_vars=${factor}&group_vars=repetition` +
        `&group_vars=${encodeURIComponent(`line:${FACTOR}`)}&main_plot=${factor}`,
    );
    const stratum = expected.error_strata.find((s) => s.term === FACTOR);
    expect(stratum?.error).toBe(`repetition:${FACTOR}`);
    const doseRow = table.locator('tr.ant-table-row').nth(1);
    expect(await doseRow.locator('td').first().innerText()).toBe(FACTOR);
    expect(await doseRow.locator('td').last().innerText()).toBe(`${errorName}, df ${stratum?.df}`);
    expect(await page.getByTestId('statistics-method').innerText()).toContain(
      'Расщеплённые делянки',
    );
  });
});
