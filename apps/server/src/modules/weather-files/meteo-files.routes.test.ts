import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema.ts';
import type { ApiCaller } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { buildXlsx, multipart } from '../imports/imports-test-kit.ts';
import {
  countValues,
  createSector,
  paramOf,
  RU,
  type SectorAnswer,
  setUpMeteo,
} from '../meteo/meteo-test-kit.ts';
import {
  METEO_TEMPLATE_URL,
  METEO_UPLOAD_URL,
  meteoValues,
  uploadWeatherFile,
} from './weather-files-test-kit.ts';

/**
 * Weather files (issue 16, decision 044 §Uploads): a sector's daily values from an .xlsx or
 * CSV, archives read as downloaded, all or nothing with every problem by row and column.
 */
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof setUpMeteo>>;
let head: ApiCaller;
let sector: SectorAnswer;
let tMin: number;
let tMax: number;
let rain: number;

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpMeteo(app);
  head = world.head;
  sector = await createSector(head, { name: 'Пост', field_ids: [world.fieldId] }, RU);
  tMin = paramOf(sector, 't_min');
  tMax = paramOf(sector, 't_max');
  rain = paramOf(sector, 'precipitation');
});
afterEach(() => app.close());

const upload = (file: string | Buffer, fields: Record<string, string | number> = {}, api = head) =>
  uploadWeatherFile(api, METEO_UPLOAD_URL, { sector: sector.id, ...fields }, file);

/** A failed job's problems as `row column header: message` lines. */
function problemsOf(
  job:
    | {
        errors: {
          row: number | null;
          column: string | null;
          header: string | null;
          message: string;
        }[];
      }
    | undefined,
) {
  return (job?.errors ?? []).map(
    (p) => `${p.row ?? '-'} ${p.column ?? '-'} ${p.header ?? '-'}: ${p.message}`,
  );
}

describe('reading weather files', () => {
  it('reads a `;` CSV with a decimal comma, DD.MM.YYYY dates and a missing day', async () => {
    const csv =
      'Дата;Минимальная температура, °C;Осадки (мм)\r\n' +
      '01.05.2025;-3,25;0\r\n' +
      '02.05.2025;1,5;\r\n' +
      '03.05.2025;NA;12,4\r\n';
    const { response, job } = await upload(csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(job?.status, JSON.stringify(job?.errors)).toBe('success');
    expect(job?.result?.values_written).toBe(4);
    expect(job?.result?.rows).toBe(3);
    expect(await meteoValues()).toEqual([
      `${tMin} 2025-05-01 -3.25`,
      `${tMin} 2025-05-02 1.5`,
      `${rain} 2025-05-01 0`,
      `${rain} 2025-05-03 12.4`,
    ]);
    // the uploader's notification tells the values, not the nursery file's plots and stages
    const { db } = await getTestDatabase();
    let notice: { message: string; status: string } | undefined;
    for (let tries = 0; tries < 50 && !notice; tries++) {
      [notice] = await db
        .select()
        .from(notifications)
        .where(eq(notifications.eventType, 'file_upload'));
      if (!notice) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(notice).toMatchObject({ message: 'Rows: 3; values written: 4.', status: 'success' });
  });

  it('reads an Open-Meteo export as downloaded (metadata lines, then time and variables)', async () => {
    const csv = [
      'latitude,longitude,elevation,utc_offset_seconds,timezone,timezone_abbreviation',
      '45.04,38.98,31.0,10800,Europe/Moscow,MSK',
      '',
      'time,temperature_2m_max (°C),temperature_2m_min (°C),precipitation_sum (mm)',
      '2025-05-01,18.4,6.1,0.00',
      '2025-05-02,21.0,8.3,2.40',
      '2025-05-03,,,',
    ].join('\n');
    const { job } = await upload(csv);
    expect(job?.status, JSON.stringify(job?.errors)).toBe('success');
    expect(job?.result?.values_written).toBe(6);
    expect(await meteoValues()).toEqual([
      `${tMin} 2025-05-01 6.1`,
      `${tMin} 2025-05-02 8.3`,
      `${tMax} 2025-05-01 18.4`,
      `${tMax} 2025-05-02 21`,
      `${rain} 2025-05-01 0`,
      `${rain} 2025-05-02 2.4`,
    ]);
  });

  it('reads a NASA POWER export (header block, YEAR and DOY, -999 missing)', async () => {
    const csv = [
      '-BEGIN HEADER-',
      'NASA/POWER CERES/MERRA2 Native Resolution Daily Data ',
      'Dates (month/day/year): 05/01/2025 through 05/02/2025 ',
      'Location: Latitude  45.04   Longitude 38.98 ',
      'Value for missing model data cannot be computed or out of model availability range: -999 ',
      'Parameter(s): ',
      'T2M_MAX     MERRA-2 Temperature at 2 Meters Maximum (C) ',
      'T2M_MIN     MERRA-2 Temperature at 2 Meters Minimum (C) ',
      'PRECTOTCORR MERRA-2 Precipitation Corrected (mm/day) ',
      '-END HEADER-',
      'YEAR,DOY,T2M_MAX,T2M_MIN,PRECTOTCORR',
      '2025,121,17.93,5.12,0.01',
      '2025,122,20.4,-999,1.2',
    ].join('\r\n');
    const { job } = await upload(csv);
    expect(job?.status, JSON.stringify(job?.errors)).toBe('success');
    expect(await meteoValues()).toEqual([
      `${tMin} 2025-05-01 5.12`,
      `${tMax} 2025-05-01 17.93`,
      `${tMax} 2025-05-02 20.4`,
      `${rain} 2025-05-01 0.01`,
      `${rain} 2025-05-02 1.2`,
    ]);
  });

  it('reads an .xlsx with date cells and YYYYMMDD numbers', async () => {
    const file = await buildXlsx([
      ['Date', 'tmin', 'prcp'],
      [new Date(Date.UTC(2025, 5, 1)), 10.5, 0],
      [20250602, 11, 3.3],
    ]);
    const { job } = await upload(file);
    expect(job?.status, JSON.stringify(job?.errors)).toBe('success');
    expect(await meteoValues()).toEqual([
      `${tMin} 2025-06-01 10.5`,
      `${tMin} 2025-06-02 11`,
      `${rain} 2025-06-01 0`,
      `${rain} 2025-06-02 3.3`,
    ]);
  });
});

describe('problems of weather files', () => {
  it('names every bad number, decimal, date and repeated day; writes nothing', async () => {
    const csv =
      'date,tmin,prcp\n' +
      '2025-05-01,abc,1\n' +
      '2025-05-02,1.23456,2\n' +
      '31.02.2025,1,2\n' +
      '2025-05-01,4,5\n' +
      '1850-01-01,1,1\n';
    const { job } = await upload(csv);
    expect(job?.status).toBe('failed');
    expect(problemsOf(job)).toEqual([
      '2 B tmin: A valid number is required.',
      '3 B tmin: Enter a valid number: at most 4 decimals, a dot or a comma before them.',
      '4 A date: A date is required (YYYY-MM-DD, DD.MM.YYYY or YYYYMMDD).',
      '5 A date: The date 2025-05-01 is already in row 2.',
      '6 A date: Enter a date of a year from 1900 to 2100.',
    ]);
    expect(await countValues()).toBe(0);
  });

  it('refuses a day already holding a value, writing nothing (never an overwrite)', async () => {
    const stored = await head('POST', 'meteo_params_value/', {
      param: tMin,
      date: '2025-05-02',
      value: 1,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const { job } = await upload('date;tmin;prcp\n2025-05-01;2;0\n2025-05-02;3;0\n');
    expect(job?.status).toBe('failed');
    expect(problemsOf(job)).toEqual([
      '3 B tmin: «Минимальная температура» already has a value on 2025-05-02: change it on the page, or leave it out of the file.',
    ]);
    expect(await meteoValues()).toEqual([`${tMin} 2025-05-02 1`]);
  });

  it('answers an unmapped column with its code; the mapping sent again imports it', async () => {
    const csv = 'Дата;Солнце, ч;Tmin;Station\n01.05.2025;9,5;3;X\n';
    const first = await upload(csv);
    expect(first.job?.status).toBe('failed');
    expect(first.job?.errors).toEqual([
      {
        row: 1,
        column: 'B',
        header: 'Солнце, ч',
        message: 'Column «Солнце, ч» is not a parameter of this sector: choose one or skip it.',
        code: 'unmapped_column',
      },
    ]);
    expect(await countValues()).toBe(0);
    const added = await head('POST', 'meteo_params/', {
      sector: sector.id,
      name: 'Sunshine',
      unit: 'h',
    });
    expect(added.statusCode, added.body).toBe(201);
    const sunshine: number = added.json().id;
    const second = await upload(csv, {
      mapping: JSON.stringify({ 'Солнце, ч': sunshine, Tmin: null }),
    });
    expect(second.job?.status, JSON.stringify(second.job?.errors)).toBe('success');
    expect(await meteoValues()).toEqual([`${sunshine} 2025-05-01 9.5`]);
  });

  it('reads the standard parameters by their names in any interface language', async () => {
    // a sector set up in English; a Russian station's file and an Italian one
    const english = await createSector(head, { name: 'Station' }, { 'accept-language': 'en' });
    expect(english.params.map((p) => p.name)).toContain('Minimum temperature');
    const russian = 'Дата;Минимальная температура, °C;Осадки, мм\n01.05.2025;-1,5;2\n';
    const first = await uploadWeatherFile(head, METEO_UPLOAD_URL, { sector: english.id }, russian);
    expect(first.job?.status, JSON.stringify(first.job?.errors)).toBe('success');
    const italian = 'Data;Temperatura massima\n2025-05-02;18\n';
    const second = await uploadWeatherFile(head, METEO_UPLOAD_URL, { sector: english.id }, italian);
    expect(second.job?.status, JSON.stringify(second.job?.errors)).toBe('success');
    expect(await meteoValues()).toEqual([
      `${paramOf(english, 't_min')} 2025-05-01 -1.5`,
      `${paramOf(english, 't_max')} 2025-05-02 18`,
      `${paramOf(english, 'precipitation')} 2025-05-01 2`,
    ]);
  });

  it('refuses two columns read as one parameter, and a mapping to another sector', async () => {
    const other = await createSector(head, { name: 'Другой' }, RU);
    const csv = 'time,precipitation_sum (mm),rain_sum (mm),tmin\n2025-05-01,1,1,2\n';
    const { job } = await upload(csv, {
      mapping: JSON.stringify({ tmin: paramOf(other, 't_min') }),
    });
    expect(problemsOf(job)).toEqual([
      '1 C rain_sum (mm): Column «rain_sum (mm)» is read as «Осадки», as column B is: choose another parameter or skip it.',
      '1 D tmin: The mapping of «tmin» names no parameter of this sector or year.',
    ]);
    expect(job?.errors[0]?.code).toBe('unmapped_column');
  });

  it('refuses a file without a date column, an empty one, and a binary one', async () => {
    expect(problemsOf((await upload('a,b\n1,2\n')).job)).toEqual([
      '- - -: No header row with a date column was found (Date, time, YEAR and DOY…).',
    ]);
    expect(problemsOf((await upload('date,tmin\n2025-05-01,\n')).job)).toEqual([
      '- - -: The file holds no values.',
    ]);
    const binary = await upload(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]));
    expect(binary.response.statusCode).toBe(400);
    expect(binary.response.json()).toEqual({
      file: ['Upload an .xlsx workbook or a CSV text file.'],
    });
  });

  it('refuses more than 15,000 data rows as one problem', async () => {
    const lines = ['date,tmin'];
    const start = Date.UTC(1980, 0, 1);
    for (let i = 0; i <= 15_000; i++) {
      lines.push(`${new Date(start + i * 86_400_000).toISOString().slice(0, 10)},1`);
    }
    const { job } = await upload(lines.join('\n'));
    expect(problemsOf(job)).toEqual(['- - -: The file has more than 15000 data rows: split it.']);
    expect(await countValues()).toBe(0);
  });

  it('checks the mapping field (400 on mapping)', async () => {
    const body = multipart({ sector: sector.id, mapping: '{"a": "x"}' }, Buffer.from('date\n'));
    const answer = await head('POST', METEO_UPLOAD_URL, body.payload, body.headers);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json())).toEqual(['mapping']);
  });
});

describe('access to weather files', () => {
  it("answers 404 for another tenant's sector (upload and template)", async () => {
    const { response } = await upload('date,tmin\n2025-05-01,1\n', {}, world.stranger);
    expect(response.statusCode).toBe(404);
    const template = await world.stranger('GET', `${METEO_TEMPLATE_URL}?sector=${sector.id}`);
    expect(template.statusCode).toBe(404);
    expect(await countValues()).toBe(0);
  });

  it('refuses a year the uploader may not write, nothing written; a view-only grantee is 403', async () => {
    const { job } = await upload('date,tmin\n2025-05-01,1\n2024-05-01,2\n', {}, world.editor);
    expect(problemsOf(job)).toEqual(['- - -: You may not write this sector’s values of 2024.']);
    expect(await countValues()).toBe(0);
    const viewer = await upload('date,tmin\n2025-05-01,1\n', {}, world.viewer);
    expect(viewer.response.statusCode).toBe(403);
    const written = await upload('date,tmin\n2025-05-01,1\n', {}, world.editor);
    expect(written.job?.status).toBe('success');
  });
});

describe('the weather template', () => {
  it('round-trips: the downloaded template filled in is imported', async () => {
    const answer = await head('GET', `${METEO_TEMPLATE_URL}?sector=${sector.id}`, undefined, {
      'accept-language': 'en',
    });
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'Date',
      'Минимальная температура, °C',
      'Средняя температура, °C',
      'Максимальная температура, °C',
      'Осадки, мм',
      'Относительная влажность, %',
      'Скорость ветра, м/с',
    ]);
    sheet.addRow([new Date(Date.UTC(2025, 6, 1)), -1.5, 4, 9.25, 0, 55, 3.1]);
    sheet.addRow([new Date(Date.UTC(2025, 6, 2)), 0.5]);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const { job } = await upload(filled);
    expect(job?.status, JSON.stringify(job?.errors)).toBe('success');
    expect(job?.result?.values_written).toBe(7);
    expect(await meteoValues()).toContain(`${tMax} 2025-07-01 9.25`);
  });
});
