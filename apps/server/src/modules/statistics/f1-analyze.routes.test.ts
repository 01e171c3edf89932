import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lines, plots } from '../../db/schema.ts';
import { type ApiCaller, setUpNursery } from '../../test/nursery-api.ts';
import { buildLine, buildResult } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let yearId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, yearId } = await setUpNursery(app));
});
afterEach(() => app.close());

/** Hybrid plots `[plot, mother, father, colour]`: the line `mother×father` with its pedigree. */
async function plantHybrids(hybrids: [string, string, string, string][]) {
  const { db } = await getTestDatabase();
  for (const [index, [plot, mother, father, colour]] of hybrids.entries()) {
    const line = await buildLine(db, cropId, `${mother}×${father}`);
    const [motherLine, fatherLine] = [
      await buildLine(db, cropId, mother),
      await buildLine(db, cropId, father),
    ];
    await db
      .update(lines)
      .set({ motherId: motherLine.id, fatherId: fatherLine.id })
      .where(eq(lines.id, line.id));
    const [created] = await db
      .insert(plots)
      .values({ fieldYearId: yearId, lineId: line.id, name: plot, position: index + 1 })
      .returning({ id: plots.id });
    await buildResult(db, { cropId, plotId: created?.id ?? 0, feature: 'окраска', value: colour });
  }
}

describe('f1_analyze/ of a qualitative feature', () => {
  it('gives the mothers × fathers table of the most frequent values', async () => {
    await plantHybrids([
      ['H1/1', 'М 10', 'X', 'белая'],
      ['H1/2', 'М 10', 'X', 'белая'],
      ['H1/3', 'М 10', 'X', 'жёлтая'],
      ['H2/1', 'М 10', 'Y', 'жёлтая'],
      ['H3/1', 'М 2', 'X', 'жёлтая'],
      ['H4/1', 'М 2', 'Y', 'красная'],
      ['H4/2', 'М 2', 'Y', 'белая'],
    ]);
    const response = await api('GET', `f1_analyze/?year_id=${yearId}&feature=окраска`);
    expect(response.statusCode).toBe(200);
    // mothers in natural order (“М 2” before “М 10”); a tie goes to the first value by name
    expect(response.json()).toEqual([
      {
        mother: 'М 2',
        common_mean: 'белая',
        fathers: [
          { name: 'X', value: 'жёлтая', common_mean: 'белая' },
          { name: 'Y', value: 'белая', common_mean: 'белая' },
        ],
      },
      {
        mother: 'М 10',
        common_mean: 'белая',
        fathers: [
          { name: 'X', value: 'белая', common_mean: 'белая' },
          { name: 'Y', value: 'жёлтая', common_mean: 'белая' },
        ],
      },
    ]);
  });
});
