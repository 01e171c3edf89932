import { MAP_MOVES_MAX } from '@plotline/contract/field-maps-grid';
import {
  BATCH_FEATURE_RENAMES_MAX,
  BATCH_GENOTYPES_MAX,
  BATCH_HARVEST_MAX,
  BATCH_PLOTS_MAX,
  BATCH_RESULTS_MAX,
  BATCH_STAGES_MAX,
  GROUP_MEMBERS_MAX,
  GROUP_SEASONS_MAX,
} from '@plotline/contract/rules';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { type ApiCaller, setUpPlots } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

/**
 * Batch routes carry at most their named limit of items (decision 027): one more is a clear
 * 400 naming the field, and at the limit the writes underneath work (no "too many query
 * parameters", no stack overflow). The season here has BATCH_PLOTS_MAX plots.
 */
let app: FastifyInstance;
let api: ApiCaller;
let yearId: number;
let cropId: number;
let fieldId: number;
let plotIds: number[];

/** Adds `count` plots `B1…` of the season's first line, in one statement. */
async function addPlots(count: number): Promise<number[]> {
  const { db } = await getTestDatabase();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into plots (field_year_id, line_id, name, repetition, position)
      select ${yearId}::int, (select line_id from plots where field_year_id = ${yearId} limit 1),
        'B' || g, 1, 100 + g
      from generate_series(1, ${count}::int) g returning id`,
  );
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  app = await buildTestApp();
  const nursery = await setUpPlots(app, 1);
  ({ api, yearId, cropId, fieldId } = nursery);
  plotIds = [...nursery.plotIds, ...(await addPlots(BATCH_PLOTS_MAX - 1))];
}, 120_000);
afterAll(() => app.close());

const many = <T>(count: number, item: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => item(index));
const tooMany = (n: number) => [`Ensure this field has no more than ${n} elements.`];

describe('one item past the limit is a 400 naming the field, nothing written', () => {
  const result = (i: number) => ({ plot: 1 + (i % 7), feature: 'высота', value: i });
  const cases: [string, string, () => object, string, number][] = [
    [
      'POST',
      'plot_final_results/add_multiple/',
      () => ({ results: many(BATCH_RESULTS_MAX + 1, result) }),
      'results',
      BATCH_RESULTS_MAX,
    ],
    [
      'PATCH',
      'plot_final_results/edit_multiple/',
      () => ({ results: many(BATCH_RESULTS_MAX + 1, result) }),
      'results',
      BATCH_RESULTS_MAX,
    ],
    [
      'POST',
      'plot_final_results/add_gsk_multiple/',
      () => ({ spec_id: cropId, year_id: yearId, results: many(BATCH_RESULTS_MAX + 1, result) }),
      'results',
      BATCH_RESULTS_MAX,
    ],
    [
      'POST',
      'harvest_technology/add_multiple/',
      () => ({
        harvest_technologies: many(BATCH_HARVEST_MAX + 1, (i) => ({ plot: i + 1, feature: 'к' })),
      }),
      'harvest_technologies',
      BATCH_HARVEST_MAX,
    ],
    [
      'POST',
      'harvest_technology/add_multiple/',
      () => ({ harvest_technologies: many(100_000, (i) => ({ plot: i + 1, feature: 'к' })) }),
      'harvest_technologies',
      BATCH_HARVEST_MAX,
    ],
    [
      'PATCH',
      'harvest_technology/edit_multiple/',
      () => ({
        harvest_technologies: many(BATCH_HARVEST_MAX + 1, (i) => ({ id: i + 1, comment: '' })),
      }),
      'harvest_technologies',
      BATCH_HARVEST_MAX,
    ],
    [
      'PATCH',
      'edit_multiple_plot_stages/',
      () => ({
        stages: many(BATCH_STAGES_MAX + 1, (i) => ({
          plot: i + 1,
          stage_of_vegetation: 'всходы',
          date_of_stage: '2025-05-01',
        })),
      }),
      'stages',
      BATCH_STAGES_MAX,
    ],
    [
      'PATCH',
      'genotype_mutation_update/multiple/',
      () => ({
        genotypes: many(BATCH_GENOTYPES_MAX + 1, (i) => ({
          plot_genotype_id: i + 1,
          first_allele: 'A',
          second_allele: 'A',
        })),
      }),
      'genotypes',
      BATCH_GENOTYPES_MAX,
    ],
    [
      'PATCH',
      'edit_multiple_features/',
      () => ({
        year_id: yearId,
        features: many(BATCH_FEATURE_RENAMES_MAX + 1, (i) => ({
          old_name: `f${i}`,
          new_name: `g${i}`,
        })),
      }),
      'features',
      BATCH_FEATURE_RENAMES_MAX,
    ],
    [
      'POST',
      'plot_table/delete_multiple/',
      () => ({ plot_ids: many(BATCH_PLOTS_MAX + 1, (i) => i + 1) }),
      'plot_ids',
      BATCH_PLOTS_MAX,
    ],
    [
      'POST',
      'plot_table/create_multiple/',
      () => ({
        field_id: fieldId,
        spec_id: cropId,
        new_year: 2026,
        plot_ids: many(BATCH_PLOTS_MAX + 1, (i) => i + 1),
      }),
      'plot_ids',
      BATCH_PLOTS_MAX,
    ],
    [
      'POST',
      'plot_table/create_multiple/',
      () => ({
        field_id: fieldId,
        spec_id: cropId,
        new_year: 2026,
        additional_plot_names: many(BATCH_PLOTS_MAX + 1, (i) => `N${i}`),
      }),
      'additional_plot_names',
      BATCH_PLOTS_MAX,
    ],
    [
      'POST',
      'field_year_permissions/',
      () => ({ name: 'G', year_ids: many(GROUP_SEASONS_MAX + 1, (i) => i + 1) }),
      'year_ids',
      GROUP_SEASONS_MAX,
    ],
    [
      'POST',
      '/users/users_groups/',
      () => ({ name: 'G', user_ids: many(GROUP_MEMBERS_MAX + 1, (i) => i + 1) }),
      'user_ids',
      GROUP_MEMBERS_MAX,
    ],
    [
      'PATCH',
      'field_maps/1/move_plots/',
      () => ({ moves: many(MAP_MOVES_MAX + 1, (i) => ({ plot_id: i + 1, row: 0, column: 0 })) }),
      'moves',
      MAP_MOVES_MAX,
    ],
  ];

  it.each(cases)('%s %s', async (method, url, body, field, limit) => {
    const response = await api(method as 'POST', url, body());
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json()).toEqual({ [field]: tooMany(limit) });
  });

  it('says so in the asked language', async () => {
    const body = { plot_ids: many(BATCH_PLOTS_MAX + 1, (i) => i + 1) };
    const response = await api('POST', 'plot_table/delete_multiple/', body, {
      'accept-language': 'ru',
    });
    expect(response.json()).toEqual({
      plot_ids: [`Убедитесь, что в этом поле не более ${BATCH_PLOTS_MAX} элементов.`],
    });
  });
});

describe('at the limit the writes work', () => {
  it('harvest add_multiple takes entries up to its limit, again with half of them known, and edits them all', async () => {
    const half = BATCH_HARVEST_MAX / 2;
    const first = plotIds.slice(0, half);
    const added = await api('POST', 'harvest_technology/add_multiple/', {
      harvest_technologies: first.map((plot) => ({ plot, feature: 'комбайн' })),
    });
    expect(added.statusCode, added.body.slice(0, 300)).toBe(201);
    expect(added.json()).toHaveLength(half);
    const all = await api('POST', 'harvest_technology/add_multiple/', {
      harvest_technologies: plotIds.slice(0, BATCH_HARVEST_MAX).map((plot) => ({
        plot,
        feature: 'комбайн',
        date_planned: '2025-08-01',
      })),
    });
    expect(all.statusCode).toBe(201);
    // the first half existed already: only the others are new
    expect(all.json()).toHaveLength(BATCH_HARVEST_MAX - half);
    const ids = [...added.json(), ...all.json()].map((h: { id: number }) => h.id);
    const edited = await api('PATCH', 'harvest_technology/edit_multiple/', {
      harvest_technologies: ids.map((id) => ({ id, comment: 'дождь', date_real: '2025-08-02' })),
    });
    expect(edited.statusCode, edited.body.slice(0, 300)).toBe(200);
    const rows = edited.json() as {
      comment: string;
      date_real: string;
      date_planned: string | null;
    }[];
    expect(rows).toHaveLength(BATCH_HARVEST_MAX);
    expect(rows.every((row) => row.comment === 'дождь' && row.date_real === '2025-08-02')).toBe(
      true,
    );
    expect(rows[0]?.date_planned).toBeNull();
    expect(rows.at(-1)?.date_planned).toBe('2025-08-01');
  }, 120_000);

  it('stages of plots up to the limit in one request', async () => {
    const response = await api('PATCH', 'edit_multiple_plot_stages/', {
      stages: plotIds.slice(0, BATCH_STAGES_MAX).map((plot) => ({
        plot,
        stage_of_vegetation: 'всходы',
        date_of_stage: '2025-05-01',
      })),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json()).toHaveLength(BATCH_STAGES_MAX);
  }, 120_000);

  it('phenotype values: two features of 10,000 plots in one request', async () => {
    const results = plotIds.slice(0, BATCH_RESULTS_MAX / 2).flatMap((plot, i) => [
      { plot, feature: 'высота', unit: 'см', value: 70 + (i % 30) },
      { plot, feature: 'цвет', value: i % 2 ? 'красный' : 'белый' },
    ]);
    expect(results).toHaveLength(BATCH_RESULTS_MAX);
    const response = await api('POST', 'plot_final_results/add_multiple/', { results });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(201);
    expect(response.json().plot_final_result).toHaveLength(BATCH_RESULTS_MAX);
  }, 180_000);

  it('allele pairs up to the limit in one request', async () => {
    const { db } = await getTestDatabase();
    const genotypes = await queryRows<{ id: number }>(
      db,
      sql`with m as (insert into mutations (crop_id, name, chr, pos) values (${cropId}, 'm1', '1A', 1)
          returning id)
        insert into plot_genotypes (plot_id, mutation_id, first_allele, second_allele)
        select p, (select id from m), 'A', 'G' from unnest(${sql.param(plotIds)}::int[]) p
        returning id`,
    );
    const response = await api('PATCH', 'genotype_mutation_update/multiple/', {
      genotypes: genotypes.slice(0, BATCH_GENOTYPES_MAX).map(({ id }) => ({
        plot_genotype_id: id,
        first_allele: 'T',
        second_allele: 'T',
      })),
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json()).toHaveLength(BATCH_GENOTYPES_MAX);
  }, 120_000);

  it('plots of the whole season move to a new year, but not twice over', async () => {
    const twice = await api('POST', 'plot_table/create_multiple/', {
      field_id: fieldId,
      spec_id: cropId,
      new_year: 2026,
      plot_ids: plotIds,
      repetitions: 2,
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      plot_ids: [`At most ${BATCH_PLOTS_MAX} plots can be created at once.`],
    });
    const moved = await api('POST', 'plot_table/create_multiple/', {
      field_id: fieldId,
      spec_id: cropId,
      new_year: 2026,
      plot_ids: plotIds,
    });
    expect(moved.statusCode, moved.body.slice(0, 300)).toBe(201);
    expect(moved.json()).toHaveLength(BATCH_PLOTS_MAX);
  }, 180_000);

  it('deletes the whole season in one request', async () => {
    const response = await api('POST', 'plot_table/delete_multiple/', { plot_ids: plotIds });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.json()).toEqual({ deleted: BATCH_PLOTS_MAX });
  }, 120_000);
});
