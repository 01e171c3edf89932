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

describe('plot_stage/ and edit_multiple_plot_stages/', () => {
  it('creates, lists, changes and deletes a stage; names lower-case', async () => {
    const created = await api('POST', 'plot_stage/', {
      plot: plotIds[0],
      stage_of_vegetation: 'Всходы',
      date_of_stage: '2025-05-01',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ message: expect.any(String), id: expect.any(Number) });
    await api('POST', 'plot_stage/', {
      plot: plotIds[0],
      stage_of_vegetation: 'Цветение',
      date_of_stage: '2025-06-10',
    });
    const list = (await api('GET', `plot_stage/?plot_id=${plotIds[0]}`)).json();
    expect(list).toEqual([
      {
        id: expect.any(Number),
        plot: plotIds[0],
        stage_of_vegetation: 'всходы',
        date_of_stage: '2025-05-01',
        days_after_sowing: 0,
        comment: '',
      },
      {
        id: expect.any(Number),
        plot: plotIds[0],
        stage_of_vegetation: 'цветение',
        date_of_stage: '2025-06-10',
        days_after_sowing: 40,
        comment: '',
      },
    ]);
    const changed = await api('PATCH', `plot_stage/${list[1].id}/`, {
      date_of_stage: '2025-06-11',
    });
    expect(changed.json()).toMatchObject({ date_of_stage: '2025-06-11', days_after_sowing: 41 });
    expect((await api('DELETE', `plot_stage/${list[0].id}/`)).statusCode).toBe(204);
    const after = (await api('GET', `plot_stage/?plot_id=${plotIds[0]}`)).json();
    expect(after).toEqual([
      expect.objectContaining({ stage_of_vegetation: 'цветение', days_after_sowing: null }),
    ]);
  });

  it('refuses a malformed date', async () => {
    const response = await api('POST', 'plot_stage/', {
      plot: plotIds[0],
      stage_of_vegetation: 'x',
      date_of_stage: '01.05.2025',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['date_of_stage']);
  });

  it('sets many stages at once (create or change)', async () => {
    const body = {
      stages: plotIds.map((plot) => ({
        plot,
        stage_of_vegetation: 'Всходы',
        date_of_stage: '2025-05-02',
      })),
    };
    expect((await api('PATCH', 'edit_multiple_plot_stages/', body)).json()).toHaveLength(2);
    body.stages[0] = { ...body.stages[0], date_of_stage: '2025-05-03' } as (typeof body.stages)[0];
    const again = (await api('PATCH', 'edit_multiple_plot_stages/', body)).json();
    expect(again.map((s: { date_of_stage: string }) => s.date_of_stage).sort()).toEqual([
      '2025-05-02',
      '2025-05-03',
    ]);
  });

  it("answers 404 for another tenant's stage", async () => {
    const created = (
      await api('POST', 'plot_stage/', {
        plot: plotIds[0],
        stage_of_vegetation: 'x',
        date_of_stage: null,
      })
    ).json();
    const stranger = await setUpStranger(app);
    expect(
      (await stranger('PATCH', `plot_stage/${created.id}/`, { date_of_stage: '2025-01-01' }))
        .statusCode,
    ).toBe(404);
    expect((await stranger('DELETE', `plot_stage/${created.id}/`)).statusCode).toBe(404);
    expect(
      (
        await stranger('PATCH', 'edit_multiple_plot_stages/', {
          stages: [{ plot: plotIds[0], stage_of_vegetation: 'x', date_of_stage: null }],
        })
      ).statusCode,
    ).toBe(404);
  });
});
