import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StatsError } from '../errors.ts';
import {
  expectClose,
  expectP,
  GOLDEN_DIR,
  num,
  RELATIVE_TOLERANCE,
  readGoldenCsv,
} from '../testing/golden.ts';
import { computeDiallelAnalysis, type DiallelAnalysis, type DiallelSource } from './diallel.ts';
import type { DiallelRecord, GriffingMethod } from './diallel-layout.ts';
import type { DiallelStandardErrors } from './diallel-standard-errors.ts';

const CASE = '07_diallel_griffing_methods_1_4';
const METHODS: GriffingMethod[] = [1, 2, 3, 4];

function griffingData(method: GriffingMethod): DiallelRecord[] {
  return readGoldenCsv(CASE, `griffing_method${method}.csv`).map((row) => ({
    parent1: row.Cross1 ?? '',
    parent2: row.Cross2 ?? '',
    replicate: row.Rep ?? '',
    value: num(row.Yield),
  }));
}

const GROVER: DiallelRecord[] = readGoldenCsv(CASE, 'grover_diallel_method1.csv').map((row) => ({
  parent1: row.parent1 ?? '',
  parent2: row.parent2 ?? '',
  replicate: row.rep ?? '',
  value: num(row.yield),
}));

// ---------------------------------------------------------------------------------------------
// Reading output.txt. There is no expected_*.csv for case 07: the numbers are the ones R printed
// (print(..., digits = 10)). A printed number is compared at the golden tolerance (relative
// 1e-6) or, when R printed fewer digits than that (F values, p-values, 0.061875), at the printed
// precision: within half a unit of its last printed digit.
// ---------------------------------------------------------------------------------------------
const OUTPUT = readFileSync(join(GOLDEN_DIR, CASE, 'output.txt'), 'utf8').split('\n');

/** The lines of the printed block that follows the first line starting with each marker in turn. */
function block(...markers: string[]): string[] {
  let at = 0;
  for (const marker of markers) {
    at = OUTPUT.findIndex((line, k) => k >= at && line.startsWith(marker));
    if (at < 0) throw new Error(`output.txt has no "${marker}"`);
    at += 1;
  }
  const end = OUTPUT.findIndex((line, k) => k >= at && (line === '' || line.startsWith('--')));
  return OUTPUT.slice(at, end < 0 ? OUTPUT.length : end);
}

const tokens = (line: string) => line.trim().split(/\s+/);

/** Rows of a printed table keyed by their first token (p-values like "< 2e-16" kept as one). */
function rows(lines: string[]): Map<string, string[]> {
  return new Map(
    lines.map((line) => {
      const [name = '', ...rest] = tokens(line.replace(/< /g, '<'));
      return [name, rest];
    }),
  );
}

/** A printed vector ([1] a b c / [10] d ...). */
const vector = (lines: string[]) => lines.flatMap((line) => tokens(line).slice(1));

function expectPrinted(actual: number | null | undefined, printed: string, label: string) {
  if (printed.startsWith('<')) {
    expect(actual ?? Number.NaN, `${label}: printed ${printed}`).toBeLessThan(
      Number(printed.slice(1)),
    );
    return;
  }
  const [mantissa = '', exponent = '0'] = printed.split('e');
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  const value = Number(printed);
  const allowed = Math.max(
    0.5 * 10 ** (Number(exponent) - decimals) * (1 + 1e-9),
    RELATIVE_TOLERANCE * Math.abs(value),
  );
  const error = Math.abs((actual ?? Number.NaN) - value);
  expect(error, `${label}: ${actual} vs printed ${printed}`).toBeLessThanOrEqual(allowed);
}

/** Compares an ANOVA row with a printed one: Df, Sum Sq, Mean Sq[, F value, Pr(>F)]. */
type Row = { df: number; ss: number; ms: number; f?: number | null; p?: number | null };

function expectRow(row: Row | null | undefined, printed: string[] | undefined, label: string) {
  expect(row, label).not.toBeNull();
  expect(printed, label).toBeDefined();
  if (!row || !printed) return;
  const [df = '', ss = '', ms = '', f, p] = printed;
  expect(row.df, `${label} df`).toBe(Number(df));
  expectPrinted(row.ss, ss, `${label} SS`);
  expectPrinted(row.ms, ms, `${label} MS`);
  if (f !== undefined) expectPrinted(row.f, f, `${label} F`);
  if (p !== undefined) expectPrinted(row.p, p, `${label} p`);
}

/** Griffing's ANOVA by source, the residual as `error`. */
function griffingAnova(analysis: DiallelAnalysis) {
  const { rows: lines, residual } = analysis.combiningAbilityAnova;
  const row = (source: DiallelSource) => lines.find((line) => line.source === source) ?? null;
  return { gca: row('gca'), sca: row('sca'), reciprocal: row('reciprocal'), error: residual };
}

/** The RCBD ANOVA of the entries by source. */
function entryAnova(analysis: DiallelAnalysis) {
  const [replicates, genotypes] = analysis.genotypeAnova.rows;
  return { replicates, genotypes, error: analysis.genotypeAnova.residual };
}

/** Compares a printed square matrix: diagonal gᵢ, upper sᵢⱼ, lower rᵢⱼ (DiallelAnalysisR layout). */
function expectEffects(analysis: DiallelAnalysis, lines: string[], label: string) {
  const n = analysis.parents.length;
  lines.slice(1).forEach((line, i) => {
    tokens(line)
      .slice(1)
      .forEach((printed, j) => {
        const where = `${label} [${i + 1},${j + 1}]`;
        if (i === j) expectPrinted(analysis.gca[i], printed, `${where} g`);
        else if (i < j) expectPrinted(analysis.sca[i]?.[j], printed, `${where} s`);
        else if (printed === 'NA') expect(analysis.reciprocal, where).toBeNull();
        // DiallelAnalysisR prints r_ij (i < j, female i) below the diagonal, at [j, i].
        else expectPrinted(analysis.reciprocal?.[j]?.[i], printed, `${where} r`);
      });
  });
  expect(lines).toHaveLength(n + 1);
}

/** lmDiallel's estimates "g_1  est  SE", "ts_1:2 ...", "s_1-2 ...", "r_1:2 ...". */
function expectLmDiallelEffects(analysis: DiallelAnalysis, lines: string[], label: string) {
  const index = (name: string) => analysis.parents.indexOf(name);
  let compared = 0;
  for (const [name, [estimate = '']] of rows(lines.slice(1))) {
    const match = /^(g|ts|s|r)_([^:-]+)(?:[:-](.+))?$/.exec(name);
    if (!match) continue;
    const [, kind, a = '', b = ''] = match;
    const actual =
      kind === 'g'
        ? analysis.gca[index(a)]
        : kind === 'r'
          ? analysis.reciprocal?.[index(a)]?.[index(b)]
          : analysis.sca[index(a)]?.[index(b)];
    expectPrinted(actual, estimate, `${label} ${name}`);
    compared += 1;
  }
  return compared;
}

const analyses = new Map(
  METHODS.flatMap((method) => {
    const records = griffingData(method);
    return (['fixed', 'random'] as const).map((model) => [
      `${method}${model}`,
      computeDiallelAnalysis(records, { method, model }),
    ]);
  }),
);
const get = (method: GriffingMethod, model: 'fixed' | 'random') =>
  analyses.get(`${method}${model}`) as DiallelAnalysis;
const title = (method: GriffingMethod, model: number) =>
  `################ GriffingData${method}: Method ${method}, Model ${model}`;

describe('computeDiallelAnalysis on DiallelAnalysisR GriffingData1–4 (golden case 07)', () => {
  it.each(METHODS)(
    'Method %i: lays out 8 parents × 4 replicates and the table of means',
    (method) => {
      const analysis = get(method, 'fixed');
      expect(analysis.parents).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
      expect(analysis.replicateCount).toBe(4);
      const printed = block(title(method, 1), '-- Means table');
      expect(printed).toHaveLength(method === 4 ? 8 : 9);
      const columns = tokens(printed[0] ?? '');
      for (const line of printed.slice(1)) {
        const [rowName = '', ...cells] = tokens(line);
        cells.forEach((cell, k) => {
          const actual =
            analysis.means[analysis.parents.indexOf(rowName)]?.[
              analysis.parents.indexOf(columns[k] ?? '')
            ];
          if (cell === 'NA') expect(actual ?? null, `${rowName},${columns[k]}`).toBeNull();
          else expectPrinted(actual, cell, `mean ${rowName},${columns[k]}`);
        });
      }
    },
  );

  it.each(METHODS)(
    'Method %i, Model I: matches the combining-ability ANOVA (entry-mean basis)',
    (method) => {
      const analysis = get(method, 'fixed');
      const printed = rows(block(title(method, 1), '-- ANOVA').slice(1));
      const anova = griffingAnova(analysis);
      expectRow(anova.gca, printed.get('gca'), 'gca');
      expectRow(anova.sca, printed.get('sca'), 'sca');
      expectRow(anova.error, printed.get('Error'), 'Error');
      if (method === 1 || method === 3)
        expectRow(anova.reciprocal, printed.get('reciprocals'), 'reciprocals');
      else expect(anova.reciprocal).toBeNull();
    },
  );

  it('matches the full-precision p-values of those F tests', () => {
    // Rscript: pf(MS_source / MS_error, df1, df2, lower.tail = FALSE) with the printed mean squares.
    const expected: [GriffingMethod, 'gca' | 'sca' | 'reciprocal', number][] = [
      [1, 'gca', 5.29332796263834e-19],
      [1, 'sca', 3.51870472593668e-52],
      [1, 'reciprocal', 0.992329092646868],
      [2, 'gca', 4.54577759682096e-9],
      [2, 'sca', 1.55224331700085e-26],
      [3, 'gca', 4.6175941609852e-24],
      [3, 'sca', 6.52095401986807e-45],
      [3, 'reciprocal', 0.99476396541471],
      [4, 'gca', 5.66708229236074e-12],
      [4, 'sca', 1.93193923433579e-19],
    ];
    for (const [method, source, p] of expected) {
      const row = griffingAnova(get(method, 'fixed'))[source];
      expectClose(row?.p ?? Number.NaN, p, `Method ${method} ${source} p`);
    }
  });

  it.each(METHODS)(
    'Method %i, Model II: tests GCA against SCA (and SCA, reciprocals against error)',
    (method) => {
      const analysis = get(method, 'random');
      const printed = rows(block(title(method, 2), '-- ANOVA').slice(1));
      const anova = griffingAnova(analysis);
      expectRow(anova.gca, printed.get('gca'), 'gca');
      expectRow(anova.sca, printed.get('sca'), 'sca');
      // Rscript: pf(MS_gca / MS_sca, n − 1, df_sca, lower.tail = FALSE).
      const gcaP = {
        1: 0.679768056670691,
        2: 0.75765555363228,
        3: 0.543134258792622,
        4: 0.485270922174999,
      };
      expectClose(anova.gca?.p ?? Number.NaN, gcaP[method], 'gca p');
      if (method === 1 || method === 3) {
        // DiallelAnalysisR 0.5.0 prints the right F but a wrong p for the reciprocals under Model
        // II: pf(F, c(df_gca, df_sca, df_rec), c(df_sca, df_error)) recycles the denominator df, so
        // the reciprocal F is referred to F(df_rec, df_sca) (0.97967 = pf(F, 28, 28), 0.98010 =
        // pf(F, 28, 20)). Griffing tests reciprocals against the error under both models, so the
        // p-value equals the Model I one.
        const [, , , f] = printed.get('reciprocals') ?? [];
        expectPrinted(anova.reciprocal?.f, f ?? '', 'reciprocal F');
        expectP(
          anova.reciprocal?.p ?? Number.NaN,
          griffingAnova(get(method, 'fixed')).reciprocal?.p ?? 0,
        );
      }
    },
  );

  it.each(METHODS)('Method %i: matches the variance components of Models I and II', (method) => {
    for (const [model, name] of [
      [1, 'fixed'],
      [2, 'random'],
    ] as const) {
      const components = get(method, name).varianceComponents;
      const printed = rows(block(title(method, model), '-- Genetic components').slice(1));
      const actual: Record<string, number | null> = {
        gca: components.gca,
        sca: components.sca,
        Reciprocal: components.reciprocal,
        Error: components.error,
        Additive: components.additive,
        Dominant: components.dominance,
        Dominance: components.dominance,
        'gca/sca': components.gcaToSca,
      };
      for (const [label, [value = '']] of printed)
        expectPrinted(actual[label], value, `Model ${model} ${label}`);
      expect(printed.size).toBe(
        model === 1 ? (method % 2 === 1 ? 4 : 3) : method % 2 === 1 ? 7 : 6,
      );
    }
  });

  it.each(METHODS)(
    'Method %i: matches the GCA, SCA and reciprocal effects of DiallelAnalysisR',
    (method) => {
      const analysis = get(method, 'fixed');
      expectEffects(analysis, block(title(method, 1), '-- Effects'), `Method ${method}`);
      // Model II reports the same estimates (DiallelAnalysisR prints effects only under Model I).
      expect(get(method, 'random').gca).toEqual(analysis.gca);
    },
  );

  it.each([1, 3, 4] as const)(
    'Method %i: matches lmDiallel effects, including ŝᵢᵢ (Method 1)',
    (method) => {
      const lines = block(`---- lmDiallel cross-check, GRIFFING${method}`, 'Signif.', 'Signif.');
      const compared = expectLmDiallelEffects(get(method, 'fixed'), lines, `lmDiallel M${method}`);
      expect(compared).toBe({ 1: 8 + 64 + 56, 3: 8 + 56 + 56, 4: 8 + 28 }[method]);
    },
  );

  it('Method 2: follows Griffing (sᵢᵢ + Σⱼ sᵢⱼ = 0), not lmDiallel (Σⱼ sᵢⱼ = 0)', () => {
    const analysis = get(2, 'fixed');
    const n = analysis.parents.length;
    for (let i = 0; i < n; i += 1) {
      const row = analysis.sca[i] ?? [];
      const sum = row.reduce<number>((total, s) => total + (s ?? 0), 0) + (row[i] ?? 0);
      expect(Math.abs(sum)).toBeLessThan(1e-9);
    }
    // lmDiallel's g_1 under its own side condition is −0.5183203125; Griffing's is −0.3135.
    expectPrinted(analysis.gca[0], '-0.3135', 'g_1');
  });

  it.each(METHODS)(
    'Method %i: matches the standard errors computed from the ERROR mean square',
    (method) => {
      const se = get(method, 'fixed').standardErrors;
      const printed = vector(block(title(method, 1), '-- Standard errors CORRECTED'));
      // The order run.R prints for each method. Method 2: DiallelAnalysisR labels
      // √((n²+n+2)/((n+1)(n+2))·σ²) as SE(s_ii) and √(n(n−1)/((n+1)(n+2))·σ²) as SE(s_ij); Griffing
      // (1956) and the exact variances of the estimators (property test below) give the reverse.
      // Method 4: the third value is a Method 1 formula left in the package (run.R: ignore it).
      const order: Record<GriffingMethod, string> = {
        1: 'gca scaSelf sca reciprocal gcaDifference scaSelfDifference scaSelfCrossDifference scaSelfOtherDifference scaSharedParentDifference scaDisjointDifference reciprocalDifference',
        2: 'gca sca scaSelf gcaDifference scaSelfDifference scaSharedParentDifference scaDisjointDifference',
        3: 'gca sca reciprocal gcaDifference scaSharedParentDifference scaDisjointDifference',
        4: 'gca sca - gcaDifference scaSharedParentDifference scaDisjointDifference',
      };
      const keys = order[method].split(' ') as (keyof DiallelStandardErrors | '-')[];
      expect(printed).toHaveLength(keys.length);
      keys.forEach((key, k) => {
        if (key !== '-') expectPrinted(se[key], printed[k] ?? '', `SE ${key}`);
      });
    },
  );

  it('matches the lmDiallel plot-basis Block and Residuals lines and the genotype SS', () => {
    for (const method of METHODS) {
      const analysis = get(method, 'fixed');
      const printed = rows(
        block(`---- lmDiallel cross-check, GRIFFING${method}`, 'Signif.').slice(1),
      );
      const { replicates, genotypes, error } = entryAnova(analysis);
      expectRow(replicates, printed.get('Block'), `M${method} Block`);
      expectRow(error, printed.get('Residuals'), `M${method} Residuals`);
      const parts = ['GCA', 'tSCA', 'SCA', 'Reciprocals'].map((name) =>
        num(printed.get(name)?.[1]),
      );
      expectClose(
        genotypes.ss,
        parts.filter(Number.isFinite).reduce((a, b) => a + b, 0),
        `M${method} genotypes`,
      );
      const caSum = analysis.combiningAbilityAnova.rows.reduce((sum, row) => sum + row.ss, 0);
      expectClose(
        caSum * analysis.replicateCount,
        genotypes.ss,
        'SS_gca + SS_sca + SS_rec = SS_genotypes / r',
      );
    }
  });
});

describe('computeDiallelAnalysis on agridat grover.diallel (Grover & Rai 2010, golden case 07)', () => {
  const analysis = computeDiallelAnalysis(GROVER, { method: 1, model: 'fixed' });
  const header = '################ agridat::grover.diallel';

  it('matches the RCBD ANOVA of the 36 entries (anova(aov(yield ~ rep + cross)))', () => {
    const printed = rows(block(header, 'Response: yield').slice(1));
    const anova = entryAnova(analysis);
    expectRow(anova.replicates, printed.get('rep'), 'rep');
    expectRow(anova.genotypes, printed.get('cross'), 'cross');
    expectRow(anova.error, printed.get('Residuals'), 'Residuals');
  });

  it('matches the Griffing ANOVA, effects and the published GCA effects and SE 1.4309', () => {
    const printed = rows(block(header, 'Signif.').slice(1));
    const anova = griffingAnova(analysis);
    expectRow(anova.gca, printed.get('gca'), 'gca');
    expectRow(anova.sca, printed.get('sca'), 'sca');
    expectRow(anova.reciprocal, printed.get('reciprocals'), 'reciprocals');
    expectRow(anova.error, printed.get('Error'), 'Error');
    // Rscript: pf(MS / MS_error, df, 105, lower.tail = FALSE) with the printed mean squares.
    expectClose(anova.gca?.p ?? 0, 9.0605618317281e-5, 'gca p');
    expectClose(anova.sca?.p ?? 0, 7.10560280554701e-21, 'sca p');
    expectClose(anova.reciprocal?.p ?? 0, 0.956040992669868, 'reciprocal p');
    expectEffects(analysis, block(header, 'Signif.', 'Signif.').slice(0, 7), 'grover');
    ['1.4851', '-0.9911', '2.2631', '5.4247', '-4.2490', '-3.9328'].forEach((g, i) => {
      expectPrinted(analysis.gca[i], g, `published g_P${i + 1}`);
    });
    expectPrinted(analysis.standardErrors.gca, '1.4309', 'published SE(g)');
    const lm = block(header, 'Published');
    expectLmDiallelEffects(analysis, lm, 'lmDiallel grover');
    for (const [name, [, se = '']] of rows(lm.slice(1))) {
      if (name.startsWith('g_')) expectPrinted(analysis.standardErrors.gca, se, `SE ${name}`);
      if (name === 'ts_P1:P1') expectPrinted(analysis.standardErrors.scaSelf, se, 'SE s_ii');
      if (name === 'ts_P1:P2') expectPrinted(analysis.standardErrors.sca, se, 'SE s_ij');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Properties. Effects are linear in the entry means, so Var(effect) = σ²·Σ cₖ² where cₖ is the
// change of the effect when entry k moves by 1; the closed-form SEs must equal that exactly.
// ---------------------------------------------------------------------------------------------
function design(
  method: GriffingMethod,
  n: number,
  value: (i: number, j: number, k: number) => number,
) {
  const records: DiallelRecord[] = [];
  for (let i = 0; i < n; i += 1) {
    for (let j = 0; j < n; j += 1) {
      const wanted = method === 1 || (method === 2 ? i <= j : method === 3 ? i !== j : i < j);
      if (!wanted) continue;
      for (let k = 0; k < 2; k += 1)
        records.push({ parent1: `P${i}`, parent2: `P${j}`, replicate: k, value: value(i, j, k) });
    }
  }
  return records;
}

describe('computeDiallelAnalysis properties', () => {
  it.each(METHODS)(
    'Method %i: SEs equal the exact variances of the linear estimators',
    (method) => {
      const n = 6;
      // Replicates differ by a constant, so the error SS is 0 plus the perturbed entry only.
      const base = design(method, n, (i, j, k) => 10 * i + j * j + k);
      const effectsOf = (records: DiallelRecord[]) => {
        const a = computeDiallelAnalysis(records, { method, model: 'fixed' });
        const s = (i: number, j: number) => a.sca[i]?.[j] ?? Number.NaN;
        const r = (i: number, j: number) => a.reciprocal?.[i]?.[j] ?? Number.NaN;
        return [
          a.gca[0] ?? 0,
          s(0, 1),
          s(0, 0),
          r(0, 1),
          (a.gca[0] ?? 0) - (a.gca[1] ?? 0),
          s(0, 0) - s(1, 1),
          s(0, 0) - s(0, 1),
          s(0, 0) - s(1, 2),
          s(0, 1) - s(0, 2),
          s(0, 1) - s(2, 3),
          r(0, 1) - r(2, 3),
        ];
      };
      const reference = effectsOf(base);
      const sumSq = new Float64Array(reference.length);
      const seen = new Set<string>();
      base.forEach((record) => {
        const key = `${record.parent1}${record.parent2}`;
        if (seen.has(key)) return;
        seen.add(key);
        // Adding 1 to both replicates moves the entry mean by 1 and leaves the error SS at 0.
        const moved = base.map((other) =>
          `${other.parent1}${other.parent2}` === key ? { ...other, value: other.value + 1 } : other,
        );
        effectsOf(moved).forEach((value, k) => {
          sumSq[k] = (sumSq[k] ?? 0) + (value - (reference[k] ?? 0)) ** 2;
        });
      });
      const analysis = computeDiallelAnalysis(
        design(method, n, (i, j, k) => i + j + (k === 0 ? 1 : -1) * ((i * 7 + j * 3) % 5)),
        { method, model: 'fixed' },
      );
      const sigma2 = analysis.combiningAbilityAnova.residual.ms;
      const se = analysis.standardErrors;
      const closed = [
        se.gca,
        se.sca,
        se.scaSelf,
        se.reciprocal,
        se.gcaDifference,
        se.scaSelfDifference,
        se.scaSelfCrossDifference,
        se.scaSelfOtherDifference,
        se.scaSharedParentDifference,
        se.scaDisjointDifference,
        se.reciprocalDifference,
      ];
      closed.forEach((value, k) => {
        if (value === null) expect(Number.isNaN(reference[k]), `#${k} n/a`).toBe(true);
        else expectClose(value, Math.sqrt((sumSq[k] ?? 0) * sigma2), `SE #${k}`);
      });
    },
  );

  it('partitions the genotype SS exactly and keeps the side conditions, for any data', () => {
    const method = fc.constantFrom<GriffingMethod>(1, 2, 3, 4);
    const values = fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), {
      minLength: 100,
      maxLength: 100,
    });
    fc.assert(
      fc.property(method, fc.integer({ min: 4, max: 7 }), values, (m, n, v) => {
        const a = computeDiallelAnalysis(
          design(m, n, (i, j, k) => v[(i * 13 + j * 5 + k * 3) % 100] ?? 0),
          { method: m, model: 'fixed' },
        );
        const rows = a.combiningAbilityAnova.rows;
        const genotypes = entryAnova(a).genotypes;
        const total = genotypes.ss / a.replicateCount;
        const sum = rows.reduce((s, row) => s + row.ss, 0);
        const scale = Math.max(total, 1e-9);
        expect(Math.abs(sum - total) / scale).toBeLessThan(1e-9);
        expect(Math.abs(a.gca.reduce((x, y) => x + y, 0))).toBeLessThan(
          1e-9 * (1 + Math.sqrt(scale)),
        );
        expect(rows.reduce((s, row) => s + row.df, 0)).toBe(genotypes.df);
      }),
      { numRuns: 60 },
    );
  });

  it('analyses a 30-parent full diallel with 4 replicates', () => {
    const records: DiallelRecord[] = [];
    for (let i = 0; i < 30; i += 1) {
      for (let j = 0; j < 30; j += 1) {
        for (let k = 0; k < 4; k += 1)
          records.push({
            parent1: `L${i}`,
            parent2: `L${j}`,
            replicate: k,
            value: 50 + ((i * 31 + j * 17 + k * 7) % 23),
          });
      }
    }
    const analysis = computeDiallelAnalysis(records, { method: 1, model: 'random' });
    expect(analysis.combiningAbilityAnova.residual.df).toBe(899 * 3);
  });
});

describe('computeDiallelAnalysis errors', () => {
  const expectNotEnough = (records: DiallelRecord[], method: GriffingMethod) => {
    try {
      computeDiallelAnalysis(records, { method, model: 'fixed' });
      expect.unreachable('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(StatsError);
      expect((error as StatsError).code).toBe('notEnoughData');
    }
  };

  it('throws notEnoughData for fewer than 3 parents (4 in Methods 3, 4)', () => {
    expectNotEnough(
      design(1, 2, (i, j, k) => i + j + k),
      1,
    );
    expectNotEnough(
      design(4, 3, (i, j, k) => i + j + k),
      4,
    );
    expectNotEnough(
      design(3, 3, (i, j, k) => i * j + k),
      3,
    );
  });

  it('throws notEnoughData for a missing cross, a duplicated plot or a missing value', () => {
    const full = griffingData(2);
    expectNotEnough(full.slice(1), 2);
    expectNotEnough([...full, full[0] as DiallelRecord], 2);
    expectNotEnough(
      full.map((r, k) => (k === 5 ? { ...r, value: Number.NaN } : r)),
      2,
    );
    // Method 1 data lacks nothing, but Method 1 on Method 2 data misses the reciprocals.
    expectNotEnough(full, 1);
  });

  it('throws notEnoughData without replication', () => {
    expectNotEnough(
      griffingData(4).filter((r) => r.replicate === '1'),
      4,
    );
  });

  it('throws notEnoughData when Methods 2, 4 receive both crosses of a pair', () => {
    expectNotEnough(griffingData(1), 2);
    expectNotEnough(griffingData(3), 4);
  });

  it('leaves parents out of Methods 3, 4 and accepts an F1 in either orientation', () => {
    const fromFull = computeDiallelAnalysis(griffingData(1), { method: 3, model: 'fixed' });
    for (const [i, g] of fromFull.gca.entries())
      expectClose(g, get(3, 'fixed').gca[i] ?? 0, `g${i}`);
    const flipped = griffingData(4).map((r) => ({ ...r, parent1: r.parent2, parent2: r.parent1 }));
    const analysis = computeDiallelAnalysis(flipped, { method: 4, model: 'fixed' });
    for (const [i, g] of analysis.gca.entries())
      expectClose(g, get(4, 'fixed').gca[i] ?? 0, `g${i}`);
  });
});
