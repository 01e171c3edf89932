import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './test/test-app.ts';

let app: FastifyInstance;
const dist = mkdtempSync(join(tmpdir(), 'plotline-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Plotline</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  app = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(() => app.close());

describe('the app', () => {
  it('answers health with the database kind', async () => {
    const response = await app.inject({ url: '/api/v1/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
    expect(['embedded', 'postgres']).toContain(response.json().database);
  });

  it('serves the SPA with history fallback for client routes', async () => {
    for (const url of ['/', '/fields/statistic/nsr?cultureId=1', '/news/5']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Plotline</title>');
    }
  });

  it('sends the precompressed file when the client accepts it', async () => {
    const response = await app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe('console.log(1)');
  });

  it('answers HEAD on client routes', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/auth' });
    expect(response.statusCode).toBe(200);
  });

  it('serves files added after start (a rebuild needs no restart)', async () => {
    writeFileSync(join(dist, 'assets', 'late-def456.js'), 'console.log(2)');
    const response = await app.inject({ url: '/assets/late-def456.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(2)');
  });

  it('answers a missing asset with 404, not the SPA page', async () => {
    const response = await app.inject({ url: '/assets/missing-000.js' });
    expect(response.statusCode).toBe(404);
  });

  it('never serves files outside the build', async () => {
    for (const url of ['/..%2f..%2fpackage.json', '/assets/..%2F..%2F..%2Fpackage.json']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('"name"');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await app.inject({ url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers unknown API paths with a DRF 404 in the asked language', async () => {
    const response = await app.inject({
      url: '/api/v1/no_such_thing/',
      headers: { 'accept-language': 'it' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Non trovato.' });
  });

  it('sends security headers with a strict script policy and a request id', async () => {
    const response = await app.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses answers over 1 KB for clients that accept gzip, and only for them', async () => {
    const plain = await app.inject({ url: '/api/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    const small = await app.inject({
      url: '/api/v1/health/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/login/',
        '/api/v1/refresh/',
        '/api/v1/logout/',
        '/api/v1/users/registration/',
        '/api/v1/users/profile/',
        '/api/v1/plotline_db/species_table/',
        '/api/v1/plotline_db/field_table/',
        '/api/v1/plotline_db/plot_table/',
        '/api/v1/plotline_db/combined_plot_field_line_genealogy/',
        '/api/v1/plotline_db/plot_final_results/add_multiple/',
      ]),
    );
    const crop = response.json().paths['/api/v1/plotline_db/species_table/'].post;
    expect(crop.requestBody.content['application/json'].schema.required).toEqual(['russian_name']);
  });

  it('refuses a malformed JSON body with 400 and changes nothing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ detail: 'Malformed request body.' });
  });
});
