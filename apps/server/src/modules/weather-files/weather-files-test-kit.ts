import type { ImportJob } from '@plotline/contract/imports';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { ApiCaller } from '../../test/nursery-api.ts';
import { getTestDatabase } from '../../test/test-app.ts';
import { multipart } from '../imports/imports-test-kit.ts';

/**
 * Helpers of the weather and soil file tests: uploads through a signed-in caller with their
 * jobs polled to the end, and the values the database holds. Only tests import this file.
 */

export const METEO_UPLOAD_URL = 'upload_file/upload_meteo_file/';
export const AGRO_UPLOAD_URL = 'upload_file/upload_agrochemistry_file/';
export const METEO_TEMPLATE_URL = 'upload_file/meteo_file_template/';
export const AGRO_TEMPLATE_URL = 'upload_file/agrochemistry_file_template/';

/** Uploads a file (CSV text or xlsx bytes) with the form's fields and waits for its job. */
export async function uploadWeatherFile(
  api: ApiCaller,
  url: string,
  fields: Record<string, string | number>,
  file: string | Buffer,
  language = 'en',
) {
  const body = multipart(fields, typeof file === 'string' ? Buffer.from(file) : file);
  const response = await api('POST', url, body.payload, {
    ...body.headers,
    'accept-language': language,
  });
  if (response.statusCode !== 201) return { response, job: undefined };
  let job = response.json<ImportJob>();
  for (let tries = 0; job.status === 'pending' || job.status === 'processing'; tries++) {
    if (tries > 600) throw new Error('the import job did not end');
    await new Promise((resolve) => setTimeout(resolve, 100));
    job = (
      await api('GET', `jobs/${job.job_id}/`, undefined, { 'accept-language': language })
    ).json<ImportJob>();
  }
  return { response, job };
}

/** The weather values stored, as `param date value` lines in order. */
export async function meteoValues(): Promise<string[]> {
  const { db } = await getTestDatabase();
  const rows = await queryRows<{ line: string }>(
    db,
    sql`select param_id || ' ' || date::text || ' ' || (value::float8)::text as line
      from meteo_values order by param_id, date`,
  );
  return rows.map((row) => row.line);
}

/** The soil values stored, as `param field plot date value` lines in order. */
export async function agroValues(): Promise<string[]> {
  const { db } = await getTestDatabase();
  const rows = await queryRows<{ line: string }>(
    db,
    sql`select param_id || ' ' || field_id || ' ' || coalesce(plot_id::text, '-') || ' ' ||
        date::text || ' ' || (value::float8)::text as line
      from agro_values order by param_id, field_id, plot_id nulls first, date`,
  );
  return rows.map((row) => row.line);
}
