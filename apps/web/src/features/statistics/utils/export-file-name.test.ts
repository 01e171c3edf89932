import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.ts';

describe('exportFileName', () => {
  it('names the file by analysis and feature, safe for any file system', () => {
    expect(exportFileName('nsr', 'урожайность')).toBe('nsr_урожайность.xlsx');
    expect(exportFileName('ttest', ' масса 1000 зерен ')).toBe('t-test_масса_1000_зерен.xlsx');
    expect(exportFileName('averages', 'N/P: "ratio"?')).toBe('averages_N_P_ratio_.xlsx');
  });
});
