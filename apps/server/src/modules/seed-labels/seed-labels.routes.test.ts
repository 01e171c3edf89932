import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { buildLot, buildStore } from '../sowing-plans/sowing-plans-test-kit.ts';
import { LABEL_SHEETS, labelOrigin } from './label-sheets.ts';
import { pdfPageTexts, readCode128, readQrCode, renderRegion } from './labels-test-kit.ts';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let locationId: number;
let companyId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, companyId } = await setUpNursery(app, 'head'));
  ({ locationId } = await buildStore({ cropId, companyId }));
});
afterEach(() => app.close());

function labels(body: object, extra: Record<string, string> = {}) {
  return api('POST', 'seeds/labels/', { spec_id: cropId, ...body }, extra);
}

describe('seed labels', () => {
  it('prints lot labels with Cyrillic names, codes, a QR code and a Code 128', async () => {
    const first = await buildLot({ cropId, locationId }, 'ВК-101А×580', 1234.5);
    const second = await buildLot({ cropId, locationId }, 'Ёлка-7', 20);
    const response = await labels(
      { lots: [first.id, second.id], format: 'a4-3x8' },
      { 'accept-language': 'ru' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const [page] = await pdfPageTexts(pdf);
    expect(page).toContain('ВК-101А×580');
    expect(page).toContain('Ёлка-7');
    expect(page).toContain(first.code);
    expect(page).toContain(second.code);
    expect(page).toMatch(/1\s234,5 г/);
    expect(page).toContain('Склад №1 / Стеллаж А');

    const sheet = LABEL_SHEETS['a4-3x8'];
    const at = labelOrigin(sheet, 0);
    const label = { ...at, width: sheet.width, height: sheet.height };
    expect(readQrCode(renderRegion(pdf, 0, label))).toBe(first.code);
    const bottom = { ...label, y: label.y + sheet.height * 0.6, height: sheet.height * 0.4 };
    expect(readCode128(renderRegion(pdf, 0, bottom, 6))).toBe(first.code);
  });

  it('prints location labels whose QR code opens the location page', async () => {
    const response = await labels(
      { locations: [locationId], format: 'thermal-58x40' },
      { 'accept-language': 'en', host: 'seeds.example.org' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const [page] = await pdfPageTexts(response.rawPayload);
    expect(page).toContain('Стеллаж А');
    expect(page).toContain('Склад №1');
    const sheet = LABEL_SHEETS['thermal-58x40'];
    const image = renderRegion(
      response.rawPayload,
      0,
      { x: 0, y: 0, width: sheet.width, height: sheet.height },
      8,
    );
    expect(readQrCode(image)).toBe(
      `http://seeds.example.org/varieties/storage?location=${locationId}`,
    );
  });

  it('lays out every format: one page per sheet, thermal one label a page', async () => {
    const lot = await buildLot({ cropId, locationId }, 'Л-1', 5);
    const many = Array.from({ length: 30 }, () => lot.id);
    for (const [format, pages] of [
      ['a4-3x8', 2],
      ['a4-2x7', 3],
      ['a4-4x10', 1],
      ['thermal-58x40', 30],
    ] as const) {
      const response = await labels({ lots: many, format });
      expect(response.statusCode, `${format}: ${response.body}`).toBe(200);
      const texts = await pdfPageTexts(response.rawPayload);
      expect(texts.length, format).toBe(pages);
    }
  });

  it('refuses an empty request, an unknown format and another tenant’s lot', async () => {
    const empty = await labels({ lots: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('lots');
    expect((await labels({ lots: [1], format: 'a5' })).statusCode).toBe(400);
    const lot = await buildLot({ cropId, locationId }, 'Л-1', 5);
    const stranger = await setUpStranger(app);
    const theirs = await stranger('POST', 'seeds/labels/', { spec_id: cropId, lots: [lot.id] });
    expect(theirs.statusCode).toBe(404);
    const rival = await setUpNursery(app, 'rival');
    const place = await buildStore({ cropId: rival.cropId, companyId: rival.companyId });
    const foreign = await buildLot({ cropId: rival.cropId, locationId: place.locationId }, 'X', 1);
    expect((await labels({ lots: [lot.id, foreign.id] })).statusCode).toBe(404);
    expect((await labels({ locations: [place.locationId] })).statusCode).toBe(404);
  });
});
