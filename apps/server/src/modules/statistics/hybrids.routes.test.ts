import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectClose, expectP, GOLDEN_DIR, readGoldenCsv } from '@plotline/stats/testing/golden';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { features, lines, plotResults, plots } from '../../db/schema.ts';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../test/nursery-api.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let yearId: number;
let fieldId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, yearId, fieldId } = await setUpNursery(app));
});
afterEach(() => app.close());

/** A plot to plant: its line (with the pedigree when a cross) and its value, if any. */
type Planted = { plot: string; line: string; mother?: string; father?: string; value?: number };

/** Plants lines (with mothers and fathers), plots in map order and values, in a few statements. */
async function plant(season: number, feature: string, planted: readonly Planted[]) {
  const { db } = await getTestDatabase();
  const names = new Set(planted.flatMap((p) => [p.line, p.mother ?? p.line, p.father ?? p.line]));
  await db
    .insert(lines)
    .values([...names].map((name) => ({ cropId, name })))
    .onConflictDoNothing();
  const rows = await db.select().from(lines).where(eq(lines.cropId, cropId));
  const idOf = (name: string) => rows.find((row) => row.name === name)?.id ?? 0;
  for (const p of new Map(planted.map((p) => [p.line, p])).values()) {
    if (!p.mother || !p.father) continue;
    await db
      .update(lines)
      .set({ motherId: idOf(p.mother), fatherId: idOf(p.father) })
      .where(eq(lines.id, idOf(p.line)));
  }
  const created = await db
    .insert(plots)
    .values(
      planted.map((p, index) => ({
        fieldYearId: season,
        lineId: idOf(p.line),
        name: p.plot,
        position: index + 1,
      })),
    )
    .returning({ id: plots.id });
  await db
    .insert(features)
    .values({ cropId, name: feature, kind: 'quantitative' })
    .onConflictDoNothing();
  const [ft] = await db
    .select()
    .from(features)
    .where(and(eq(features.cropId, cropId), eq(features.name, feature)));
  const results = planted.flatMap((p, index) =>
    p.value === undefined
      ? []
      : [
          {
            plotId: created[index]?.id ?? 0,
            featureId: ft?.id ?? 0,
            valueFloat: p.value,
            valueEntered: String(p.value),
            unit: '',
          },
        ],
  );
  if (results.length > 0) await db.insert(plotResults).values(results);
}

/** A cross plot `M×F/rep` of line `M×F`, or a parent's own plot `P/rep` when mother = father. */
function diallelPlot(mother: string, father: string, rep: string, value: number): Planted {
  if (mother === father) return { plot: `${mother}/${rep}`, line: mother, value };
  const line = `${mother}×${father}`;
  return { plot: `${line}/${rep}`, line, mother, father, value };
}

describe('f1_analyze/', () => {
  it('averages hybrids by mother and by father, names sorted, numbers as full-precision text', async () => {
    const cross = (plot: string, line: string, mother: string, father: string, value?: number) =>
      ({ plot, line, mother, father, value }) as Planted;
    await plant(yearId, 'урожай', [
      cross('H1/1', 'Бета×X', 'Бета', 'X', 10),
      cross('H1/2', 'Бета×X', 'Бета', 'X', 12),
      cross('H2/1', 'Бета×Y', 'Бета', 'Y', 20),
      cross('H3/1', 'альфа×X', 'альфа', 'X', 30),
      cross('H4/1', 'альфа×X-2', 'альфа', 'X', 31),
      cross('H5/1', 'альфа×Z', 'альфа', 'Z'),
      { plot: 'Бета/1', line: 'Бета', value: 100 },
    ]);
    const response = await api('GET', `f1_analyze/?year_id=${yearId}&feature=урожай`);
    expect(response.statusCode).toBe(200);
    const xMean = String((10 + 12 + 30 + 31) / 4);
    expect(response.json()).toEqual([
      {
        mother: 'альфа',
        common_mean: '30.5',
        fathers: [{ name: 'X', value: '30.5', common_mean: xMean }],
      },
      {
        mother: 'Бета',
        common_mean: String(42 / 3),
        fathers: [
          { name: 'X', value: '11', common_mean: xMean },
          { name: 'Y', value: '20', common_mean: '20' },
        ],
      },
    ]);
  });

  it('answers [] without hybrids, 400 without a feature, 404 for another tenant’s year', async () => {
    await plant(yearId, 'урожай', [{ plot: 'A/1', line: 'A', value: 1 }]);
    expect((await api('GET', `f1_analyze/?year_id=${yearId}&feature=урожай`)).json()).toEqual([]);
    const missing = await api('GET', `f1_analyze/?year_id=${yearId}`);
    expect(missing.json()).toEqual({ feature: ['This field is required.'] });
    const stranger = await setUpStranger(app);
    const hidden = await stranger('GET', `f1_analyze/?year_id=${yearId}&feature=урожай`);
    expect(hidden.statusCode).toBe(404);
  });
});

/** A printed number at its printed precision (or the golden relative tolerance, if finer). */
function expectPrinted(actual: number, text: string, label: string) {
  const decimals = text.split('.')[1]?.length ?? 0;
  const allowed = Math.max(0.5 * 10 ** -decimals * (1 + 1e-9), 1e-6 * Math.abs(Number(text)));
  expect(Math.abs(actual - Number(text)), `${label}: ${actual} vs ${text}`).toBeLessThanOrEqual(
    allowed,
  );
}

// -------------------------------------------------------------------------------------------------
// Golden case 07 (DiallelAnalysisR GriffingData1: 8 parents, 4 replicates) has no expected CSV:
// the numbers are the ones R printed in output.txt (print(..., digits = 10)).
const CASE_07 = '07_diallel_griffing_methods_1_4';
const OUTPUT_07 = readFileSync(join(GOLDEN_DIR, CASE_07, 'output.txt'), 'utf8').split('\n');

/** The printed lines after `marker`, inside the section whose title starts with `title`. */
function printed(title: string, marker: string): string[][] {
  const start = OUTPUT_07.findIndex((line) => line.startsWith(title));
  const at = OUTPUT_07.findIndex((line, k) => k > start && line.startsWith(marker)) + 1;
  const end = OUTPUT_07.findIndex((line, k) => k >= at && (line === '' || line.startsWith('-')));
  return OUTPUT_07.slice(at, end).map((line) => line.trim().split(/\s+/));
}

const section = (method: number, model: number) =>
  `################ GriffingData${method}: Method ${method}, Model ${model}`;

type Row = { source: string; df: number; ss: number; ms: number; f: number | null };

/** Griffing's ANOVA of `combining_ability/` against the printed one (Df, Sum Sq, Mean Sq, F). */
function expectGriffingAnova(
  body: { combining_ability_anova: { rows: Row[]; residual: Row } },
  title: string,
) {
  const sources: Record<string, string> = { gca: 'gca', sca: 'sca', reciprocals: 'reciprocal' };
  for (const [name = '', df, ss, ms, f] of printed(title, '-- ANOVA').slice(1)) {
    const row =
      name === 'Error'
        ? body.combining_ability_anova.residual
        : body.combining_ability_anova.rows.find((r) => r.source === sources[name]);
    expect(row?.df, name).toBe(Number(df));
    expectClose(row?.ss ?? Number.NaN, Number(ss), `${name} SS`);
    expectClose(row?.ms ?? Number.NaN, Number(ms), `${name} MS`);
    if (name !== 'Error') expectPrinted(row?.f ?? Number.NaN, f ?? '', `${name} F`);
  }
}

/** Effects printed as one matrix: diagonal ĝᵢ, upper ŝᵢⱼ, lower r̂ⱼᵢ (female j). */
function expectEffects(
  body: { gca: number[]; sca: (number | null)[][]; reciprocal: (number | null)[][] | null },
  title: string,
) {
  const [, ...rows] = printed(title, '-- Effects');
  expect(rows).toHaveLength(8);
  rows.forEach(([, ...cells], i) => {
    cells.forEach((cell, j) => {
      const actual = i === j ? body.gca[i] : i < j ? body.sca[i]?.[j] : body.reciprocal?.[j]?.[i];
      expectClose(actual ?? Number.NaN, Number(cell), `effect [${i + 1},${j + 1}]`);
    });
  });
}

async function plantGriffingData1() {
  await plant(
    yearId,
    'урожай',
    readGoldenCsv(CASE_07, 'griffing_method1.csv').map((row) =>
      diallelPlot(row.Cross1 ?? '', row.Cross2 ?? '', row.Rep ?? '', Number(row.Yield)),
    ),
  );
}

describe('combining_ability/?design=diallel (golden case 07)', () => {
  it('reads Method 1 from parents’ plots and reciprocals and matches R (Models I and II)', async () => {
    await plantGriffingData1();
    const url = `combining_ability/?year_id=${yearId}&feature=урожай&design=diallel`;
    const response = await api('GET', url);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      design: 'diallel',
      method: 1,
      model: 'fixed',
      replicate_count: 4,
    });
    expect(body.parents).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expectClose(body.means[0][4], 120.29, 'mean 1×5');
    expectGriffingAnova(body, section(1, 1));
    // Rscript: pf(MS / MS_error, df, df_error, lower.tail = FALSE) on the printed mean squares.
    expectClose(body.combining_ability_anova.rows[0].p, 5.29332796263834e-19, 'gca p');
    expectP(body.combining_ability_anova.rows[2].p, 0.992329092646868, 'reciprocal p');
    expect(
      body.combining_ability_anova.rows.map((r: Row & { significance: string }) => r.significance),
    ).toEqual(['***', '***', '']);
    expectEffects(body, section(1, 1));
    const corrected = printed(section(1, 1), '-- Standard errors CORRECTED').flatMap((t) =>
      t.slice(1),
    );
    const se = body.standard_errors;
    const order = [
      se.gca,
      se.sca_self,
      se.sca,
      se.reciprocal,
      se.gca_difference,
      se.sca_self_difference,
      se.sca_self_cross_difference,
      se.sca_self_other_difference,
      se.sca_shared_parent_difference,
      se.sca_disjoint_difference,
      se.reciprocal_difference,
    ];
    for (const [k, value] of order.entries()) {
      expectClose(value, Number(corrected[k]), `SE ${k + 1}`);
    }
    const components = Object.fromEntries(
      printed(section(1, 1), '-- Genetic components')
        .slice(1)
        .map(([name, value]) => [name, Number(value)]),
    );
    expectClose(body.variance_components.gca, components.gca ?? 0, 'σ²gca');
    expectClose(body.variance_components.sca, components.sca ?? 0, 'σ²sca');
    expectClose(body.variance_components.reciprocal, components.Reciprocal ?? 0, 'σ²r');

    const random = (await api('GET', `${url}&model=random`)).json();
    expect(random.model).toBe('random');
    const [gca] = random.combining_ability_anova.rows;
    expectPrinted(gca.f, '0.68985', 'Model II gca F');
    expectClose(gca.p, 0.679768056670691, 'Model II gca p');
    const randomComponents = Object.fromEntries(
      printed(section(1, 2), '-- Genetic components')
        .slice(1)
        .map(([name, value]) => [name, Number(value)]),
    );
    expectClose(random.variance_components.gca, randomComponents.gca ?? 0, 'σ²gca II');
    expectClose(random.variance_components.additive, randomComponents.Additive ?? 0, 'σ²A');
    expectClose(random.variance_components.dominance, randomComponents.Dominant ?? 0, 'σ²D');
  });

  it('runs Method 3 on the same trial when asked, leaving the parents’ plots out', async () => {
    await plantGriffingData1();
    const body = (
      await api(
        'GET',
        `combining_ability/?year_id=${yearId}&feature=урожай&design=diallel&method=3`,
      )
    ).json();
    expect(body.method).toBe(3);
    expectGriffingAnova(body, section(3, 1));
    expectEffects(body, section(3, 1));
    expect(body.sca[0][0]).toBeNull();
  });

  it('names what is missing, refuses a design without crosses, and hides other tenants’ years', async () => {
    const rows = readGoldenCsv(CASE_07, 'griffing_method1.csv').filter(
      (row) => !(row.Cross1 === '2' && row.Cross2 === '5' && row.Rep === '3'),
    );
    await plant(
      yearId,
      'урожай',
      rows.map((row) =>
        diallelPlot(row.Cross1 ?? '', row.Cross2 ?? '', row.Rep ?? '', Number(row.Yield)),
      ),
    );
    const url = `combining_ability/?year_id=${yearId}&feature=урожай&design=diallel`;
    const incomplete = await api('GET', url, undefined, { 'accept-language': 'ru' });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toEqual({
      feature: [
        'Методу 1 нужно скрещивание 2 × 5 в каждой повторности: добавьте его делянки или выберите другой метод.',
      ],
    });
    const oneF1 = await api('GET', `${url}&method=2`);
    expect(oneF1.json().feature[0]).toMatch(
      /^Method 2 takes one cross per pair of parents, but \d+ × \d+ also has its reciprocal \(repetition \d+\): choose method 1 or 3/,
    );
    const nothing = await api(
      'GET',
      `combining_ability/?year_id=${yearId}&feature=высота&design=diallel`,
    );
    expect(nothing.json()).toEqual({
      feature: [
        'No hybrid of this nursery year (a line with a mother and a father in its pedigree) has a value of «высота»: enter the parents in the pedigree or values on the hybrids’ plots.',
      ],
    });
    const wrong = await api(
      'GET',
      `combining_ability/?year_id=${yearId}&feature=урожай&design=polycross&method=5`,
    );
    expect(Object.keys(wrong.json()).sort()).toEqual(['design', 'method']);
    const stranger = await setUpStranger(app);
    expect((await stranger('GET', url)).statusCode).toBe(404);
  });
});

// -------------------------------------------------------------------------------------------------
// Golden case 08 (agricolae LxT): output.txt prints effects rounded to 3 decimals and F to 3.

describe('combining_ability/?design=line_by_tester (golden case 08)', () => {
  it('matches agricolae lineXtester with parents: ANOVA, effects, SEs, components, contributions', async () => {
    await plant(
      yearId,
      'урожай',
      readGoldenCsv('08_line_x_tester_agricolae', 'input.csv').map((row) => {
        const [line, tester] = [row.line ?? 'NA', row.tester ?? 'NA'];
        const value = Number(row.yield);
        const rep = row.replication ?? '';
        if (tester === 'NA') return diallelPlot(line, line, rep, value);
        if (line === 'NA') return diallelPlot(tester, tester, rep, value);
        return diallelPlot(line, tester, rep, value);
      }),
    );
    const response = await api(
      'GET',
      `combining_ability/?year_id=${yearId}&feature=урожай&design=line_by_tester`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      design: 'line_by_tester',
      lines: ['1', '2', '3', '4', '5'],
      testers: ['6', '7', '8'],
      parent_lines: ['1', '2', '3', '4', '5'],
      parent_testers: ['6', '7', '8'],
      replicate_count: 4,
    });
    const expected: [string, number, string, string, string][] = [
      ['replications', 3, '83.00011739', '27.66670580', '0.304'],
      ['treatments', 22, '32553.20239130', '1479.69101779', '16.249'],
      ['parents', 7, '6299.88518750', '899.98359821', '9.883'],
      ['parents_vs_crosses', 1, '53.66287047', '53.66287047', '0.589'],
      ['crosses', 14, '26199.65433333', '1871.40388095', '20.551'],
      ['lines', 4, '10318.36140000', '2579.59035000', '1.457'],
      ['testers', 2, '1718.92577333', '859.46288667', '0.485'],
      ['lines_by_testers', 8, '14162.36716000', '1770.29589500', '19.441'],
    ];
    expect(body.anova.rows.map((r: Row) => r.source)).toEqual(expected.map(([source]) => source));
    for (const [source, df, ss, ms, f] of expected) {
      const row = body.anova.rows.find((r: Row) => r.source === source);
      expect(row.df).toBe(df);
      expectPrinted(row.ss, ss, `${source} SS`);
      expectPrinted(row.ms, ms, `${source} MS`);
      expectPrinted(row.f, f, `${source} F`);
    }
    expect(body.anova.residual.df).toBe(66);
    expectPrinted(body.anova.residual.ss, '6010.03298261', 'error SS');
    expectPrinted(body.anova.total.ss, '38646.23549130', 'total SS');
    for (const [i, g] of ['-9.960', '-0.718', '23.817', '-13.870', '0.732'].entries()) {
      expectPrinted(body.gca_lines[i], g, `gca line ${i + 1}`);
    }
    for (const [j, g] of ['0.292', '6.404', '-6.697'].entries()) {
      expectPrinted(body.gca_testers[j], g, `gca tester ${j + 6}`);
    }
    const sca = [
      ['-8.019', '24.959', '-16.940'],
      ['-12.546', '5.717', '6.828'],
      ['-9.461', '-4.918', '14.378'],
      ['33.136', '-14.321', '-18.815'],
      ['-3.111', '-11.438', '14.548'],
    ];
    for (const [i, row] of sca.entries()) {
      for (const [j, s] of row.entries()) expectPrinted(body.sca[i][j], s, `sca ${i},${j}`);
    }
    const se = body.standard_errors;
    expectPrinted(se.gca_line, '2.754709691', 'SE gca line');
    expectPrinted(se.gca_tester, '2.133788952', 'SE gca tester');
    expectPrinted(se.sca, '4.771297145', 'SE sca');
    expectPrinted(se.gca_line_difference, '3.895747806', 'SE gi−gj line');
    expectPrinted(se.gca_tester_difference, '3.017633275', 'SE gi−gj tester');
    expectPrinted(se.sca_difference, '6.747633133', 'SE sij−skl');
    const g = body.genetic_components;
    expectPrinted(g.cov_half_sib_line, '67.44120458', 'Cov HS line');
    expectPrinted(g.cov_half_sib_tester, '-45.54165042', 'Cov HS tester');
    expectPrinted(g.cov_half_sib_average, '2.680893567', 'Cov HS average');
    expectPrinted(g.cov_full_sib_average, '411.3471512', 'Cov FS average');
    expectPrinted(g.additive.inbreeding_0, '10.72357427', 'σ²A F=0');
    expectPrinted(g.additive.inbreeding_1, '5.361787134', 'σ²A F=1');
    expectPrinted(g.dominance.inbreeding_0, '839.6173946', 'σ²D F=0');
    expectPrinted(g.dominance.inbreeding_1, '419.8086973', 'σ²D F=1');
    expectPrinted(body.contributions.lines, '39.38357838', 'lines %');
    expectPrinted(body.contributions.testers, '6.560871955', 'testers %');
    expectPrinted(body.contributions.lines_by_testers, '54.05554966', 'lxt %');
  });
});

// -------------------------------------------------------------------------------------------------
// Golden case 06 (agricolae plrv: 28 clones × 6 localities × 3 reps): each locality a nursery
// with its 2025 season, each clone a line, each rep a repetition.
const CASE_06 = '06_plrv_multi_environment_met';

/** The six seasons of plrv (all plots, or without those `skip` names) → their year ids. */
async function plantPlrv(skip: (row: Record<string, string>) => boolean = () => false) {
  const input = readGoldenCsv(CASE_06, 'input.csv');
  const seasons = new Map<string, number>();
  for (const locality of [...new Set(input.map((row) => row.Locality ?? ''))]) {
    const fieldId = (
      await api('POST', 'field_table/', { spec_id: cropId, field_name: locality, region: 'Lima' })
    ).json().field_id;
    const season = (
      await api('POST', 'field_year_add/', { field_id: fieldId, year: 2025, spec_id: cropId })
    ).json().id;
    seasons.set(locality, season);
    const planted = input
      .filter((row) => row.Locality === locality && !skip(row))
      .map((row) => ({
        plot: `${row.Genotype}/${row.Rep}`,
        line: row.Genotype ?? '',
        value: Number(row.Yield),
      }));
    await plant(season, 'урожай', planted);
  }
  return seasons;
}

describe('multiple_field_comparison/ (golden case 06)', () => {
  it('matches R per season, Bartlett, the combined ANOVA, means, Finlay–Wilkinson and AMMI', async () => {
    const seasons = await plantPlrv();
    const ids = [...seasons.values()].reverse().join(',');
    const response = await api('GET', `multiple_field_comparison/?year_ids=${ids}&feature=урожай`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const localities = ['Ayac', 'Hyo-02', 'LM-02', 'LM-03', 'SR-02', 'SR-03'];
    expect(body.environments).toEqual(
      localities.map((name) => ({
        year_id: seasons.get(name),
        field_id: expect.any(Number),
        field_name: name,
        year: 2025,
        label: `${name} 2025`,
        season_indices: {},
      })),
    );
    expect(body.lines).toHaveLength(28);
    expect(body.excluded_lines).toEqual([]);
    expect(body.replicate_count).toBe(3);

    readGoldenCsv(CASE_06, 'expected_per_location.csv').forEach((expected, j) => {
      const site = body.per_environment[j];
      expect(site.year_id).toBe(seasons.get(expected.Locality ?? ''));
      expectClose(site.mean, Number(expected.mean), 'mean');
      expectClose(site.mse, Number(expected.MSE), 'MSE');
      expect(site.df_error).toBe(Number(expected.dfE));
      expectClose(site.f_genotype, Number(expected.F_gen), 'F');
      expectP(site.p_genotype, Number(expected.p_gen), 'p');
      expectClose(site.cv, Number(expected.CV), 'CV');
      expectClose(site.lsd, Number(expected.LSD05), 'LSD05');
      expect(site.anova.rows.map((row: Row) => row.source)).toEqual(['replicate', 'line']);
    });
    // output.txt: Bartlett, the combined ANOVA, the mixed-model F tests and LSDs.
    expectClose(body.bartlett.statistic, 83.0541051836262, 'Bartlett K²');
    expectP(body.bartlett.p, 1.92522413781362e-16, 'Bartlett p');
    const combined = Object.fromEntries(body.combined_anova.map((row: Row) => [row.source, row]));
    expectClose(combined.environment.ss, 122284.34582285, 'SS E');
    expectClose(combined.replicate_within_environment.ss, 1141.78536789, 'SS R(E)');
    expectClose(combined.line.ss, 17533.28096319, 'SS G');
    expectClose(combined.line_by_environment.ss, 23761.79493847, 'SS G×E');
    expectClose(combined.residual.ss, 11998.20364132, 'SS residual');
    expect(combined.residual.df).toBe(324);
    expectClose(combined.environment.fixed.f, 660.43433, 'F E fixed (printed)');
    expectClose(combined.environment.mixed.f, 257.038177426294, 'F E mixed');
    expectP(combined.environment.mixed.p, 9.08037375534682e-12, 'p E mixed');
    expect(combined.line.mixed.error_term).toBe('line_by_environment');
    expectClose(combined.line.mixed.f, 3.68938478944642, 'F G mixed');
    expectP(combined.line.mixed.p, 2.58128364810966e-7, 'p G mixed');
    expectClose(body.lsd.mixed, 8.7460146506616, 'LSD mixed');
    expectClose(body.lsd.fixed, 3.99059602806304, 'LSD fixed');

    for (const expected of readGoldenCsv(CASE_06, 'expected_gxe_means.csv')) {
      const i = body.lines.indexOf(expected[''] ?? '');
      for (const [j, name] of localities.entries()) {
        expectClose(body.means.cells[i][j], Number(expected[name]), `${expected['']} in ${name}`);
      }
    }
    for (const expected of readGoldenCsv(CASE_06, 'expected_finlay_wilkinson.csv')) {
      const fit = body.finlay_wilkinson.fits.find(
        (candidate: { line: string }) => candidate.line === expected[''],
      );
      expectClose(fit.mean, Number(expected.mean), 'FW mean');
      expectClose(fit.slope, Number(expected.b), 'FW b');
      expectClose(fit.deviation_ms, Number(expected.s2d), 'FW s²d');
      expectClose(fit.r2, Number(expected.r2), 'FW r²');
    }
    const ammi = [
      [31, 13368.595445],
      [29, 6427.579946],
      [27, 2241.939762],
      [25, 1027.578538],
      [23, 696.101247],
    ];
    expect(body.ammi.components).toHaveLength(5);
    ammi.forEach(([df, ss], k) => {
      expect(body.ammi.components[k].df).toBe(df);
      expectClose(body.ammi.components[k].ss, ss ?? 0, `PC${k + 1} SS`);
    });
    expect(body.ammi.line_scores[0]).toHaveLength(28);
    expect(body.ammi.environment_scores[0]).toHaveLength(6);
  });

  it('leaves out a line missing a repetition or a season, and says which', async () => {
    const seasons = await plantPlrv(
      (row) => row.Genotype === '102.18' && row.Locality === 'SR-03' && row.Rep === '2',
    );
    await plant(seasons.get('Ayac') ?? 0, 'урожай', [
      { plot: 'Новая/1', line: 'Новая', value: 1 },
      { plot: 'Новая/2', line: 'Новая', value: 2 },
      { plot: 'Новая/3', line: 'Новая', value: 3 },
    ]);
    const ids = [...seasons.values()].join(',');
    const body = (
      await api('GET', `multiple_field_comparison/?year_ids=${ids}&feature=урожай`)
    ).json();
    expect(body.excluded_lines).toEqual(['102.18', 'Новая']);
    expect(body.lines).toHaveLength(27);
    expect(body.combined_anova.at(-1).df).toBe(6 * 26 * 2);
  });

  it('refuses one field-year, data that cannot be compared, and hides other tenants’ years', async () => {
    const second = (
      await api('POST', 'field_year_add/', {
        field_id: fieldId,
        year: 2026,
        spec_id: cropId,
      })
    ).json().id;
    await plant(yearId, 'урожай', [
      { plot: 'A/1', line: 'A', value: 1 },
      { plot: 'B/1', line: 'B', value: 2 },
    ]);
    await plant(second, 'урожай', [
      { plot: 'A/1', line: 'A', value: 1 },
      { plot: 'C/1', line: 'C', value: 2 },
    ]);
    const one = await api('GET', `multiple_field_comparison/?year_ids=${yearId}&feature=урожай`);
    expect(one.json()).toEqual({ year_ids: ['Choose at least two nursery years to compare.'] });
    const unpaired = await api(
      'GET',
      `multiple_field_comparison/?year_ids=${yearId},${second}&feature=урожай`,
    );
    expect(unpaired.statusCode).toBe(400);
    expect(unpaired.json().feature[0]).toBe(
      'Comparing nursery years needs at least two lines measured in every year, two years and two repetitions in each: choose years that share lines.',
    );
    const stranger = await setUpStranger(app);
    const hidden = await stranger(
      'GET',
      `multiple_field_comparison/?year_ids=${yearId},${second}&feature=урожай`,
    );
    expect(hidden.statusCode).toBe(404);
  });
});
