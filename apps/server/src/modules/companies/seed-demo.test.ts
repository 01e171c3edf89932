import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, logInAs } from '../../test/factories.ts';
import { apiAs } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { DEMO_LOGIN, seedDemo } from './seed-demo.ts';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

describe('seedDemo', () => {
  it('seeds once: the demo head, of Russia, sees three crops and a 72-plot wheat trial with phenotypes', async () => {
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
    const crops = (await api('GET', 'species_table/')).json();
    expect(crops.count).toBe(3);
    const wheat = crops.data.find(
      (c: { english_name: string }) => c.english_name === 'Winter wheat',
    );
    const years = (await api('GET', `field_year/?spec_id=${wheat.spec_id}`)).json();
    expect(Object.keys(years).sort()).toEqual(['2024', '2025']);
    const table = (
      await api(
        'GET',
        `combined_plot_field_line_genealogy/?year_id=${years['2025'][0].year_id}&sort_by=feature:урожайность&order=desc`,
      )
    ).json();
    expect(table.meta.total_items).toBe(72);
    expect(table.characteristics_order).toEqual([
      'высота растений',
      'масса 1000 зерен',
      'окраска колоса',
      'полегание',
      'урожайность',
    ]);
    const yields = table.data.map(
      (p: { plot_results: { plot_final_feature: string; plot_final_value: string }[] }) =>
        Number(
          p.plot_results.find((r) => r.plot_final_feature === 'урожайность')?.plot_final_value,
        ),
    );
    expect(yields).toEqual([...yields].sort((a: number, b: number) => b - a));
    expect(
      table.data[0].plot_stages.map((s: { stage_of_vegetation: string }) => s.stage_of_vegetation),
    ).toEqual(['всходы', 'колошение']);
  });
});
