import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildPeople,
  MATRIX_ACTORS,
  type People,
  rebuildWorld,
  type World,
} from '../../test/matrix-world.ts';
import { registeredRoutes } from '../../test/registered-routes.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { AGRO_MATRIX } from './policy-matrix.agro.ts';
import { CREATE_LINE_MATRIX } from './policy-matrix.create-line.ts';
import { CROSSING_TABLE_MATRIX } from './policy-matrix.crossing-table.ts';
import { GENOME_ANALYSES_MATRIX } from './policy-matrix.genome-analyses.ts';
import { GENOME_FILES_MATRIX } from './policy-matrix.genome-files.ts';
import { GENOME_FILES_SUMMARY_MATRIX } from './policy-matrix.genome-files-summary.ts';
import { GENOME_PREDICTION_MATRIX } from './policy-matrix.genome-prediction.ts';
import { GENOME_SELECTION_MATRIX } from './policy-matrix.genome-selection.ts';
import { GENOTYPE_MATRICES_MATRIX } from './policy-matrix.genotype-matrices.ts';
import { KNOWLEDGE_BASE_MATRIX } from './policy-matrix.knowledge-base.ts';
import { LINE_UPLOADS_MATRIX } from './policy-matrix.line-uploads.ts';
import { CONTENT_WRITES, changesNurseryData, TENANT_CHANGES } from './policy-matrix.manage.ts';
import { MARKERS_MATRIX } from './policy-matrix.markers.ts';
import { METEO_MATRIX } from './policy-matrix.meteo.ts';
import { NURSERY_MATRIX } from './policy-matrix.nursery-routes.ts';
import { MATRIX, type MatrixRoute, OUTSIDE_MATRIX, type Outcome } from './policy-matrix.routes.ts';
import { SOWING_MATRIX } from './policy-matrix.sowing.ts';
import { WAREHOUSE_MATRIX } from './policy-matrix.warehouse.ts';
import { WEATHER_FILES_MATRIX } from './policy-matrix.weather-files.ts';

/**
 * The policy matrix of issue 4: every route the app registers × eight actors → the status
 * the policy gives. Routes are enumerated from the app itself (its OpenAPI document), so a
 * new route without a declared row fails here. A refused request must change nothing, so
 * the world is rebuilt only after a request that succeeded in changing it.
 */
const DECLARED: Record<string, MatrixRoute> = {
  ...MATRIX,
  ...NURSERY_MATRIX,
  ...LINE_UPLOADS_MATRIX,
  ...WAREHOUSE_MATRIX,
  ...SOWING_MATRIX,
  ...AGRO_MATRIX,
  ...METEO_MATRIX,
  ...WEATHER_FILES_MATRIX,
  ...GENOME_FILES_MATRIX,
  ...GENOME_FILES_SUMMARY_MATRIX,
  ...GENOTYPE_MATRICES_MATRIX,
  ...MARKERS_MATRIX,
  ...GENOME_ANALYSES_MATRIX,
  ...KNOWLEDGE_BASE_MATRIX,
  ...CREATE_LINE_MATRIX,
  ...GENOME_SELECTION_MATRIX,
  ...GENOME_PREDICTION_MATRIX,
  ...CROSSING_TABLE_MATRIX,
};

let app: FastifyInstance;
let people: People;
let routes: string[];

function matches(outcome: Outcome, status: number): boolean {
  if (outcome === 'ok') return status >= 200 && status < 300;
  if (outcome === 'pass') return ![401, 403, 404].includes(status) && status < 500;
  return status === outcome;
}

beforeAll(async () => {
  // the run outlasts the 5-minute access token on a loaded machine: people sign in once
  app = await buildTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(60 * 60) });
  await app.ready();
  people = await buildPeople(app);
  routes = registeredRoutes(app);
});
afterAll(() => app.close());

describe('policy matrix', () => {
  it('declares every registered route', () => {
    const undeclared = routes.filter((route) => !(route in DECLARED) && !(route in OUTSIDE_MATRIX));
    expect(undeclared).toEqual([]);
    const stale = Object.keys(DECLARED).filter((route) => !routes.includes(route));
    expect(stale).toEqual([]);
    expect(routes.length).toBeGreaterThan(100);
  });

  it('refuses a view-and-edit grantee every change but a season’s contents (decision 026)', () => {
    const refused = (outcome: Outcome) => outcome === 403 || outcome === 404;
    const problems: string[] = [];
    for (const route of routes.filter(changesNurseryData)) {
      const declared = DECLARED[route];
      if (!declared || route in TENANT_CHANGES) continue;
      const { reader, writer } = declared.expect;
      if (route in CONTENT_WRITES) {
        if (writer !== 'ok' && writer !== 'pass')
          problems.push(`${route}: contents, writer ${writer}`);
        if (reader === 'ok') problems.push(`${route}: contents, a view-only grantee passes`);
      } else if (!refused(writer) || !refused(reader)) {
        problems.push(`${route}: manages the nursery, but a grantee gets ${writer}/${reader}`);
      }
    }
    const listed = [...Object.keys(CONTENT_WRITES), ...Object.keys(TENANT_CHANGES)];
    const stale = listed.filter((route) => !routes.includes(route) || !changesNurseryData(route));
    expect(problems).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('gives every actor the declared answer on every route', async () => {
    const failures: string[] = [];
    let world: World = await rebuildWorld(people);
    let cells = 0;
    for (const route of routes.filter((r) => r in DECLARED)) {
      const [method, path] = route.split(' ') as [
        'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
        string,
      ];
      const declared = DECLARED[route] as MatrixRoute;
      for (const actor of MATRIX_ACTORS) {
        const request = declared.request(world);
        const response = await people.callAs(actor)(
          method,
          request.url,
          request.payload,
          request.headers,
        );
        cells++;
        const wanted = declared.expect[actor];
        if (!matches(wanted, response.statusCode)) {
          failures.push(
            `${route} as ${actor}: wanted ${wanted}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
        if (method !== 'GET' && response.statusCode < 300) world = await rebuildWorld(people);
      }
      void path;
    }
    expect(failures).toEqual([]);
    expect(cells).toBe(Object.keys(DECLARED).length * MATRIX_ACTORS.length);
  }, 600_000);
});
