import type { LineByTesterAnalysis } from '@plotline/contract/statistics-hybrids';
import { describe, expect, it } from 'vitest';
import { buildCombiningView, combiningTables } from './hybrids-combining-tables.ts';

const t = (key: string) => key;
const stats = { ss: 1, ms: 1, f: 2, p: 0.2, significance: '' };

/** A 2 lines × 2 testers answer with 10 error df (t₀.₉₇₅ = 2.228). */
const analysis: LineByTesterAnalysis = {
  design: 'line_by_tester',
  feature: 'yield',
  lines: ['L1', 'L2'],
  testers: ['T1', 'T2'],
  parent_lines: [],
  parent_testers: [],
  replicate_count: 3,
  anova: {
    rows: [{ source: 'crosses', df: 3, ...stats }],
    residual: { df: 10, ss: 5, ms: 0.5 },
    total: { df: 13, ss: 8 },
  },
  cross_mean: 10,
  cross_means: [
    [11, 9],
    [10, 10],
  ],
  gca_lines: [1.5, -1.5],
  gca_testers: [0.2, -0.2],
  sca: [
    [0.5, -0.5],
    [-0.5, 0.5],
  ],
  standard_errors: {
    gca_line: 0.5,
    gca_tester: 0.5,
    sca: 0.2,
    gca_line_difference: null,
    gca_tester_difference: null,
    sca_difference: null,
  },
  genetic_components: {
    cov_half_sib_line: 1,
    cov_half_sib_tester: 1,
    cov_half_sib_average: 1,
    cov_full_sib_average: 1,
    sca_variance: 1,
    additive: { inbreeding_0: 1, inbreeding_1: 1 },
    dominance: { inbreeding_0: 1, inbreeding_1: 1 },
  },
  contributions: { lines: 60, testers: 10, lines_by_testers: 30 },
};

describe('buildCombiningView (line × tester)', () => {
  it('marks GCA and SCA effects beyond t₀.₉₇₅(error df)·SE', () => {
    const view = buildCombiningView(analysis, t);
    expect(view.tCritical).toBeCloseTo(2.228138851986274, 12); // R: qt(0.975, 10)
    expect(view.dfError).toBe(10);
    // lines: 1.5 > 2.228 × 0.5 = 1.114; testers: 0.2 < 1.114
    const [lines, testers] = view.gca;
    expect(lines?.bars.map((bar) => bar.isSignificant)).toEqual([true, true]);
    expect(lines?.table.rows.map((row) => row.marks?.effect)).toEqual(['up', 'down']);
    expect(testers?.bars.every((bar) => !bar.isSignificant)).toBe(true);
    // SCA: 0.5 > 2.228 × 0.2 = 0.4456
    const sca = view.matrices.find((table) => table.id === 'sca');
    expect(sca?.rows[0]?.marks).toEqual({ c0: 'up', c1: 'down' });
  });

  it('lists every table once for the export, ANOVA first', () => {
    const ids = combiningTables(buildCombiningView(analysis, t)).map((table) => table.id);
    expect(ids).toEqual([
      'lxt-anova',
      'gca-lines',
      'gca-testers',
      'means',
      'sca',
      'genetic',
      'contributions',
    ]);
  });
});
