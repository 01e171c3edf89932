import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpPlots, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let api: ApiCaller;
let plotIds: number[];

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, plotIds } = await setUpPlots(app));
});
afterEach(() => app.close());

describe('harvest_technology/', () => {
  it('adds, edits, lists and deletes harvest technologies', async () => {
    const added = await api('POST', 'harvest_technology/add_multiple/', {
      harvest_technologies: [
        {
          plot: plotIds[0],
          feature: 'Комбайн',
          date_planned: '2025-08-01',
          date_real: null,
          comment: '',
        },
      ],
    });
    expect(added.statusCode).toBe(201);
    const [item] = added.json();
    expect(item).toEqual({
      id: expect.any(Number),
      feature: 'Комбайн',
      date_planned: '2025-08-01',
      date_real: null,
      comment: '',
      plot: plotIds[0],
    });
    const edited = await api('PATCH', 'harvest_technology/edit_multiple/', {
      harvest_technologies: [{ id: item.id, date_real: '2025-08-03', comment: 'дождь' }],
    });
    expect(edited.json()).toEqual([{ ...item, date_real: '2025-08-03', comment: 'дождь' }]);
    expect((await api('GET', `harvest_technology/?plot_id=${plotIds[0]}`)).json()).toHaveLength(1);
    expect((await api('DELETE', `harvest_technology/${item.id}/`)).statusCode).toBe(204);
    expect((await api('GET', `harvest_technology/?plot_id=${plotIds[0]}`)).json()).toEqual([]);
  });

  it("answers 404 for another tenant's harvest entries", async () => {
    const [item] = (
      await api('POST', 'harvest_technology/add_multiple/', {
        harvest_technologies: [
          { plot: plotIds[0], feature: 'K', date_planned: null, date_real: null },
        ],
      })
    ).json();
    const stranger = await setUpStranger(app);
    expect(
      (
        await stranger('PATCH', 'harvest_technology/edit_multiple/', {
          harvest_technologies: [{ id: item.id, comment: 'x' }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await stranger('DELETE', `harvest_technology/${item.id}/`)).statusCode).toBe(404);
    expect((await stranger('GET', `harvest_technology/?plot_id=${plotIds[0]}`)).statusCode).toBe(
      404,
    );
  });
});
