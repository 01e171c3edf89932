import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { features } from '../../db/schema.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { createMarker, setUpCatalogue } from '../markers/markers-test-kit.ts';
import { RU } from '../meteo/meteo-test-kit.ts';

/**
 * The knowledge base of a crop (issue 19, decision 054): entries with references and
 * hand-entered marker effects; read by the tenant, written by who edits the catalogue, deleted
 * by the creator or a manager; one manual effect per (marker, trait, region) in the crop.
 */
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof setUpKnowledge>>;

async function setUpKnowledge() {
  const catalogue = await setUpCatalogue(app);
  const { db } = await getTestDatabase();
  const marker = (mut_name: string, pos: number) =>
    createMarker(catalogue.head, {
      spec_id: catalogue.cropId,
      mut_name,
      chr: 'Ha14',
      pos,
      ref_allele: 'G',
      alt_allele: 'A',
    });
  const fad2 = (await marker('FAD2-1', 139_627_945)).id as number;
  const or7 = (await marker('Or7', 94_511_820)).id as number;
  const [oil, yieldTrait, colour] = await db
    .insert(features)
    .values([
      { cropId: catalogue.cropId, name: 'масличность', kind: 'quantitative' },
      { cropId: catalogue.cropId, name: 'урожайность', kind: 'quantitative' },
      { cropId: catalogue.cropId, name: 'окраска семянок', kind: 'qualitative' },
    ])
    .returning({ id: features.id });
  const [region] = await queryRows<{ id: number }>(
    db,
    sql`select id from regions where code = 'RU-KDA'`,
  );
  return {
    ...catalogue,
    fad2,
    or7,
    oil: oil?.id ?? 0,
    yield: yieldTrait?.id ?? 0,
    colour: colour?.id ?? 0,
    region: region?.id ?? 0,
  };
}

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpKnowledge();
});
afterEach(() => app.close());

const entry = (extra: Record<string, unknown> = {}) => ({
  spec_id: world.cropId,
  title: 'FAD2-1: высокоолеиновость',
  gene: 'FAD2-1',
  mutation_id: world.fad2,
  feature_id: world.oil,
  body: 'Мутант Первенец.\nОлеиновая кислота до 90 %.',
  references: ['Schuppert et al. (2006) Mol Breeding 17: 241–256. doi:10.1007/s11032-005-5680-6'],
  effects: [
    { mutation_id: world.fad2, feature_id: world.oil, effect: 0.35, se: 0.12 },
    { mutation_id: world.fad2, feature_id: world.yield, region_id: world.region, effect: '-0,4' },
  ],
  ...extra,
});

async function create(api = world.head, body = entry()) {
  const answer = await api('POST', 'knowledge_base/', body, RU);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

async function manualEffects() {
  const { db } = await getTestDatabase();
  return queryRows<{ knowledge_entry_id: number; feature_id: number; effect: number }>(
    db,
    sql`select knowledge_entry_id, feature_id, effect from marker_effects
      where source = 'manual' order by feature_id`,
  );
}

describe('knowledge base', () => {
  it('adds an entry with its effects as manual weights, reads, lists and searches it', async () => {
    const created = await create();
    expect(created).toMatchObject({
      spec_id: world.cropId,
      title: 'FAD2-1: высокоолеиновость',
      mutation_name: 'FAD2-1',
      feature_name: 'масличность',
      body: 'Мутант Первенец.\nОлеиновая кислота до 90 %.',
      can_edit: true,
      can_delete: true,
    });
    expect(created.effects).toEqual([
      expect.objectContaining({ feature_name: 'масличность', region_id: null, effect: 0.35 }),
      expect.objectContaining({
        feature_name: 'урожайность',
        region_name: 'Краснодарский край',
        effect: -0.4,
        se: null,
      }),
    ]);
    expect((await manualEffects()).map((row) => row.knowledge_entry_id)).toEqual([
      created.id,
      created.id,
    ]);
    const read = await world.plain('GET', `knowledge_base/${created.id}/`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ can_edit: false, can_delete: false });
    expect(read.json().effects[1].region_name).toBe('Krasnodar Krai');
    await create(
      world.head,
      entry({
        title: 'Or7',
        gene: 'Or7',
        mutation_id: world.or7,
        feature_id: null,
        body: '',
        effects: [],
      }),
    );
    const list = async (query: string) => {
      const answer = await world.plain('GET', `knowledge_base/?spec_id=${world.cropId}${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const all = await list('');
    expect(all.count).toBe(2);
    expect(all.can_create).toBe(false);
    expect(all.results.map((e: { title: string }) => e.title)).toEqual(['Or7', created.title]);
    for (const search of ['высокоолеин', 'fad2', 'ПЕРВЕНЕЦ', 'урожайн']) {
      const found = await list(`&search=${encodeURIComponent(search)}`);
      expect(
        found.results.map((e: { id: number }) => e.id),
        search,
      ).toEqual([created.id]);
    }
    // LIKE wildcards are taken literally: "90 %" matches, "%Первенец" does not
    expect((await list(`&search=${encodeURIComponent('0 %')}`)).count).toBe(1);
    expect((await list(`&search=${encodeURIComponent('%Первенец')}`)).count).toBe(0);
    expect((await list(`&mutation_id=${world.or7}`)).count).toBe(1);
    expect((await list('&page_size=1&page=2')).results[0].id).toBe(created.id);
    const traits = await world.plain('GET', `knowledge_base/traits/?spec_id=${world.cropId}`);
    expect(traits.json()).toEqual([
      { id: world.oil, name: 'масличность' },
      { id: world.yield, name: 'урожайность' },
    ]);
    const markers = await world.plain(
      'GET',
      `mutation_table/?spec_id=${world.cropId}&ordering=mut_name`,
    );
    expect(
      markers.json().results.map((m: { knowledge_entries: number }) => m.knowledge_entries),
    ).toEqual([1, 1]);
  });

  it('changes the fields given and replaces the effects as a whole', async () => {
    const created = await create();
    const renamed = await world.hod('PATCH', `knowledge_base/${created.id}/`, { title: 'FAD2' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'FAD2', gene: 'FAD2-1' });
    expect(renamed.json().effects).toHaveLength(2);
    const replaced = await world.head('PATCH', `knowledge_base/${created.id}/`, {
      feature_id: null,
      references: [],
      effects: [{ mutation_id: world.or7, feature_id: world.yield, effect: 1.2 }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ feature_id: null, feature_name: null, references: [] });
    expect(await manualEffects()).toEqual([
      { knowledge_entry_id: created.id, feature_id: world.yield, effect: 1.2 },
    ]);
    const empty = await world.head('PATCH', `knowledge_base/${created.id}/`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a second manual effect on a marker, trait and region, naming the entry', async () => {
    const first = await create();
    const same = { mutation_id: world.fad2, feature_id: world.oil, effect: 1 };
    const other = { mutation_id: world.or7, feature_id: world.oil, effect: 1 };
    const refused = await world.head(
      'POST',
      'knowledge_base/',
      entry({ title: 'Ещё', effects: [other, same] }),
      RU,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()['effects[1]'][0]).toContain('«FAD2-1: высокоолеиновость»');
    // the entry's own effects are no duplicate of themselves
    const kept = await world.head('PATCH', `knowledge_base/${first.id}/`, { effects: [same] });
    expect(kept.statusCode, kept.body).toBe(200);
    const twice = await world.head('POST', 'knowledge_base/', entry({ effects: [other, other] }));
    expect(Object.keys(twice.json())).toEqual(['effects[1]']);
    // another region is another weight
    const regional = { ...same, region_id: world.region };
    await create(world.head, entry({ title: 'Регион', effects: [regional] }));
    const bad = async (body: Record<string, unknown>, field: string) => {
      const answer = await world.head('POST', 'knowledge_base/', entry(body), RU);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(Object.keys(answer.json()), JSON.stringify(body)).toEqual([field]);
      expect(answer.body).not.toContain('knowledgeBase.');
    };
    await bad({ effects: [{ ...other, feature_id: world.colour }] }, 'effects[0]');
    await bad({ effects: [{ ...other, region_id: 2_000_000 }] }, 'effects[0]');
    await bad({ effects: [{ ...other, effect: 'много' }] }, 'effects');
    await bad({ effects: [], feature_id: world.colour }, 'feature_id');
    const otherCrop = (await world.head('POST', 'species_table/', { russian_name: 'Рожь' })).json();
    const foreign = await createMarker(world.head, {
      spec_id: otherCrop.spec_id,
      mut_name: 'x',
      chr: '1',
      pos: 1,
    });
    await bad({ effects: [], mutation_id: foreign.id }, 'mutation_id');
    await bad({ effects: [{ ...other, mutation_id: foreign.id }] }, 'effects[0]');
    await bad({ title: 'x'.repeat(201) }, 'title');
    await bad({ references: Array.from({ length: 51 }, () => 'ref') }, 'references');
    await bad({ body: 'x'.repeat(20_001) }, 'body');
    expect((await manualEffects()).length).toBe(2);
  });

  it('hides another tenant’s entries (404) and refuses writes to who only reads (403)', async () => {
    const created = await create();
    for (const [method, url, body] of [
      ['GET', `knowledge_base/${created.id}/`],
      ['PATCH', `knowledge_base/${created.id}/`, { title: 'x' }],
      ['DELETE', `knowledge_base/${created.id}/`],
      ['GET', `knowledge_base/?spec_id=${world.cropId}`],
      ['POST', 'knowledge_base/', entry({ effects: [] })],
    ] as const) {
      const answer = await world.stranger(method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    for (const caller of [world.plain, world.viewer, world.editor]) {
      expect((await caller('POST', 'knowledge_base/', entry({ effects: [] }))).statusCode).toBe(
        403,
      );
      const patch = await caller('PATCH', `knowledge_base/${created.id}/`, { title: 'x' });
      expect(patch.statusCode).toBe(403);
      expect((await caller('DELETE', `knowledge_base/${created.id}/`)).statusCode).toBe(403);
    }
    expect((await world.plain('GET', 'knowledge_base/999999/')).statusCode).toBe(404);
  });

  it('lets the creator or a manager delete an entry, its effects with it', async () => {
    const byHod = await create(world.hod);
    const byHead = await create(
      world.head,
      entry({ title: 'Or7', mutation_id: world.or7, effects: [] }),
    );
    const deleted = await world.hod('DELETE', `knowledge_base/${byHod.id}/`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await manualEffects()).toEqual([]);
    expect((await world.hod('GET', `knowledge_base/${byHod.id}/`)).statusCode).toBe(404);
    expect((await world.head('DELETE', `knowledge_base/${byHead.id}/`)).statusCode).toBe(204);
  });
});
