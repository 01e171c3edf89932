import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lines } from '../../db/schema.ts';
import { type ApiCaller, setUpNursery } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { loopAmong } from './find-pedigree-loop.ts';

/**
 * A line is never its own ancestor (decision 035): a parent link that closes a loop is a 400
 * naming the loop, and nothing changes.
 */
let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let fieldId: number;
let yearId: number;

async function setParents(
  lineId: number,
  parents: { mother?: string | null; father?: string | null },
) {
  return api('PATCH', 'lines_genealogy/', { spec_id: cropId, line_id: lineId, ...parents });
}

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app, 'head');
  api = nursery.api;
  cropId = nursery.cropId;
  fieldId = nursery.fieldId;
  yearId = nursery.yearId;
});
afterEach(() => app.close());

describe('PATCH lines_genealogy/', () => {
  it('refuses to make a founder the child of its own grandchild, naming the loop', async () => {
    // Внук ← Сын ← Основатель: Сын's mother is Основатель, Внук's mother is Сын
    const son = (await setParents(await lineId('Сын'), { mother: 'Основатель' })).json();
    const grandson = (await setParents(await lineId('Внук'), { mother: 'Сын' })).json();
    expect(grandson.mother_id).toBe(son.line_id);
    const founder = son.mother_id as number;

    const loop = await setParents(founder, { father: 'Внук' });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toEqual({
      father: [
        'A line cannot be its own ancestor: Основатель → Внук → Сын → Основатель (each is a parent of the one before).',
      ],
    });
    // nothing changed: the founder still has no parents
    const again = await setParents(founder, { mother: null });
    expect(again.json()).toMatchObject({ mother: null, father: null });
  });

  it('answers the loop in the caller’s language', async () => {
    const a = (await setParents(await lineId('А'), { mother: 'Б' })).json();
    const loop = await api(
      'PATCH',
      'lines_genealogy/',
      { spec_id: cropId, line_id: a.mother_id, mother: 'А' },
      { 'accept-language': 'ru' },
    );
    expect(loop.statusCode).toBe(400);
    expect(loop.json().mother[0]).toBe(
      'Линия не может быть своим предком: Б → А → Б (каждая — родитель предыдущей).',
    );
  });

  it('accepts a line that is an ancestor twice over (a backcross is no loop)', async () => {
    const f1 = (
      await setParents(await lineId('F1'), { mother: 'Рекуррент', father: 'Донор' })
    ).json();
    const bc1 = await setParents(await lineId('BC1'), { mother: 'Рекуррент', father: 'F1' });
    expect(bc1.statusCode).toBe(200);
    expect(bc1.json().father_id).toBe(f1.line_id);
  });
});

describe('plots naming parents', () => {
  async function plant(line: string, parents: { mother?: string; father?: string }) {
    return api('POST', 'plot_table/', {
      plot_name: `П ${line}`,
      field: fieldId,
      year: 2025,
      spec_id: cropId,
      line_name: line,
      ...parents,
    });
  }

  it('are refused when the new plot’s parents close a loop, and no plot is made', async () => {
    expect((await plant('Потомок', { mother: 'Предок' })).statusCode).toBe(201);
    const loop = await plant('Предок', { father: 'Потомок' });
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toEqual({
      father: [
        'A line cannot be its own ancestor: Предок → Потомок → Предок (each is a parent of the one before).',
      ],
    });
    const table = await api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`);
    expect(table.json().data.map((plot: { plot_name: string }) => plot.plot_name)).toEqual([
      'П Потомок/1',
    ]);
  });

  it('are refused when a plot’s new mother closes a loop', async () => {
    const child = (await plant('Ребёнок', { mother: 'Родитель' })).json()[0];
    const parentPlot = (await plant('Родитель', {})).json()[0];
    const changed = await api('PATCH', `plot_table/${parentPlot.plot_id}/`, { mother: 'Ребёнок' });
    expect(changed.statusCode).toBe(400);
    expect(Object.keys(changed.json())).toEqual(['mother']);
    expect(child.plot_id).toBeGreaterThan(0);
  });
});

describe('loopAmong', () => {
  const link = (id: number, motherId: number | null, fatherId: number | null) =>
    [id, { id, name: `L${id}`, motherId, fatherId }] as const;

  it('finds no loop in a diamond', () => {
    const byId = new Map([link(1, 2, 3), link(2, 4, null), link(3, 4, null), link(4, null, null)]);
    expect(loopAmong(byId, [1])).toBeNull();
  });

  it('finds a loop reached through a father', () => {
    const byId = new Map([link(1, 2, 3), link(2, null, null), link(3, null, 4), link(4, 1, null)]);
    expect(loopAmong(byId, [1])).toEqual(['L1', 'L3', 'L4', 'L1']);
  });

  it('finds a loop not through the starting line', () => {
    const byId = new Map([link(1, 2, null), link(2, 3, null), link(3, 2, null)]);
    expect(loopAmong(byId, [1])).toEqual(['L2', 'L3', 'L2']);
  });
});

/** A new line of the crop, by id (set up directly: the test is about its parents). */
async function lineId(name: string): Promise<number> {
  const { db } = await getTestDatabase();
  const [line] = await db.insert(lines).values({ cropId, name }).returning({ id: lines.id });
  return (line as { id: number }).id;
}
