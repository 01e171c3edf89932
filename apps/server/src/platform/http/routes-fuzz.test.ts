import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../test/factories.ts';
import { type FuzzRequest, type RequestTemplate, requestsFor } from '../../test/fuzz-requests.ts';
import { buildPeople, type People, rebuildWorld, type World } from '../../test/matrix-world.ts';
import { TINY_PNG } from '../../test/multipart.ts';
import { registeredRoutes } from '../../test/registered-routes.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { AGRO_MATRIX } from '../auth/policy-matrix.agro.ts';
import { CREATE_LINE_MATRIX } from '../auth/policy-matrix.create-line.ts';
import { CROSSING_TABLE_MATRIX } from '../auth/policy-matrix.crossing-table.ts';
import { GENOME_ANALYSES_MATRIX } from '../auth/policy-matrix.genome-analyses.ts';
import { GENOME_FILES_MATRIX } from '../auth/policy-matrix.genome-files.ts';
import { GENOME_FILES_SUMMARY_MATRIX } from '../auth/policy-matrix.genome-files-summary.ts';
import { GENOME_PREDICTION_MATRIX } from '../auth/policy-matrix.genome-prediction.ts';
import { GENOME_SELECTION_MATRIX } from '../auth/policy-matrix.genome-selection.ts';
import { GENOTYPE_MATRICES_MATRIX } from '../auth/policy-matrix.genotype-matrices.ts';
import { KNOWLEDGE_BASE_MATRIX } from '../auth/policy-matrix.knowledge-base.ts';
import { LINE_UPLOADS_MATRIX } from '../auth/policy-matrix.line-uploads.ts';
import { MARKERS_MATRIX } from '../auth/policy-matrix.markers.ts';
import { METEO_MATRIX } from '../auth/policy-matrix.meteo.ts';
import { NURSERY_MATRIX } from '../auth/policy-matrix.nursery-routes.ts';
import { MATRIX } from '../auth/policy-matrix.routes.ts';
import { SOWING_MATRIX } from '../auth/policy-matrix.sowing.ts';
import { WAREHOUSE_MATRIX } from '../auth/policy-matrix.warehouse.ts';
import { WEATHER_FILES_MATRIX } from '../auth/policy-matrix.weather-files.ts';

/**
 * Bad input gets a 4xx, never a 5xx (issue 12): every route the app registers (enumerated from
 * its OpenAPI document, as the policy matrix does) gets random bends of a valid request —
 * path ids, query values and body fields replaced by odd values — sent by the head of company
 * over a nursery with data. Deterministic: a fixed seed per route (FUZZ_SEED moves them all),
 * FUZZ_RUNS requests per route, FUZZ_ROUTE keeps the routes containing that text.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_212);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const ONLY = process.env.FUZZ_ROUTE;

/** Valid requests of the routes the policy matrix leaves out (public, or the caller's own). */
const OWN_TEMPLATES: Record<string, (w: World) => RequestTemplate> = {
  'GET /api/v1/health/': () => ({ url: 'health/' }),
  'POST /api/v1/login/': () => ({ url: 'login/', payload: { username: 'nobody', password: 'x' } }),
  'POST /api/v1/refresh/': () => ({ url: 'refresh/', payload: { refresh: 'not.a.token' } }),
  'POST /api/v1/logout/': () => ({ url: 'logout/', payload: { refresh: 'not.a.token' } }),
  'POST /api/v1/users/registration/': () => ({
    url: 'users/registration/',
    payload: {
      username: 'fuzzy',
      password1: TEST_PASSWORD,
      password2: TEST_PASSWORD,
      first_name: 'Ф',
      last_name: 'Ф',
      email: 'fuzzy@example.org',
      countries: [1],
    },
  }),
  // a wrong password: the head of company's account must survive the fuzz
  'POST /api/v1/users/delete_account/': () => ({
    url: 'users/delete_account/',
    payload: { password: 'Wrong-pass1' },
  }),
  'GET /api/v1/plotline_db/countries/': () => ({ url: 'plotline_db/countries/' }),
};

const workbook = { filename: 'season.xlsx', content: Buffer.from('PK\u0003\u0004 not a workbook') };
/** A weather file whose job fails (no values): the fuzz bends its form fields. */
const weatherCsv = { filename: 'weather.csv', content: Buffer.from('date;Tmin\n1999-01-01;\n') };
const image = { filename: 'p.png', content: TINY_PNG, type: 'image/png' };

/** Uploads by their parts, so that the fuzz bends their text fields and file names. */
const UPLOAD_TEMPLATES: Record<string, (w: World) => RequestTemplate> = {
  'POST /api/v1/plotline_db/upload_custom_file/plot_result/': (w) => ({
    url: 'plotline_db/upload_custom_file/plot_result/',
    form: {
      spec_id: String(w.cropId),
      max_length_per_list: '20',
      sort_method: '1',
      file: workbook,
    },
  }),
  'POST /api/v1/plotline_db/upload_custom_file/field_file/': (w) => ({
    url: 'plotline_db/upload_custom_file/field_file/',
    form: { spec_id: String(w.cropId), design: '{"type":"rcbd","seed":7}', file: workbook },
  }),
  'POST /api/v1/plotline_db/upload_custom_file/field_map/': (w) => ({
    url: 'plotline_db/upload_custom_file/field_map/',
    form: { spec_id: String(w.cropId), file: workbook },
  }),
  'POST /api/v1/plotline_db/line_collections_upload/': (w) => ({
    url: 'plotline_db/line_collections_upload/',
    form: { spec_id: String(w.cropId), file: workbook },
  }),
  'POST /api/v1/plotline_db/parents_of_lines_upload_file/': (w) => ({
    url: 'plotline_db/parents_of_lines_upload_file/',
    form: { spec_id: String(w.cropId), file: workbook },
  }),
  'POST /api/v1/plotline_db/upload_excel_file/upload_seed_records/': (w) => ({
    url: 'plotline_db/upload_excel_file/upload_seed_records/',
    form: { spec_id: String(w.cropId), file: workbook },
  }),
  'POST /api/v1/plotline_db/upload_file/upload_meteo_file/': (w) => ({
    url: 'plotline_db/upload_file/upload_meteo_file/',
    form: { sector: String(w.meteoSectorId), mapping: '{"Tmin": null}', file: weatherCsv },
  }),
  'POST /api/v1/plotline_db/upload_file/upload_agrochemistry_file/': () => ({
    url: 'plotline_db/upload_file/upload_agrochemistry_file/',
    form: { year: '2025', mapping: '{"pH": null}', file: weatherCsv },
  }),
  // a table without the catalogue's columns: the job fails, nothing written (issue 17)
  'POST /api/v1/plotline_db/upload_file/upload_mutation_table/': (w) => ({
    url: 'plotline_db/upload_file/upload_mutation_table/',
    form: { spec_id: String(w.cropId), file: weatherCsv },
  }),
  // sequencing files (decision 047): a FastQC archive that is not one, a form not signed by us
  'POST /api/v1/plotline_db/upload_fastqc_files/': (w) => ({
    url: 'plotline_db/upload_fastqc_files/',
    form: {
      plot_id: String(w.plotId),
      file: { filename: 'lane1_fastqc.zip', content: Buffer.from('PK\u0003\u0004 not a zip') },
    },
  }),
  'POST /api/v1/plotline_db/genome_files/form_upload/': () => ({
    url: 'plotline_db/genome_files/form_upload/',
    form: {
      key: 'genome-uploads/1/x/r.fq',
      expires: '1',
      signature: '00',
      file: { filename: 'r.fq', content: Buffer.from('@r\nACGT\n+\nIIII\n') },
    },
  }),
  'POST /api/v1/plotline_db/plot_photo/': (w) => ({
    url: 'plotline_db/plot_photo/',
    form: { plot: String(w.plotId), photographed_at: '2025-06-01', comment: 'к', photo: image },
  }),
  'POST /api/v1/plotline_db/line_photo/': (w) => ({
    url: 'plotline_db/line_photo/',
    form: { line: String(w.lineId), photographed_at: '2025-06-01', photo: image },
  }),
  'POST /api/v1/mail_app/feedback_service/send_feedback/': () => ({
    url: 'mail_app/feedback_service/send_feedback/',
    form: { message: 'Спасибо', page: '/fields', attachments: image },
  }),
};

const TEMPLATES: Record<string, (w: World) => RequestTemplate> = {
  ...OWN_TEMPLATES,
  ...Object.fromEntries(
    Object.entries({
      ...MATRIX,
      ...NURSERY_MATRIX,
      ...LINE_UPLOADS_MATRIX,
      ...WAREHOUSE_MATRIX,
      ...SOWING_MATRIX,
      ...AGRO_MATRIX,
      ...METEO_MATRIX,
      ...WEATHER_FILES_MATRIX,
      ...GENOTYPE_MATRICES_MATRIX,
      ...MARKERS_MATRIX,
      ...GENOME_ANALYSES_MATRIX,
      ...GENOME_ANALYSES_MATRIX,
      ...GENOME_FILES_MATRIX,
      ...GENOME_FILES_SUMMARY_MATRIX,
      ...GENOME_PREDICTION_MATRIX,
      ...GENOME_SELECTION_MATRIX,
      ...KNOWLEDGE_BASE_MATRIX,
      ...CROSSING_TABLE_MATRIX,
      ...CREATE_LINE_MATRIX,
    }).map(([route, row]) => [route, row.request]),
  ),
  ...UPLOAD_TEMPLATES,
};

/** A stable number per route, so adding a route does not move the others' seeds. */
function routeSeed(route: string): number {
  let hash = SEED | 0;
  for (let i = 0; i < route.length; i++) hash = (Math.imul(hash, 31) + route.charCodeAt(i)) | 0;
  return hash;
}

/** Reads first, deletions last: fewer rebuilds of the world between routes. */
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

let app: FastifyInstance;
let people: People;

beforeAll(async () => {
  // tokens outlive the run (the default access token lasts 5 minutes)
  app = await buildTestApp({ ACCESS_TOKEN_TTL_SECONDS: '3600' });
  await app.ready();
  people = await buildPeople(app);
});
afterAll(() => app.close());

function describeRequest(request: FuzzRequest): string {
  const payload = Buffer.isBuffer(request.payload)
    ? `<${request.payload.length} bytes>`
    : JSON.stringify(request.payload?.slice(0, 300));
  return `${request.method} ${request.url.slice(0, 300)} ${payload ?? ''}`;
}

describe('input fuzz', () => {
  it('answers random bends of every route’s request without a 5xx', async () => {
    const routes = registeredRoutes(app)
      .filter((route) => !ONLY || route.includes(ONLY))
      .sort(
        (a, b) =>
          METHOD_ORDER.indexOf(a.split(' ')[0] ?? '') - METHOD_ORDER.indexOf(b.split(' ')[0] ?? ''),
      );
    const missing = routes.filter((route) => !(route in TEMPLATES));
    expect(missing).toEqual([]);
    const failures: string[] = [];
    const call = people.callAs('hoc');
    let world = await rebuildWorld(people);
    let sent = 0;
    for (const route of routes) {
      const [method = 'GET', pattern = ''] = route.split(' ');
      const template = (TEMPLATES[route] as (w: World) => RequestTemplate)(world);
      const seed = routeSeed(route);
      const requests = fc.sample(requestsFor(method, pattern, template), { seed, numRuns: RUNS });
      let changed = false;
      const started = Date.now();
      const statuses: Record<number, number> = {};
      for (const request of requests) {
        const response = await call(
          request.method as 'GET',
          request.url,
          request.payload as object | undefined,
          request.headers,
        );
        sent++;
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (response.statusCode >= 500) {
          failures.push(
            `${route} (seed ${seed}): ${describeRequest(request)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
        if (method !== 'GET' && response.statusCode < 300) changed = true;
      }
      if (changed) world = await rebuildWorld(people);
      if (process.env.FUZZ_VERBOSE) console.log(route, Date.now() - started, statuses);
    }
    expect(
      failures,
      `5xx answers (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS}; replay one route with FUZZ_ROUTE)`,
    ).toEqual([]);
    expect(sent).toBe(routes.length * RUNS);
  }, 600_000);
});
