import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { buildSelectionWorld } from './genome-selection-fixture.ts';

// The weights' readers (decision 054) through the API on the fixture's weights: a region's own
// row before the all-regions one, a hand-entered row before a GWAS estimate.

let app: FastifyInstance;
let api: ApiCaller;
let world: Awaited<ReturnType<typeof buildSelectionWorld>>;

beforeEach(async () => {
  app = await buildTestApp();
  world = await buildSelectionWorld(app);
  api = world.api;
});
afterEach(() => app.close());

describe('get_weights/', () => {
  it('prefers manual over gwas among the all-regions rows, by |effect| descending', async () => {
    const { cropId, yieldId, markers } = world;
    const response = await api('GET', `get_weights/?spec_id=${cropId}&feature_id=${yieldId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        mutation_id: markers.m2,
        name: 'M2',
        chr: '1',
        pos: 200,
        gene: 'gM2',
        ref: 'C',
        alt: 'T',
        effect: 5,
        se: 1,
        p_value: 0.001,
        n: 40,
        source: 'gwas',
        region_id: null,
      }),
      expect.objectContaining({
        mutation_id: markers.m1,
        name: 'M1',
        effect: 3,
        se: null,
        source: 'manual',
        region_id: null,
        analysis_id: null,
        knowledge_entry_id: null,
      }),
    ]);
  });

  it('takes the region’s own row before the all-regions row', async () => {
    const { cropId, yieldId, markers, region } = world;
    const rows = (
      await api('GET', `get_weights/?spec_id=${cropId}&feature_id=${yieldId}&region_id=${region}`)
    ).json();
    expect(
      rows.map((row: { mutation_id: number; effect: number; region_id: number | null }) => [
        row.mutation_id,
        row.effect,
        row.region_id,
      ]),
    ).toEqual([
      [markers.m1, 3, null],
      [markers.m2, -2, region],
    ]);
  });

  it('answers 400 naming the field for an unknown trait or region', async () => {
    const { cropId, yieldId } = world;
    const noTrait = await api('GET', `get_weights/?spec_id=${cropId}&feature_id=999999`);
    expect(noTrait.statusCode).toBe(400);
    expect(noTrait.json()).toEqual({ feature_id: ['The crop has no such trait.'] });
    const noRegion = await api(
      'GET',
      `get_weights/?spec_id=${cropId}&feature_id=${yieldId}&region_id=999999`,
      undefined,
      { 'accept-language': 'ru' },
    );
    expect(noRegion.statusCode).toBe(400);
    expect(noRegion.json()).toEqual({ region_id: ['Такого региона нет.'] });
    expect((await api('GET', `get_weights/?spec_id=${cropId}`)).json()).toHaveProperty(
      'feature_id',
    );
  });
});

describe('mutation_influence*', () => {
  it('lists the weighted traits with their markers, units and sources', async () => {
    const { cropId, yieldId, heightId, region } = world;
    expect((await api('GET', `mutation_influence_features/?spec_id=${cropId}`)).json()).toEqual([
      { feature_id: heightId, name: 'высота', unit: 'см', markers: 1, sources: ['manual'] },
      {
        feature_id: yieldId,
        name: 'урожай',
        unit: 'ц/га',
        markers: 2,
        sources: ['gwas', 'manual'],
      },
    ]);
    const inRegion = (
      await api('GET', `mutation_influence_features/?spec_id=${cropId}&region_id=${region}`)
    ).json();
    expect(inRegion[1]).toEqual({
      feature_id: yieldId,
      name: 'урожай',
      unit: 'ц/га',
      markers: 2,
      sources: ['gwas', 'manual'],
    });
  });

  it('lists the all-regions entry first, then the regions with their own weights, named in the request language', async () => {
    const { cropId, heightId, region } = world;
    const en = await api('GET', `mutation_influence_regions/?spec_id=${cropId}`, undefined, {
      'accept-language': 'en',
    });
    expect(en.json()).toEqual([
      { region_id: null, name: '', markers: 2 },
      { region_id: region, name: 'Krasnodar Krai', markers: 1 },
    ]);
    const ru = await api('GET', `mutation_influence_regions/?spec_id=${cropId}`, undefined, {
      'accept-language': 'ru',
    });
    expect(ru.json()[1].name).toBe('Краснодарский край');
    const height = await api(
      'GET',
      `mutation_influence_regions/?spec_id=${cropId}&feature_id=${heightId}`,
    );
    expect(height.json()).toEqual([{ region_id: null, name: '', markers: 1 }]);
  });

  it('gives a marker’s effect on every trait, the region’s rows first', async () => {
    const { cropId, yieldId, heightId, markers, region } = world;
    const all = await api('GET', `mutation_influence/?spec_id=${cropId}&mutation_id=${markers.m2}`);
    expect(all.json()).toEqual([
      {
        feature_id: heightId,
        name: 'высота',
        unit: 'см',
        effect: 10,
        se: null,
        p_value: null,
        source: 'manual',
        region_id: null,
      },
      {
        feature_id: yieldId,
        name: 'урожай',
        unit: 'ц/га',
        effect: 5,
        se: 1,
        p_value: 0.001,
        source: 'gwas',
        region_id: null,
      },
    ]);
    const local = await api(
      'GET',
      `mutation_influence/?spec_id=${cropId}&mutation_id=${markers.m2}&region_id=${region}`,
    );
    expect(local.json().map((row: { effect: number }) => row.effect)).toEqual([10, -2]);
    const none = await api('GET', `mutation_influence/?spec_id=${cropId}&mutation_id=999999`);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toHaveProperty('mutation_id');
  });

  it('answers another tenant 404 on every reader', async () => {
    const { cropId, yieldId, markers } = world;
    const stranger = await setUpStranger(app);
    for (const url of [
      `get_weights/?spec_id=${cropId}&feature_id=${yieldId}`,
      `mutation_influence/?spec_id=${cropId}&mutation_id=${markers.m1}`,
      `mutation_influence_features/?spec_id=${cropId}`,
      `mutation_influence_regions/?spec_id=${cropId}`,
    ])
      expect((await stranger('GET', url)).statusCode, url).toBe(404);
  });
});
