import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brushes, fields, lines, plots } from '../../db/schema.ts';
import { type CompanyFixture, setUpCompany } from '../../test/company-fixture.ts';
import { buildCrop, buildField, buildFieldYear, buildPlots } from '../../test/nursery-factories.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { getProfile } from './get-profile.ts';

let app: FastifyInstance;
let fx: CompanyFixture;

/** A nursery of `author` with plots `names` (one line each), all created by them. */
async function buildWorkOf(author: number, fieldName: string, names: string[]) {
  const crop = await buildCrop(fx.db, { companyId: fx.company.id }, { russianName: fieldName });
  const field = await buildField(fx.db, crop, { name: fieldName });
  await fx.db.update(fields).set({ createdBy: author }).where(eq(fields.id, field.id));
  const created = await buildPlots(fx.db, await buildFieldYear(fx.db, field), names);
  const plotIds = created.map((plot) => plot.id);
  await fx.db.update(plots).set({ createdBy: author }).where(inArray(plots.id, plotIds));
  const lineIds = created.map((plot) => plot.lineId);
  await fx.db.update(lines).set({ createdBy: author }).where(inArray(lines.id, lineIds));
  return created;
}

describe('getProfile counts', () => {
  beforeEach(async () => {
    app = await buildTestApp();
    fx = await setUpCompany(app);
  });
  afterEach(() => app.close());

  it('counts what the user created, and the lines of their division', async () => {
    const { worker, chief, geneticist, boss } = fx.users;
    const own = await buildWorkOf(worker.id, 'Пшеница', ['A/1', 'B/1', 'C/1']);
    await buildWorkOf(chief.id, 'Ячмень', ['D/1', 'E/1']);
    await buildWorkOf(geneticist.id, 'Рожь', ['F/1']);
    const [first, second] = own;
    if (!first || !second) throw new Error('no plots');
    await fx.db.insert(brushes).values([
      { plotId: first.id, name: '1' },
      { plotId: first.id, name: '2' },
      { plotId: second.id, name: '1' },
    ]);

    expect(await getProfile(fx.db, worker.id)).toMatchObject({
      count_of_lines: 3,
      count_of_plots: 3,
      count_of_fields: 1,
      count_of_brushes: 3,
      count_of_lines_of_divisions: 5,
    });
    expect(await getProfile(fx.db, geneticist.id)).toMatchObject({
      count_of_lines: 1,
      count_of_plots: 1,
      count_of_fields: 1,
      count_of_brushes: 0,
      count_of_lines_of_divisions: 1,
    });
    // no division: no division count
    expect(await getProfile(fx.db, boss.id)).toMatchObject({
      count_of_lines: 0,
      count_of_plots: 0,
      count_of_lines_of_divisions: 0,
    });
  });

  it('answers the counts through users/profile/', async () => {
    await buildWorkOf(fx.users.chief.id, 'Овёс', ['A/1']);
    const response = await fx.call('chief', 'GET', 'users/profile/');
    expect(response.json()).toMatchObject({
      count_of_lines: 1,
      count_of_plots: 1,
      count_of_fields: 1,
      count_of_brushes: 0,
      count_of_lines_of_divisions: 1,
    });
  });
});
