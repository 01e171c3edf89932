import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NsrRowsPage } from '@plotline/contract/statistics';
import { expectClose } from '@plotline/stats/testing/golden';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.ts';
import { type ApiCaller, setUpNursery } from '../../../test/nursery-api.ts';
import { buildResult } from '../../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../../test/test-app.ts';

// Issue 18, decision 053: an augmented RCBD as the field map lays it out (checks C1–C4 in each
// of 5 blocks, 20 new entries once each, their repetition their block; seed 11) is analysed as
// its design — lmer(y ~ line + (1|block)): the new entries' means adjusted by their blocks.

const FOLDER = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../../packages/stats/golden/mixed/trial-model-augmented',
);
const layout = readFileSync(join(FOLDER, 'trial-model-augmented.csv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((row) => {
    const [plot, line, block, y] = row.replaceAll('"', '').split(',');
    return { plot: plot as string, line: line as string, block: Number(block), y: Number(y) };
  });
type Estimate = { emmean: number; se: number; df: number };
type Contrast = { estimate: number; se: number; df: number; nsr05: number; nsr_stars: string };
const R = JSON.parse(readFileSync(join(FOLDER, 'trial-model-augmented.json'), 'utf8')) as {
  block_variance: number;
  residual_variance: number;
  means: Record<string, Estimate>;
  contrasts: Record<string, Contrast>;
};
const FEATURE = 'урожай';
const CHECKS = ['C1', 'C2', 'C3', 'C4'];
const FRESH = Array.from({ length: 20 }, (_, i) => `N${String(i + 1).padStart(2, '0')}`);

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let fieldId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, fieldId } = await setUpNursery(app));
});
afterEach(() => app.close());

describe('an augmented design laid out by the field map', () => {
  it('names each new entry by its block and gets R’s adjusted means and НСР₀₅', async () => {
    const plotIds: number[] = [];
    for (const name of [...CHECKS, ...FRESH]) {
      const created = await api('POST', 'plot_table/', {
        plot_name: name,
        field: fieldId,
        year: 2025,
        spec_id: cropId,
        line_name: name,
      });
      plotIds.push(created.json()[0].plot_id);
    }
    const moved = await api('POST', 'plot_table/create_multiple/', {
      field_id: fieldId,
      spec_id: cropId,
      new_year: 2026,
      plot_ids: plotIds,
      repetitions: 5,
      design: { type: 'augmented_rcbd', seed: 11, checks: CHECKS },
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const yearId: number = moved.json()[0].year_id;
    const { db } = await getTestDatabase();
    const plots = await queryRows<{ id: number; name: string }>(
      db,
      sql`select id, name from plots where field_year_id = ${yearId} order by position`,
    );
    // the map is the golden layout, plot for plot
    expect(plots.map((plot) => plot.name)).toEqual(layout.map((plot) => plot.plot));
    for (const [index, plot] of plots.entries()) {
      const value = layout[index]?.y as number;
      await buildResult(db, { cropId, plotId: plot.id, feature: FEATURE, value });
    }
    const response = await api(
      'GET',
      `calculate_nsr_multiple/?year_ids=${yearId}&feature=${FEATURE}&control_plot=C1&control_plot_year_id=${yearId}&page_size=50`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = NsrRowsPage.parse(response.json());
    expect(page.seasons[0]).toMatchObject({ model: 'mixed', design: 'rcbd' });
    // REML optima: 1e-5 (lme4's own tolerance)
    const [season] = page.seasons;
    expect(Math.abs((season?.block_variance as number) / R.block_variance - 1)).toBeLessThan(1e-5);
    expect(Math.abs((season?.residual_variance as number) / R.residual_variance - 1)).toBeLessThan(
      1e-5,
    );
    expect(page.data).toHaveLength(24);
    for (const row of page.data) {
      const item = row.features[0] as Record<string, unknown>;
      expectClose(
        item.avg_value as number,
        R.means[row.plot_name]?.emmean as number,
        row.plot_name,
      );
      const contrast = R.contrasts[row.plot_name];
      if (!contrast) continue;
      expectClose(item.nsr as number, contrast.nsr05, `${row.plot_name} НСР₀₅`);
      expect(item.stars, row.plot_name).toBe(contrast.nsr_stars);
    }
    expect(Object.values(R.contrasts).filter((c) => c.nsr_stars !== '').length).toBeGreaterThan(3);
  });
});
