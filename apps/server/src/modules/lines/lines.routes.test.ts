import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { multipart, TINY_PNG } from '../../test/multipart.ts';
import { type ApiCaller, apiAs, setUpNursery } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

/**
 * A line's photos, variety flag and parents follow the seasons it grows in (decision 026):
 * writes need write access to such a season (or owning the line), reads read access.
 * `Скрытая` grows only in 2024, which no group grants; `Общая` grows in 2025, granted.
 */
let app: FastifyInstance;
let head: ApiCaller;
let editor: ApiCaller;
let viewer: ApiCaller;
let cropId: number;
let hiddenLine: number;
let sharedLine: number;
let hiddenPhoto: number;

const NOT_FOUND = { detail: 'Not found.' };

async function lineIdIn(yearId: number): Promise<number> {
  return (await head('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`)).json().data[0]
    .line_id;
}

function uploadPhoto(api: ApiCaller, lineId: number) {
  const body = multipart({
    line: String(lineId),
    photographed_at: '2025-06-02',
    photo: { filename: 'p.png', content: TINY_PNG, type: 'image/png' },
  });
  return api('POST', 'line_photo/', body.payload, body.headers);
}

async function signIn(username: string, companyId: number): Promise<[ApiCaller, number]> {
  const { db } = await getTestDatabase();
  const user = await buildUser(db, { username, companyId, role: 'employee' });
  return [apiAs(app, bearer((await logInAs(app, username)).access)), user.id];
}

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app, 'head');
  head = nursery.api;
  cropId = nursery.cropId;
  const oldYearId = (
    await head('POST', 'field_year_add/', {
      field_id: nursery.fieldId,
      year: 2024,
      spec_id: cropId,
    })
  ).json().id;
  const plant = (year: number, line: string) =>
    head('POST', 'plot_table/', {
      plot_name: line,
      field: nursery.fieldId,
      year,
      spec_id: cropId,
      line_name: line,
    });
  await plant(2024, 'Скрытая');
  await plant(2025, 'Общая');
  hiddenLine = await lineIdIn(oldYearId);
  sharedLine = await lineIdIn(nursery.yearId);
  hiddenPhoto = (await uploadPhoto(head, hiddenLine)).json().id;
  const [editorApi, editorId] = await signIn('editor', nursery.companyId);
  const [viewerApi, viewerId] = await signIn('viewer', nursery.companyId);
  editor = editorApi;
  viewer = viewerApi;
  for (const [name, write, member] of [
    ['Редакторы', true, editorId],
    ['Читатели', false, viewerId],
  ] as const) {
    const grant = await head('POST', 'field_year_permissions/', {
      year_ids: [nursery.yearId],
      name,
      write,
      user_ids: [member],
    });
    expect(grant.statusCode).toBe(201);
  }
});
afterEach(() => app.close());

describe('lines growing only in seasons out of reach', () => {
  it('are neither listed, changed nor deleted by a grantee of another season (404)', async () => {
    const attempts = [
      await editor('GET', `line_photo/?line_id=${hiddenLine}`),
      await editor('GET', `line_photo/${hiddenPhoto}/file/`),
      await uploadPhoto(editor, hiddenLine),
      await editor('PATCH', `line_photo/${hiddenPhoto}/`, { photographed_at: '2025-07-01' }),
      await editor('DELETE', `line_photo/${hiddenPhoto}/`),
      await editor('PATCH', 'line_table_list/', { line_id: hiddenLine, is_sort: true }),
      await editor('PATCH', 'lines_genealogy/', {
        spec_id: cropId,
        line_id: hiddenLine,
        mother: 'Чужая мать',
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    const photos = (await head('GET', `line_photo/?line_id=${hiddenLine}`)).json();
    expect(photos).toMatchObject([{ id: hiddenPhoto, photographed_at: '2025-06-02' }]);
    const [row] = (
      await head('GET', `combined_plot_field_line_genealogy/?year_id=${await yearOf(hiddenLine)}`)
    ).json().data;
    expect(row).toMatchObject({ is_sort: false, parent_name_1: null });
  });
});

async function yearOf(lineId: number): Promise<number> {
  const [field] = (await head('GET', `field_table/?spec_id=${cropId}`)).json();
  for (const season of field.fieldyear_set) {
    if ((await lineIdIn(season.id)) === lineId) return season.id;
  }
  throw new Error('line not planted');
}

describe('lines growing in a granted season', () => {
  it('are changed by a view-and-edit grantee', async () => {
    expect((await uploadPhoto(editor, sharedLine)).statusCode).toBe(201);
    expect((await editor('GET', `line_photo/?line_id=${sharedLine}`)).json()).toHaveLength(1);
    const flagged = await editor('PATCH', 'line_table_list/', {
      line_id: sharedLine,
      is_sort: true,
    });
    expect(flagged.json()).toEqual({ line_id: sharedLine, line_name: 'Общая', is_sort: true });
    const parents = await editor('PATCH', 'lines_genealogy/', {
      spec_id: cropId,
      line_id: sharedLine,
      mother: 'Мать',
    });
    expect(parents.statusCode).toBe(200);
  });

  it('are read but not changed by a view-only grantee (403)', async () => {
    const photo = (await uploadPhoto(head, sharedLine)).json().id;
    expect((await viewer('GET', `line_photo/?line_id=${sharedLine}`)).statusCode).toBe(200);
    expect((await viewer('GET', `line_photo/${photo}/file/`)).statusCode).toBe(200);
    const attempts = [
      await uploadPhoto(viewer, sharedLine),
      await viewer('DELETE', `line_photo/${photo}/`),
      await viewer('PATCH', 'line_table_list/', { line_id: sharedLine, is_sort: true }),
      await viewer('PATCH', 'lines_genealogy/', {
        spec_id: cropId,
        line_id: sharedLine,
        mother: 'М',
      }),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
  });
});

describe('lines the caller owns', () => {
  it('are changed by their creator though they grow nowhere', async () => {
    // the editor names a new mother: that line is theirs, planted nowhere
    const parents = await editor('PATCH', 'lines_genealogy/', {
      spec_id: cropId,
      line_id: sharedLine,
      mother: 'Новая мать',
    });
    const motherId: number = parents.json().mother_id;
    const flagged = await editor('PATCH', 'line_table_list/', { line_id: motherId, is_sort: true });
    expect(flagged.statusCode).toBe(200);
    // someone else's line planted nowhere stays out of the viewer's sight
    const seen = await viewer('PATCH', 'line_table_list/', { line_id: motherId, is_sort: false });
    expect(seen.statusCode).toBe(404);
    // the head of company owns every line of the company's crops
    expect((await uploadPhoto(head, motherId)).statusCode).toBe(201);
  });
});
