import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { multipart, type Part, TINY_PNG } from '../../test/multipart.ts';
import { buildLine, buildNursery, ownerOf } from '../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

const API = '/api/v1/plotline_db/';
const PNG = TINY_PNG;
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jfif')]);

let app: FastifyInstance;
let alice: Record<string, string>;
let mallory: Record<string, string>;
let plotId: number;
let lineId: number;

function upload(
  headers: Record<string, string>,
  kind: 'plot' | 'line',
  parts: Record<string, Part | undefined>,
) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: `${API}${kind}_photo/`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

function plotPhoto(headers: Record<string, string>, change: Record<string, Part | undefined> = {}) {
  return upload(headers, 'plot', {
    plot: String(plotId),
    photographed_at: '2024-06-15',
    comment: 'колошение',
    photo: { filename: 'колос.png', content: PNG, type: 'image/png' },
    ...change,
  });
}

beforeEach(async () => {
  app = await buildTestApp();
  const { db } = await getTestDatabase();
  const owner = await buildUser(db, { username: 'alice' });
  await buildUser(db, { username: 'mallory' });
  const nursery = await buildNursery(db, ownerOf(owner));
  plotId = nursery.plots[0]?.id ?? 0;
  lineId = (await buildLine(db, nursery.crop.id, 'Безостая 1')).id;
  alice = bearer((await logInAs(app, 'alice')).access);
  mallory = bearer((await logInAs(app, 'mallory')).access);
});
afterEach(() => app.close());

describe('plot_photo/', () => {
  it('uploads a photo (201), lists it and serves its bytes with the detected type', async () => {
    const created = await plotPhoto(alice);
    expect(created.statusCode).toBe(201);
    const photo = {
      id: 1,
      plot: plotId,
      photo: '/api/v1/plotline_db/plot_photo/1/file/',
      photographed_at: '2024-06-15',
      comment: 'колошение',
      file_name: 'колос.png',
    };
    expect(created.json()).toEqual(photo);
    const list = await app.inject({ url: `${API}plot_photo/?plot_id=${plotId}`, headers: alice });
    expect(list.json()).toEqual([photo]);
    const file = await app.inject({ url: photo.photo, headers: alice });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('trusts the bytes, not the declared type: a JPEG sent as PNG is a JPEG', async () => {
    const created = await plotPhoto(alice, {
      photo: { filename: 'x.png', content: JPEG, type: 'image/png' },
    });
    const file = await app.inject({ url: created.json().photo, headers: alice });
    expect(file.headers['content-type']).toBe('image/jpeg');
  });

  it('lists the newest photo first', async () => {
    await plotPhoto(alice, { photographed_at: '2023-01-01' });
    await plotPhoto(alice, { photographed_at: '2024-01-01' });
    const list = await app.inject({ url: `${API}plot_photo/?plot_id=${plotId}`, headers: alice });
    expect(list.json().map((p: { id: number }) => p.id)).toEqual([2, 1]);
  });

  it.each([
    [{ photo: undefined }, { photo: ['No file was submitted.'] }],
    [
      { photo: 'not a file' },
      { photo: ['The submitted data was not a file. Check the encoding type on the form.'] },
    ],
    [
      { photo: { filename: 'e.png', content: Buffer.alloc(0) } },
      { photo: ['The submitted file is empty.'] },
    ],
    [
      { photo: { filename: 'x.gif', content: Buffer.from('GIF89a……'), type: 'image/png' } },
      { photo: ['Upload a JPEG, PNG or WebP image.'] },
    ],
    [
      { photographed_at: '1989-12-31' },
      { photographed_at: ['Enter a date from 1990-01-01 to 2050-12-31.'] },
    ],
    [
      { photographed_at: '2051-01-01' },
      { photographed_at: ['Enter a date from 1990-01-01 to 2050-12-31.'] },
    ],
    [
      { photographed_at: '15.06.2024' },
      { photographed_at: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] },
    ],
    [{ photographed_at: undefined }, { photographed_at: ['This field is required.'] }],
    [{ plot: 'abc' }, { plot: ['A valid integer is required.'] }],
  ])('refuses %j', async (change, body) => {
    const response = await plotPhoto(alice, change as Record<string, Part | undefined>);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('accepts the bounds of the photo date range', async () => {
    expect((await plotPhoto(alice, { photographed_at: '1990-01-01' })).statusCode).toBe(201);
    expect((await plotPhoto(alice, { photographed_at: '2050-12-31' })).statusCode).toBe(201);
  });

  it('refuses a photo over 20 MB with a field message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]);
    const response = await plotPhoto(alice, { photo: { filename: 'big.png', content: big } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ photo: ['The photo must not be larger than 20 MB.'] });
  });

  it('changes the date, deletes the photo (204) and its file', async () => {
    const { id, photo } = (await plotPhoto(alice)).json();
    const changed = await app.inject({
      method: 'PATCH',
      url: `${API}plot_photo/${id}/`,
      headers: alice,
      payload: { photographed_at: '2024-07-01' },
    });
    expect(changed.json()).toMatchObject({ id, photographed_at: '2024-07-01' });
    const bad = await app.inject({
      method: 'PATCH',
      url: `${API}plot_photo/${id}/`,
      headers: alice,
      payload: { photographed_at: '2060-01-01' },
    });
    expect(bad.json()).toEqual({
      photographed_at: ['Enter a date from 1990-01-01 to 2050-12-31.'],
    });
    const gone = await app.inject({
      method: 'DELETE',
      url: `${API}plot_photo/${id}/`,
      headers: alice,
    });
    expect(gone.statusCode).toBe(204);
    expect((await app.inject({ url: photo, headers: alice })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `${API}plot_photo/?plot_id=${plotId}`, headers: alice })).json(),
    ).toEqual([]);
  });

  it('hides another tenant’s plots and photos (404) and requires a token (401)', async () => {
    const { id, photo } = (await plotPhoto(alice)).json();
    expect((await plotPhoto(mallory)).statusCode).toBe(404);
    expect((await app.inject({ url: photo, headers: mallory })).statusCode).toBe(404);
    expect(
      (await app.inject({ url: `${API}plot_photo/?plot_id=${plotId}`, headers: mallory }))
        .statusCode,
    ).toBe(404);
    const remove = { method: 'DELETE' as const, url: `${API}plot_photo/${id}/` };
    expect((await app.inject({ ...remove, headers: mallory })).statusCode).toBe(404);
    expect((await app.inject({ url: photo })).statusCode).toBe(401);
    expect((await plotPhoto({})).statusCode).toBe(401);
    // a plot photo is not reachable through the line routes
    expect(
      (await app.inject({ url: `${API}line_photo/${id}/file/`, headers: alice })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: photo, headers: alice })).statusCode).toBe(200);
  });
});

describe('line_photo/', () => {
  it('uploads, lists, serves and deletes a line’s photo', async () => {
    const created = await upload(alice, 'line', {
      line: String(lineId),
      photographed_at: '2024-06-15',
      photo: { filename: 'колос.jpg', content: JPEG },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: 1,
      line: lineId,
      photo: '/api/v1/plotline_db/line_photo/1/file/',
      photographed_at: '2024-06-15',
      comment: '',
      file_name: 'колос.jpg',
    });
    const list = await app.inject({ url: `${API}line_photo/?line_id=${lineId}`, headers: alice });
    expect(list.json()).toHaveLength(1);
    const file = await app.inject({ url: created.json().photo, headers: alice });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(
      (await app.inject({ url: `${API}line_photo/?line_id=${lineId}`, headers: mallory }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ url: created.json().photo, headers: mallory })).statusCode).toBe(
      404,
    );
    const gone = await app.inject({ method: 'DELETE', url: `${API}line_photo/1/`, headers: alice });
    expect(gone.statusCode).toBe(204);
  });

  it('requires the line', async () => {
    const response = await upload(alice, 'line', {
      photographed_at: '2024-06-15',
      photo: { filename: 'a.jpg', content: JPEG },
    });
    expect(response.json()).toEqual({ line: ['This field is required.'] });
  });
});
