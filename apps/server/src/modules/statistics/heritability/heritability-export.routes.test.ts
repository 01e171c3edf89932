import { HeritabilityAnalysis } from '@plotline/contract/statistics-heritability';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '../../../platform/excel/send-workbook.ts';
import { type ApiCaller, setUpNursery } from '../../../test/nursery-api.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import { HEIGHT, plantGoldenTrial, readGoldenPlots, YIELD } from './heritability-test-kit.ts';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let season2025: number;
let season2024: number;

beforeEach(async () => {
  app = await buildTestApp();
  let fieldId: number;
  ({ api, cropId, fieldId, yearId: season2025 } = await setUpNursery(app));
  season2024 = (
    await api('POST', 'field_year_add/', { field_id: fieldId, year: 2024, spec_id: cropId })
  ).json().id;
  await plantGoldenTrial(cropId, { 2024: season2024, 2025: season2025 }, readGoldenPlots());
});
afterEach(() => app.close());

/** The cells of a sheet as rows of values (row 1 first). */
function cellsOf(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('heritability/export/', () => {
  it('answers the analysis as a workbook: components, one sheet per trait, correlations, in Russian', async () => {
    const query = `year_ids=${season2024},${season2025}&features=${YIELD},${HEIGHT}&correlations=true`;
    const ru = { 'accept-language': 'ru' };
    const json = HeritabilityAnalysis.parse(
      (await api('GET', `heritability/?${query}`, undefined, ru)).json(),
    );
    const response = await api('GET', `heritability/export/?${query}`, undefined, ru);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="heritability_2024_KSI_2_seasons.xlsx"; ' +
        "filename*=UTF-8''heritability_2024_KSI_2_seasons.xlsx",
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Компоненты',
      YIELD,
      HEIGHT,
      'Корреляции',
    ]);

    const components = cellsOf(workbook.getWorksheet('Компоненты'));
    expect(components[0]?.slice(0, 4)).toEqual(['Признак', 'Модель', 'Компонента', 'Дисперсия']);
    const [grain] = json.traits;
    expect(components[1]).toEqual([
      YIELD,
      grain?.model,
      'Линия',
      grain?.components[0]?.variance,
      grain?.components[0]?.se,
      0,
      grain?.heritability.cullis,
      undefined,
      grain?.overall_mean,
    ]);
    expect(components).toHaveLength(1 + 3 + 3);

    const lines = cellsOf(workbook.getWorksheet(YIELD));
    expect(lines[0]).toEqual([
      'Ранг',
      'Линия',
      'Прогнозное значение',
      'BLUP',
      'Дисперсия ошибки прогноза',
      'Надёжность',
      'Делянки',
      'Годы питомника',
    ]);
    expect(lines.slice(1)).toEqual(
      grain?.lines.map((line) => [
        line.rank,
        line.line_name,
        line.mean,
        line.blup,
        line.pev,
        line.reliability,
        line.n_plots,
        line.n_environments,
      ]),
    );

    const correlations = cellsOf(workbook.getWorksheet('Корреляции'));
    expect(correlations[0]).toEqual(['Генотипическая r', YIELD, HEIGHT]);
    expect(correlations[1]).toEqual([YIELD, 1, json.correlations?.genotypic[0]?.[1]]);
  });

  it('refuses like the analysis, as a translated 400', async () => {
    const response = await api('GET', `heritability/export/?year_ids=${season2024}&features=вес`);
    expect(response.statusCode).toBe(400);
    expect(response.json().features[0]).toContain('«вес»');
  });
});
