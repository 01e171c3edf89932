import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, logInAs } from '../../test/factories.ts';
import { setUpPlots } from '../../test/nursery-api.ts';
import { buildTestApp } from '../../test/test-app.ts';
import { BASE_HEADERS, buildXlsx, readXlsx, upload } from './imports-test-kit.ts';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

type TablePlot = {
  plot_name: string;
  plot_results: { plot_final_feature: string; plot_final_value: string; plot_final_unit: string }[];
};

describe('a phenotype is one thing (decision 030)', () => {
  it('the settings-created «Урожай» in ц/га and an uploaded «Фенотип;урожай;ц/га» land in one feature; new traits show', async () => {
    const { api, cropId, yearId, plotIds } = await setUpPlots(app, 2);
    // the settings popup: a phenotype «Урожай» with the unit «ц/га», shown first
    const saved = await api('POST', 'characteristics_order/', {
      year_id: yearId,
      configuration: ['feature:урожай;ц/га', 'stage:цветение'],
    });
    expect(saved.statusCode).toBe(201);
    // the table's cell of that column, and the same phenotype typed as its header reads
    const typed = await api('POST', 'plot_final_results/add_multiple/', {
      results: [
        { plot: plotIds[0], feature: 'Урожай', unit: 'ц/га', value: '41,5', year_id: yearId },
        { plot: plotIds[1], feature: 'Урожай, ц/га', unit: '', value: 40, year_id: yearId },
      ],
    });
    expect(typed.statusCode).toBe(201);
    expect(
      typed.json().plot_final_result.map((r: { feature: string; unit: string }) => r),
    ).toMatchObject([
      { feature: 'урожай', unit: 'ц/га' },
      { feature: 'урожай', unit: 'ц/га' },
    ]);

    const file = await buildXlsx([
      [
        ...BASE_HEADERS,
        'Фенотип;урожай;ц/га',
        'Фенотип;Масса 1000 зерен;г',
        'Стадия развития;Всходы;',
      ],
      [null, 'КСИ', 2025, 'Краснодар', 'P', 'L', 1, 43.2, 41, '2025-04-20'],
      [null, 'КСИ', 2025, 'Краснодар', 'P', 'L', 2, '44,1', 40.5, '2025-04-21'],
    ]);
    const { job } = await upload(app, await aliceHeaders(), { file, fields: { spec_id: cropId } });
    expect(job?.status).toBe('success');

    const features = (await api('GET', `quantitative_features/?year_id=${yearId}`)).json();
    expect(features.map((f: { feature: string }) => f.feature).sort()).toEqual([
      'масса 1000 зерен',
      'урожай',
    ]);
    const table = (
      await api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}&sort_by=plot_name`)
    ).json();
    const yields = table.data.map((plot: TablePlot) =>
      plot.plot_results
        .filter((r) => r.plot_final_feature.startsWith('урожай'))
        .map((r) => [r.plot_final_feature, r.plot_final_value, r.plot_final_unit]),
    );
    expect(yields).toEqual([[['урожай', '43.2', 'ц/га']], [['урожай', '44.1', 'ц/га']]]);
    // imported traits appear in the table without a trip to settings
    expect(table.characteristics_order).toEqual([
      'feature:урожай;ц/га',
      'stage:цветение',
      'feature:масса 1000 зерен',
      'stage:всходы',
    ]);
    const download = await api('GET', `download_plot_data/?spec_id=${cropId}&year_id=${yearId}`);
    const sheet = await readXlsx(download.rawPayload);
    const phenotypeHeaders = (sheet.rows[0] ?? []).filter((h) => String(h).startsWith('Фенотип'));
    expect(phenotypeHeaders).toEqual(['Фенотип;масса 1000 зерен;г', 'Фенотип;урожай;ц/га']);
  });

  it('reads «Фенотип;Высота, см;» as the feature «высота» in см, and keeps a name whose tail is no unit', async () => {
    const { api, cropId, yearId } = await setUpPlots(app, 1);
    const file = await buildXlsx([
      [...BASE_HEADERS, 'Фенотип;Высота, см;', 'Фенотип;Цвет, оттенок;'],
      [null, 'КСИ', 2025, 'Краснодар', 'P', 'L', 1, 95, 'жёлтый'],
    ]);
    const { job } = await upload(app, await aliceHeaders(), { file, fields: { spec_id: cropId } });
    expect(job?.status).toBe('success');
    const table = (
      await api('GET', `combined_plot_field_line_genealogy/?year_id=${yearId}`)
    ).json();
    expect(
      table.data[0].plot_results
        .map((r: TablePlot['plot_results'][number]) => [r.plot_final_feature, r.plot_final_unit])
        .sort(),
    ).toEqual([
      ['высота', 'см'],
      ['цвет, оттенок', ''],
    ]);
    // no saved configuration: nothing is written for the table, which shows every trait
    expect(table.characteristics_order).not.toContain('feature:высота');
  });
});

/** The bearer header of `alice`, whom `setUpPlots` creates, for the upload helper. */
async function aliceHeaders(): Promise<Record<string, string>> {
  return bearer((await logInAs(app, 'alice')).access);
}
