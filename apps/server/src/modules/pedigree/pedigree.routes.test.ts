import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { inbreedingOf } from './inbreeding-of.ts';

/**
 * Pedigrees, coancestry and crossing plans (decision 036). The pedigree is Mrode's Example 2.1
 * (Mrode 2005, "Linear Models for the Prediction of Animal Breeding Values", 2nd ed., §2.1):
 * 3 = (1, 2), 4 = (1, ?), 5 = (4, 3), 6 = (5, 2), so F5 = F6 = 1/8 and a56 = 0.6875.
 */
const NOT_FOUND = { detail: 'Not found.' };

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let fieldId: number;
let yearId: number;
let companyId: number;
const ids: Record<string, number> = {};

async function plant(line: string, mother?: string, father?: string, year = 2025) {
  const response = await api('POST', 'plot_table/', {
    plot_name: `P ${line}`,
    field: fieldId,
    year,
    spec_id: cropId,
    line_name: line,
    mother,
    father,
  });
  expect(response.statusCode).toBe(201);
}

async function lineIds(): Promise<Record<string, number>> {
  const table = (
    await api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}&page_size=100`)
  ).json();
  const out: Record<string, number> = {};
  for (const row of table.data) out[row.line_name] = row.line_id;
  return out;
}

async function signIn(username: string): Promise<[ApiCaller, number]> {
  const { db } = await getTestDatabase();
  const user = await buildUser(db, { username, companyId, role: 'employee' });
  return [apiAs(app, bearer((await logInAs(app, username)).access)), user.id];
}

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app, 'head');
  ({ api, cropId, fieldId, yearId, companyId } = nursery);
  await plant('M1');
  await plant('M2');
  await plant('M3', 'M1', 'M2');
  await plant('M4', 'M1');
  await plant('M5', 'M4', 'M3');
  await plant('M6', 'M5', 'M2');
  Object.assign(ids, await lineIds());
});
afterEach(() => app.close());

describe('GET getting_pedigree/', () => {
  it('answers ancestors and descendants with generations, edges, F and truncation', async () => {
    const response = await api('GET', `getting_pedigree/?line_id=${ids.M5}&recursion_depth=1`);
    expect(response.statusCode).toBe(200);
    const pedigree = response.json();
    const byName = Object.fromEntries(
      pedigree.nodes.map((node: { line_name: string }) => [node.line_name, node]),
    );
    expect(Object.keys(byName).sort()).toEqual(['M3', 'M4', 'M5', 'M6']);
    expect(byName.M5).toMatchObject({ generation: 0, inbreeding: 0.125, accessible: true });
    expect(byName.M3.generation).toBe(-1);
    expect(byName.M4.generation).toBe(-1);
    expect(byName.M6).toMatchObject({ generation: 1, inbreeding: 0.125, is_sort: false });
    expect(pedigree.edges).toEqual(
      expect.arrayContaining([
        { parent_id: ids.M4, child_id: ids.M5, role: 'mother' },
        { parent_id: ids.M3, child_id: ids.M5, role: 'father' },
        { parent_id: ids.M5, child_id: ids.M6, role: 'mother' },
      ]),
    );
    expect(pedigree.edges).toHaveLength(3);
    // M1 and M2 lie beyond depth 1
    expect(pedigree.truncated).toBe(true);
  });

  it('shows a line met on two paths once, at its nearest generation', async () => {
    const pedigree = (
      await api('GET', `getting_pedigree/?line_id=${ids.M6}&recursion_depth=5&offsprings=false`)
    ).json();
    const names = pedigree.nodes.map((node: { line_name: string }) => node.line_name);
    expect(names.sort()).toEqual(['M1', 'M2', 'M3', 'M4', 'M5', 'M6']);
    const m2 = pedigree.nodes.find((node: { line_name: string }) => node.line_name === 'M2');
    // M2 is the father of M6 (−1) and a grandparent through M3 (−3)
    expect(m2.generation).toBe(-1);
    expect(pedigree.edges).toHaveLength(7);
    expect(pedigree.truncated).toBe(false);
  });

  it('goes down only when asked, and refuses a bad depth with a translated 400', async () => {
    const down = (
      await api('GET', `getting_pedigree/?line_id=${ids.M1}&recursion_depth=2&parents=false`)
    ).json();
    const names = down.nodes.map((node: { line_name: string }) => node.line_name).sort();
    expect(names).toEqual(['M1', 'M3', 'M4', 'M5']);
    expect(down.truncated).toBe(true);
    const bad = await api('GET', `getting_pedigree/?line_id=${ids.M1}&recursion_depth=21`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      recursion_depth: ['Ensure this value is less than or equal to 20.'],
    });
  });

  it('marks lines the caller may not open, and hides the pedigree of such a line', async () => {
    // Л2 grows only in 2024, which the grantee does not see; its child grows in 2025
    await api('POST', 'field_year_add/', { field_id: fieldId, year: 2024, spec_id: cropId });
    await plant('Л2', undefined, undefined, 2024);
    await plant('Дитя', 'Л2', 'M1');
    const [viewer, viewerId] = await signIn('viewer');
    const grant = await api('POST', 'field_year_permissions/', {
      year_ids: [yearId],
      name: 'Читатели',
      write: false,
      user_ids: [viewerId],
    });
    expect(grant.statusCode).toBe(201);
    const child = (await lineIds()).Дитя as number;
    const pedigree = (await viewer('GET', `getting_pedigree/?line_id=${child}`)).json();
    const hidden = pedigree.nodes.find((node: { line_name: string }) => node.line_name === 'Л2');
    expect(hidden.accessible).toBe(false);
    const own = await viewer('GET', `getting_pedigree/?line_id=${hidden.line_id}`);
    expect(own.statusCode).toBe(404);
    const stranger = await setUpStranger(app);
    const refused = await stranger('GET', `getting_pedigree/?line_id=${ids.M5}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(NOT_FOUND);
  });
});

describe('inbreedingOf', () => {
  it('gives F over the whole known ancestry (Mrode: F5 = F6 = 1/8), 0 for an unknown id', async () => {
    const { db } = await getTestDatabase();
    const F = await inbreedingOf(db, [
      ids.M6 as number,
      ids.M5 as number,
      ids.M1 as number,
      999_999,
    ]);
    expect([...F.entries()]).toEqual([
      [ids.M6, 0.125],
      [ids.M5, 0.125],
      [ids.M1, 0],
      [999_999, 0],
    ]);
  });
});

describe('POST lines_coancestry/', () => {
  it('answers f = A/2 and F for Mrode’s Example 2.1, in the order asked', async () => {
    const response = await api('POST', 'lines_coancestry/', {
      spec_id: cropId,
      line_ids: [ids.M6, ids.M2, ids.M5],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.lines.map((line: { line_name: string }) => line.line_name)).toEqual([
      'M6',
      'M2',
      'M5',
    ]);
    expect(body.inbreeding).toEqual([0.125, 0, 0.125]);
    // Mrode's A: a66 = 1.125, a62 = 0.625, a65 = 0.6875, a22 = 1, a25 = 0.25, a55 = 1.125
    expect(body.coancestry).toEqual([
      [0.5625, 0.3125, 0.34375],
      [0.3125, 0.5, 0.125],
      [0.34375, 0.125, 0.5625],
    ]);
  });

  it('refuses another tenant’s line (404, even mixed with own ones) and over 500 ids (400)', async () => {
    const stranger = await setUpStranger(app);
    const ownCrop = (await stranger('POST', 'species_table/', { russian_name: 'Ячмень' })).json()
      .spec_id;
    const mixed = await stranger('POST', 'lines_coancestry/', {
      spec_id: ownCrop,
      line_ids: [ids.M1],
    });
    expect(mixed.statusCode).toBe(404);
    const foreignCrop = await stranger('POST', 'lines_coancestry/', {
      spec_id: cropId,
      line_ids: [ids.M1],
    });
    expect(foreignCrop.statusCode).toBe(404);
    const tooMany = await api(
      'POST',
      'lines_coancestry/',
      { spec_id: cropId, line_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      { 'accept-language': 'ru' },
    );
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json())).toEqual(['line_ids']);
    expect(tooMany.json().line_ids[0]).toMatch(/500/);
  });
});

describe('POST crossbreeding_planning/', () => {
  const plan = (extra: object) => ({
    spec_id: cropId,
    field_id: fieldId,
    year: 2026,
    ...extra,
  });

  it('creates a 2 × 3 factorial: 6 lines with their parents and 6 × 2 plots, in a new season', async () => {
    const response = await api(
      'POST',
      'crossbreeding_planning/',
      plan({
        design: 'factorial',
        mothers: [ids.M1, ids.M3],
        fathers: [ids.M2, ids.M4, ids.M6],
        plots_per_cross: 2,
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.created).toBe(true);
    expect(body.total_plots).toBe(12);
    expect(body.plot_ids).toHaveLength(12);
    expect(body.crosses.map((cross: { cross_name: string }) => cross.cross_name)).toEqual([
      'M1/M2',
      'M1/M4',
      'M1/M6',
      'M3/M2',
      'M3/M4',
      'M3/M6',
    ]);
    // M3 = (M1, M2) was made before: a cross already made, between parent and child
    const m1m2 = body.crosses[0];
    expect(m1m2.already_made).toEqual([{ line_id: ids.M3, line_name: 'M3' }]);
    expect(m1m2.coancestry).toBe(0);
    // f(M3, M2) = a32 / 2 = 0.25 (not above the default 0.25); f(M3, M6) = 0.5625 / 2
    expect(body.crosses[3]).toMatchObject({ coancestry: 0.25, close_relatives: false });
    expect(body.crosses[5]).toMatchObject({ coancestry: 0.28125, close_relatives: true });
    const table = (
      await api('GET', `combined_plot_field_line_genealogy/?year_id=${body.year_id}&page_size=100`)
    ).json();
    expect(table.data).toHaveLength(12);
    const names = table.data.map(
      (row: {
        plot_name: string;
        line_name: string;
        parent_name_1: string;
        parent_name_2: string;
      }) => `${row.plot_name} ${row.line_name} ${row.parent_name_1} ${row.parent_name_2}`,
    );
    expect(names).toContain('M3/M6/2 M3/M6 M3 M6');
    expect(names).toContain('M1/M2/1 M1/M2 M1 M2');
    // a line of that name with other parents exists: the cross gets a suffixed name
    const again = await api(
      'POST',
      'crossbreeding_planning/',
      plan({ design: 'pairs', pairs: [{ mother_id: ids.M2, father_id: ids.M1 }], year: 2025 }),
    );
    expect(again.json().crosses[0].cross_name).toBe('M2/M1');
  });

  it('reuses the line of a cross already named so, and suffixes a name taken by another line', async () => {
    await plant('M1/M2', 'M5', 'M6');
    const response = await api(
      'POST',
      'crossbreeding_planning/',
      plan({ design: 'pairs', pairs: [{ mother_id: ids.M1, father_id: ids.M2 }] }),
    );
    expect(response.statusCode).toBe(201);
    const [cross] = response.json().crosses;
    expect(cross.cross_name).toBe('M1/M2 (2)');
    const second = await api(
      'POST',
      'crossbreeding_planning/',
      plan({ design: 'pairs', pairs: [{ mother_id: ids.M1, father_id: ids.M2 }], year: 2027 }),
    );
    expect(second.json().crosses[0].cross_name).toBe('M1/M2 (2)');
    // the same cross again in 2026: its plots are there already
    const twice = await api(
      'POST',
      'crossbreeding_planning/',
      plan({ design: 'pairs', pairs: [{ mother_id: ids.M1, father_id: ids.M2 }] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().non_field_errors[0]).toContain('M1/M2 (2)/1');
    const skipped = await api(
      'POST',
      'crossbreeding_planning/',
      plan({
        design: 'diallel',
        mothers: [ids.M1, ids.M2, ids.M5],
        skip_existing: true,
      }),
    );
    expect(skipped.statusCode).toBe(201);
    expect(skipped.json().crosses.map((cross: { cross_name: string }) => cross.cross_name)).toEqual(
      ['M1/M5'],
    );
  });

  it('refuses over 2000 plots with a translated 400 naming the limit, creating nothing', async () => {
    const before = await lineIds();
    const response = await api(
      'POST',
      'crossbreeding_planning/',
      plan({
        design: 'diallel',
        mothers: [ids.M1, ids.M2, ids.M3, ids.M4, ids.M5, ids.M6],
        reciprocals: true,
        plots_per_cross: 100,
        year: 2025,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      plots_per_cross: [
        'A crossing plan may create at most 2000 plots; this one would create 3000 (30 crosses × 100 plots).',
      ],
    });
    expect(await lineIds()).toEqual(before);
    const ru = await api(
      'POST',
      'crossbreeding_planning/',
      plan({ mothers: [ids.M1], fathers: [ids.M1] }),
      { 'accept-language': 'ru' },
    );
    expect(ru.json()).toEqual({
      mothers: [
        'В плане нет скрещиваний: выберите матерей и отцов (линия не скрещивается сама с собой).',
      ],
    });
  });

  it('answers a dry run without creating anything', async () => {
    const response = await api(
      'POST',
      'crossbreeding_planning/',
      plan({
        design: 'diallel',
        mothers: [ids.M1, ids.M2, ids.M6],
        reciprocals: true,
        dry_run: true,
      }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ created: false, year_id: null, total_plots: 6, plot_ids: [] });
    expect(body.crosses).toHaveLength(6);
    const { db } = await getTestDatabase();
    const count = async (query: string) =>
      ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
    expect(await count(`select count(*)::int as n from field_years where year = 2026`)).toBe(0);
    expect(await count(`select count(*)::int as n from lines where name like '%/%'`)).toBe(0);
    expect(await count(`select count(*)::int as n from plots`)).toBe(6);
  });

  it('refuses another tenant’s line (404) and a view-only grantee of the season (403)', async () => {
    const stranger = await setUpStranger(app);
    const strangerCrop = (await stranger('POST', 'species_table/', { russian_name: 'Рожь' })).json()
      .spec_id;
    const strangerField = (
      await stranger('POST', 'field_table/', {
        spec_id: strangerCrop,
        field_name: 'Своё',
        region: 'Юг',
      })
    ).json().field_id;
    const foreign = await stranger('POST', 'crossbreeding_planning/', {
      spec_id: strangerCrop,
      field_id: strangerField,
      year: 2025,
      mothers: [ids.M1],
      fathers: [ids.M2],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(NOT_FOUND);
    const [viewer, viewerId] = await signIn('viewer');
    await api('POST', 'field_year_permissions/', {
      year_ids: [yearId],
      name: 'Читатели',
      write: false,
      user_ids: [viewerId],
    });
    const readOnly = await viewer(
      'POST',
      'crossbreeding_planning/',
      plan({ year: 2025, mothers: [ids.M1], fathers: [ids.M2] }),
    );
    expect(readOnly.statusCode).toBe(403);
  });
});
