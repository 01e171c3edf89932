import { describe, expect, it } from 'vitest';
import { StatsError } from '../../errors.ts';
import { expectClose, num, readGoldenCsv } from '../../testing/golden.ts';
import { MISSING_CALL, parseDosageCsv, selectMarkerColumns } from '../dosage-matrix.ts';
import { computeMarkerSummary, selectMarkers } from './marker-summary.ts';
import { imputeMeanDosages, imputeMeanDosagesFloat32 } from './mean-imputation.ts';
import { readGoldenDosages, STRUCTURE_CASE } from './structure-golden.ts';

describe('computeMarkerSummary', () => {
  const { matrix, markerIds } = readGoldenDosages();
  const summary = computeMarkerSummary(matrix);

  it('reads geno_dosage.csv: 162 lines × 117 markers, 0.4 % missing (output.txt: 77 NA)', () => {
    expect([matrix.n, matrix.m]).toEqual([162, 117]);
    expect(matrix.calls.filter((c) => c === MISSING_CALL).length).toBe(77);
  });

  it('equals expected_allele_freq.csv (freqB = ALT frequency, MAF, missing rate)', () => {
    const rows = readGoldenCsv(STRUCTURE_CASE, 'expected_allele_freq.csv');
    expect(rows.map((row) => row.marker)).toEqual(markerIds);
    rows.forEach((row, j) => {
      expectClose(summary.altFrequency[j] as number, num(row.freqB), `p ${row.marker}`);
      expectClose(summary.maf[j] as number, num(row.maf), `maf ${row.marker}`);
      expectClose(summary.missingRate[j] as number, num(row.missing), `missing ${row.marker}`);
      expectClose(summary.callRate[j] as number, 1 - num(row.missing), `call rate ${row.marker}`);
    });
  });

  it('keeps the markers meeting both thresholds, in order', () => {
    const kept = selectMarkers(summary, { minMaf: 0.45, minCallRate: 0.99 });
    const expected = markerIds.flatMap((_, j) =>
      (summary.maf[j] as number) >= 0.45 && (summary.callRate[j] as number) >= 0.99 ? [j] : [],
    );
    expect(Array.from(kept)).toEqual(expected);
    expect(kept.length).toBeGreaterThan(0);
    expect(selectMarkers(summary).length).toBe(117);
    expect(() => selectMarkers(summary, { minMaf: 0.6 })).toThrow(StatsError);
  });

  it('gives NaN frequencies for a marker without calls, which the filter drops', () => {
    const s = computeMarkerSummary({
      n: 2,
      m: 2,
      calls: Uint8Array.from([1, MISSING_CALL, 2, MISSING_CALL]),
    });
    expect(s.altFrequency[0]).toBe(0.75);
    expect(s.altFrequency[1]).toBeNaN();
    expect(Array.from(selectMarkers(s))).toEqual([0]);
  });
});

describe('imputeMeanDosages', () => {
  const small = parseDosageCsv('"id","a","b"\n"x",0,\n"y",2,1\n"z",NA,2\n').matrix;

  it('replaces a missing call by 2p_j and keeps the calls', () => {
    expect(Array.from(imputeMeanDosages(small))).toEqual([0, 1.5, 2, 1, 1, 2]);
    expect(Array.from(imputeMeanDosagesFloat32(small))).toEqual([0, 1.5, 2, 1, 1, 2]);
  });

  it('centres by 2p_j: W = Gi − 2p, missing → 0, column sums 0', () => {
    expect(Array.from(imputeMeanDosages(small, { centre: true }))).toEqual([
      -1, 0, 1, -0.5, 0, 0.5,
    ]);
  });

  it('refuses a marker without any call', () => {
    const empty = { n: 2, m: 1, calls: Uint8Array.from([MISSING_CALL, MISSING_CALL]) };
    expect(() => imputeMeanDosages(empty)).toThrow(StatsError);
  });

  it('selectMarkerColumns keeps the chosen columns in order', () => {
    expect(Array.from(selectMarkerColumns(small, [1]).calls)).toEqual([MISSING_CALL, 1, 2]);
  });
});
