import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { buildSelectionWorld } from './genome-selection-fixture.ts';

// The wind rose and the rankings by genotype on the fixture (see buildSelectionWorld). Panel
// mean doses: M1 (2 + 1 + 0 + 2) / 4 = 1.25 (D's typed pair counts), M2 (0 + 2) / 2 = 1.
// Baselines over the Krasnodar field: yield (50 + 40 + 30 + 20 + 10) / 5 = 30, height 90.

let app: FastifyInstance;
let api: ApiCaller;
let world: Awaited<ReturnType<typeof buildSelectionWorld>>;

beforeEach(async () => {
  app = await buildTestApp();
  world = await buildSelectionWorld(app);
  api = world.api;
});
afterEach(() => app.close());

const windRose = (query: string) =>
  api('GET', `get_wind_rose_by_region/?spec_id=${world.cropId}&${query}`);

describe('get_wind_rose_by_region/', () => {
  it('predicts each trait as baseline + Σ effect × (dose − panel mean), with the region’s weights', async () => {
    const { line, region, yieldId, heightId } = world;
    const response = await windRose(`line_id=${line.B}&region_id=${region}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ line_id: line.B, line_name: 'B', region_id: region });
    // yield: M1 manual 3 × (1 − 1.25) + M2 region −2 × (2 − 1) = −2.75; height: 10 × (2 − 1)
    const [height, grain] = body.traits;
    expect(height).toEqual({
      feature_id: heightId,
      name: 'высота',
      unit: 'см',
      value: 100,
      baseline: 90,
      genetic: 10,
      markers_used: 1,
      markers_missing: 0,
    });
    expect(grain).toMatchObject({
      feature_id: yieldId,
      name: 'урожай',
      unit: 'ц/га',
      baseline: 30,
      markers_used: 2,
      markers_missing: 0,
    });
    expect(grain.genetic).toBeCloseTo(-2.75, 12);
    expect(grain.value).toBeCloseTo(27.25, 12);
  });

  it('counts a marker without a dose as the panel mean (all-regions weights)', async () => {
    const { line, yieldId } = world;
    const body = (await windRose(`line_id=${line.C}&feature_ids=${yieldId}`)).json();
    expect(body.region_id).toBeNull();
    // M1 manual 3 × (0 − 1.25); M2 (all-regions gwas 5) has no dose
    expect(body.traits).toHaveLength(1);
    expect(body.traits[0]).toMatchObject({ markers_used: 1, markers_missing: 1 });
    expect(body.traits[0].value).toBeCloseTo(26.25, 12);
  });

  it('answers 400 when the line has no genotype, or there are no weights', async () => {
    const { line } = world;
    const noGenotype = await windRose(`line_id=${line.E}`);
    expect(noGenotype.statusCode).toBe(400);
    expect(noGenotype.json()).toEqual({
      line_id: ['The line has no genotype at any marker with a weight.'],
    });
    const noWeights = await windRose(`line_id=${line.B}&feature_ids=999999`);
    expect(noWeights.statusCode).toBe(400);
    expect(Object.keys(noWeights.json())).toEqual(['feature_ids']);
    const noRegion = await windRose(`line_id=${line.B}&region_id=999999`);
    expect(Object.keys(noRegion.json())).toEqual(['region_id']);
  });

  it('answers another tenant 404', async () => {
    const stranger = await setUpStranger(app);
    const response = await stranger(
      'GET',
      `get_wind_rose_by_region/?spec_id=${world.cropId}&line_id=${world.line.B}`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('get_sort_by_genotypes/', () => {
  const targets = () => [
    { mutation_id: world.markers.m1, allele: 'g' },
    { mutation_id: world.markers.m2, allele: 'C' },
  ];

  it('ranks lines by the target alleles they carry: 2 homozygous, 1 heterozygous, missing counted', async () => {
    const { cropId, line, markers } = world;
    const response = await api('POST', 'get_sort_by_genotypes/', {
      spec_id: cropId,
      targets: targets(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        line_id: line.A,
        name: 'A',
        is_sort: false,
        score: 4,
        max_score: 4,
        missing: 0,
        carried: [
          { mutation_id: markers.m1, dose: 2 },
          { mutation_id: markers.m2, dose: 2 },
        ],
      },
      {
        line_id: line.D,
        name: 'D',
        is_sort: false,
        score: 2,
        max_score: 4,
        missing: 1,
        carried: [{ mutation_id: markers.m1, dose: 2 }],
      },
      {
        line_id: line.B,
        name: 'B',
        is_sort: false,
        score: 1,
        max_score: 4,
        missing: 0,
        carried: [
          { mutation_id: markers.m1, dose: 1 },
          { mutation_id: markers.m2, dose: 0 },
        ],
      },
      {
        line_id: line.C,
        name: 'C',
        is_sort: false,
        score: 0,
        max_score: 4,
        missing: 1,
        carried: [{ mutation_id: markers.m1, dose: 0 }],
      },
    ]);
  });

  it('ranks only the named lines, those without a genotype too', async () => {
    const { cropId, line } = world;
    const rows = (
      await api('POST', 'get_sort_by_genotypes/', {
        spec_id: cropId,
        targets: targets(),
        line_ids: [line.E, line.C],
      })
    ).json();
    expect(rows.map((row: { name: string; missing: number }) => [row.name, row.missing])).toEqual([
      ['C', 1],
      ['E', 2],
    ]);
  });

  it('answers 400 on targets for a foreign allele, a marker without alleles or a repeated marker', async () => {
    const { cropId, markers } = world;
    const post = (body: object) =>
      api(
        'POST',
        'get_sort_by_genotypes/',
        { spec_id: cropId, ...body },
        { 'accept-language': 'en' },
      );
    const foreign = await post({ targets: [{ mutation_id: markers.m1, allele: 'T' }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ targets: ['The allele «T» is not an allele of «M1» (A/G).'] });
    const bare = await post({ targets: [{ mutation_id: markers.m3, allele: 'A' }] });
    expect(bare.json()).toEqual({
      targets: ['The marker «M3» has no REF and ALT alleles in the catalogue.'],
    });
    const twice = await post({
      targets: [
        { mutation_id: markers.m1, allele: 'A' },
        { mutation_id: markers.m1, allele: 'G' },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const empty = await post({ targets: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('targets');
  });

  it('answers another tenant 404', async () => {
    const stranger = await setUpStranger(app);
    const response = await stranger('POST', 'get_sort_by_genotypes/', {
      spec_id: world.cropId,
      targets: targets(),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('get_sort_with_info_by_genotypes/', () => {
  it('adds each line’s predicted traits and sorts by a trait, lowest first', async () => {
    const { cropId, line, markers, region, yieldId, heightId } = world;
    const response = await api('POST', 'get_sort_with_info_by_genotypes/', {
      spec_id: cropId,
      region_id: region,
      targets: [{ mutation_id: markers.m1, allele: 'G' }],
      sort_feature_id: yieldId,
      descending: false,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.features).toEqual([
      { feature_id: heightId, name: 'высота', unit: 'см', baseline: 90 },
      { feature_id: yieldId, name: 'урожай', unit: 'ц/га', baseline: 30 },
    ]);
    // yield genetic: A 3 × 0.75 − 2 × (0 − 1) = 4.25, B −2.75, C −3.75, D 2.25
    const yields = body.rows.map(
      (row: { line_id: number; traits: { feature_id: number; value: number }[] }) => [
        row.line_id,
        row.traits.find((trait) => trait.feature_id === yieldId)?.value,
      ],
    );
    expect(yields.map(([id]: [number]) => id)).toEqual([line.C, line.B, line.D, line.A]);
    for (const [index, expected] of [26.25, 27.25, 32.25, 34.25].entries())
      expect(yields[index][1]).toBeCloseTo(expected, 12);
  });
});

describe('line_ids_names/', () => {
  it('lists the crop’s lines with whether each has a genotype, or only the genotyped', async () => {
    const { cropId } = world;
    const all = (await api('GET', `line_ids_names/?spec_id=${cropId}`)).json();
    expect(
      all.map((row: { line_name: string; has_genotype: boolean }) => [
        row.line_name,
        row.has_genotype,
      ]),
    ).toEqual([
      ['A', true],
      ['B', true],
      ['C', true],
      ['D', true],
      ['E', false],
    ]);
    const genotyped = (
      await api('GET', `line_ids_names/?spec_id=${cropId}&with_genotype=true&search=e`)
    ).json();
    expect(genotyped).toEqual([]);
    const searched = (await api('GET', `line_ids_names/?spec_id=${cropId}&search=b`)).json();
    expect(searched.map((row: { line_name: string }) => row.line_name)).toEqual(['B']);
    const stranger = await setUpStranger(app);
    expect((await stranger('GET', `line_ids_names/?spec_id=${cropId}`)).statusCode).toBe(404);
  });
});
