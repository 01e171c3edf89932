import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fSurvival } from '../distributions/distributions.ts';
import { StatsError } from '../errors.ts';
import { expectClose, expectP, num, readGoldenCsv } from '../testing/golden.ts';
import { computeMetAnalysis, type MetSource } from './met.ts';
import type { MetRecord } from './met-layout.ts';

const CASE = '06_plrv_multi_environment_met';

const PLRV: MetRecord[] = readGoldenCsv(CASE, 'input.csv').map((row) => ({
  genotype: row.Genotype ?? '',
  environment: row.Locality ?? '',
  rep: row.Rep ?? '',
  value: num(row.Yield),
}));

const analysis = computeMetAnalysis(PLRV);

function row(source: MetSource) {
  const found = analysis.combined.find((candidate) => candidate.source === source);
  if (!found) throw new Error(`no ${source} row`);
  return found;
}

describe('computeMetAnalysis on agricolae plrv (golden case 06)', () => {
  it('lays out 28 clones × 6 localities × 3 replicates', () => {
    expect(analysis.genotypes).toHaveLength(28);
    expect(analysis.environments).toEqual(['Ayac', 'Hyo-02', 'LM-02', 'LM-03', 'SR-02', 'SR-03']);
    expect(analysis.repCount).toBe(3);
  });

  it('matches the per-location RCBD ANOVA, CV and LSD05 (expected_per_location.csv)', () => {
    const expected = readGoldenCsv(CASE, 'expected_per_location.csv');
    expect(expected).toHaveLength(6);
    for (const want of expected) {
      const site = analysis.perEnvironment.find((s) => s.environment === want.Locality);
      const label = want.Locality ?? '';
      expect(site, label).toBeDefined();
      if (!site) continue;
      expectClose(site.mean, num(want.mean), `${label} mean`);
      expectClose(site.mse, num(want.MSE), `${label} MSE`);
      expect(site.dfError).toBe(num(want.dfE));
      expectClose(site.fGenotype, num(want.F_gen), `${label} F`);
      expectP(site.pGenotype, num(want.p_gen), `${label} p`);
      expectClose(site.pGenotype, num(want.p_gen), `${label} p (relative)`);
      expectClose(site.cv, num(want.CV), `${label} CV`);
      expectClose(site.lsd, num(want.LSD05), `${label} LSD05`);
    }
  });

  it("matches Bartlett's test of the six error variances (output.txt)", () => {
    expectClose(analysis.bartlett.statistic, 83.0541051836262, 'K²');
    expect(analysis.bartlett.df).toBe(5);
    expectClose(analysis.bartlett.p, 1.92522413781362e-16, 'p');
  });

  it('matches the combined ANOVA with Rep(Env) (output.txt, anova(aov(...)))', () => {
    const printed: [MetSource, number, number, number][] = [
      ['environment', 5, 122284.34582285, 24456.86916457],
      ['genotype', 27, 17533.28096319, 649.380776414],
      ['replicateWithinEnvironment', 12, 1141.78536789, 95.148780658],
      ['genotypeByEnvironment', 135, 23761.79493847, 176.013295841],
      ['residual', 324, 11998.20364132, 37.03149272],
    ];
    for (const [source, df, ss, ms] of printed) {
      expect(row(source).df, source).toBe(df);
      expectClose(row(source).ss, ss, `${source} SS`);
      expectClose(row(source).ms, ms, `${source} MS`);
    }
    // R prints F to 5 decimals; the MS it prints to 11+ digits give the F exactly.
    for (const [source, , , ms] of printed.slice(0, 4)) {
      expectClose(row(source).fixed?.f ?? Number.NaN, ms / 37.03149272, `${source} fixed F`);
      expect(row(source).fixed?.errorTerm).toBe('residual');
    }
    expectClose(row('environment').fixed?.f ?? Number.NaN, 660.43433, 'printed F');
    expect(row('environment').fixed?.p).toBeLessThan(2.22e-16);
    expect(row('genotype').fixed?.p).toBeLessThan(2.22e-16);
    expect(row('genotypeByEnvironment').fixed?.p).toBeLessThan(2.22e-16);
    expectP(row('replicateWithinEnvironment').fixed?.p ?? Number.NaN, 0.0028887, 'Rep(Env) p');
    expect(row('residual').fixed).toBeNull();
    expect(row('residual').mixed).toBeNull();
  });

  it('matches the mixed-model F tests and the LSDs over locations (output.txt)', () => {
    const environment = row('environment').mixed;
    expect(environment?.errorTerm).toBe('replicateWithinEnvironment');
    expectClose(environment?.f ?? Number.NaN, 257.038177426294, 'F(Loc vs Rep(Loc))');
    expectClose(environment?.p ?? Number.NaN, 9.08037375534682e-12, 'p(Loc)');
    const genotype = row('genotype').mixed;
    expect(genotype?.errorTerm).toBe('genotypeByEnvironment');
    expectClose(genotype?.f ?? Number.NaN, 3.68938478944642, 'F(G vs GxE)');
    expectClose(genotype?.p ?? Number.NaN, 2.58128364810966e-7, 'p(G)');
    // agricolae AMMI's ANOVA: the interaction and replicates stay tested against the residual.
    expect(row('genotypeByEnvironment').mixed?.errorTerm).toBe('residual');
    expectClose(row('replicateWithinEnvironment').mixed?.f ?? Number.NaN, 2.5694, 'AMMI REP F');
    expectClose(analysis.lsd.mixed, 8.7460146506616, 'LSD05 mixed');
    expectClose(analysis.lsd.fixed, 3.99059602806304, 'LSD05 fixed');
  });

  it('gives the CV of the combined analysis from the pooled error (agricolae AMMI "Coeff var")', () => {
    const siteMeans = readGoldenCsv(CASE, 'expected_per_location.csv').map((site) =>
      num(site.mean),
    );
    const grand = siteMeans.reduce((sum, mean) => sum + mean, 0) / siteMeans.length;
    expectClose(analysis.means.grand, grand, 'grand mean');
    expectClose(analysis.cv, (100 * Math.sqrt(11998.20364132 / 324)) / grand, 'CV');
  });

  it('treats replicate labels as nested in their environment', () => {
    const renamed = PLRV.map((record) =>
      record.environment === 'Ayac' ? { ...record, rep: `block ${record.rep}` } : record,
    );
    const again = computeMetAnalysis(renamed);
    expect(again.perEnvironment[0]?.anova.blocks.levels).toEqual(['block 1', 'block 2', 'block 3']);
    again.combined.forEach((line, n) => {
      expectClose(line.ss, analysis.combined[n]?.ss ?? Number.NaN, line.source);
    });
  });

  it('matches the genotype × location table of means (expected_gxe_means.csv)', () => {
    const expected = readGoldenCsv(CASE, 'expected_gxe_means.csv');
    expect(expected).toHaveLength(28);
    const e = analysis.environments.length;
    for (const want of expected) {
      const i = analysis.genotypes.indexOf(want[''] ?? '');
      expect(i, want['']).toBeGreaterThanOrEqual(0);
      analysis.environments.forEach((environment, j) => {
        const cell = analysis.means.cell[i * e + j] ?? Number.NaN;
        expectClose(cell, num(want[environment]), `${want['']} × ${environment}`);
      });
    }
  });

  it('matches the Finlay–Wilkinson regressions (expected_finlay_wilkinson.csv)', () => {
    const expected = readGoldenCsv(CASE, 'expected_finlay_wilkinson.csv');
    const fw = analysis.finlayWilkinson;
    expect(fw?.fits).toHaveLength(28);
    for (const want of expected) {
      const fit = fw?.fits.find((candidate) => candidate.genotype === want['']);
      const label = want[''] ?? '';
      if (!fit) throw new Error(`no fit for ${label}`);
      expectClose(fit.mean, num(want.mean), `${label} mean`);
      expectClose(fit.intercept, num(want.mean), `${label} intercept`);
      expectClose(fit.slope, num(want.b), `${label} b`);
      expectClose(fit.deviationMs, num(want.s2d), `${label} s2d`);
      expectClose(fit.r2, num(want.r2), `${label} r2`);
    }
  });

  it('matches the standard errors of the stability regressions (frozen from R)', () => {
    // R 4.2.2: coef(summary(lm(y ~ Ij))) per genotype, tab and Ij as in run.R.
    const frozen: [string, number, number][] = [
      ['102.18', 2.10410443948602, 0.1350818900567],
      ['104.22', 2.05311616545984, 0.131808481999128],
      ['235.6', 4.20602017896488, 0.270023267252827],
    ];
    for (const [genotype, interceptSe, slopeSe] of frozen) {
      const fit = analysis.finlayWilkinson?.fits.find((f) => f.genotype === genotype);
      expectClose(fit?.interceptSe ?? Number.NaN, interceptSe, `${genotype} SE(a)`);
      expectClose(fit?.slopeSe ?? Number.NaN, slopeSe, `${genotype} SE(b)`);
    }
    // R: colMeans(tab) - mean(tab)
    const index = [-6.9670410962739, 15.06124233644075, 3.97504304190812, 23.16535266369923];
    index.forEach((value, j) => {
      expectClose(analysis.finlayWilkinson?.environmentIndex[j] ?? Number.NaN, value, `I${j}`);
    });
  });

  it('matches the AMMI analysis of agricolae (output.txt)', () => {
    // percent, acum, Df, Sum.Sq, Mean.Sq, F.value, Pr.F as agricolae prints them (rounded).
    const printed = [
      [56.3, 56.3, 31, 13368.595445, 431.245014, 11.65, 0.0],
      [27.1, 83.3, 29, 6427.579946, 221.640688, 5.99, 0.0],
      [9.4, 92.7, 27, 2241.939762, 83.034806, 2.24, 0.0005],
      [4.3, 97.1, 25, 1027.578538, 41.103142, 1.11, 0.3286],
      [2.9, 100.0, 23, 696.101247, 30.265272, 0.82, 0.7059],
    ];
    const { components } = analysis.ammi;
    expect(components).toHaveLength(5);
    printed.forEach(([percent, acum, df, ss, ms, f, p], k) => {
      const component = components[k];
      if (!component) throw new Error(`no PC${k + 1}`);
      expect(component.component).toBe(k + 1);
      expect(component.df).toBe(df);
      expectClose(component.ss, ss ?? Number.NaN, `PC${k + 1} SS`);
      expectClose(component.ms, ms ?? Number.NaN, `PC${k + 1} MS`);
      expect(Math.round(component.percent * 10) / 10).toBe(percent);
      expect(Math.round(component.cumulativePercent * 10) / 10).toBe(acum);
      expect(Math.round(component.f * 100) / 100).toBe(f);
      // agricolae takes its p from the F it rounded to two decimals.
      const agricolaeP = fSurvivalOfRounded(component.f, component.df);
      expect(Math.round(agricolaeP * 1e4) / 1e4).toBe(p);
    });
  });

  it('gives the exact AMMI F and p (frozen from R)', () => {
    // R 4.2.2: Z <- interaction residuals of tab; s <- svd(Z); SS <- 3*s$d^2;
    // F <- SS/df/MSE; pf(F, df, 324, lower.tail = FALSE).
    const frozen = [
      [66.7547637368333, 11.6453586573908, 1.36012113603899e-36],
      [46.2874351062712, 5.98519453356548, 2.72369492969893e-17],
      [27.3370308191906, 2.24227542293719, 5.3954695710832e-4],
      [18.5074628032144, 1.10995097713498, 0.328671273248217],
      [15.2326540406812, 0.817284678570126, 0.709425716670904],
    ];
    frozen.forEach(([singularValue, f, p], k) => {
      const component = analysis.ammi.components[k];
      expectClose(component?.singularValue ?? Number.NaN, singularValue ?? 0, `λ${k + 1}`);
      expectClose(component?.f ?? Number.NaN, f ?? 0, `F${k + 1}`);
      expectClose(component?.p ?? Number.NaN, p ?? 0, `p${k + 1}`);
    });
  });

  it('gives AMMI scores equal in size to R svd() (signs are arbitrary)', () => {
    // R 4.2.2: abs(s$v[, 1:2] %*% diag(sqrt(s$d[1:2]))) and the same for s$u, first 3 clones.
    const environmentPc1 = [
      2.29611851302366, 3.85283194706294, 1.14575146316302, 5.34625518394455, 2.58678336636884,
      3.17043378845197,
    ];
    const environmentPc2 = [
      0.9660377603342497, 5.093371615331, 0.8810932218022086, 4.265275487087539, 0.6603095399559261,
      0.0828420497554884,
    ];
    const genotypePc1 = [1.508288514944599, 0.325177285540898, 0.956046050539596];
    const genotypePc2 = [1.25876524431189, 1.29702451740722, 1.14346105401788];
    const [pc1, pc2] = analysis.ammi.environmentScores;
    const [gen1, gen2] = analysis.ammi.genotypeScores;
    environmentPc1.forEach((v, j) => {
      expectClose(Math.abs(pc1?.[j] ?? 0), v, `E${j} PC1`);
    });
    environmentPc2.forEach((v, j) => {
      expectClose(Math.abs(pc2?.[j] ?? 0), v, `E${j} PC2`);
    });
    genotypePc1.forEach((v, i) => {
      expectClose(Math.abs(gen1?.[i] ?? 0), v, `G${i} PC1`);
    });
    genotypePc2.forEach((v, i) => {
      expectClose(Math.abs(gen2?.[i] ?? 0), v, `G${i} PC2`);
    });
    // Orientation convention: the largest environment score of each component is positive.
    for (const scores of analysis.ammi.environmentScores) {
      const largest = [...scores].sort((a, b) => Math.abs(b) - Math.abs(a))[0] ?? 0;
      expect(largest).toBeGreaterThan(0);
    }
  });
});

/** F rounded to 2 decimals as agricolae does, then its upper tail on (df, 324). */
function fSurvivalOfRounded(f: number, df: number): number {
  return fSurvival(Math.round(f * 100) / 100, df, 324);
}

/** A balanced MET with g genotypes, e environments and r replicates from `values` (cycled). */
function buildTrial(g: number, e: number, r: number, values: number[]): MetRecord[] {
  const records: MetRecord[] = [];
  for (let j = 0; j < e; j += 1) {
    for (let k = 0; k < r; k += 1) {
      for (let i = 0; i < g; i += 1) {
        const n = records.length;
        // The sine keeps every replicate and interaction non-degenerate (no zero error variance).
        const value = (values[n % values.length] ?? 0) + Math.sin(1.7 * n + 0.3);
        records.push({ genotype: `G${i}`, environment: `E${j}`, rep: k + 1, value });
      }
    }
  }
  return records;
}

function expectStatsError(run: () => unknown, pattern: RegExp): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(StatsError);
    expect((error as StatsError).code).toBe('notEnoughData');
    expect((error as StatsError).message).toMatch(pattern);
    return;
  }
  throw new Error('expected a StatsError');
}

describe('computeMetAnalysis refuses designs the closed forms do not fit', () => {
  const trial = buildTrial(3, 3, 2, [1, 5, 2, 8, 3]);

  it('throws notEnoughData naming a missing plot', () => {
    expectStatsError(() => computeMetAnalysis(trial.slice(1)), /"G0".*"1".*"E0" is missing/);
  });

  it('throws notEnoughData naming a duplicated plot', () => {
    expectStatsError(() => computeMetAnalysis([...trial, { ...trial[4] } as MetRecord]), /twice/);
  });

  it('throws notEnoughData when environments have different numbers of replicates', () => {
    const extra = ['G0', 'G1', 'G2'].map((genotype) => ({
      genotype,
      environment: 'E2',
      rep: 3,
      value: 4,
    }));
    expectStatsError(() => computeMetAnalysis([...trial, ...extra]), /same number/);
  });

  it('throws notEnoughData for a missing (non-finite) value', () => {
    const broken = trial.map((record, n) => (n === 2 ? { ...record, value: Number.NaN } : record));
    expectStatsError(() => computeMetAnalysis(broken), /value of genotype "G2".*missing/);
  });

  it('throws notEnoughData with one genotype, one environment or one replicate', () => {
    expectStatsError(() => computeMetAnalysis(buildTrial(1, 3, 2, [1])), /at least 2/);
    expectStatsError(() => computeMetAnalysis(buildTrial(3, 1, 2, [1])), /at least 2/);
    expectStatsError(() => computeMetAnalysis(buildTrial(3, 3, 1, [1])), /at least 2/);
  });

  it('throws notEnoughData when an environment has no error variance', () => {
    const exact = trial.map((record) => ({
      ...record,
      value: record.environment === 'E1' ? 7 : record.value,
    }));
    expectStatsError(() => computeMetAnalysis(exact), /"E1".*no residual variation/);
  });

  it('skips the stability regression with two environments but still runs AMMI', () => {
    const two = computeMetAnalysis(buildTrial(4, 2, 3, [3, 1, 4, 1, 5, 9, 2, 6]));
    expect(two.finlayWilkinson).toBeNull();
    expect(two.ammi.components).toHaveLength(1);
    expect(two.ammi.components[0]?.df).toBe(3);
  });
});

describe('computeMetAnalysis properties', () => {
  const trials = fc.record({
    g: fc.integer({ min: 2, max: 7 }),
    e: fc.integer({ min: 2, max: 6 }),
    r: fc.integer({ min: 2, max: 4 }),
    values: fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), {
      minLength: 1,
      maxLength: 40,
    }),
  });

  it('partitions the total sum of squares and the interaction into AMMI terms', () => {
    fc.assert(
      fc.property(trials, ({ g, e, r, values }) => {
        const records = buildTrial(g, e, r, values);
        const result = computeMetAnalysis(records);
        const mean = records.reduce((sum, record) => sum + record.value, 0) / records.length;
        const total = records.reduce((sum, record) => sum + (record.value - mean) ** 2, 0);
        const parts = result.combined.reduce((sum, line) => sum + line.ss, 0);
        expect(Math.abs(parts - total)).toBeLessThanOrEqual(1e-9 * total);
        const interaction = result.combined.find((line) => line.source === 'genotypeByEnvironment');
        const ammi = result.ammi.components.reduce((sum, component) => sum + component.ss, 0);
        expect(Math.abs(ammi - (interaction?.ss ?? 0))).toBeLessThanOrEqual(1e-9 * total);
        const residual = result.perEnvironment.reduce(
          (sum, site) => sum + site.mse * site.dfError,
          0,
        );
        const pooled = result.combined.find((line) => line.source === 'residual')?.ss ?? 0;
        expect(Math.abs(residual - pooled)).toBeLessThanOrEqual(1e-9 * total);
      }),
    );
  });

  it('rebuilds the interaction of means from the AMMI genotype and environment scores', () => {
    fc.assert(
      fc.property(trials, ({ g, e, r, values }) => {
        const { means, ammi } = computeMetAnalysis(buildTrial(g, e, r, values));
        let size = 0;
        let worst = 0;
        for (let i = 0; i < g; i += 1) {
          for (let j = 0; j < e; j += 1) {
            const z =
              (means.cell[i * e + j] ?? 0) -
              (means.genotype[i] ?? 0) -
              (means.environment[j] ?? 0) +
              means.grand;
            const rebuilt = ammi.genotypeScores.reduce(
              (sum, scores, k) => sum + (scores[i] ?? 0) * (ammi.environmentScores[k]?.[j] ?? 0),
              0,
            );
            size = Math.max(size, Math.abs(z));
            worst = Math.max(worst, Math.abs(rebuilt - z));
          }
        }
        expect(worst).toBeLessThanOrEqual(1e-9 * (1 + size));
      }),
    );
  });

  it('gives stability slopes averaging one and does not depend on the order of records', () => {
    fc.assert(
      fc.property(trials, fc.integer(), ({ g, e, r, values }, seed) => {
        const records = buildTrial(g, e, r, values);
        const result = computeMetAnalysis(records);
        if (result.finlayWilkinson) {
          const slopes = result.finlayWilkinson.fits.map((fit) => fit.slope);
          const meanSlope = slopes.reduce((sum, slope) => sum + slope, 0) / slopes.length;
          expect(meanSlope).toBeCloseTo(1, 9);
        }
        const shuffled = [...records].sort(
          (a, b) => Math.sin(seed + a.value * 7.1) - Math.sin(seed + b.value * 7.1),
        );
        const again = computeMetAnalysis(shuffled);
        again.combined.forEach((line, n) => {
          const before = result.combined[n]?.ss ?? 0;
          expect(Math.abs(line.ss - before)).toBeLessThanOrEqual(1e-9 * (1 + Math.abs(before)));
        });
      }),
    );
  });
});
