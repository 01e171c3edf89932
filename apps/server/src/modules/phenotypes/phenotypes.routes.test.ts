import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpPlots, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let yearId: number;
let plotIds: number[];

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, yearId, plotIds } = await setUpPlots(app));
});
afterEach(() => app.close());

function add(results: object[], method: 'POST' | 'PATCH' = 'POST') {
  const url = method === 'POST' ? 'add_multiple/' : 'edit_multiple/';
  return api(method, `plot_final_results/${url}`, { results });
}

describe('plot_final_results/', () => {
  it('adds values: numbers to value_float, text to value_text, names lower-case (201)', async () => {
    const response = await add([
      { plot: plotIds[0], feature: ' Высота ', unit: 'см', value: '75.0', year_id: yearId },
      { plot: plotIds[0], feature: 'Окраска', unit: null, value: 'Красная', year_id: yearId },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      plot_final_result: expect.arrayContaining([
        {
          id: expect.any(Number),
          plot: plotIds[0],
          feature: 'высота',
          value_float: 75,
          value_text: null,
          unit: 'см',
        },
        {
          id: expect.any(Number),
          plot: plotIds[0],
          feature: 'окраска',
          value_float: null,
          value_text: 'Красная',
          unit: '',
        },
      ]),
      brush_phenotype_table: [],
    });
    const stored = (await api('GET', `plot_final_results/?plot_id=${plotIds[0]}`)).json();
    expect(stored.map((r: { feature: string }) => r.feature)).toEqual(['высота', 'окраска']);
  });

  it('replaces a value on a second add and on edit_multiple, nothing duplicated', async () => {
    await add([{ plot: plotIds[0], feature: 'Высота', unit: 'см', value: 70 }]);
    await add([{ plot: plotIds[0], feature: 'высота', unit: 'см', value: '71,5' }]);
    const edited = await add(
      [{ plot: plotIds[0], feature: 'ВЫСОТА', unit: 'мм', value: 715 }],
      'PATCH',
    );
    expect(edited.statusCode).toBe(200);
    const stored = (
      await api('GET', `plot_final_results/?plot_id=${plotIds[0]}&feature=Высота`)
    ).json();
    expect(stored).toEqual([
      {
        id: expect.any(Number),
        plot: plotIds[0],
        feature: 'высота',
        value_float: 715,
        value_text: null,
        unit: 'мм',
      },
    ]);
  });

  it('refuses text for a quantitative feature and writes nothing of the batch', async () => {
    await add([{ plot: plotIds[0], feature: 'Высота', unit: '', value: 70 }]);
    const response = await add([
      { plot: plotIds[1], feature: 'Высота', unit: '', value: 80 },
      { plot: plotIds[1], feature: 'Высота', unit: '', value: 'высокий' },
      { plot: plotIds[1], feature: 'Масса', unit: '', value: 5 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      results: ['Feature "высота" is quantitative: "высокий" is not a number.'],
    });
    expect((await api('GET', `plot_final_results/?plot_id=${plotIds[1]}`)).json()).toEqual([]);
  });

  it('gives a value typed without a unit the unit the feature already has', async () => {
    await add([{ plot: plotIds[0], feature: 'Урожайность', unit: 'ц/га', value: 50 }]);
    const typed = await add([{ plot: plotIds[1], feature: 'урожайность', unit: '', value: 48 }]);
    expect(typed.json().plot_final_result[0]).toMatchObject({ unit: 'ц/га', value_float: 48 });
  });

  it('keeps numbers of a qualitative feature as text', async () => {
    await add([{ plot: plotIds[0], feature: 'Балл', unit: '', value: 'хороший' }]);
    const response = await add([{ plot: plotIds[1], feature: 'Балл', unit: '', value: 5 }]);
    expect(response.json().plot_final_result[0]).toMatchObject({
      value_float: null,
      value_text: '5',
    });
  });

  it('validates the batch with the standard messages', async () => {
    expect((await add([])).json()).toEqual({ results: [expect.any(String)] });
    const blank = await add([{ plot: plotIds[0], feature: '', unit: '', value: 1 }]);
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json())).toEqual(['results']);
  });

  it('deletes one feature value or all values of a plot', async () => {
    await add([
      { plot: plotIds[0], feature: 'A', unit: '', value: 1 },
      { plot: plotIds[0], feature: 'B', unit: '', value: 2 },
    ]);
    expect(
      (await api('DELETE', `plot_final_results/?plot_id=${plotIds[0]}&feature=a`)).statusCode,
    ).toBe(204);
    expect((await api('GET', `plot_final_results/?plot_id=${plotIds[0]}`)).json()).toHaveLength(1);
    await api('DELETE', `plot_final_results/?plot_id=${plotIds[0]}`);
    expect((await api('GET', `plot_final_results/?plot_id=${plotIds[0]}`)).json()).toEqual([]);
  });

  it('add_gsk_multiple/ writes values of plots of the given field-year only', async () => {
    const ok = await api('POST', 'plot_final_results/add_gsk_multiple/', {
      spec_id: cropId,
      year_id: yearId,
      results: plotIds.map((plot) => ({ plot, feature: 'ГСК', unit: '', value: 1 })),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().plot_final_result).toHaveLength(2);
  });

  it("answers 404 for another tenant's plots and leaves them untouched", async () => {
    const stranger = await setUpStranger(app);
    const response = await stranger('POST', 'plot_final_results/add_multiple/', {
      results: [{ plot: plotIds[0], feature: 'A', unit: '', value: 1 }],
    });
    expect(response.statusCode).toBe(404);
    expect((await stranger('GET', `plot_final_results/?plot_id=${plotIds[0]}`)).statusCode).toBe(
      404,
    );
    expect((await stranger('DELETE', `plot_final_results/?plot_id=${plotIds[0]}`)).statusCode).toBe(
      404,
    );
    expect((await api('GET', `plot_final_results/?plot_id=${plotIds[0]}`)).json()).toEqual([]);
  });
});
