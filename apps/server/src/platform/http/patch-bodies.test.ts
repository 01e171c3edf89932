import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPeople, type People, rebuildWorld, type World } from '../../test/matrix-world.ts';
import { registeredRoutes } from '../../test/registered-routes.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { AGRO_MATRIX } from '../auth/policy-matrix.agro.ts';
import { GENOME_ANALYSES_MATRIX } from '../auth/policy-matrix.genome-analyses.ts';
import { GENOTYPE_MATRICES_MATRIX } from '../auth/policy-matrix.genotype-matrices.ts';
import { KNOWLEDGE_BASE_MATRIX } from '../auth/policy-matrix.knowledge-base.ts';
import { MARKERS_MATRIX } from '../auth/policy-matrix.markers.ts';
import { METEO_MATRIX } from '../auth/policy-matrix.meteo.ts';
import { NURSERY_MATRIX } from '../auth/policy-matrix.nursery-routes.ts';
import { MATRIX } from '../auth/policy-matrix.routes.ts';
import { SOWING_MATRIX } from '../auth/policy-matrix.sowing.ts';
import { WAREHOUSE_MATRIX } from '../auth/policy-matrix.warehouse.ts';
import { WEATHER_FILES_MATRIX } from '../auth/policy-matrix.weather-files.ts';

/**
 * A PATCH that names none of the route's fields is a 400, on every PATCH route (decision
 * 027): routes whose fields are all optional answer `non_field_errors` listing them, the
 * others name their required fields. Nothing changes.
 */
const DECLARED = {
  ...MATRIX,
  ...NURSERY_MATRIX,
  ...WAREHOUSE_MATRIX,
  ...SOWING_MATRIX,
  ...AGRO_MATRIX,
  ...METEO_MATRIX,
  ...WEATHER_FILES_MATRIX,
  ...GENOTYPE_MATRICES_MATRIX,
  ...MARKERS_MATRIX,
  ...GENOME_ANALYSES_MATRIX,
  ...KNOWLEDGE_BASE_MATRIX,
};

/** The PATCH routes whose fields are all optional, and the fields each lists. */
const OPTIONAL_FIELDS: Record<string, string> = {
  'PATCH /api/v1/users/profile/':
    'first_name, last_name, patronymic, email, contact_telephone, birthday, extra_information',
  'PATCH /api/v1/users/divisions/{id}/': 'company_division_name, country',
  'PATCH /api/v1/plotline_db/field_table/{id}/': 'field_name, region, subregion, type, width',
  'PATCH /api/v1/plotline_db/plot_table/{id}/':
    'plot_name, line_name, comment, plot_label, width, length, mother, father',
  'PATCH /api/v1/plotline_db/plot_stage/{id}/': 'stage_of_vegetation, date_of_stage, comment',
  'PATCH /api/v1/plotline_db/agrochemical_params/{id}/': 'name, unit',
  'PATCH /api/v1/plotline_db/sector/{id}/': 'name, year, field_ids',
  'PATCH /api/v1/plotline_db/meteo_events/{id}/': 'date, kind, note',
  'PATCH /api/v1/plotline_db/mutation_table/{id}/':
    'mut_name, chr, pos, ref_allele, alt_allele, forward_primer, reverse_primer, flank_left, flank_right, gene, description',
  'PATCH /api/v1/plotline_db/knowledge_base/{id}/':
    'title, gene, mutation_id, feature_id, body, references, effects',
};

/** PATCH routes that take no JSON: tus sends bytes (decision 033), a JSON body gets tus's 4xx. */
const NOT_JSON = new Set(['PATCH /api/v1/uploads/{uploadId}/']);

let app: FastifyInstance;
let people: People;
let world: World;

beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
  people = await buildPeople(app);
  world = await rebuildWorld(people);
});
afterAll(() => app.close());

describe('a PATCH naming no known field', () => {
  it('is a 400 on every PATCH route, and changes nothing', async () => {
    const patches = registeredRoutes(app).filter(
      (route) => route.startsWith('PATCH ') && !NOT_JSON.has(route),
    );
    expect(patches.length).toBeGreaterThan(20);
    const head = people.callAs('hoc');
    const table = `plotline_db/combined_plot_field_line_genealogy/?year_id=${world.yearId}`;
    const before = (await head('GET', table)).json();
    const profile = (await head('GET', 'users/profile/')).json();
    const wrong: string[] = [];
    for (const route of patches) {
      const template = DECLARED[route]?.request(world);
      expect(template, route).toBeDefined();
      for (const body of [{}, { unknown_field: 1 }]) {
        const response = await head('PATCH', template?.url ?? '', body);
        const listed = OPTIONAL_FIELDS[route];
        const expected = listed ? { non_field_errors: [`Give at least one of: ${listed}.`] } : null;
        if (
          response.statusCode !== 400 ||
          (expected && JSON.stringify(response.json()) !== JSON.stringify(expected))
        ) {
          wrong.push(`${route} ${JSON.stringify(body)} → ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect((await head('GET', table)).json()).toEqual(before);
    expect((await head('GET', 'users/profile/')).json()).toEqual(profile);
  });

  it('names the batch field when one item of a batch changes nothing', async () => {
    const response = await people.callAs('hoc')(
      'PATCH',
      'plotline_db/harvest_technology/edit_multiple/',
      { harvest_technologies: [{ id: world.harvestId, comment: 'x' }, { id: world.harvestId }] },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      harvest_technologies: ['Give at least one of: feature, date_planned, date_real, comment.'],
    });
  });

  it('lists the fields in the asked language', async () => {
    const response = await people.callAs('hoc')(
      'PATCH',
      `plotline_db/field_table/${world.fieldId}/`,
      {},
      { 'accept-language': 'es' },
    );
    expect(response.json()).toEqual({
      non_field_errors: [
        'Indique al menos uno de estos campos: field_name, region, subregion, type, width.',
      ],
    });
  });
});
