import { describe, expect, it } from 'vitest';
import { buildQcChartOption, type QcChartTexts } from './qc-chart-options.ts';
import { toQcView } from './qc-report-view.ts';

/** An uploaded archive's fastqc_data.txt as the server parses it (FastQC 0.11.9's layout). */
const FASTQC_DATA = {
  file: 'S1_R1.fastq.gz',
  format: 'fastqc_data' as const,
  modules: [
    { module: 'Basic Statistics', status: 'pass' as const },
    { module: 'Per base sequence quality', status: 'warn' as const },
    { module: 'Sequence Duplication Levels', status: 'fail' as const },
  ],
  report: {
    modules: [
      {
        name: 'Basic Statistics',
        status: 'pass',
        columns: ['Measure', 'Value'],
        rows: [
          ['Filename', 'S1_R1.fastq.gz'],
          ['Total Sequences', '1000'],
          ['%GC', '41'],
        ],
      },
      {
        name: 'Per base sequence quality',
        status: 'warn',
        columns: [
          'Base',
          'Mean',
          'Median',
          'Lower Quartile',
          'Upper Quartile',
          '10th Percentile',
          '90th Percentile',
        ],
        rows: [
          ['1', '32.5', '33.0', '31.0', '34.0', '28.0', '35.0'],
          ['2-3', '30.1', 'NaN', 'NaN', 'NaN', 'NaN', 'NaN'],
        ],
      },
      {
        name: 'Per base sequence content',
        status: 'pass',
        columns: ['Base', 'G', 'A', 'T', 'C'],
        rows: [['1', '20.5', '30.0', '29.5', '20.0']],
      },
      {
        name: 'Sequence Duplication Levels',
        status: 'fail',
        columns: ['Total Deduplicated Percentage', '63.25'],
        rows: [
          ['Duplication Level', 'Percentage of deduplicated', 'Percentage of total'],
          ['1', '90.0', '60.0'],
          ['>10', '1.0', '20.0'],
        ],
      },
      {
        name: 'Adapter Content',
        status: 'pass',
        columns: ['Position', 'Illumina Universal Adapter', 'Nextera Transposase Sequence'],
        rows: [['1', '0.0', '0.1']],
      },
    ],
  },
};

/** Our engine's report (packages/genome qc-report.ts), two modules of it. */
const PLOTLINE = {
  file: 'reads.fq',
  format: 'plotline' as const,
  modules: [{ module: 'Per sequence GC content', status: 'warn' as const }],
  report: {
    fastqcVersion: '0.11.9',
    modules: [
      {
        key: 'per_sequence_gc',
        name: 'Per sequence GC content',
        status: 'warn',
        rows: [
          { gc: 40, count: 10 },
          { gc: 41, count: 30 },
        ],
        theoretical: Array.from({ length: 101 }, (_, gc) => (gc === 41 ? 28 : 0)),
        deviationPercent: 12,
      },
      {
        key: 'overrepresented',
        name: 'Overrepresented sequences',
        status: 'pass',
        rows: [{ sequence: 'ACGT', count: 5, percentage: 0.5, source: 'No Hit' }],
      },
      {
        key: 'per_base_quality',
        name: 'Per base sequence quality',
        status: 'pass',
        rows: [
          {
            base: '1',
            mean: 36,
            median: 37,
            lowerQuartile: 35,
            upperQuartile: 38,
            percentile10: 30,
            percentile90: 41,
          },
        ],
      },
    ],
  },
};

const TEXTS = new Proxy({} as QcChartTexts, { get: (_target, name) => String(name) });

describe('toQcView', () => {
  it('reads an uploaded fastqc_data.txt, NaN as null', () => {
    const view = toQcView(FASTQC_DATA);
    expect(view.basic).toContainEqual(['Total Sequences', '1000']);
    expect(view.perBaseQuality[0]).toEqual({
      base: '1',
      mean: 32.5,
      median: 33,
      lowerQuartile: 31,
      upperQuartile: 34,
      percentile10: 28,
      percentile90: 35,
    });
    expect(view.perBaseQuality[1]?.median).toBeNull();
    expect(view.perBaseContent[0]).toEqual({ base: '1', g: 20.5, a: 30, t: 29.5, c: 20 });
  });

  it('reads the duplication module’s two headers', () => {
    const view = toQcView(FASTQC_DATA);
    expect(view.totalDeduplicatedPercentage).toBe(63.25);
    expect(view.duplication).toEqual([
      { level: '1', deduplicated: 90, total: 60 },
      { level: '>10', deduplicated: 1, total: 20 },
    ]);
    expect(view.adapters).toEqual(['Illumina Universal Adapter', 'Nextera Transposase Sequence']);
    expect(view.adapterContent[0]?.percentages).toEqual([0, 0.1]);
  });

  it('reads our engine’s report with its theoretical GC curve', () => {
    const view = toQcView(PLOTLINE);
    expect(view.perSequenceGc).toEqual([
      { gc: 40, count: 10 },
      { gc: 41, count: 30 },
    ]);
    expect(view.theoreticalGc[41]).toBe(28);
    expect(view.overrepresented[0]?.sequence).toBe('ACGT');
    expect(view.perBaseQuality[0]?.percentile90).toBe(41);
  });

  it('survives a report that is not one (empty view)', () => {
    const view = toQcView({ ...PLOTLINE, report: 'nonsense' });
    expect(view.perBaseQuality).toEqual([]);
    expect(view.modules).toEqual(PLOTLINE.modules);
  });
});

describe('buildQcChartOption', () => {
  it('draws per-base quality as boxes over the three quality bands', () => {
    const option = buildQcChartOption('perBaseQuality', toQcView(FASTQC_DATA), TEXTS) as {
      series: { type: string; data: unknown[]; markArea?: { data: { yAxis: number }[][] } }[];
    };
    const [boxes, median, mean] = option.series;
    expect(boxes?.type).toBe('candlestick');
    // open = lower quartile, close = upper, low = 10th percentile, high = 90th
    expect(boxes?.data[0]).toEqual([31, 34, 28, 35]);
    expect(boxes?.data[1]).toBe('-');
    const bands = boxes?.markArea?.data.map(([from, to]) => [from?.yAxis, to?.yAxis]);
    expect(bands).toEqual([
      [28, 40],
      [20, 28],
      [0, 20],
    ]);
    expect(median?.data).toEqual([33, null]);
    expect(mean?.data).toEqual([32.5, 30.1]);
  });

  it('draws observed against theoretical GC over 0–100 %', () => {
    const option = buildQcChartOption('perSequenceGc', toQcView(PLOTLINE), TEXTS) as {
      series: { name: string; data: number[] }[];
    };
    expect(option.series.map((series) => series.name)).toEqual(['gcObserved', 'gcTheoretical']);
    expect(option.series[0]?.data).toHaveLength(101);
    expect(option.series[0]?.data[41]).toBe(30);
    expect(option.series[1]?.data[41]).toBe(28);
  });

  it('has no chart for a module without rows', () => {
    expect(buildQcChartOption('lengths', toQcView(FASTQC_DATA), TEXTS)).toBeNull();
    expect(buildQcChartOption('perBaseN', toQcView(PLOTLINE), TEXTS)).toBeNull();
  });
});
