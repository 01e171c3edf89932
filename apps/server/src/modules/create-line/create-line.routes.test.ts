import { CreateLineBase, LinePreview, PlannedLine } from '@plotline/contract/create-line';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { markerEffects } from '../../db/schema.ts';
import type { ApiCaller } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { buildCreateLineScene, EFFECTS } from './create-line-fixture.ts';

// Issue 19, create-line: the base variety's genotype comes from the matrix (M1, M2) and from the
// pairs typed on its plots (M3); predictions are the plot mean + Σ effect × (dose − 1), the
// panel mean dose being 1 at every weighted marker of the scene.

let app: FastifyInstance;
let api: ApiCaller;
let scene: Awaited<ReturnType<typeof buildCreateLineScene>>;

beforeEach(async () => {
  app = await buildTestApp();
  scene = await buildCreateLineScene(app);
  api = scene.api;
});
afterEach(() => app.close());

const baseUrl = (extra = '') =>
  `create_line/base/?spec_id=${scene.cropId}&line_id=${scene.lineIds.Base}${extra}`;

function previewBody(changes: object[], extra: object = {}) {
  return { spec_id: scene.cropId, base_line_id: scene.lineIds.Base, changes, ...extra };
}

describe('create_line/base/', () => {
  it('answers the base variety’s pairs at the weighted markers and its predicted traits', async () => {
    const answer = await api('GET', baseUrl());
    expect(answer.statusCode, answer.body).toBe(200);
    const base = CreateLineBase.parse(answer.json());
    expect(base.line_name).toBe('Base');
    const pairs = base.markers.map((m) => [m.name, m.first_allele, m.second_allele, m.dose]);
    expect(pairs).toEqual([
      ['M1', 'A', 'A', 0],
      ['M2', 'T', 'T', 2],
      ['M3', 'G', 'G', 0],
    ]);
    const m1 = base.markers[0];
    expect(m1?.gene).toBe('HaFAD2');
    expect(m1?.effects).toEqual(
      expect.arrayContaining([
        { feature_id: scene.yieldId, effect: EFFECTS.yield.M1 },
        { feature_id: scene.heightId, effect: EFFECTS.height.M1 },
      ]),
    );
    const byName = Object.fromEntries(base.traits.map((t) => [t.feature, t]));
    // yield: mean 40 + 2·(0 − 1) − 1.5·(2 − 1) + 0.5·(0 − 1) = 36
    expect(byName.урожай?.value).toBeCloseTo(36, 12);
    expect(byName.урожай?.markers_used).toBe(3);
    // height: its one plot's 100 + 10·(0 − 1)
    expect(byName.высота?.value).toBeCloseTo(90, 12);
  });

  it('lists every catalogue marker with all=true and only the asked traits', async () => {
    const answer = await api('GET', baseUrl(`&all=true&feature_ids=${scene.heightId}`));
    expect(answer.statusCode, answer.body).toBe(200);
    const base = CreateLineBase.parse(answer.json());
    expect(base.markers.map((m) => m.name)).toEqual(['M1', 'M2', 'M3', 'M4']);
    expect(base.markers[3]).toMatchObject({ dose: null, first_allele: null, effects: [] });
    expect(base.markers[1]?.dose).toBe(2);
    expect(base.traits.map((t) => t.feature)).toEqual(['высота']);
  });

  it('reads a region’s own weight of a marker before the all-regions one', async () => {
    const { db } = await getTestDatabase();
    const [region] = await queryRows<{ id: number }>(
      db,
      sql`select id from regions where code = 'RU-KDA'`,
    );
    const regionId = region?.id ?? 0;
    await db.insert(markerEffects).values({
      cropId: scene.cropId,
      mutationId: scene.markers.M1,
      featureId: scene.yieldId,
      regionId,
      source: 'gwas',
      effect: 5,
    });
    const answer = await api('GET', baseUrl(`&region_id=${regionId}&feature_ids=${scene.yieldId}`));
    expect(answer.statusCode, answer.body).toBe(200);
    const base = CreateLineBase.parse(answer.json());
    expect(base.markers[0]?.effects).toEqual([{ feature_id: scene.yieldId, effect: 5 }]);
    // the region's fields have no yield: every field's mean 40 + 5·(0 − 1) − 1.5 − 0.5
    expect(base.traits[0]?.value).toBeCloseTo(33, 12);
  });

  it('refuses an unknown trait and region with their fields, another crop’s line with 404', async () => {
    const trait = await api('GET', baseUrl('&feature_ids=999999'));
    expect(trait.statusCode).toBe(400);
    expect(Object.keys(trait.json())).toEqual(['feature_ids']);
    const region = await api('GET', baseUrl('&region_id=999999'));
    expect(region.statusCode).toBe(400);
    expect(Object.keys(region.json())).toEqual(['region_id']);
    const other = await api('GET', `create_line/base/?spec_id=${scene.cropId}&line_id=999999`);
    expect(other.statusCode).toBe(404);
  });
});

describe('create_line/preview/', () => {
  it('moves each trait by effect × dose change at the changed markers', async () => {
    const { M1, M2, M4 } = scene.markers;
    const answer = await api(
      'POST',
      'create_line/preview/',
      previewBody([
        { mutation_id: M1, first_allele: 'g', second_allele: 'G' },
        { mutation_id: M2, first_allele: 'C', second_allele: 'C' },
      ]),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const { traits } = LinePreview.parse(answer.json());
    const byName = Object.fromEntries(traits.map((t) => [t.feature, t]));
    // yield: M1 0 → 2 (2 × 2) and M2 2 → 0 (−1.5 × −2): +7
    expect(byName.урожай?.delta).toBeCloseTo(2 * 2 + -1.5 * -2, 12);
    expect(byName.урожай?.before).toBeCloseTo(36, 12);
    expect(byName.урожай?.after).toBeCloseTo(43, 12);
    expect(byName.высота?.delta).toBeCloseTo(10 * 2, 12);
    // a marker without alleles cannot be changed
    const bare = await api(
      'POST',
      'create_line/preview/',
      previewBody([{ mutation_id: M4, first_allele: 'A', second_allele: 'A' }]),
    );
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json())).toEqual(['changes[0].mutation_id']);
  });

  it('names the missing or foreign allele of the modal (both alleles required)', async () => {
    const { M1, M2 } = scene.markers;
    const missing = await api(
      'POST',
      'create_line/preview/',
      previewBody([
        { mutation_id: M2, first_allele: 'C', second_allele: 'T' },
        { mutation_id: M1, first_allele: 'G' },
      ]),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      'changes[1].second_allele': ['Choose both alleles of the pair.'],
    });
    const foreign = await api(
      'POST',
      'create_line/preview/',
      previewBody([{ mutation_id: M1, first_allele: 'T', second_allele: 'G' }]),
      { 'accept-language': 'ru' },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      'changes[0].first_allele': ['Аллель маркера «M1» — это его REF (A) или ALT (G).'],
    });
    const twice = await api(
      'POST',
      'create_line/preview/',
      previewBody([
        { mutation_id: M1, first_allele: 'A', second_allele: 'G' },
        { mutation_id: M1, first_allele: 'G', second_allele: 'G' },
      ]),
    );
    expect(Object.keys(twice.json())).toEqual(['changes[1].mutation_id']);
    const unknown = await api(
      'POST',
      'create_line/preview/',
      previewBody([{ mutation_id: 999999, first_allele: 'A', second_allele: 'A' }]),
    );
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['changes[0].mutation_id']);
  });
});

describe('create_line/', () => {
  it('keeps a planned line with its target pairs and lists it', async () => {
    const { M1, M3 } = scene.markers;
    const created = await api('POST', 'create_line/', {
      ...previewBody([
        { mutation_id: M3, first_allele: 'a', second_allele: 'g' },
        { mutation_id: M1, first_allele: 'G', second_allele: 'G' },
      ]),
      name: ' Base-FAD2 ',
      comment: 'высокоолеиновая',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { line_id, name } = created.json();
    expect(name).toBe('Base-FAD2');
    const listed = await api('GET', `create_line/?spec_id=${scene.cropId}`);
    expect(listed.statusCode).toBe(200);
    const rows: PlannedLine[] = listed.json().map((row: unknown) => PlannedLine.parse(row));
    const [planned, ...rest] = rows;
    expect(rest).toEqual([]);
    expect(planned).toMatchObject({
      line_id,
      name: 'Base-FAD2',
      comment: 'высокоолеиновая',
      base_line_id: scene.lineIds.Base,
      base_line_name: 'Base',
      can_delete: true,
    });
    expect(planned?.changes.map((c) => [c.name, c.first_allele, c.second_allele])).toEqual([
      ['M1', 'G', 'G'],
      ['M3', 'A', 'G'],
    ]);
    // it is a line of the crop: the line records list it
    const record = await api('GET', `line_table_list/${line_id}/`);
    expect(record.statusCode).toBe(200);
  });

  it('refuses a name the crop already has, in any case, on `name`', async () => {
    const clash = await api('POST', 'create_line/', { ...previewBody([]), name: 'other' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json()).toEqual({ name: ['A line with this name already exists in this crop.'] });
    const blank = await api('POST', 'create_line/', { ...previewBody([]), name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json())).toEqual(['name']);
  });
});
