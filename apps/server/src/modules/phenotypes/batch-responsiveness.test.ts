import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { bearer, logInAs } from '../../test/factories.ts';
import { setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

const PLOTS = 1000;
const FEATURES = 10;

let app: FastifyInstance;
let base: string;

beforeEach(async () => {
  app = await buildTestApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => app.close());

/** `PLOTS` plots of one line in the season, written directly (the setup is not under test). */
async function seedPlots(yearId: number, cropId: number): Promise<number[]> {
  const { db } = await getTestDatabase();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with l as (insert into lines (crop_id, name) values (${cropId}, 'Линия') returning id)
      insert into plots (field_year_id, line_id, name, position)
      select ${yearId}, l.id, 'Делянка ' || g || '/1', g from l, generate_series(1, ${PLOTS}) g
      returning id`,
  );
  return rows.map((row) => row.id);
}

const call = (url: string, init: RequestInit = {}) =>
  fetch(`${base}/api/v1/${url}`, init).then(async (response) => ({
    status: response.status,
    at: performance.now(),
    body: await response.text(),
  }));

describe('a large batch write does not hold up other requests', () => {
  it('answers health and another user while 10,000 phenotype values are written', async () => {
    const { yearId, cropId } = await setUpNursery(app, 'alice');
    const plotIds = await seedPlots(yearId, cropId);
    await setUpStranger(app);
    const strangerHeaders = bearer((await logInAs(app, 'stranger')).access);
    const ownerHeaders = bearer((await logInAs(app, 'alice')).access);
    const results = plotIds.flatMap((plot) =>
      Array.from({ length: FEATURES }, (_, f) => ({
        plot,
        feature: `Признак ${f + 1}`,
        unit: 'см',
        value: (plot % 97) + f / 10,
      })),
    );

    let finished = false;
    const batch = call('plotline_db/plot_final_results/add_multiple/', {
      method: 'POST',
      headers: { ...ownerHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ results }),
    }).then((outcome) => {
      finished = true;
      return outcome;
    });
    const health: number[] = [];
    const reads: number[] = [];
    while (!finished) {
      const [answer, read] = await Promise.all([
        call('health/'),
        call('plotline_db/species_table/', { headers: strangerHeaders }),
      ]);
      if (answer.status === 200) health.push(answer.at);
      if (read.status === 200) reads.push(read.at);
    }
    const done = await batch;

    expect(done.status).toBe(201);
    const answeredDuring = (times: number[]) => times.filter((at) => at < done.at).length;
    // several round trips of both while the one write ran: nobody waited for it
    expect(answeredDuring(health)).toBeGreaterThan(2);
    expect(answeredDuring(reads)).toBeGreaterThan(2);
    const { db } = await getTestDatabase();
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from plot_results`,
    );
    expect(count?.n).toBe(PLOTS * FEATURES);
  });
});
