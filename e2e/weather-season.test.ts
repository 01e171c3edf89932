import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

/**
 * Issue 16's flow end to end: a season's weather uploaded on the meteorology page, read on its
 * month page, a frost event added there and seen on the season chart, then the yield of three
 * nurseries analysed with their seasons' GDD as the ANCOVA covariate.
 */
const app = useApp({ SEED_DEMO: 'true' });
const SHOTS = resolve(import.meta.dirname, '../.test-results/e2e-shots');
const YEAR = 2026;
/** Three sunflower nurseries of one year, warmer from north to south (°C added to the mean). */
const NURSERIES = [
  { name: 'Опыт Север', warmth: 0 },
  { name: 'Опыт Центр', warmth: 1.5 },
  { name: 'Опыт Юг', warmth: 3 },
] as const;
const LINES = ['Восход', 'Лидер', 'Факел', 'Меридиан', 'Горизонт', 'Заря'];
let page: Page;
let specId = 0;
const sectors: { id: number; fieldId: number; yearId: number; params: Record<string, number> }[] =
  [];

type Json = Record<string, unknown>;

/** A call of the API under test with the bearer token of the signed-in page. */
async function api<T = Json>(method: string, path: string, body?: unknown): Promise<T> {
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const form = body instanceof FormData;
  const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(form || body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** Polls an import job to its end. */
async function finished(job: { job_id: number; status: string }) {
  let current = job;
  for (let tries = 0; tries < 200 && ['pending', 'processing'].includes(current.status); tries++) {
    await new Promise((done) => setTimeout(done, 150));
    current = await api('GET', `jobs/${job.job_id}/`);
  }
  expect(current, JSON.stringify(current)).toMatchObject({ status: 'success' });
}

/** Each day of the season (1 March–31 October) with a smooth spring-to-summer wave. */
function seasonDays(warmth: number) {
  const days: { date: string; tMin: number; tMax: number; rain: number }[] = [];
  for (let t = Date.UTC(YEAR, 2, 1); t <= Date.UTC(YEAR, 9, 31); t += 86_400_000) {
    const index = days.length;
    const mean = 4 + warmth + 18 * Math.sin((Math.PI * index) / 245);
    days.push({
      date: new Date(t).toISOString().slice(0, 10),
      tMin: Number((mean - 5.5).toFixed(1)),
      tMax: Number((mean + 5.5).toFixed(1)),
      rain: index % 4 === 0 ? Number((2 + (index % 7) * 0.7).toFixed(1)) : 0,
    });
  }
  return days;
}

beforeAll(async () => {
  page = await app.context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  const crops = await api<{ data: { spec_id: number; russian_name: string }[] }>(
    'GET',
    'species_table/',
  );
  specId = crops.data.find((crop) => crop.russian_name === 'Подсолнечник')?.spec_id ?? 0;

  // the three nurseries come from one nursery file (six hybrids × three repetitions each), their
  // yields from a results file: more where the season is warmer
  const header = [
    'Название питомника',
    'Год',
    'Регион',
    'Название делянки',
    'Название сорта',
    'Номер повторности',
  ];
  const rows: (string | number)[][] = [];
  for (const [n, nursery] of NURSERIES.entries()) {
    for (const [l, line] of LINES.entries()) {
      for (const rep of [1, 2, 3]) {
        const noise = (((n * 7 + l * 3 + rep * 5) % 9) - 4) * 0.35;
        const yieldOf = 24 + l * 1.2 + nursery.warmth * 1.8 + noise;
        const plot = `${nursery.name.slice(5, 6)}-${l + 1}`;
        rows.push([
          nursery.name,
          YEAR,
          'Краснодарский край',
          plot,
          line,
          rep,
          Number(yieldOf.toFixed(1)),
        ]);
      }
    }
  }
  const upload = async (path: string, columns: string[], width: number) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Питомники');
    sheet.addRow(columns);
    for (const row of rows) sheet.addRow(row.slice(0, width));
    const form = new FormData();
    form.set('spec_id', String(specId));
    form.set('file', new Blob([Buffer.from(await workbook.xlsx.writeBuffer())]), 'nurseries.xlsx');
    await finished(await api('POST', path, form));
  };
  await upload('upload_custom_file/field_file/', header, header.length);
  await upload(
    'upload_custom_file/plot_result/',
    [...header, 'Фенотип;Урожайность;ц/га'],
    header.length + 1,
  );
  const seasons = await api<
    Record<string, { year_id: number; field_id: number; field_name: string }[]>
  >('GET', `field_year/?spec_id=${specId}`);
  for (const nursery of NURSERIES) {
    const season = seasons[String(YEAR)]?.find((s) => s.field_name === nursery.name);
    expect(season, nursery.name).toBeDefined();
    const sector = await api<{ id: number; params: { id: number; kind: string }[] }>(
      'POST',
      'sector/',
      { name: `Метеопост ${nursery.name}`, year: YEAR, field_ids: [season?.field_id] },
    );
    sectors.push({
      id: sector.id,
      fieldId: season?.field_id ?? 0,
      yearId: season?.year_id ?? 0,
      params: Object.fromEntries(sector.params.map((p) => [p.kind, p.id])),
    });
  }
  // the centre and the south send their readings through the API; the north's come as a file
  for (const [index, sector] of sectors.entries()) {
    if (index === 0) continue;
    const days = seasonDays(NURSERIES[index]?.warmth ?? 0);
    await api(
      'POST',
      'meteo_params_value/',
      days.flatMap((day) => [
        { param: sector.params.t_min, date: day.date, value: day.tMin },
        { param: sector.params.t_max, date: day.date, value: day.tMax },
        { param: sector.params.precipitation, date: day.date, value: day.rain },
      ]),
    );
  }
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page?.screenshot({ path: join(SHOTS, `${task.name.replace(/\W+/g, '-')}.png`) });
  });
});

describe('a season’s weather feeds the analysis (issue 16)', () => {
  it('uploads the season, shows it by month, marks a frost on the chart, and fits yield on GDD', async () => {
    const north = sectors[0] as (typeof sectors)[number];
    // 1. the north's season as a `;` CSV with decimal commas, headers as the parameters are named
    const days = seasonDays(0);
    const file = join(mkdtempSync(join(tmpdir(), 'plotline-season-')), 'север-2026.csv');
    writeFileSync(
      file,
      [
        'Дата;Минимальная температура;Максимальная температура;Осадки',
        ...days.map((d) =>
          [
            d.date.split('-').reverse().join('.'),
            ...[d.tMin, d.tMax, d.rain].map((v) => String(v).replace('.', ',')),
          ].join(';'),
        ),
      ].join('\r\n'),
    );
    await page.goto(
      `/fields/meteorology?cultureId=${specId}&sector=${north.id}&year=${YEAR}&month=3`,
    );
    await page.getByTestId('month-grid').waitFor();
    await page.getByTestId('meteo-upload').click();
    const modal = page.getByTestId('meteo-upload-modal');
    await modal.locator('input[type=file]').setInputFiles(file);
    await modal.getByTestId('meteo-upload-submit').click();
    const status = () => modal.getByTestId('upload-job').getAttribute('data-status');
    await expect.poll(status, { timeout: 30_000 }).toBe('success');
    await modal.getByRole('button', { name: 'Закрыть' }).last().click();
    await modal.waitFor({ state: 'detached' });

    // 2. the month page of May shows the file's readings
    await page.goto(
      `/fields/meteorology?cultureId=${specId}&sector=${north.id}&year=${YEAR}&month=5`,
    );
    const may12 = days.find((d) => d.date === `${YEAR}-05-12`);
    const row = page.locator(`tr[data-date="${YEAR}-05-12"]`);
    await row.waitFor();
    await expect
      .poll(() => row.getByTestId('meteo-cell').first().inputValue())
      .toBe(String(may12?.tMin).replace('.', ','));

    // 3. a frost on 12 May, added on the month page, is marked on the season chart
    await page.getByRole('button', { name: `Добавить событие 12.05.${YEAR}` }).click();
    const event = page.getByTestId('event-modal');
    await event.getByTestId('event-note').fill('Заморозок на поверхности почвы −1 °C');
    await event.getByTestId('event-save').click();
    await event.waitFor({ state: 'detached' });
    await row.getByTestId('day-event').waitFor();
    await page.getByRole('tab', { name: 'График сезона' }).click();
    await page.getByTestId('season-field').click();
    await page.locator(OPEN_DROPDOWN).getByText(NURSERIES[0].name, { exact: true }).click();
    await page.getByTestId('season-chart').locator('canvas').waitFor();
    await expect
      .poll(() => page.getByTestId('season-events').locator('li').allTextContents())
      .toEqual([expect.stringContaining(`Заморозок — 12.05.${YEAR}`)]);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'weather-season-chart.png'), fullPage: true });

    // the three seasons' GDD differ, the warmer the larger
    const indices = await api<{ field_id: number; season: { gdd: number | null } }[]>(
      'GET',
      `meteo_params_value/indices/?spec_id=${specId}&year=${YEAR}`,
    );
    const gdd = sectors.map((s) => indices.find((i) => i.field_id === s.fieldId)?.season.gdd ?? 0);
    expect(gdd[0]).toBeLessThan(gdd[1] as number);
    expect(gdd[1]).toBeLessThan(gdd[2] as number);

    // 4. ANCOVA of yield by hybrid with GDD as the covariate across the three nurseries
    const yearIds = sectors.map((s) => s.yearId).join(',');
    await page.goto(
      `/fields/statistic/ancova?yearIds=${yearIds}&feature=${encodeURIComponent('урожайность')}&group=line`,
    );
    await page.getByTestId('statistics-covariate').click();
    await page
      .locator(OPEN_DROPDOWN)
      .getByTitle('Сумма эффективных температур (GDD)', { exact: true })
      .click();
    await page.getByTestId('ancova-fit').waitFor();
    expect(await page.getByTestId('ancova-model').innerText()).toBe('урожайность ~ line * GDD');
    const [first, ...rest] = sectors.map((s) => s.yearId);
    const fit = await api<{
      adjusted_means: { covariate_mean: number; means: unknown[]; slope: { coef: number } };
    }>(
      'GET',
      `ancova/?year_id=${first}&year_ids=${rest.join(',')}&dependent_var=${encodeURIComponent('урожайность')}` +
        '&group_var=line&covariate_var=GDD',
    );
    // every plot carries its season's GDD: 18 plots in each season, so the mean is theirs
    const mean = gdd.reduce((sum, value) => sum + (value ?? 0), 0) / 3;
    expect(fit.adjusted_means.covariate_mean).toBeCloseTo(mean, 6);
    expect(fit.adjusted_means.means).toHaveLength(LINES.length);
    expect(await page.getByTestId('adjusted-means').locator('tbody tr.ant-table-row').count()).toBe(
      LINES.length,
    );
    // the slope per °C·day is small: shown to 3 significant digits, not rounded to 0,01
    const coef = fit.adjusted_means.slope.coef;
    const digits = 2 - Math.floor(Math.log10(Math.abs(coef)));
    expect(await page.locator('body').innerText()).toContain(
      `«GDD» = ${coef.toFixed(digits).replace('.', ',')} (SE`,
    );
    await page.screenshot({ path: join(SHOTS, 'weather-season-ancova.png'), fullPage: true });
  });
});
