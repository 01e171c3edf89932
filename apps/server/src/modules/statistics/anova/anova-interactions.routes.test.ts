import { readFileSync } from 'node:fs';
import { expectClose, expectP } from '@plotline/stats/testing/golden';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { plotResults } from '../../../db/schema.ts';
import { type ApiCaller, setUpNursery } from '../../../test/nursery-api.ts';
import { buildPlots, buildResult } from '../../../test/nursery-factories.ts';
import { buildTestApp, getTestDatabase } from '../../../test/test-app.ts';

/**
 * anova/ with interactions, the Type choice, adjusted means, Dunnett and split-plot (decision
 * 049) against R: ../golden/anova-interactions.R on ../golden/anova-factorial.csv and
 * ../golden/anova-split-plot.csv, its output frozen in ../golden/anova-interactions.json.
 */
const golden = (file: string) => new URL(`../golden/${file}`, import.meta.url);
const R = JSON.parse(readFileSync(golden('anova-interactions.json'), 'utf8'));

type RTableRow = { df: number; sum_sq: number; F?: number | object; p?: number | object };
type RMean = { level: string; mean: number; se: number; df: number; lower: number; upper: number };
type RPair = { estimate: number; se: number; df: number; p: number; lower: number; upper: number };
type RDunnett = RPair & { t: number };

/** The rows of a CSV of the golden folder (quoted strings, no commas inside). */
function readCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(golden(file), 'utf8').trim().split('\n');
  const names = (header ?? '').split(',').map((name) => name.replace(/"/g, ''));
  return lines.map((line) => {
    const cells = line.split(',').map((cell) => cell.replace(/"/g, ''));
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
  });
}

let app: FastifyInstance;
let api: ApiCaller;
let cropId: number;
let yearId: number;

beforeEach(async () => {
  app = await buildTestApp();
  ({ api, cropId, yearId } = await setUpNursery(app));
});
afterEach(() => app.close());

async function plant(plots: { name: string; values: Record<string, number | string> }[]) {
  const { db } = await getTestDatabase();
  const rows = await buildPlots(
    db,
    { id: yearId, cropId },
    plots.map((plot) => plot.name),
  );
  for (const [index, row] of rows.entries()) {
    for (const [feature, value] of Object.entries(plots[index]?.values ?? {}))
      await buildResult(db, { cropId, plotId: row.id, feature, value });
  }
  return rows;
}

/** The factorial: plots `<line>/<n>` with `урожай` and the qualitative `удобрение`. */
const plantFactorial = () =>
  plant(
    readCsv('anova-factorial.csv').map((row) => ({
      name: row.plot as string,
      values: { урожай: Number(row.yield), удобрение: row.fertiliser as string },
    })),
  );

/** The split-plot: plots `p<k>/<repetition>` with `урожай`, `полив` (main plot), `удобрение`. */
const plantSplitPlot = () =>
  plant(
    readCsv('anova-split-plot.csv').map((row) => ({
      name: row.plot as string,
      values: {
        урожай: Number(row.yield),
        полив: row.irrigation as string,
        удобрение: row.fertiliser as string,
      },
    })),
  );

const anova = (query: string, language = 'en') =>
  api('GET', `anova/?year_id=${yearId}&dependent_var=урожай&${query}`, undefined, {
    'accept-language': language,
  });

type Row = { df: number; sum_sq: number; F: number | null; 'PR(>F)': number | null };

function expectRow(actual: Row, expected: RTableRow, label: string) {
  expect(actual.df, label).toBe(expected.df);
  expectClose(actual.sum_sq, expected.sum_sq, `${label} SS`);
  if (typeof expected.F !== 'number') return; // R's NA (an error row) is {} in the JSON
  expectClose(actual.F as number, expected.F, `${label} F`);
  expectP(actual['PR(>F)'] as number, expected.p as number);
}

type Level = { level: string; mean: number; se: number; df: number; lower: number; upper: number };

function expectMeans(actual: Level[], expected: RMean[], label: string) {
  expect(actual.map((level) => level.level)).toEqual(expected.map((level) => level.level));
  actual.forEach((level, i) => {
    const r = expected[i] as RMean;
    for (const key of ['mean', 'se', 'df', 'lower', 'upper'] as const)
      expectClose(level[key], r[key], `${label} ${level.level} ${key}`);
  });
}

type Pair = {
  group1: string;
  group2: string;
  meandiff: number;
  'p-adj': number;
  lower: number;
  upper: number;
};
type RLabelledPair = RPair & { contrast: string };

/** Our pairs against R's `group2 - group1` contrasts (R labels a numeric factor `rep2`). */
function expectPairs(actual: Pair[], expected: RLabelledPair[], label: string, prefix = '') {
  expect(actual).toHaveLength(expected.length);
  for (const pair of actual) {
    const name = `${prefix}${pair.group2} - ${prefix}${pair.group1}`;
    const r = expected.find((e) => e.contrast === name) as RLabelledPair;
    expect(r, name).toBeDefined();
    expectClose(pair.meandiff, r.estimate, `${label} ${name} meandiff`);
    expectP(pair['p-adj'], r.p);
    expectClose(pair.lower, r.lower, `${label} ${name} lower`);
    expectClose(pair.upper, r.upper, `${label} ${name} upper`);
  }
}

describe('anova/ with an interaction (unbalanced line × удобрение)', () => {
  it('gives car::Anova type 3 by default, type 2 and type 1 on asking', async () => {
    await plantFactorial();
    const response = await anova('group_vars=line*удобрение');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.model).toBe('урожай ~ line + удобрение + line:удобрение (Type III SS)');
    expect(body.type).toBe('III');
    expect(Object.keys(body.model_stat)).toEqual([
      'line',
      'удобрение',
      'line:удобрение',
      'Residual',
    ]);
    const check = (stat: Record<string, Row>, table: Record<string, RTableRow>) => {
      expectRow(stat.line as Row, table.line as RTableRow, 'line');
      expectRow(stat.удобрение as Row, table.fertiliser as RTableRow, 'удобрение');
      expectRow(
        stat['line:удобрение'] as Row,
        table['line:fertiliser'] as RTableRow,
        'line:удобрение',
      );
      expectRow(stat.Residual as Row, table.Residuals as RTableRow, 'Residual');
    };
    check(body.model_stat, R.factorial.type3);
    expect(body.error_strata).toEqual([
      { term: 'line', error: 'Residual', df: 13 },
      { term: 'удобрение', error: 'Residual', df: 13 },
      { term: 'line:удобрение', error: 'Residual', df: 13 },
    ]);
    const type2 = (await anova('group_vars=line*удобрение&type=II')).json();
    expect(type2.type).toBe('II');
    check(type2.model_stat, R.factorial.type2);
    // `a:b` alone, with the main effects listed: the same model
    const type1 = (await anova('group_vars=line:удобрение,line,удобрение&type=I')).json();
    expect(type1.model).toBe('урожай ~ line + удобрение + line:удобрение (Type I SS)');
    check(type1.model_stat, R.factorial.type1);
    // the additive model keeps Type II by default
    const additive = (await anova('group_vars=line,удобрение')).json();
    expect(additive.model).toBe('урожай ~ line + удобрение (Type II SS)');
    expectRow(additive.model_stat.line, R.factorial.additive_type2.line, 'additive line');
    expectRow(additive.model_stat.Residual, R.factorial.additive_type2.Residuals, 'additive');
  });

  it('compares the adjusted means (emmeans, pairs tukey, trt.vs.ctrl) with letters', async () => {
    await plantFactorial();
    const body = (await anova('group_vars=line*удобрение&control=Астра')).json();
    const [line, fertiliser] = body.adjusted_means;
    expect(line.predictor).toBe('line');
    expectMeans(line.levels, R.factorial.means.line, 'line');
    expectMeans(fertiliser.levels, R.factorial.means.fertiliser, 'удобрение');
    const [linePairs, fertiliserPairs] = body.predictors;
    expect(linePairs.pairwise_comparison.map((p: { group2: string }) => p.group2)).toEqual([
      'Бета',
      'Вега',
      'Вега',
    ]);
    expectPairs(linePairs.pairwise_comparison, R.factorial.pairs.line, 'line');
    expectPairs(fertiliserPairs.pairwise_comparison, R.factorial.pairs.fertiliser, 'удобрение');
    // letters: Астра differs from Бета and Вега (p < 0.05), which do not differ
    expect(
      linePairs.pairwise_comparison.map((p: { significance: boolean }) => p.significance),
    ).toEqual([true, true, false]);
    expect(line.levels.map((level: { letter: string }) => level.letter)).toEqual(['b', 'a', 'a']);
    expect(fertiliser.levels.map((level: { letter: string }) => level.letter)).toEqual(['b', 'a']);

    // Dunnett: R's contrast(…, "trt.vs.ctrl") with adjust = "mvt" (not the dunnettx approximation)
    expect(body.dunnett.predictor).toBe('line');
    expect(body.dunnett.control).toBe('Астра');
    expect(body.dunnett.pairs.map((p: { level: string }) => p.level)).toEqual(['Бета', 'Вега']);
    body.dunnett.pairs.forEach(
      (
        pair: { meandiff: number; se: number; t: number; df: number; 'p-adj': number },
        i: number,
      ) => {
        const r = R.factorial.dunnett_mvt[i] as RDunnett;
        expectClose(pair.meandiff, r.estimate, 'dunnett estimate');
        expectClose(pair.se, r.se, 'dunnett se');
        expectClose(pair.t, r.t, 'dunnett t');
        expect(pair.df).toBe(13);
        // two comparisons: mvtnorm integrates the bivariate t exactly (no Monte-Carlo error)
        expectClose(pair['p-adj'], r.p, 'dunnett p');
      },
    );
  });
});

describe('anova/ split-plot (main plot полив, sub-plot удобрение, 4 repetitions)', () => {
  it('tests полив against repetition:полив as aov(Error()) and gives lmer’s adjusted means', async () => {
    await plantSplitPlot();
    const response = await anova(
      'group_vars=repetition,полив*удобрение&main_plot=полив&control=N0&control_factor=удобрение',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.model).toBe(
      'урожай ~ repetition + полив + удобрение + полив:удобрение + Error(repetition:полив) (Type III SS)',
    );
    const stat = body.model_stat;
    expect(Object.keys(stat)).toEqual([
      'repetition',
      'полив',
      'удобрение',
      'полив:удобрение',
      'repetition:полив',
      'Residual',
    ]);
    const main = R.split_plot.main_stratum;
    const within = R.split_plot.within_stratum;
    expectRow(stat.repetition, main.rep, 'repetition');
    expectRow(stat.полив, main.irrigation, 'полив');
    expectRow(stat['repetition:полив'], main.Residuals, 'main-plot error');
    expectRow(stat.удобрение, within.fertiliser, 'удобрение');
    expectRow(stat['полив:удобрение'], within['irrigation:fertiliser'], 'полив:удобрение');
    expectRow(stat.Residual, within.Residuals, 'Residual');
    expect(body.error_strata).toEqual([
      { term: 'repetition', error: 'repetition:полив', df: 3 },
      { term: 'полив', error: 'repetition:полив', df: 3 },
      { term: 'удобрение', error: 'Residual', df: 12 },
      { term: 'полив:удобрение', error: 'Residual', df: 12 },
    ]);
    const [repetition, irrigation, fertiliser] = body.adjusted_means;
    expectMeans(repetition.levels, R.split_plot.means.rep, 'repetition');
    expectMeans(irrigation.levels, R.split_plot.means.irrigation, 'полив');
    expectMeans(fertiliser.levels, R.split_plot.means.fertiliser, 'удобрение');
    const [repPairs, irrigationPairs, fertiliserPairs] = body.predictors;
    expectPairs(repPairs.pairwise_comparison, R.split_plot.pairs.rep, 'repetition', 'rep');
    expectPairs(irrigationPairs.pairwise_comparison, R.split_plot.pairs.irrigation, 'полив');
    expectPairs(fertiliserPairs.pairwise_comparison, R.split_plot.pairs.fertiliser, 'удобрение');
    expect(fertiliser.levels.map((level: { letter: string }) => level.letter)).toEqual([
      'b',
      'a',
      'a',
    ]);
    body.dunnett.pairs.forEach(
      (pair: { meandiff: number; se: number; t: number; 'p-adj': number }, i: number) => {
        const r = R.split_plot.dunnett_mvt[i] as RDunnett;
        expectClose(pair.meandiff, r.estimate, 'dunnett estimate');
        expectClose(pair.se, r.se, 'dunnett se');
        expectClose(pair.t, r.t, 'dunnett t');
        expectClose(pair['p-adj'], r.p, 'dunnett p');
      },
    );
  });
});

describe('anova/ unbalanced split-plot (two plots lost)', () => {
  it('fits lmer(y ~ repetition + полив*удобрение + (1|repetition:полив)) as lmerTest and emmeans', async () => {
    const plots = await plantSplitPlot();
    const { db } = await getTestDatabase();
    const lost = plots.filter((plot) => ['p1/1', 'p5/3'].includes(plot.name)).map((p) => p.id);
    await db.delete(plotResults).where(inArray(plotResults.plotId, lost));
    const response = await anova(
      'group_vars=repetition,полив*удобрение&main_plot=полив&control=N0&control_factor=удобрение',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const U = R.unbalanced_split_plot;
    expect(body.type).toBe('III');
    expect(Object.keys(body.model_stat)).toEqual([
      'repetition',
      'полив',
      'удобрение',
      'полив:удобрение',
      'Residual',
    ]);
    const names: Record<string, string> = {
      repetition: 'rep',
      полив: 'irrigation',
      удобрение: 'fertiliser',
      'полив:удобрение': 'irrigation:fertiliser',
    };
    body.error_strata.forEach((stratum: { term: string; error: string; df: number }) => {
      const r = U.type3[names[stratum.term] as string];
      const row = body.model_stat[stratum.term];
      // REML optimum: 1e-5 (the tolerance for variance components and what follows)
      expect(row.df).toBe(r.num_df);
      expect(Math.abs(row.F / r.F - 1), `${stratum.term} F`).toBeLessThan(1e-5);
      expect(Math.abs(row.sum_sq / r.sum_sq - 1), `${stratum.term} SS`).toBeLessThan(1e-5);
      expect(Math.abs(row['PR(>F)'] / r.p - 1), `${stratum.term} p`).toBeLessThan(1e-5);
      expect(Math.abs(stratum.df / r.den_df - 1), `${stratum.term} ddf`).toBeLessThan(1e-5);
      expect(stratum.error).toBe(
        ['repetition', 'полив'].includes(stratum.term) ? 'repetition:полив' : 'Residual',
      );
    });
    const close = (actual: number, expected: number, label: string) =>
      expect(Math.abs(actual / expected - 1), label).toBeLessThan(1e-5);
    const [, irrigation, fertiliser] = body.adjusted_means;
    for (const [ours, theirs] of [
      [irrigation.levels, U.means.irrigation],
      [fertiliser.levels, U.means.fertiliser],
    ] as [Level[], RMean[]][]) {
      ours.forEach((level, i) => {
        const r = theirs[i] as RMean;
        expect(level.level).toBe(r.level);
        for (const key of ['mean', 'se', 'df', 'lower', 'upper'] as const)
          close(level[key], r[key], `${level.level} ${key}`);
      });
    }
    const pairs = body.predictors[2].pairwise_comparison as Pair[];
    for (const pair of pairs) {
      const name = `${pair.group2} - ${pair.group1}`;
      const r = (U.pairs.fertiliser as RLabelledPair[]).find((e) => e.contrast === name);
      close(pair.meandiff, r?.estimate ?? 0, `${name} meandiff`);
      close(pair['p-adj'], r?.p ?? 0, `${name} p`);
      close(pair.lower, r?.lower ?? 0, `${name} lower`);
      close(pair.upper, r?.upper ?? 0, `${name} upper`);
    }
    body.dunnett.pairs.forEach(
      (pair: { meandiff: number; se: number; 'p-adj': number }, i: number) => {
        const r = U.dunnett_mvt[i] as RDunnett;
        close(pair.meandiff, r.estimate, 'dunnett estimate');
        close(pair.se, r.se, 'dunnett se');
        // emmeans' mvt truncates each Satterthwaite df to an integer; we do not
        expect(Math.abs(pair['p-adj'] - r.p)).toBeLessThan(2e-4);
      },
    );
  });
});

describe('anova/ refusals of terms, split-plot and control', () => {
  it('says what is missing, on the field at fault, in the asked language', async () => {
    const plots = await plantSplitPlot();
    const refusal = async (query: string, language = 'en') => {
      const response = await anova(query, language);
      expect(response.statusCode, query).toBe(400);
      return response.json();
    };
    expect(await refusal('group_vars=полив*')).toEqual({
      group_vars: [
        '«полив*» is not a model term: write factors joined by «*» (the factors and their interaction) or «:» (the interaction alone), e.g. line*fertiliser.',
      ],
    });
    // one plot per repetition × полив × удобрение: nothing left for the error
    expect(await refusal('group_vars=repetition*полив*удобрение', 'ru')).toEqual({
      dependent_var: [
        'Для ошибки не осталось степеней свободы: для взаимодействия repetition × полив × удобрение у каждого сочетания уровней должно быть не менее двух делянок. Добавьте повторности или уберите взаимодействие.',
      ],
    });
    expect(await refusal('group_vars=repetition,удобрение&main_plot=полив')).toEqual({
      main_plot: [
        'The main-plot factor «полив» must be one of the model’s factors (not the repetition): add it to the factors or choose another.',
      ],
    });
    expect(await refusal('group_vars=полив*удобрение&main_plot=полив', 'it')).toEqual({
      main_plot: [
        'Uno split-plot richiede le ripetizioni come blocchi: aggiungi «repetition» ai fattori.',
      ],
    });
    expect(
      await refusal('group_vars=полив*удобрение&control=N0&control_factor=полив', 'es'),
    ).toEqual({
      control: [
        '«N0» no es un nivel de «полив» en las parcelas con valores: elija el control entre sus niveles.',
      ],
    });
    expect((await refusal('group_vars=полив*удобрение&type=IV')).type).toBeDefined();
    const { db } = await getTestDatabase();
    // an empty cell of the interaction: its effects cannot be estimated
    const wet = plots.filter((_, i) => i % 6 === 5).map((plot) => plot.id);
    await db.delete(plotResults).where(inArray(plotResults.plotId, wet));
    expect(await refusal('group_vars=полив*удобрение')).toEqual({
      group_vars: [
        'Some combinations of levels of полив × удобрение have no plot with values, so the interaction cannot be estimated: enter values for every combination or leave the interaction out.',
      ],
    });
    expect(await refusal('group_vars=repetition,полив*удобрение&main_plot=полив')).toEqual({
      group_vars: [
        'Some combinations of levels of полив × удобрение have no plot with values, so the interaction cannot be estimated: enter values for every combination or leave the interaction out.',
      ],
    });
  });
});
