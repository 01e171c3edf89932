import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs, setUpNursery } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

/**
 * Managing a nursery versus writing its contents (decision 026): a view-and-edit grant on a
 * season lets an employee change the season's plots and values, never delete the season or
 * the nursery, add seasons or rename it.
 */
let app: FastifyInstance;
let head: ApiCaller;
let editor: ApiCaller;
let cropId: number;
let fieldId: number;
let yearId: number;
let oldYearId: number;
let plotId: number;

const DENIED = { detail: 'You do not have permission to perform this action.' };

beforeEach(async () => {
  app = await buildTestApp();
  const nursery = await setUpNursery(app, 'head');
  ({ cropId, fieldId, yearId } = nursery);
  head = nursery.api;
  const { db } = await getTestDatabase();
  const editorId = (
    await buildUser(db, { username: 'editor', companyId: nursery.companyId, role: 'employee' })
  ).id;
  editor = apiAs(app, bearer((await logInAs(app, 'editor')).access));
  oldYearId = (
    await head('POST', 'field_year_add/', { field_id: fieldId, year: 2024, spec_id: cropId })
  ).json().id;
  const [plot] = (
    await head('POST', 'plot_table/', {
      plot_name: 'P',
      field: fieldId,
      year: 2025,
      spec_id: cropId,
      line_name: 'L',
    })
  ).json();
  plotId = plot.plot_id;
  await head('POST', 'plot_final_results/add_multiple/', {
    results: [{ plot: plotId, feature: 'высота', unit: 'см', value: 80 }],
  });
  const granted = await head('POST', 'field_year_permissions/', {
    year_ids: [yearId],
    name: 'Редакторы',
    write: true,
    user_ids: [editorId],
  });
  expect(granted.statusCode).toBe(201);
});
afterEach(() => app.close());

const seasonTable = (api: ApiCaller, id = yearId) =>
  api('GET', `combined_plot_field_line_genealogy/?year_id=${id}`);

describe('a view-and-edit grant on a season', () => {
  it('does not delete the season: 403, and season, plots, values and grant stay', async () => {
    const refused = await editor('DELETE', `field_year_add/${yearId}/`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(DENIED);
    const table = (await seasonTable(editor)).json();
    expect(table.data).toHaveLength(1);
    expect(table.data[0].plot_results).toMatchObject([{ plot_final_value: '80' }]);
    const grants = (await head('GET', 'field_year_permissions/')).json();
    expect(grants.map((g: { field: { year_id: number } }) => g.field.year_id)).toEqual([yearId]);
    // the season it cannot see stays out of sight
    expect((await editor('DELETE', `field_year_add/${oldYearId}/`)).statusCode).toBe(404);
    // the owner may
    expect((await head('DELETE', `field_year_add/${yearId}/`)).statusCode).toBe(204);
    expect((await seasonTable(head)).statusCode).toBe(404);
  });

  it('does not rename or delete the nursery, nor add a season to it', async () => {
    const attempts = [
      await editor('PATCH', `field_table/${fieldId}/`, { field_name: 'Мой', width: 30 }),
      await editor('DELETE', `field_table/${fieldId}/`),
      await editor('POST', 'field_year_add/', { field_id: fieldId, year: 2026, spec_id: cropId }),
      await editor('POST', 'plot_table/', {
        plot_name: 'N',
        field: fieldId,
        year: 2026,
        spec_id: cropId,
        line_name: 'L',
      }),
      await editor('POST', 'plot_table/create_multiple/', {
        field_id: fieldId,
        spec_id: cropId,
        new_year: 2026,
        plot_ids: [plotId],
      }),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    const [field] = (await head('GET', `field_table/?spec_id=${cropId}`)).json();
    expect(field).toMatchObject({ field_name: 'КСИ', width: 20 });
    expect(field.fieldyear_set.map((season: { year: number }) => season.year)).toEqual([
      2024, 2025,
    ]);
  });

  it('writes the contents: plots, values, and moves into the granted season', async () => {
    const added = await editor('POST', 'plot_table/', {
      plot_name: 'Q',
      field: fieldId,
      year: 2025,
      spec_id: cropId,
      line_name: 'L2',
    });
    expect(added.statusCode).toBe(201);
    const values = await editor('PATCH', 'plot_final_results/edit_multiple/', {
      results: [{ plot: plotId, feature: 'высота', unit: 'см', value: 81 }],
    });
    expect(values.statusCode).toBe(200);
    const moved = await editor('POST', 'plot_table/create_multiple/', {
      field_id: fieldId,
      spec_id: cropId,
      new_year: 2025,
      plot_ids: [plotId],
      additional_plot_names: ['L3'],
    });
    expect(moved.statusCode).toBe(201);
    expect(moved.json().map((plot: { plot_name: string }) => plot.plot_name)).toEqual(['L3/1']);
    const removed = await editor('POST', 'plot_table/delete_multiple/', {
      plot_ids: [added.json()[0].plot_id],
    });
    expect(removed.json()).toEqual({ deleted: 1 });
  });
});
