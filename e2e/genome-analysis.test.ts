import type { Page } from 'playwright-core';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { switchUiLanguage, takeShot } from './support/page-shots.ts';
import { DEMO, OPEN_DROPDOWN, signIn, useApp } from './support/use-app.ts';

const app = useApp({ SEED_DEMO: 'true' });
/** The demo sunflower's SNP panel of its lines (seed-demo-genome.ts). */
const PANEL = 'Демо-панель 1K SNP';
/** Heterotic groups given to the demo's ВК lines before the analysis. */
const GROUPS = { cms: 'ЦМС-линии (A)', restorer: 'Восстановители (Rf)' } as const;
let page: Page;

const shot = (name: string) => takeShot(page, `genome-analysis-${name}`);

const switchLanguage = (language: 'en' | 'ru') => switchUiLanguage(page, language);

/** The chart's pixels as a data URL: tells whether a redraw changed the picture. */
const canvasOf = (testId: string) =>
  page
    .getByTestId(testId)
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => canvas.toDataURL());

const tab = (name: string) =>
  page.getByTestId('genome-analysis-tabs').getByRole('tab', { name, exact: true });

beforeAll(async () => {
  page = await app.context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.username, DEMO.password);
  expect(await page.getByTestId('crop-menu').textContent()).toContain('Подсолнечник');
  // the demo lines have no heterotic group: the CMS lines (ВК-…А) and the restorers get one
  const token = (await app.context.cookies()).find((c) => c.name === 'token')?.value;
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${app.server.url}/api/v1/plotline_db/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(answer.status, `${method} ${path}`).toBeLessThan(300);
    return answer.json();
  };
  const crops = (await call('GET', 'species_table/')) as {
    data: { spec_id: number; russian_name: string }[];
  };
  const specId = crops.data.find((crop) => crop.russian_name === 'Подсолнечник')?.spec_id;
  const lines = (await call('GET', `line_ids_names/?spec_id=${specId}&limit=200`)) as {
    line_id: number;
    line_name: string;
  }[];
  for (const line of lines.filter((l) => l.line_name.startsWith('ВК-'))) {
    const group = /[АA]$/.test(line.line_name) ? GROUPS.cms : GROUPS.restorer;
    await call('PATCH', `line_table_list/${line.line_id}/`, { heterotic_group: group });
  }
});

beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => shot(`failed-${task.name.replace(/\W+/g, '-')}`));
});

describe('the genome analysis page (issue 19, decision 054)', () => {
  it('runs a structure analysis of the demo panel and shows PCA, tree and distances', async () => {
    await page.goto('/genome/genome-analysis');
    await page.getByTestId('genome-analysis-page').waitFor();
    const matrix = page.getByTestId('genome-analysis-matrix');
    await expect.poll(() => matrix.innerText()).toContain(PANEL);
    await page.getByTestId('genome-analyses').getByText('Анализов ещё нет').waitFor();

    const started = page.waitForResponse(
      (r) => r.url().includes('/genome_analyses/') && r.request().method() === 'POST',
    );
    await page.getByTestId('genome-analysis-run').click();
    expect((await started).status()).toBeLessThan(300);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('analysis'), { timeout: 10_000 })
      .toMatch(/^\d+$/);
    const selected = page.getByTestId('genome-analysis-selected');
    await expect
      .poll(() => selected.getAttribute('data-status'), { timeout: 60_000 })
      .toMatch(/^(success|failed|cancelled)$/);
    if ((await selected.getAttribute('data-status')) !== 'success') {
      await shot('not-done-ru');
      expect.fail(`the analysis ended ${await selected.innerText()}`);
    }
    const row = page.getByTestId('genome-analysis-row');
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.getAttribute('data-status')).toBe('success');
    expect(await row.innerText()).toContain(PANEL);

    // PCA: the scatter, the scree and the markers kept
    await page.getByTestId('genome-analysis-pca-scatter').locator('canvas').first().waitFor();
    await page.getByTestId('genome-analysis-scree').locator('canvas').first().waitFor();
    expect(await page.getByTestId('genome-analysis-markers').innerText()).toMatch(
      /^В анализе [\d\s]+ из [\d\s]+ маркеров; отброшено: по частоте минорного аллеля — \d+/,
    );
    expect(await page.getByTestId('genome-analysis-grm').innerText()).toMatch(
      /^среднее по диагонали \d/,
    );
    const samples = Number(
      (await page.getByTestId('genome-analysis-summary').innerText())
        .match(/Образцов\s+(\d+)/)?.[1]
        ?.trim(),
    );
    expect(samples).toBeGreaterThan(3);
    await page.waitForTimeout(300);
    const plain = await canvasOf('genome-analysis-pca-scatter');
    await page.getByTestId('genome-analysis-grouping').click();
    await page.locator(OPEN_DROPDOWN).getByTitle('Гетерозисная группа', { exact: true }).click();
    await expect.poll(() => canvasOf('genome-analysis-pca-scatter')).not.toBe(plain);
    await shot('pca-ru');

    // the tree: a label per sample; the address keeps the tab
    await tab('Дерево').click();
    await expect.poll(() => page.getByTestId('genome-analysis-tip').count()).toBe(samples);
    expect(new URL(page.url()).searchParams.get('view')).toBe('tree');
    await shot('tree-ru');

    // distances: the heat map (the panel has fewer than 500 samples) and the range
    await tab('Генетические дистанции').click();
    await page.getByTestId('genome-analysis-heatmap').locator('canvas').first().waitFor();
    expect(await page.getByTestId('genome-analysis-distance-range').innerText()).toMatch(
      /^IBS \(Роджерс\): мин\. [\d,]+, среднее [\d,]+, макс\. [\d,]+$/,
    );
    await shot('distances-ru');

    // a reload opens the same analysis and tab
    await page.reload();
    await page.getByTestId('genome-analysis-heatmap').locator('canvas').first().waitFor();

    await switchLanguage('en');
    await tab('Genetic distances').waitFor();
    await shot('distances-en');
    await tab('Principal components (PCA)').click();
    await page.getByTestId('genome-analysis-pca-scatter').locator('canvas').first().waitFor();
    expect(await page.getByTestId('genome-analysis-markers').innerText()).toMatch(
      /markers kept: \d+ low MAF, \d+ low call rate\.$/,
    );
    await page.getByTestId('genome-analysis-grouping').click();
    await page.locator(OPEN_DROPDOWN).getByTitle('Heterotic group', { exact: true }).click();
    await shot('pca-en');
    await tab('Tree').click();
    await expect.poll(() => page.getByTestId('genome-analysis-tip').count()).toBe(samples);
    await shot('tree-en');
    await switchLanguage('ru');
  });

  it('shows the progress, the updating message and Cancel while an analysis runs', async () => {
    // the demo panel is done within the start's answer: its job is shown running here
    const running = { status: 'processing', progress: 40 };
    let cancelled = false;
    await page.route(/\/genome_analyses\/\d+\/$/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as Record<string, unknown>;
      const job = cancelled ? { status: 'cancelled', progress: 40 } : running;
      await route.fulfill({ response: answer, json: { ...body, ...job, job_id: 1, result: null } });
    });
    await page.route(/\/jobs\/\d+\/(cancel\/)?$/, async (route) => {
      if (route.request().method() === 'POST') cancelled = true;
      const status = cancelled ? 'cancelled' : running.status;
      await route.fulfill({
        json: { job_id: 1, status, progress: running.progress, errors: [], result: null },
      });
    });
    await page.goto('/genome/genome-analysis');
    await page.getByTestId('genome-analysis-row').click();
    const block = page.getByTestId('genome-analysis-running');
    await block.getByText('Анализ обновляется…').waitFor();
    expect(await block.locator('.ant-progress').getAttribute('aria-valuenow')).toBe('40');
    await shot('running-ru');
    await block.getByTestId('genome-analysis-cancel').click();
    await page.getByText('Анализ отменён').waitFor();
    expect(cancelled).toBe(true);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  it('deletes an analysis after the confirmation', async () => {
    await page.goto('/genome/genome-analysis');
    const row = page.getByTestId('genome-analysis-row');
    await expect.poll(() => row.count()).toBe(1);
    await row.click();
    await page.getByTestId('genome-analysis-selected').waitFor();
    await row.getByTestId('genome-analysis-delete').click();
    await page.getByTestId('genome-analysis-delete-confirm').click();
    await expect.poll(() => row.count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('analysis')).toBeNull();
    expect(await page.getByTestId('genome-analysis-selected').count()).toBe(0);
  });
});
