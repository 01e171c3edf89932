import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildPeople, type People, rebuildWorld, type World } from '../../test/matrix-world.ts';
import { buildTestApp } from '../../test/test-app.ts';

/**
 * Clients of the original system send `Content-Type: application/json` on every call, also
 * on a DELETE or GET without a body (api-contract §1): that is the normal answer, not 400
 * "Malformed request body".
 */
const JSON_TYPE = { 'content-type': 'application/json' };
const d = 'plotline_db';

let app: FastifyInstance;
let people: People;
let world: World;

beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  people = await buildPeople(app);
});
beforeEach(async () => {
  world = await rebuildWorld(people);
});
afterAll(() => app.close());

const head = () => people.callAs('hoc');

describe('an empty body sent as application/json', () => {
  it.each([
    ['users_groups', (w: World) => `users/users_groups/${w.writeGroupId}/`],
    ['field_year_permissions', (w: World) => `${d}/field_year_permissions/${w.readPermissionId}/`],
    ['field_table', (w: World) => `${d}/field_table/${w.fieldId}/`],
    ['plot_table', (w: World) => `${d}/plot_table/${w.plotId}/`],
    ['plot_stage', (w: World) => `${d}/plot_stage/${w.stageId}/`],
    ['harvest_technology', (w: World) => `${d}/harvest_technology/${w.harvestId}/`],
    ['brush_table', (w: World) => `${d}/brush_table/${w.brushId}/`],
    ['plot_photo', (w: World) => `${d}/plot_photo/${w.plotPhotoId}/`],
    ['field_year_add', (w: World) => `${d}/field_year_add/${w.yearId}/`],
  ])('DELETE %s/{id}/ answers 204 and deletes', async (_name, url) => {
    const response = await head()('DELETE', url(world), '' as never, JSON_TYPE);
    expect(response.statusCode, response.body).toBe(204);
    expect((await head()('DELETE', url(world), '' as never, JSON_TYPE)).statusCode).toBe(404);
  });

  it('DELETE with a query and only white space in the body answers 204', async () => {
    const url = `${d}/plot_final_results/?plot_id=${world.plotId}&feature=высота`;
    const response = await head()('DELETE', url, '  \n' as never, JSON_TYPE);
    expect(response.statusCode, response.body).toBe(204);
  });

  it('GET with the JSON content type and no body answers 200', async () => {
    const response = await head()('GET', `${d}/field_table/?spec_id=${world.cropId}`, undefined, {
      ...JSON_TYPE,
      'content-length': '0',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(1);
  });

  it('a POST with an empty JSON body (or none) names each missing field', async () => {
    const missing = { russian_name: ['This field is required.'] };
    const empty = await head()('POST', `${d}/species_table/`, '' as never, JSON_TYPE);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual(missing);
    const none = await head()('POST', `${d}/species_table/`);
    expect(none.json()).toEqual(missing);
  });

  it('broken JSON is still 400 "Malformed request body", and nothing is deleted', async () => {
    const url = `users/users_groups/${world.writeGroupId}/`;
    const broken = await head()('DELETE', url, '{"a":' as never, JSON_TYPE);
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'Malformed request body.' });
    expect((await head()('GET', url)).statusCode).toBe(200);
  });

  it('a JSON body carrying __proto__ is refused as before', async () => {
    const response = await head()(
      'POST',
      `${d}/species_table/`,
      '{"russian_name":"Рожь","__proto__":{"x":1}}' as never,
      JSON_TYPE,
    );
    expect(response.statusCode).toBe(400);
  });
});
