import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { bearer, logInAs } from '../../test/factories.ts';
import { apiAs } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { DEMO_LOGIN, seedDemo } from './seed-demo.ts';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

type Effect = { feature_name: string; region_name: string | null; effect: number };
type Entry = {
  title: string;
  mutation_name: string | null;
  references: string[];
  effects: Effect[];
};

it('seeds the demo sunflower’s knowledge base: entries on its catalogue genes with effects', async () => {
  const { db } = await getTestDatabase();
  await seedDemo(db);
  const api = apiAs(
    app,
    bearer((await logInAs(app, DEMO_LOGIN.username, DEMO_LOGIN.password)).access),
  );
  const crops: { spec_id: number; english_name: string }[] = (
    await api('GET', 'species_table/')
  ).json().data;
  const sunflower = crops.find((crop) => crop.english_name === 'Sunflower');
  const list = await api('GET', `knowledge_base/?spec_id=${sunflower?.spec_id}`, undefined, {
    'accept-language': 'en',
  });
  expect(list.statusCode, list.body).toBe(200);
  const entries: Entry[] = list.json().results;
  expect(entries.length).toBeGreaterThanOrEqual(3);
  for (const entry of entries) {
    expect(entry.mutation_name, entry.title).not.toBeNull();
    expect(entry.references.length, entry.title).toBeGreaterThan(0);
  }
  const effects = entries.flatMap((entry) => entry.effects);
  expect(new Set(effects.map((effect) => effect.feature_name))).toEqual(
    new Set(['урожайность', 'масличность', 'диаметр корзинки']),
  );
  expect(effects.filter((effect) => effect.region_name === 'Krasnodar Krai')).toHaveLength(1);
  expect(effects.every((effect) => Math.abs(effect.effect) < 2)).toBe(true);
  const markers = await api('GET', `mutation_table/?spec_id=${sunflower?.spec_id}`);
  const linked = markers
    .json()
    .results.filter((m: { knowledge_entries: number }) => m.knowledge_entries > 0);
  expect(linked.length).toBe(entries.length);
}, 300_000);
