import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mutations, plotGenotypes } from '../../db/schema.ts';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { buildNursery, ownerOf } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

const CREATE = '/api/v1/plotline_db/genotype_mutation_create_by_pos_and_chr/';
const UPDATE = '/api/v1/plotline_db/genotype_mutation_update/';

let app: FastifyInstance;
let alice: Record<string, string>;
let mallory: Record<string, string>;
let plots: { id: number }[];
let foreignPlotId: number;

const marker = {
  chr: '4B',
  pos: 30861268,
  mut_name: 'Rht-B1',
  first_allele: 'A',
  second_allele: 'T',
};

function create(headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: CREATE, headers, payload });
}

function patch(headers: Record<string, string>, path: string, payload: unknown) {
  return app.inject({
    method: 'PATCH',
    url: `${UPDATE}${path}`,
    headers,
    payload: payload as object,
  });
}

async function storedPairs() {
  const { db } = await getTestDatabase();
  return db
    .select({
      plotId: plotGenotypes.plotId,
      name: mutations.name,
      first: plotGenotypes.firstAllele,
      second: plotGenotypes.secondAllele,
    })
    .from(plotGenotypes)
    .innerJoin(mutations, eq(mutations.id, plotGenotypes.mutationId))
    .orderBy(plotGenotypes.id);
}

beforeEach(async () => {
  app = await buildTestApp();
  const { db } = await getTestDatabase();
  const owner = await buildUser(db, { username: 'alice' });
  const rival = await buildUser(db, { username: 'mallory' });
  plots = (await buildNursery(db, ownerOf(owner))).plots;
  foreignPlotId = (await buildNursery(db, ownerOf(rival), { plots: ['Z/1'] })).plots[0]?.id ?? 0;
  alice = bearer((await logInAs(app, 'alice')).access);
  mallory = bearer((await logInAs(app, 'mallory')).access);
});
afterEach(() => app.close());

describe('genotype_mutation_create_by_pos_and_chr/', () => {
  it('creates the marker and sets the plot’s allele pair: 201 {mutation}', async () => {
    const response = await create(alice, {
      plot_id: plots[0]?.id,
      in_plot_created: true,
      ...marker,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ mutation: 'Rht-B1' });
    expect(await storedPairs()).toEqual([
      { plotId: plots[0]?.id, name: 'Rht-B1', first: 'A', second: 'T' },
    ]);
  });

  it('finds an existing marker by chr+pos (keeping its name) and replaces the pair', async () => {
    await create(alice, { plot_id: plots[0]?.id, ...marker });
    const again = await create(alice, {
      ...marker,
      plot_id: String(plots[0]?.id),
      pos: String(marker.pos),
      mut_name: 'another name',
      first_allele: ' G ',
      second_allele: 'G',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ mutation: 'Rht-B1' });
    await create(alice, { plot_id: plots[1]?.id, ...marker });
    const { db } = await getTestDatabase();
    expect(await db.select().from(mutations)).toHaveLength(1);
    expect(await storedPairs()).toEqual([
      { plotId: plots[0]?.id, name: 'Rht-B1', first: 'G', second: 'G' },
      { plotId: plots[1]?.id, name: 'Rht-B1', first: 'A', second: 'T' },
    ]);
  });

  it.each([
    [{ second_allele: undefined }, { second_allele: ['This field is required.'] }],
    [{ first_allele: '  ' }, { first_allele: ['This field may not be blank.'] }],
    [
      { first_allele: 'A'.repeat(101) },
      { first_allele: ['Ensure this field has no more than 100 characters.'] },
    ],
    [{ pos: 'abc' }, { pos: ['A valid integer is required.'] }],
    [{ pos: 1.5 }, { pos: ['A valid integer is required.'] }],
    [{ pos: 0 }, { pos: ['Ensure this value is greater than or equal to 1.'] }],
    [{ chr: '' }, { chr: ['This field may not be blank.'] }],
    [{ plot_id: undefined }, { plot_id: ['This field is required.'] }],
  ])('refuses %j', async (change, body) => {
    const response = await create(alice, { plot_id: plots[0]?.id, ...marker, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('answers 404 for another tenant’s plot and 401 without a token', async () => {
    expect((await create(mallory, { plot_id: plots[0]?.id, ...marker })).statusCode).toBe(404);
    expect((await create(alice, { plot_id: foreignPlotId, ...marker })).statusCode).toBe(404);
    expect((await create({}, { plot_id: plots[0]?.id, ...marker })).statusCode).toBe(401);
    expect(await storedPairs()).toEqual([]);
  });
});

describe('genotype_mutation_update/', () => {
  let ids: number[];

  beforeEach(async () => {
    await create(alice, { plot_id: plots[0]?.id, ...marker });
    await create(alice, { plot_id: plots[1]?.id, ...marker, chr: '1A', pos: 7 });
    ids = (await getTestDatabase().then(({ db }) => db.select().from(plotGenotypes))).map(
      (row) => row.id,
    );
  });

  it('changes one allele pair by plot_genotype_id', async () => {
    const response = await patch(alice, `${ids[0]}/`, { first_allele: 'C', second_allele: 'C' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      plot_genotype_id: ids[0],
      mutation_table_id: expect.any(Number),
      mut_name: 'Rht-B1',
      chr: '4B',
      pos: 30861268,
      first_allele: 'C',
      second_allele: 'C',
      plot: plots[0]?.id,
      brush: null,
    });
  });

  it('a call from reads changed by hand becomes manual, its depth and quality cleared (decision 047)', async () => {
    const { db } = await getTestDatabase();
    await db
      .update(plotGenotypes)
      .set({ source: 'reads', depth: 31, quality: 60 })
      .where(eq(plotGenotypes.id, ids[0] as number));
    expect(
      (await patch(alice, `${ids[0]}/`, { first_allele: 'T', second_allele: 'T' })).statusCode,
    ).toBe(200);
    await db
      .update(plotGenotypes)
      .set({ source: 'reads', depth: 12, quality: 30 })
      .where(eq(plotGenotypes.id, ids[1] as number));
    expect(
      (await create(alice, { plot_id: plots[1]?.id, ...marker, chr: '1A', pos: 7 })).statusCode,
    ).toBe(201);
    const rows = await db
      .select({
        source: plotGenotypes.source,
        depth: plotGenotypes.depth,
        quality: plotGenotypes.quality,
      })
      .from(plotGenotypes)
      .orderBy(plotGenotypes.id);
    expect(rows).toEqual([
      { source: 'manual', depth: null, quality: null },
      { source: 'manual', depth: null, quality: null },
    ]);
  });

  it('requires both alleles', async () => {
    const response = await patch(alice, `${ids[0]}/`, { first_allele: 'C' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ second_allele: ['This field is required.'] });
  });

  it('changes several pairs at once', async () => {
    const response = await patch(alice, 'multiple/', {
      genotypes: [
        { plot_genotype_id: ids[0], first_allele: 'G', second_allele: 'A' },
        { plot_genotype_id: ids[1], first_allele: 'T', second_allele: 'T' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((g: { first_allele: string }) => g.first_allele)).toEqual([
      'G',
      'T',
    ]);
    expect((await storedPairs()).map((p) => `${p.first}${p.second}`)).toEqual(['GA', 'TT']);
  });

  it('changes nothing when one pair is unknown or out of reach', async () => {
    const both = {
      genotypes: [
        { plot_genotype_id: ids[0], first_allele: 'G', second_allele: 'G' },
        { plot_genotype_id: 999, first_allele: 'G', second_allele: 'G' },
      ],
    };
    expect((await patch(alice, 'multiple/', both)).statusCode).toBe(404);
    expect(
      (await patch(mallory, `${ids[0]}/`, { first_allele: 'G', second_allele: 'G' })).statusCode,
    ).toBe(404);
    expect(
      (await patch({}, `${ids[0]}/`, { first_allele: 'G', second_allele: 'G' })).statusCode,
    ).toBe(401);
    expect((await storedPairs()).map((p) => `${p.first}${p.second}`)).toEqual(['AT', 'AT']);
  });

  it('refuses an empty list and a pair without an id', async () => {
    const empty = await patch(alice, 'multiple/', { genotypes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ genotypes: ['This list may not be empty.'] });
    const noId = await patch(alice, 'multiple/', {
      genotypes: [{ first_allele: 'G', second_allele: 'G' }],
    });
    expect(noId.json()).toEqual({ genotypes: ['This field is required.'] });
  });
});
