import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, logInAs } from '../../test/factories.ts';
import { type ApiCaller, apiAs } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { DEMO_LOGIN, seedDemo } from './seed-demo.ts';
import { DEMO_STATION } from './seed-demo-weather.ts';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

type Crop = { spec_id: number; english_name: string };
type Season = { year_id: number; field_id: number; field_name: string };
type TablePlot = {
  plot_name: string;
  plot_label: string | null;
  line_name: string;
  plot_results: { plot_final_feature: string; plot_final_value: string }[];
  plot_stages: { stage_of_vegetation: string; date_of_stage: string | null }[];
};

/** The seasons of a crop by year, and every plot of one season. */
async function seasonsOf(api: ApiCaller, crop: Crop): Promise<Record<string, Season[]>> {
  return (await api('GET', `field_year/?spec_id=${crop.spec_id}`)).json();
}
async function plotsOf(api: ApiCaller, yearId: number): Promise<TablePlot[]> {
  const answer = await api(
    'GET',
    `combined_plot_field_line_genealogy/?year_id=${yearId}&page=1&page_size=250&sort_by=plot_name`,
  );
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
}

describe('seedDemo (decision 030: the demo shows the product at its best)', () => {
  it('seeds once: the demo head, of Russia, with three crops, each with a trial', async () => {
    const { db } = await getTestDatabase();
    expect(await seedDemo(db)).toBe(true);
    expect(await seedDemo(db)).toBe(false);
    const api = apiAs(
      app,
      bearer((await logInAs(app, DEMO_LOGIN.username, DEMO_LOGIN.password)).access),
    );
    const russia = (await api('GET', 'countries/'))
      .json()
      .find((country: { code: string }) => country.code === 'RU');
    const profile = (await api('GET', '/users/profile/')).json();
    expect(profile.user_data.countries).toEqual([russia.id]);
    const crops: Crop[] = (await api('GET', 'species_table/')).json().data;
    expect(crops.map((crop) => crop.english_name).sort()).toEqual([
      'Spring barley',
      'Sunflower',
      'Winter wheat',
    ]);
    // a barley nursery exists
    const barley = crops.find((crop) => crop.english_name === 'Spring barley') as Crop;
    const barleySeasons = await seasonsOf(api, barley);
    expect(Object.keys(barleySeasons)).toEqual(['2025']);
    expect((await plotsOf(api, barleySeasons['2025']?.[0]?.year_id ?? 0)).length).toBe(48);
  });

  it('stores a lot of every line of each crop’s latest season, its grams in the ledger', async () => {
    const { db } = await getTestDatabase();
    await seedDemo(db);
    const api = apiAs(
      app,
      bearer((await logInAs(app, DEMO_LOGIN.username, DEMO_LOGIN.password)).access),
    );
    const crops: Crop[] = (await api('GET', 'species_table/')).json().data;
    const barley = crops.find((crop) => crop.english_name === 'Spring barley') as Crop;
    const store = (await api('GET', `warehouses/?spec_id=${barley.spec_id}`)).json();
    expect(store).toHaveLength(1);
    const lots = (await api('GET', `seeds/?spec_id=${barley.spec_id}&page_size=1000`)).json();
    const season = await plotsOf(api, (await seasonsOf(api, barley))['2025']?.[0]?.year_id ?? 0);
    const lineNames = new Set(season.map((plot: { line_name: string }) => plot.line_name));
    expect(lots.meta.total_items).toBe(lineNames.size);
    expect(new Set(lots.data.map((lot: { line_name: string }) => lot.line_name))).toEqual(
      lineNames,
    );
    for (const lot of lots.data) {
      expect(lot).toMatchObject({ year: 2025, booked_weight: 0 });
      expect(lot.weight).toBeGreaterThanOrEqual(100);
      expect(lot.weight).toBeLessThanOrEqual(2500);
    }
    const first = lots.data[0];
    const ledger = (await api('GET', `seeds/${first.id}/ledger/`)).json();
    expect(ledger).toMatchObject([{ kind: 'harvest', weight: first.weight }]);
  });

  it('sunflower: stages of a sunflower in spring and summer, labels, two seasons sharing lines', async () => {
    const { db } = await getTestDatabase();
    await seedDemo(db);
    const api = apiAs(
      app,
      bearer((await logInAs(app, DEMO_LOGIN.username, DEMO_LOGIN.password)).access),
    );
    const crops: Crop[] = (await api('GET', 'species_table/')).json().data;
    const sunflower = crops.find((crop) => crop.english_name === 'Sunflower') as Crop;
    const seasons = await seasonsOf(api, sunflower);
    expect(Object.keys(seasons).sort()).toEqual(['2024', '2025']);
    const y2024 = seasons['2024']?.[0] as Season;
    const y2025 = seasons['2025']?.[0] as Season;
    expect(y2024.field_id).toBe(y2025.field_id);
    const plots = await plotsOf(api, y2025.year_id);
    expect(plots.length).toBe(72);

    // no cereal stage, and emergence in spring/summer (no autumn emergence)
    const stages = new Set(plots.flatMap((p) => p.plot_stages.map((s) => s.stage_of_vegetation)));
    expect([...stages].sort()).toEqual([
      'бутонизация',
      'всходы',
      'физиологическая спелость',
      'цветение',
    ]);
    const emergence = plots.flatMap((p) =>
      p.plot_stages.filter((s) => s.stage_of_vegetation === 'всходы').map((s) => s.date_of_stage),
    );
    expect(emergence.length).toBe(72);
    for (const date of emergence) expect(date).toMatch(/^2025-0[4-7]-\d\d$/);

    // every plot has a label, unique in the season, short enough for a map cell
    const labels = plots.map((p) => p.plot_label);
    expect(labels.every((label) => label !== null && label.length <= 4)).toBe(true);
    expect(new Set(labels).size).toBe(72);
    expect(plots.every((p) => p.plot_name.length <= 6)).toBe(true);

    // both seasons filled with the same lines: multi-field comparison computes
    const lines2024 = new Set((await plotsOf(api, y2024.year_id)).map((p) => p.line_name));
    expect(lines2024).toEqual(new Set(plots.map((p) => p.line_name)));
    const met = await api(
      'GET',
      `multiple_field_comparison/?year_ids=${y2024.year_id},${y2025.year_id}&feature=урожайность`,
    );
    expect(met.statusCode).toBe(200);
    expect(met.json().excluded_lines).toEqual([]);

    // crosses with mother and father: the hybrid statistics compute
    const f1 = await api('GET', `f1_analyze/?year_id=${y2025.year_id}&feature=урожайность`);
    expect(f1.statusCode).toBe(200);
    expect(f1.json().length).toBe(4);
    expect(f1.json()[0].fathers.length).toBe(5);

    // realistic noise: a model over the demo never fits perfectly
    const ancova = await api(
      'GET',
      `ancova/?year_id=${y2025.year_id}&dependent_var=урожайность&group_var=${encodeURIComponent('окраска семянок')}&covariate_var=${encodeURIComponent('диаметр корзинки')}`,
    );
    expect(ancova.statusCode).toBe(200);
    const r2 = ancova.json()['R-squared'];
    expect(r2).toBeGreaterThan(0.05);
    expect(r2).toBeLessThan(0.95);
    const byLine = await api(
      'GET',
      `ancova/?year_id=${y2025.year_id}&dependent_var=урожайность&group_var=line&covariate_var=${encodeURIComponent('высота растений')}`,
    );
    expect(byLine.json()['R-squared']).toBeLessThan(0.99);
  });

  it('winter wheat emerges in autumn and heads in May, in two filled seasons; its lines have parents', async () => {
    const { db } = await getTestDatabase();
    await seedDemo(db);
    const api = apiAs(
      app,
      bearer((await logInAs(app, DEMO_LOGIN.username, DEMO_LOGIN.password)).access),
    );
    const crops: Crop[] = (await api('GET', 'species_table/')).json().data;
    const wheat = crops.find((crop) => crop.english_name === 'Winter wheat') as Crop;
    const seasons = await seasonsOf(api, wheat);
    expect(Object.keys(seasons).sort()).toEqual(['2024', '2025']);
    const plots = await plotsOf(api, seasons['2025']?.[0]?.year_id ?? 0);
    expect(plots.length).toBe(72);
    const dates = (stage: string) =>
      plots.flatMap((p) =>
        p.plot_stages.filter((s) => s.stage_of_vegetation === stage).map((s) => s.date_of_stage),
      );
    for (const date of dates('всходы')) expect(date).toMatch(/^2024-1[01]-\d\d$/);
    for (const date of dates('колошение')) expect(date).toMatch(/^2025-05-\d\d$/);
    expect((await plotsOf(api, seasons['2024']?.[0]?.year_id ?? 0)).length).toBe(72);
    const f1 = await api(
      'GET',
      `f1_analyze/?year_id=${seasons['2025']?.[0]?.year_id}&feature=урожайность`,
    );
    expect(f1.json()).toMatchObject([{ mother: 'Гром', fathers: [{ name: 'Безостая 100' }] }]);
  });

  it('weather and soil: one station serves the three nurseries; a plot card has its season’s weather, indices and soil', async () => {
    const { db } = await getTestDatabase();
    await seedDemo(db);
    const api = apiAs(
      app,
      bearer((await logInAs(app, DEMO_LOGIN.username, DEMO_LOGIN.password)).access),
    );
    const crops: Crop[] = (await api('GET', 'species_table/')).json().data;
    const sunflower = crops.find((crop) => crop.english_name === 'Sunflower') as Crop;
    const sectors = (await api('GET', `sector/?spec_id=${sunflower.spec_id}`)).json();
    expect(sectors).toHaveLength(1);
    expect(sectors[0]).toMatchObject({ name: DEMO_STATION, can_manage: true });
    expect(sectors[0].field_ids).toHaveLength(3);
    expect(sectors[0].params.map((p: { kind: string }) => p.kind).sort()).toEqual([
      'humidity',
      'precipitation',
      't_max',
      't_mean',
      't_min',
      'wind',
    ]);
    const season = (await seasonsOf(api, sunflower))['2025']?.[0] as Season;
    const plotId = (
      await api(
        'GET',
        `combined_plot_field_line_genealogy/?year_id=${season.year_id}&page=1&page_size=1`,
      )
    ).json().data[0].plot_id as number;
    const card = await api(
      'GET',
      `meteo_params_value/get_meteo_data_for_plot_card/?plot_id=${plotId}`,
    );
    expect(card.statusCode).toBe(200);
    const weather = card.json();
    expect(weather.sector.name).toBe(DEMO_STATION);
    // 1 March–31 October 2025 (the demo stages name no sowing): every day has its readings
    expect(weather.indices.days_missing).toBe(0);
    // a Krasnodar summer: GDD above 5 °C in the thousands, a dry-to-sufficient ГТК
    expect(weather.indices.gdd).toBeGreaterThan(2500);
    expect(weather.indices.gdd).toBeLessThan(4500);
    expect(weather.indices.hydrothermal_coefficient).toBeGreaterThan(0.3);
    expect(weather.indices.hydrothermal_coefficient).toBeLessThan(2);
    expect(weather.events.map((e: { kind: string }) => e.kind)).toEqual(['hail', 'drought']);
    const soil = (
      await api('GET', `get_agrochemical_data_for_plot_card/?plot_id=${plotId}`)
    ).json();
    const byKind = Object.fromEntries(
      soil.map((s: { kind: string; source: string; value: number }) => [s.kind, s]),
    );
    expect(Object.keys(byKind).sort()).toEqual(['humus', 'k2o', 'n', 'p2o5', 'ph']);
    expect(byKind.ph).toMatchObject({ source: 'plot', date: '2025-04-10' });
    expect(byKind.k2o).toMatchObject({ source: 'field', date: '2025-04-10' });
  });

  it('genome data: the wheat has a marker catalogue, a 3K SNP panel of its lines, typed markers on plots', async () => {
    const { db } = await getTestDatabase();
    await seedDemo(db);
    const api = apiAs(
      app,
      bearer((await logInAs(app, DEMO_LOGIN.username, DEMO_LOGIN.password)).access),
    );
    const crops: Crop[] = (await api('GET', 'species_table/')).json().data;
    const wheat = crops.find((crop) => crop.english_name === 'Winter wheat') as Crop;
    const catalogue = (
      await api('GET', `mutation_table/?spec_id=${wheat.spec_id}&search=Rht`)
    ).json();
    expect(catalogue.count).toBe(2);
    expect(catalogue.results[0]).toMatchObject({ callable_from_reads: true });
    expect(catalogue.results.every((m: { genotype_count: number }) => m.genotype_count > 0)).toBe(
      true,
    );
    const matrices = (await api('GET', `genotype_matrices/?spec_id=${wheat.spec_id}`)).json();
    expect(matrices).toHaveLength(1);
    // every demo line is a sample, matched by name; the catalogue's markers are among the sites
    expect(matrices[0].samples_matched).toBe(matrices[0].sample_count);
    expect(matrices[0].marker_count).toBeGreaterThan(2900);
    expect(matrices[0].chromosomes).toHaveLength(21);
    // the barley and the sunflower (the crop the menu opens on) have theirs too
    for (const name of ['Spring barley', 'Sunflower']) {
      const crop = crops.find((c) => c.english_name === name) as Crop;
      const own = (await api('GET', `genotype_matrices/?spec_id=${crop.spec_id}`)).json();
      expect(own).toHaveLength(1);
      expect(own[0].samples_matched).toBe(own[0].sample_count);
      const markers = (await api('GET', `mutation_table/?spec_id=${crop.spec_id}`)).json();
      expect(markers.count).toBeGreaterThanOrEqual(6);
    }
  });
});
