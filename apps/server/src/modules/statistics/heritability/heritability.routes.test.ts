import {
  HeritabilityAnalysis,
  type HeritabilityTrait,
} from '@plotline/contract/statistics-heritability';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ApiCaller, setUpNursery, setUpStranger } from '../../../test/nursery-api.ts';
import { buildTestApp } from '../../../test/test-app.ts';
import {
  expectNear,
  type GoldenFit,
  HEIGHT,
  plantGoldenTrial,
  readGoldenAnswers,
  readGoldenPlots,
  YIELD,
} from './heritability-test-kit.ts';

// Issue 18, decision 051: golden/heritability.R fits the same plots with lme4; PEVs from the
// mixed-model equations at lme4's estimates.

const R = readGoldenAnswers();
const GOLDEN_PLOTS = readGoldenPlots();
/** lme4's names of the components → ours. */
const COMPONENT = {
  line: 'line',
  'line:env': 'line_by_environment',
  env: 'environment',
  'env:rep': 'replicate_within_environment',
  Residual: 'residual',
} as const;

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let fieldId: number;
let season2025: number;
let season2024: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, fieldId, yearId: season2025 } = await setUpNursery(app));
  season2024 = (
    await api('POST', 'field_year_add/', { field_id: fieldId, year: 2024, spec_id: cropId })
  ).json().id;
});
afterEach(() => app.close());

async function plant() {
  return plantGoldenTrial(cropId, { 2024: season2024, 2025: season2025 }, GOLDEN_PLOTS);
}

async function analyse(query: string): Promise<HeritabilityAnalysis> {
  const response = await api('GET', `heritability/?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return HeritabilityAnalysis.parse(response.json());
}

/** Components (REML optima: 1e-5), H², overall mean, BLUPs and PEVs (1e-6) against R. */
function expectLikeR(trait: HeritabilityTrait, r: GoldenFit) {
  expect(trait.n_plots).toBe(r.n);
  expectNear(trait.log_likelihood, r.logLik, 'logLik', 1e-5);
  expect(trait.components).toHaveLength(r.components.length);
  for (const component of r.components) {
    const name = COMPONENT[component.name as keyof typeof COMPONENT];
    const ours = trait.components.find((c) => c.name === name);
    expectNear(ours?.variance ?? Number.NaN, component.variance, name, 1e-5);
  }
  expectNear(trait.heritability.cullis ?? Number.NaN, r.cullis, 'Cullis H²');
  expectNear(trait.heritability.mean_pev_difference, r.mean_pev_difference, 'mean PEV diff');
  expectNear(trait.overall_mean, r.overall_mean, 'overall mean');
  const g = trait.components.find((c) => c.name === 'line')?.variance ?? 0;
  expect(trait.lines).toHaveLength(r.lines.length);
  for (const line of r.lines) {
    const ours = trait.lines.find((l) => l.line_name === line.name);
    expectNear(ours?.blup ?? Number.NaN, line.blup, `BLUP ${line.name}`);
    expectNear(ours?.pev ?? Number.NaN, line.pev, `PEV ${line.name}`);
    expectNear(ours?.reliability ?? Number.NaN, 1 - line.pev / g, `reliability ${line.name}`);
    expectNear(ours?.mean ?? Number.NaN, r.overall_mean + line.blup, `mean ${line.name}`);
  }
  // ranked by BLUP, highest first; competition ranks (equal BLUPs share one: R's numbers for
  // two lines of the height trait differ only in the 14th digit, ours are exactly equal)
  const blups = trait.lines.map((line) => line.blup);
  expect(blups).toEqual([...blups].sort((a, b) => b - a));
  expect(trait.lines.map((line) => line.rank)).toEqual(
    blups.map((blup, i) => (i > 0 && blups[i - 1] === blup ? blups.indexOf(blup) + 1 : i + 1)),
  );
}

describe('heritability/ against lme4', () => {
  it('fits one season: y ~ rep + (1|line), Cullis = standard H² on balanced data', async () => {
    const { lineIds } = await plant();
    const answer = await analyse(`year_ids=${season2024}&features=${YIELD},${HEIGHT}`);
    expect(answer.environments).toBe('fixed');
    expect(answer.seasons.map((s) => s.year_id)).toEqual([season2024]);
    expect(answer.correlations).toBeNull();
    const [grain, height] = answer.traits as [HeritabilityTrait, HeritabilityTrait];
    expect(grain.feature).toBe(YIELD);
    expect(grain.model).toBe('y ~ rep + (1|line)');
    expect(grain.balanced).toBe(true);
    expect(grain.converged).toBe(true);
    expectLikeR(grain, R.one_season.yield);
    expectNear(grain.heritability.standard ?? Number.NaN, R.one_season.yield.cullis, 'standard');
    const top = grain.lines[0];
    expect(top?.line_id).toBe(lineIds.get(top?.line_name ?? ''));
    expect(top).toMatchObject({ n_plots: 3, n_environments: 1 });
    // one height plot is missing: unbalanced, no standard H²
    expect(height.balanced).toBe(false);
    expect(height.heritability.standard).toBeNull();
    expectLikeR(height, R.one_season.height);
  });

  it('fits two seasons with environments fixed, keeping the line missing in 2025, and correlates', async () => {
    await plant();
    const answer = await analyse(
      `year_ids=${season2025},${season2024}&features=${YIELD}&features=${HEIGHT}&correlations=true`,
    );
    expect(answer.seasons.map((s) => s.label)).toEqual(['КСИ 2024', 'КСИ 2025']);
    const [grain, height] = answer.traits as [HeritabilityTrait, HeritabilityTrait];
    expect(grain.model).toBe('y ~ env + env:rep + (1|line) + (1|line:env)');
    expect(grain.n_environments).toBe(2);
    expect(grain.heritability.standard).toBeNull();
    expectLikeR(grain, R.fixed.yield);
    expectLikeR(height, R.fixed.height);
    const missing = grain.lines.find((line) => line.line_name === 'KS-20');
    expect(missing).toMatchObject({ n_plots: 3, n_environments: 1 });
    expect(grain.lines.find((line) => line.line_name === 'KS-03')?.n_plots).toBe(5);
    const correlations = answer.correlations;
    expect(correlations?.features).toEqual([YIELD, HEIGHT]);
    expectNear(
      correlations?.genotypic[0]?.[1] ?? Number.NaN,
      R.correlations.genotypic.r,
      'r_g',
      1e-5,
    );
    expect(correlations?.genotypic[1]?.[0]).toBe(correlations?.genotypic[0]?.[1]);
    expectNear(correlations?.phenotypic[0]?.[1] ?? Number.NaN, R.correlations.phenotypic, 'r_p');
    expectNear(correlations?.plots[1]?.[0] ?? Number.NaN, R.correlations.plots, 'r plots');
    expect(correlations?.genotypic[0]?.[0]).toBe(1);
  });

  it('fits two seasons with environments random', async () => {
    await plant();
    const answer = await analyse(
      `year_ids=${season2024},${season2025}&features=${YIELD}&environments=random`,
    );
    expect(answer.environments).toBe('random');
    const [grain] = answer.traits as [HeritabilityTrait];
    expect(grain.model).toBe('y ~ 1 + (1|line) + (1|line:env) + (1|env) + (1|env:rep)');
    expect(grain.components.map((c) => c.name)).toEqual([
      'line',
      'line_by_environment',
      'environment',
      'replicate_within_environment',
      'residual',
    ]);
    expectLikeR(grain, R.random.yield);
  });

  it('analyses every trait with values when none is asked, in natural order', async () => {
    await plant();
    const answer = await analyse(`year_ids=${season2024}`);
    expect(answer.traits.map((trait) => trait.feature)).toEqual([HEIGHT, YIELD]);
  });
});

describe('heritability/ at the boundary', () => {
  it('answers σ²g = 0 (equal line means) with null H² and zero reliabilities, not a refusal', async () => {
    const plot = (line: string, rep: number, value: number) => ({
      season: 2024,
      plot: `${line}/${rep}`,
      line,
      yield: value,
      height: undefined,
    });
    await plantGoldenTrial(cropId, { 2024: season2024 }, [
      plot('A', 1, 11),
      plot('A', 2, 9),
      plot('B', 1, 12),
      plot('B', 2, 8),
      plot('C', 1, 10.5),
      plot('C', 2, 9.5),
    ]);
    const [trait] = (await analyse(`year_ids=${season2024}&features=${YIELD}`)).traits;
    expect(trait?.components[0]).toMatchObject({ name: 'line', variance: 0, boundary: true });
    expect(trait?.heritability).toEqual({ cullis: null, standard: null, mean_pev_difference: 0 });
    expect(trait?.lines.map((line) => [line.blup, line.reliability, line.rank])).toEqual([
      [0, 0, 1],
      [0, 0, 1],
      [0, 0, 1],
    ]);
    expectNear(trait?.overall_mean ?? Number.NaN, 10, 'overall mean');
  });
});

describe('heritability/ access and refusals', () => {
  it('answers 404 for another tenant’s season, on both routes', async () => {
    await plant();
    const stranger = await setUpStranger(app);
    for (const route of ['heritability/', 'heritability/export/']) {
      const hidden = await stranger('GET', `${route}?year_ids=${season2024}&features=${YIELD}`);
      expect(hidden.statusCode).toBe(404);
    }
  });

  it('refuses with translated messages naming the trait', async () => {
    await plant();
    const ru = { 'accept-language': 'ru' };
    const noValue = await api(
      'GET',
      `heritability/?year_ids=${season2024}&features=вес`,
      undefined,
      ru,
    );
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().features[0]).toContain('«вес»');
    expect(noValue.json().features[0]).toContain('Ни у одной делянки');

    const traits = Array.from({ length: 21 }, (_, i) => `t${i}`).join(',');
    const many = await api('GET', `heritability/?year_ids=${season2024}&features=${traits}`);
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({
      features: [
        '21 traits asked: at most 20 traits can be analysed in one request. Choose fewer traits.',
      ],
    });
  });

  it('refuses a trait of fewer than three lines, and one without repetitions', async () => {
    await plantGoldenTrial(cropId, { 2024: season2024, 2025: season2025 }, [
      ...GOLDEN_PLOTS.filter((p) => p.season === 2024 && p.line <= 'KS-02'),
      ...GOLDEN_PLOTS.filter((p) => p.season === 2025 && p.plot.endsWith('/1')),
    ]);
    const few = await api(
      'GET',
      `heritability/?year_ids=${season2024}&features=${YIELD}`,
      undefined,
      {
        'accept-language': 'it',
      },
    );
    expect(few.statusCode).toBe(400);
    expect(few.json()).toEqual({
      features: [`«${YIELD}» ha valori solo per 2 linee: l’ereditabilità richiede almeno 3 linee.`],
    });
    const single = await api('GET', `heritability/?year_ids=${season2025}&features=${YIELD}`);
    expect(single.statusCode).toBe(400);
    expect(single.json().features[0]).toMatch(/^No line has two plots with a value of «урожай»/);
  });
});
