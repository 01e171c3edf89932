import { PrimerRow } from '@plotline/contract/create-line';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lines } from '../../db/schema.ts';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs, setUpStranger } from '../../test/nursery-api.ts';
import { buildLine, buildPlots } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { buildCreateLineScene, PRIMERS } from './create-line-fixture.ts';

// Issue 19, create-line: the planned lines' primers (user_primers_list/, JSON and CSV), who may
// delete a planned line (its creator or a head who owns it, while no plot grows it), and
// another tenant's 404 everywhere.

let app: FastifyInstance;
let api: ApiCaller;
let scene: Awaited<ReturnType<typeof buildCreateLineScene>>;

beforeEach(async () => {
  app = await buildTestApp();
  scene = await buildCreateLineScene(app);
  api = scene.api;
});
afterEach(() => app.close());

/** Plans a line from `base` as `caller`, changing M1 to G/G and M2 to C/T. */
async function plan(caller: ApiCaller, name: string, base = scene.lineIds.Base) {
  const answer = await caller('POST', 'create_line/', {
    spec_id: scene.cropId,
    base_line_id: base,
    name,
    changes: [
      { mutation_id: scene.markers.M2, first_allele: 'C', second_allele: 'T' },
      { mutation_id: scene.markers.M1, first_allele: 'G', second_allele: 'G' },
    ],
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().line_id as number;
}

describe('user_primers_list/', () => {
  it('answers a planned line’s changed markers with primers and target pairs, and as CSV', async () => {
    const lineId = await plan(api, 'Base-M1');
    const answer = await api('GET', `user_primers_list/?spec_id=${scene.cropId}&line_id=${lineId}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json().map((row: unknown) => PrimerRow.parse(row));
    expect(rows.map((r: PrimerRow) => [r.name, r.first_allele, r.second_allele])).toEqual([
      ['M1', 'G', 'G'],
      ['M2', 'C', 'T'],
    ]);
    expect(rows[0]).toMatchObject({
      forward_primer: PRIMERS.forward,
      reverse_primer: PRIMERS.reverse,
      flank_left: 'AAAA',
      flank_right: 'CCCC',
    });
    const csv = await api(
      'GET',
      `user_primers_list/?spec_id=${scene.cropId}&line_id=${lineId}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="primers_Base-M1.csv"');
    expect(csv.body.trim().split('\n')).toEqual([
      'mutation_id,name,chr,pos,forward_primer,reverse_primer,flank_left,flank_right,first_allele,second_allele',
      `${scene.markers.M1},M1,1,10,${PRIMERS.forward},${PRIMERS.reverse},AAAA,CCCC,G,G`,
      `${scene.markers.M2},M2,1,20,,,,,C,T`,
    ]);
  });

  it('lists every catalogue marker with a primer without line_id', async () => {
    const answer = await api('GET', `user_primers_list/?spec_id=${scene.cropId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().map((row: PrimerRow) => [row.name, row.first_allele])).toEqual([
      ['M1', null],
      ['M4', null],
    ]);
    // an ordinary line is not a planned one
    const plain = await api(
      'GET',
      `user_primers_list/?spec_id=${scene.cropId}&line_id=${scene.lineIds.Base}`,
    );
    expect(plain.statusCode).toBe(404);
  });
});

describe('DELETE create_line/{line_id}/', () => {
  it('lets the creator and a head delete, refuses other employees, keeps a sown one', async () => {
    const { db } = await getTestDatabase();
    // bob, an employee of alice's company, owns a line of his own to start from
    const bobUser = await buildUser(db, { username: 'bob', companyId: scene.companyId });
    await buildUser(db, { username: 'carol', companyId: scene.companyId });
    const bob = apiAs(app, bearer((await logInAs(app, 'bob')).access));
    const carol = apiAs(app, bearer((await logInAs(app, 'carol')).access));
    const own = await buildLine(db, scene.cropId, 'BobBase');
    await db.update(lines).set({ createdBy: bobUser.id }).where(eq(lines.id, own.id));
    const bobsPlan = await plan(bob, 'Bob-1', own.id);
    const alicesPlan = await plan(api, 'Alice-1');
    // carol sees neither; bob does not see alice's
    expect((await carol('DELETE', `create_line/${bobsPlan}/`)).statusCode).toBe(404);
    expect((await bob('DELETE', `create_line/${alicesPlan}/`)).statusCode).toBe(404);
    expect((await bob('GET', `create_line/?spec_id=${scene.cropId}`)).json()).toHaveLength(1);
    expect((await bob('DELETE', `create_line/${bobsPlan}/`)).statusCode).toBe(204);
    // the head deletes hers once no plot grows it
    await buildPlots(db, { id: scene.yearId, cropId: scene.cropId }, ['Alice-1']);
    const sown = await api('DELETE', `create_line/${alicesPlan}/`);
    expect(sown.statusCode).toBe(400);
    expect(Object.keys(sown.json())).toEqual(['non_field_errors']);
    const listed = await api('GET', `create_line/?spec_id=${scene.cropId}`);
    expect(listed.json().map((row: { can_delete: boolean }) => row.can_delete)).toEqual([false]);
    const again = await plan(api, 'Alice-2');
    expect((await api('DELETE', `create_line/${again}/`)).statusCode).toBe(204);
    expect((await api('GET', `line_table_list/${again}/`)).statusCode).toBe(404);
  });
});

describe('another tenant', () => {
  it('finds none of the crop’s create-line routes (404)', async () => {
    const lineId = await plan(api, 'Base-M1');
    const stranger = await setUpStranger(app);
    const body = { spec_id: scene.cropId, base_line_id: scene.lineIds.Base, changes: [] };
    const answers = [
      await stranger(
        'GET',
        `create_line/base/?spec_id=${scene.cropId}&line_id=${scene.lineIds.Base}`,
      ),
      await stranger('POST', 'create_line/preview/', body),
      await stranger('POST', 'create_line/', { ...body, name: 'Чужая' }),
      await stranger('GET', `create_line/?spec_id=${scene.cropId}`),
      await stranger('DELETE', `create_line/${lineId}/`),
      await stranger('GET', `user_primers_list/?spec_id=${scene.cropId}&line_id=${lineId}`),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
  });
});
