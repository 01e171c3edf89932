import { CorrelationMatrix, CorrelationPairs } from '@plotline/contract/statistics-visualisation';
import { computeCorrelationMatrix } from '@plotline/stats/descriptive/correlation';
import { expectClose } from '@plotline/stats/testing/golden';
import { readGoldenPlots, readTrialGolden } from '@plotline/stats/testing/trial-model-golden';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery } from '../../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../../test/test-app.ts';

// Issue 18, decision 053: correlation on line means. A point is a row of the season with its
// mean as the rows pages give it: R's adjusted mean (emmeans of lmer(y ~ line + (1|rep))) where
// plots are missing, the plain mean where the rows are complete blocks.

const golden = readTrialGolden();
const YIELD = 'урожай';
const HEIGHT = 'высота';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let yearId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, yearId } = await setUpNursery(app));
});
afterEach(() => app.close());

/** The golden RCBD: yield with its 5 missing plots; height on every plot (y + 2·rep). */
async function plantTrial() {
  const { db } = await getTestDatabase();
  const plots = readGoldenPlots();
  const rows = await buildPlots(
    db,
    { id: yearId, cropId },
    plots.map((plot) => plot.plot),
  );
  for (const [index, row] of rows.entries()) {
    const plot = plots[index];
    if (!plot) continue;
    if (!plot.missing)
      await buildResult(db, { cropId, plotId: row.id, feature: YIELD, value: plot.y });
    await buildResult(db, {
      cropId,
      plotId: row.id,
      feature: HEIGHT,
      value: plot.y + 2 * Number(plot.rep),
    });
  }
  return plots;
}

describe('correlation on line means (basis=line_means)', () => {
  it('correlates the rows’ adjusted means, one point per row', async () => {
    const plots = await plantTrial();
    const query = `year_id=${yearId}&features=${YIELD},${HEIGHT}`;
    const response = await api('GET', `correlation/?${query}&basis=line_means`);
    expect(response.statusCode, response.body).toBe(200);
    const [pair] = CorrelationPairs.parse(response.json());
    const lines = Object.keys(golden.mixed.means);
    expect(pair?.plot_names).toEqual(lines);
    expect(pair?.n).toBe(16);
    // yield: R's adjusted means; height (every plot): the plain means
    lines.forEach((line, i) => {
      expectClose(pair?.x[i] as number, golden.mixed.means[line]?.emmean as number, line);
      const own = plots.filter((plot) => plot.line === line);
      const mean = own.reduce((sum, plot) => sum + plot.y + 2 * Number(plot.rep), 0) / own.length;
      expectClose(pair?.y[i] as number, mean, `${line} height`);
    });
    const expected = computeCorrelationMatrix(
      [Float64Array.from(pair?.x ?? []), Float64Array.from(pair?.y ?? [])],
      'pearson',
    );
    expectClose(pair?.corr as number, expected.r[1] as number, 'r');
    // the plots basis has one point per plot with both values
    const [byPlots] = (await api('GET', `correlation/?${query}`)).json() as CorrelationPairs;
    expect(byPlots?.n).toBe(43);

    const matrix = await api('GET', `correlation_matrix/?${query}&basis=line_means`);
    const parsed = CorrelationMatrix.parse(matrix.json());
    expect(parsed.basis).toBe('line_means');
    expect(parsed.n[0]?.[0]).toBe(16);
    expectClose(parsed.r[0]?.[1] as number, expected.r[1] as number, 'matrix r');
    expect(
      CorrelationMatrix.parse((await api('GET', `correlation_matrix/?${query}`)).json()).basis,
    ).toBe('plots');
  });

  it('refuses an unknown basis with a 400 naming it', async () => {
    await plantTrial();
    const response = await api(
      'GET',
      `correlation/?year_id=${yearId}&features=${YIELD},${HEIGHT}&basis=lines`,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain('basis');
  });
});
