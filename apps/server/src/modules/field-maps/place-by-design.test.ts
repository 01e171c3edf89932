import type { RecordedDesign } from '@plotline/contract/field-maps-designs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import { type ApiCaller, setUpNursery } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import {
  BASE_HEADERS,
  buildXlsx,
  FIELD_FILE_URL,
  signedInBreeder,
  upload,
} from '../imports/imports-test-kit.ts';
import { layOutDesign } from './designs.ts';
import { orderByDesign } from './place-by-design.ts';

let app: FastifyInstance;
let db: Db;

beforeEach(async () => {
  app = await buildTestApp();
  db = (await getTestDatabase()).db;
});
afterEach(() => app.close());

/** Plot names of a season in map order, and the design recorded on its map. */
async function season(fieldYearId: number) {
  const plots = await queryRows<{ name: string; position: number }>(
    db,
    sql`select name, position from plots where field_year_id = ${fieldYearId} order by position`,
  );
  const [map] = await queryRows<{ design: RecordedDesign | null }>(
    db,
    sql`select design from field_maps where field_year_id = ${fieldYearId}`,
  );
  return { names: plots.map((plot) => plot.name), positions: plots.map((p) => p.position), map };
}

const designNames = (input: Parameters<typeof layOutDesign>[0]) =>
  layOutDesign(input).map((plot) => `${plot.entry}/${plot.repetition}`);

describe('orderByDesign', () => {
  it('orders each group by its own layout, and keeps plots the layout lacks at the end', () => {
    const rows = [
      { season: 1, plot: 'A', rep: 1 },
      { season: 1, plot: 'St', rep: 1 },
      { season: 1, plot: 'St', rep: 2 },
      { season: 1, plot: 'A', rep: 2 },
      { season: 2, plot: 'B', rep: 1 },
    ];
    const { ordered, designs } = orderByDesign(
      rows,
      (row) => ({ group: row.season, entry: row.plot, repetition: row.rep }),
      { type: 'augmented_rcbd', seed: 3, checks: ['St'] },
    );
    expect(
      ordered
        .slice(0, 3)
        .map((row) => `${row.plot}/${row.rep}`)
        .sort(),
    ).toEqual(['A/2', 'St/1', 'St/2']);
    // A, a new entry, stands in block 2 (its exact plot); the extra A/1 follows the designed ones
    expect(ordered[3]).toEqual(rows[0]);
    expect(ordered[4]).toEqual(rows[4]);
    expect(designs.get(1)).toEqual({
      type: 'augmented_rcbd',
      seed: 3,
      checks: ['St'],
      repetitions: 2,
    });
    expect(designs.get(2)?.repetitions).toBe(1);
  });
  it('places a new entry the file numbers 1 in the block the augmented layout gives it', () => {
    const rows = ['St/1', 'St/2', 'B/1', 'C/1'].map((plot) => ({
      entry: plot.split('/')[0] as string,
      rep: Number(plot.split('/')[1]),
    }));
    for (const seed of [1, 2, 3, 4]) {
      const design = { type: 'augmented_rcbd' as const, seed, checks: ['St'] };
      const { ordered } = orderByDesign(
        rows,
        (row) => ({ group: 1, entry: row.entry, repetition: row.rep }),
        design,
      );
      const expected = designNames({ ...design, entries: ['St', 'B', 'C'], repetitions: 2 });
      expect(ordered.map((row) => `${row.entry}/${row.entry === 'St' ? row.rep : '*'}`)).toEqual(
        expected.map((name) => (name.startsWith('St/') ? name : `${name.split('/')[0]}/*`)),
      );
    }
  });
});

describe('plot_table/create_multiple/ with a design', () => {
  let api: ApiCaller;
  let fieldId: number;
  let cropId: number;
  let plotIds: number[];

  beforeEach(async () => {
    ({ api, fieldId, cropId } = await setUpNursery(app));
    plotIds = [];
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) {
      const created = await api('POST', 'plot_table/', {
        plot_name: name,
        field: fieldId,
        year: 2025,
        spec_id: cropId,
        line_name: `L${name}`,
      });
      plotIds.push(created.json()[0].plot_id);
    }
  });

  const move = (extra: Record<string, unknown>) =>
    api('POST', 'plot_table/create_multiple/', {
      field_id: fieldId,
      spec_id: cropId,
      new_year: 2026,
      plot_ids: plotIds,
      repetitions: 3,
      ...extra,
    });

  it('lays out an RCBD from the seed and records it on the season’s map', async () => {
    const response = await move({ design: { type: 'rcbd', seed: 11 }, sort_method: 2 });
    expect(response.statusCode).toBe(201);
    const yearId = response.json()[0].year_id;
    const { names, positions, map } = await season(yearId);
    const entries = ['A', 'B', 'C', 'D', 'E', 'F'];
    expect(names).toEqual(designNames({ type: 'rcbd', entries, repetitions: 3, seed: 11 }));
    expect(positions).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    for (let block = 0; block < 3; block++) {
      expect(names.slice(block * 6, block * 6 + 6).sort()).toEqual(
        entries.map((entry) => `${entry}/${block + 1}`),
      );
    }
    expect(map?.design).toEqual({ type: 'rcbd', seed: 11, checks: [], repetitions: 3 });
  });

  it('draws and records a seed when none is given, so the layout can be reproduced', async () => {
    const response = await move({ design: { type: 'crd' } });
    const { names, map } = await season(response.json()[0].year_id);
    const seed = map?.design?.seed;
    expect(Number.isInteger(seed)).toBe(true);
    expect(names).toEqual(
      designNames({
        type: 'crd',
        entries: ['A', 'B', 'C', 'D', 'E', 'F'],
        repetitions: 3,
        seed: seed as number,
      }),
    );
  });

  it('puts the checks in every augmented block and each new entry once', async () => {
    const response = await move({
      design: { type: 'augmented_rcbd', seed: 5, checks: ['Стандарт', 'A'] },
    });
    expect(response.statusCode).toBe(201);
    const { names, map } = await season(response.json()[0].year_id);
    expect(names).toHaveLength(2 * 3 + 5);
    expect(names.filter((name) => name.startsWith('Стандарт/')).sort()).toEqual([
      'Стандарт/1',
      'Стандарт/2',
      'Стандарт/3',
    ]);
    // each new entry once, its repetition the block it stands in (decision 053): the blocks
    // follow one another on the map, so the suffixes in map order run 1…1 2…2 3…3
    const fresh = names.filter((name) => /^[B-F]\//.test(name));
    expect(fresh.map((name) => name[0]).sort()).toEqual(['B', 'C', 'D', 'E', 'F']);
    const suffixes = names.map((name) => Number(name.split('/').at(-1)));
    expect(suffixes).toEqual([...suffixes].sort((a, b) => a - b));
    expect(new Set(fresh.map((name) => name.split('/').at(-1))).size).toBeGreaterThan(1);
    expect(map?.design).toEqual({
      type: 'augmented_rcbd',
      seed: 5,
      checks: ['Стандарт', 'A'],
      repetitions: 3,
    });
    const lines = response.json().map((plot: { line_name: string }) => plot.line_name);
    expect(lines).toContain('Стандарт');
  });

  it('refuses an augmented design without checks and writes nothing', async () => {
    const response = await move({ design: { type: 'augmented_rcbd', seed: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ design: ['An augmented design needs at least one check.'] });
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from field_years where year = 2026`,
    );
    expect(count?.n).toBe(0);
  });

  it('keeps sort_method and records no design without one', async () => {
    const response = await move({ sort_method: 1, repetitions: 2 });
    const { names, map } = await season(response.json()[0].year_id);
    expect(names.slice(0, 4)).toEqual(['A/1', 'A/2', 'B/1', 'B/2']);
    expect(map?.design ?? null).toBeNull();
  });
});

describe('upload_custom_file/field_file/ with a design', () => {
  const row = (plot: string, rep: number) => ['Поле', 2025, 'Юг', plot, `Сорт ${plot}`, rep];
  const headers = BASE_HEADERS.slice(1);

  it('places each season’s new plots by the design and records it', async () => {
    const alice = await signedInBreeder(app, db, 'alice');
    const entries = ['A', 'B', 'C', 'D'];
    const file = await buildXlsx([
      headers,
      ...entries.flatMap((plot) => [row(plot, 1), row(plot, 2)]),
    ]);
    const { job } = await upload(app, alice.headers, {
      url: FIELD_FILE_URL,
      file,
      fields: { spec_id: alice.cropId, design: JSON.stringify({ type: 'rcbd', seed: 99 }) },
    });
    expect(job?.status).toBe('success');
    const yearId = job?.result?.field_years[0]?.year_id as number;
    const { names, map } = await season(yearId);
    expect(names).toEqual(designNames({ type: 'rcbd', entries, repetitions: 2, seed: 99 }));
    expect(map?.design).toEqual({ type: 'rcbd', seed: 99, checks: [], repetitions: 2 });
  });

  it('fails the whole file when a check is not a plot of it', async () => {
    const alice = await signedInBreeder(app, db, 'alice');
    const file = await buildXlsx([headers, row('A', 1), row('B', 1)]);
    const { job } = await upload(app, alice.headers, {
      url: FIELD_FILE_URL,
      file,
      fields: {
        spec_id: alice.cropId,
        design: JSON.stringify({ type: 'augmented_rcbd', checks: ['St'] }),
      },
    });
    expect(job?.status).toBe('failed');
    expect(job?.errors).toEqual([
      expect.objectContaining({
        row: null,
        message: 'The check «St» of the design is not a plot of the file.',
      }),
    ]);
    const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from plots`);
    expect(count?.n).toBe(0);
  });

  it('answers 400 on design for an unreadable design', async () => {
    const alice = await signedInBreeder(app, db, 'alice');
    const file = await buildXlsx([headers, row('A', 1)]);
    const { response } = await upload(app, alice.headers, {
      url: FIELD_FILE_URL,
      file,
      fields: { spec_id: alice.cropId, design: '{"type": "latin_square"}' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['design']);
  });
});
