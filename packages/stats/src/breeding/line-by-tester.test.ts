import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fSurvival } from '../distributions/distributions.ts';
import { StatsError } from '../errors.ts';
import { expectClose, num, RELATIVE_TOLERANCE, readGoldenCsv } from '../testing/golden.ts';
import {
  computeLineByTesterAnalysis,
  type LineByTesterAnalysis,
  type LineByTesterRecord,
  type LineByTesterSource,
} from './line-by-tester.ts';

const CASE = '08_line_x_tester_agricolae';

const label = (cell: string | undefined) => (cell === undefined || cell === 'NA' ? null : cell);

const LXT: LineByTesterRecord[] = readGoldenCsv(CASE, 'input.csv').map((row) => ({
  line: label(row.line),
  tester: label(row.tester),
  replicate: row.replication ?? '',
  value: num(row.yield),
}));

/**
 * Case 08 has no expected_*.csv: the numbers below are copied from output.txt exactly as
 * agricolae printed them. A printed number is compared at the golden tolerance (relative 1e-6)
 * or, when agricolae printed fewer digits (it rounds F and the effects to 3 decimals and p to 4),
 * within half a unit of its last printed digit.
 */
function expectPrinted(actual: number | null | undefined, printed: string, what: string) {
  const decimals = printed.split('.')[1]?.length ?? 0;
  const value = Number(printed);
  const allowed = Math.max(
    0.5 * 10 ** -decimals * (1 + 1e-9),
    RELATIVE_TOLERANCE * Math.abs(value),
  );
  const error = Math.abs((actual ?? Number.NaN) - value);
  expect(error, `${what}: ${actual} vs printed ${printed}`).toBeLessThanOrEqual(allowed);
}

function rowOf(analysis: LineByTesterAnalysis, source: LineByTesterSource) {
  const found = analysis.anova.rows.find((candidate) => candidate.source === source);
  if (!found) throw new Error(`no ${source} row`);
  return found;
}

const analysis = computeLineByTesterAnalysis(LXT);

describe('computeLineByTesterAnalysis on agricolae LxT (golden case 08)', () => {
  it('lays out 5 lines × 3 testers with their 8 parents in 4 replicates', () => {
    expect(analysis.lines).toEqual(['1', '2', '3', '4', '5']);
    expect(analysis.testers).toEqual(['6', '7', '8']);
    expect(analysis.parentLines).toEqual(['1', '2', '3', '4', '5']);
    expect(analysis.parentTesters).toEqual(['6', '7', '8']);
    expect(analysis.replicateCount).toBe(4);
  });

  it('matches "ANOVA for line X tester analysis including parents"', () => {
    // source, Df, Sum Sq, Mean Sq, F value (rounded to 3), Pr(>F) (rounded to 4), exact p:
    // Rscript pf(MS / MS_denominator, df, df_denominator, lower.tail = FALSE) on the printed MS.
    const printed: [LineByTesterSource, number, string, string, string, string, number][] = [
      ['replications', 3, '83.00011739', '27.66670580', '0.304', '0.8224', 0.822519487640934],
      [
        'treatments',
        22,
        '32553.20239130',
        '1479.69101779',
        '16.249',
        '0.0000',
        8.51495779306036e-19,
      ],
      ['parents', 7, '6299.88518750', '899.98359821', '9.883', '0.0000', 2.28267574504719e-8],
      ['parentsVsCrosses', 1, '53.66287047', '53.66287047', '0.589', '0.4455', 0.445425325382189],
      ['crosses', 14, '26199.65433333', '1871.40388095', '20.551', '0.0000', 8.56257950548812e-19],
      ['lines', 4, '10318.36140000', '2579.59035000', '1.457', '0.3009', 0.300846547744028],
      ['testers', 2, '1718.92577333', '859.46288667', '0.485', '0.6327', 0.632411809642563],
      [
        'linesByTesters',
        8,
        '14162.36716000',
        '1770.29589500',
        '19.441',
        '0.0000',
        1.13532037869268e-14,
      ],
    ];
    expect(analysis.anova.rows.map((row) => row.source)).toEqual(printed.map(([source]) => source));
    for (const [source, df, ss, ms, f, p, exactP] of printed) {
      const row = rowOf(analysis, source);
      expect(row.df, source).toBe(df);
      expectPrinted(row.ss, ss, `${source} SS`);
      expectPrinted(row.ms, ms, `${source} MS`);
      expectPrinted(row.f, f, `${source} F`);
      expectClose(row.p ?? Number.NaN, exactP, `${source} p`);
      // agricolae prints round(1 − pf(round(F, 3), ...), 4): its p comes from the ROUNDED F, so
      // 0.8224 / 0.4455 / 0.3009 / 0.6327 differ from the exact p in the 4th decimal. Reproduce it.
      const denominator = source === 'lines' || source === 'testers' ? 8 : 66;
      const agricolaeP = fSurvival(Math.round((row.f ?? 0) * 1000) / 1000, df, denominator);
      expectPrinted(agricolaeP, p, `${source} p as agricolae`);
    }
    expect(analysis.anova.residual.df).toBe(66);
    expectPrinted(analysis.anova.residual.ss, '6010.03298261', 'Error SS');
    expectPrinted(analysis.anova.residual.ms, '91.06110580', 'Error MS');
    expect(analysis.anova.total.df).toBe(91);
    expectPrinted(analysis.anova.total.ss, '38646.23549130', 'Total SS');
    // "Residual standard error: 9.542594291" of the returned aov object.
    expectPrinted(Math.sqrt(analysis.anova.residual.ms), '9.542594291', 'residual SE');
  });

  it('matches the GCA effects of lines and testers and the SCA effects (printed to 3 decimals)', () => {
    ['-9.960', '-0.718', '23.817', '-13.870', '0.732'].forEach((g, i) => {
      expectPrinted(analysis.gcaLines[i], g, `line ${i + 1}`);
    });
    ['0.292', '6.404', '-6.697'].forEach((g, j) => {
      expectPrinted(analysis.gcaTesters[j], g, `tester ${j + 6}`);
    });
    const sca = [
      ['-8.019', '24.959', '-16.940'],
      ['-12.546', '5.717', '6.828'],
      ['-9.461', '-4.918', '14.378'],
      ['33.136', '-14.321', '-18.815'],
      ['-3.111', '-11.438', '14.548'],
    ];
    sca.forEach((cells, i) => {
      cells.forEach((s, j) => {
        expectPrinted(analysis.sca[i]?.[j], s, `sca ${i + 1}×${j + 6}`);
      });
    });
  });

  it('matches the standard errors, genetic components and contributions', () => {
    const se = analysis.standardErrors;
    expectPrinted(se.gcaLine, '2.754709691', 'S.E. (gca for line)');
    expectPrinted(se.gcaTester, '2.133788952', 'S.E. (gca for tester)');
    expectPrinted(se.sca, '4.771297145', 'S.E. (sca effect)');
    expectPrinted(se.gcaLineDifference, '3.895747806', 'S.E. (gi - gj)line');
    expectPrinted(se.gcaTesterDifference, '3.017633275', 'S.E. (gi - gj)tester');
    expectPrinted(se.scaDifference, '6.747633133', 'S.E. (sij - skl)tester');
    const g = analysis.geneticComponents;
    expectPrinted(g.covHalfSibLine, '67.44120458', 'Cov H.S. (line)');
    expectPrinted(g.covHalfSibTester, '-45.54165042', 'Cov H.S. (tester)');
    expectPrinted(g.covHalfSibAverage, '2.680893567', 'Cov H.S. (average)');
    expectPrinted(g.covFullSibAverage, '411.3471512', 'Cov F.S. (average)');
    expectPrinted(g.additive.inbreeding0, '10.72357427', 'F = 0, additive');
    expectPrinted(g.additive.inbreeding1, '5.361787134', 'F = 1, additive');
    expectPrinted(g.dominance.inbreeding0, '839.6173946', 'F = 0, dominance');
    expectPrinted(g.dominance.inbreeding1, '419.8086973', 'F = 1, dominance');
    expectPrinted(analysis.contributions.lines, '39.38357838', 'lines %');
    expectPrinted(analysis.contributions.testers, '6.560871955', 'testers %');
    expectPrinted(analysis.contributions.linesByTesters, '54.05554966', 'lxt %');
  });
});

describe('computeLineByTesterAnalysis properties', () => {
  it('analyses the crosses alone when no parent was tested', () => {
    const crossesOnly = computeLineByTesterAnalysis(LXT.filter((r) => r.line && r.tester));
    expect(crossesOnly.anova.rows.map((row) => row.source)).toEqual([
      'replications',
      'treatments',
      'crosses',
      'lines',
      'testers',
      'linesByTesters',
    ]);
    expectClose(rowOf(crossesOnly, 'crosses').ss, rowOf(analysis, 'crosses').ss, 'crosses SS');
    expectClose(crossesOnly.sca[3]?.[0] ?? 0, analysis.sca[3]?.[0] ?? 0, 'sca');
  });

  it('partitions treatments and crosses exactly, for any data', () => {
    const values = fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), {
      minLength: 97,
      maxLength: 97,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.integer({ min: 2, max: 4 }),
        values,
        (l, t, v) => {
          const records: LineByTesterRecord[] = [];
          const add = (line: string | null, tester: string | null, k: number) => {
            records.push({ line, tester, replicate: k, value: v[records.length % 97] ?? 0 });
          };
          for (let k = 0; k < 3; k += 1) {
            for (let i = 0; i < l; i += 1) {
              add(`L${i}`, null, k);
              for (let j = 0; j < t; j += 1) add(`L${i}`, `T${j}`, k);
            }
            for (let j = 0; j < t; j += 1) add(null, `T${j}`, k);
          }
          const a = computeLineByTesterAnalysis(records);
          const ss = (source: LineByTesterSource) => rowOf(a, source).ss;
          const scale = Math.max(ss('treatments'), 1e-6);
          const parts = ss('parents') + ss('parentsVsCrosses') + ss('crosses');
          expect(Math.abs(parts - ss('treatments')) / scale).toBeLessThan(1e-9);
          const crosses = ss('lines') + ss('testers') + ss('linesByTesters');
          expect(Math.abs(crosses - ss('crosses')) / scale).toBeLessThan(1e-9);
          expect(Math.abs(a.gcaLines.reduce((x, y) => x + y, 0))).toBeLessThan(1e-9 * (1 + scale));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('analyses 50 lines × 10 testers with parents in 4 replicates', () => {
    const records: LineByTesterRecord[] = [];
    for (let k = 0; k < 4; k += 1) {
      for (let i = 0; i < 50; i += 1) {
        records.push({ line: `L${i}`, tester: null, replicate: k, value: 40 + ((i * 7 + k) % 11) });
        for (let j = 0; j < 10; j += 1) {
          records.push({
            line: `L${i}`,
            tester: `T${j}`,
            replicate: k,
            value: 50 + ((i * 31 + j * 17 + k * 7) % 23),
          });
        }
      }
      for (let j = 0; j < 10; j += 1)
        records.push({ line: null, tester: `T${j}`, replicate: k, value: 45 + j });
    }
    const result = computeLineByTesterAnalysis(records);
    expect(result.anova.residual.df).toBe(559 * 3);
  });
});

describe('computeLineByTesterAnalysis errors', () => {
  const expectNotEnough = (records: LineByTesterRecord[]) => {
    try {
      computeLineByTesterAnalysis(records);
      expect.unreachable('no error');
    } catch (error) {
      expect(error).toBeInstanceOf(StatsError);
      expect((error as StatsError).code).toBe('notEnoughData');
    }
  };

  it('throws notEnoughData with a single tester or line', () => {
    expectNotEnough(LXT.filter((r) => r.tester === null || r.tester === '6'));
    expectNotEnough(LXT.filter((r) => r.line === null || r.line === '1'));
  });

  it('throws notEnoughData without replication', () => {
    expectNotEnough(LXT.filter((r) => r.replicate === '1'));
  });

  it('throws notEnoughData for a missing cross or parent plot, a duplicate or a missing value', () => {
    const cross = LXT.findIndex((r) => r.line === '2' && r.tester === '7');
    expectNotEnough(LXT.filter((_, k) => k !== cross));
    const parent = LXT.findIndex((r) => r.line === null);
    expectNotEnough(LXT.filter((_, k) => k !== parent));
    expectNotEnough([...LXT, LXT[0] as LineByTesterRecord]);
    expectNotEnough(LXT.map((r, k) => (k === 0 ? { ...r, value: Number.NaN } : r)));
    expectNotEnough([...LXT, { line: null, tester: null, replicate: '1', value: 1 }]);
  });
});
