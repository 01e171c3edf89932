import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import type { ApiCaller } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { setUpMeteo } from '../meteo/meteo-test-kit.ts';
import {
  AGRO_TEMPLATE_URL,
  AGRO_UPLOAD_URL,
  agroValues,
  uploadWeatherFile,
} from './weather-files-test-kit.ts';

/**
 * Soil files (issue 16, decision 044 §Uploads): a year's soil values of nurseries and plots
 * from an .xlsx or CSV, by names, all or nothing with every problem by row and column.
 */
let app: FastifyInstance;
let world: Awaited<ReturnType<typeof setUpMeteo>>;
let head: ApiCaller;
let humus: number;
let ph: number;
let plotName: string;

beforeEach(async () => {
  app = await buildTestApp();
  world = await setUpMeteo(app);
  head = world.head;
  const param = async (name: string, unit: string, kind: string) => {
    const answer = await head('POST', 'agrochemical_params/', { year: 2025, name, unit, kind });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().id as number;
  };
  humus = await param('Гумус', '%', 'humus');
  ph = await param('pH', '', 'ph');
  const { db } = await getTestDatabase();
  const [plot] = await queryRows<{ name: string }>(
    db,
    sql`select name from plots where id = ${world.plotId}`,
  );
  plotName = plot?.name ?? '';
});
afterEach(() => app.close());

const upload = (file: string | Buffer, api = head, fields: Record<string, string | number> = {}) =>
  uploadWeatherFile(api, AGRO_UPLOAD_URL, { year: 2025, ...fields }, file);

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

describe('soil files', () => {
  it('writes nursery-level and plot values from a `;` CSV with decimal commas', async () => {
    const csv =
      'Питомник;Делянка;Дата;Гумус, %;pH\n' +
      'ксИ;;10.04.2025;3,2;6,5\n' +
      `КСИ;${plotName};2025-04-10;3,45;\n`;
    const { response, job } = await upload(csv);
    expect(response.statusCode, response.body).toBe(201);
    expect(job?.status, JSON.stringify(job?.errors)).toBe('success');
    expect(job?.result?.values_written).toBe(3);
    expect(job?.result?.field_years).toEqual([
      { field_id: world.fieldId, year_id: world.yearId, year: 2025 },
    ]);
    expect(await agroValues()).toEqual([
      `${humus} ${world.fieldId} - 2025-04-10 3.2`,
      `${humus} ${world.fieldId} ${world.plotId} 2025-04-10 3.45`,
      `${ph} ${world.fieldId} - 2025-04-10 6.5`,
    ]);
  });

  it('names an unknown plot or nursery, a repeated row, another year, a stored value', async () => {
    const stored = await head('POST', 'agrochemical_params_value/', {
      param: ph,
      field: world.fieldId,
      date: '2025-04-11',
      value: 6,
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const csv = [
      'Nursery,Plot,Date,Гумус,pH',
      'КСИ,Q,2025-04-10,3,',
      'Нет такого,,2025-04-10,3,',
      'КСИ,,2025-04-10,3,',
      'КСИ,,2025-04-10,4,',
      'КСИ,,2024-04-10,4,',
      'КСИ,,2025-04-11,,6.1',
    ].join('\n');
    const { job } = await upload(csv);
    expect(job?.status).toBe('failed');
    expect(problemsOf(job)).toEqual([
      '2 B Plot: The nursery «КСИ» has no plot «Q» in 2025.',
      '3 A Nursery: There is no nursery «Нет такого» you can see.',
      '5 C Date: Row 4 already gives this nursery, plot and date.',
      '6 C Date: The soil parameters are those of 2025: the date must be of that year.',
      '7 E pH: «pH» already has a value on 2025-04-11: change it on the page, or leave it out of the file.',
    ]);
    expect(await agroValues()).toEqual([`${ph} ${world.fieldId} - 2025-04-11 6`]);
  });

  it('answers an unmapped column with its code, and a view-only grantee’s season as refused', async () => {
    const unmapped = await upload('Nursery,Date,Азот\nКСИ,2025-04-10,12\n');
    expect(unmapped.job?.errors).toEqual([
      {
        row: 1,
        column: 'C',
        header: 'Азот',
        message: 'Column «Азот» is not a soil parameter of 2025: choose one or skip it.',
        code: 'unmapped_column',
      },
    ]);
    const mapped = await upload('Nursery,Date,Азот,pH\nКСИ,2025-04-10,12,7\n', head, {
      mapping: JSON.stringify({ Азот: null }),
    });
    expect(mapped.job?.status, JSON.stringify(mapped.job?.errors)).toBe('success');
    const refused = await upload('Nursery,Date,pH\nКСИ,2025-05-10,7\n', world.viewer);
    expect(problemsOf(refused.job)).toEqual([
      '2 A Nursery: You may not write the season 2025 of the nursery «КСИ».',
    ]);
    const stranger = await upload('Nursery,Date,pH\nКСИ,2025-05-10,7\n', world.stranger);
    expect(problemsOf(stranger.job)).toEqual([
      '1 C pH: Column «pH» is not a soil parameter of 2025: choose one or skip it.',
    ]);
  });

  it('round-trips the template: headers in the caller’s language, filled in and imported', async () => {
    const answer = await head('GET', `${AGRO_TEMPLATE_URL}?year=2025`, undefined, {
      'accept-language': 'es',
    });
    expect(answer.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Vivero',
      'Parcela',
      'Fecha',
      'Гумус, %',
      'pH',
    ]);
    sheet.addRow(['КСИ', null, new Date(Date.UTC(2025, 3, 20)), 2.9, 6.8]);
    sheet.addRow(['КСИ', plotName, new Date(Date.UTC(2025, 3, 20)), 3.1]);
    const { job } = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(job?.status, JSON.stringify(job?.errors)).toBe('success');
    expect(job?.result?.values_written).toBe(3);
    const bad = await head('GET', `${AGRO_TEMPLATE_URL}?year=1800`);
    expect(bad.statusCode).toBe(400);
  });
});
