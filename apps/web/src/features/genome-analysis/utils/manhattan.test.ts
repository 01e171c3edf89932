import { describe, expect, it } from 'vitest';
import { buildManhattanOption } from './gwas-chart-options.ts';
import { buildManhattanData, compareChromosomes, minusLog10 } from './manhattan.ts';

/** A generated result: `m` markers over 17 chromosomes, p uniform, one strong hit. */
function generateMarkers(m: number) {
  const chr: string[] = [];
  const pos: number[] = [];
  const p: (number | null)[] = [];
  for (let index = 0; index < m; index += 1) {
    const block = index % 17;
    chr.push(String(block + 1));
    pos.push(1000 + Math.floor(index / 17) * 997);
    p.push(index % 50 === 7 ? null : ((index * 7919) % m) / m + 1 / (2 * m));
  }
  p[123] = 1e-12;
  const beta = p.map((value) => (value === null ? null : 0.1));
  return { name: chr.map((c, i) => `m${c}_${i}`), chr, pos, p, beta, se: beta, q: p };
}

describe('compareChromosomes', () => {
  it('orders chromosomes naturally', () => {
    expect(['10', '2', '1', 'X', '9'].sort(compareChromosomes)).toEqual(['1', '2', '9', '10', 'X']);
    expect(['2A', '1B', '10A', '1A'].sort(compareChromosomes)).toEqual(['1A', '1B', '2A', '10A']);
    expect(['chr10', 'chr2'].sort(compareChromosomes)).toEqual(['chr2', 'chr10']);
  });
});

describe('buildManhattanData', () => {
  it('lays the chromosomes end to end with their markers at cumulative positions', () => {
    const data = buildManhattanData({
      chr: ['2', '1', '1', '10', '2'],
      pos: [500, 100, 300, 50, 1500],
      p: [0.01, 0.5, null, 1e-8, 1],
    });
    expect(data.chromosomes.map((block) => block.name)).toEqual(['1', '2', '10']);
    // spans 200, 1000, 0 → gap 12
    expect(data.chromosomes[0]).toEqual({ name: '1', start: 0, end: 200, middle: 100 });
    expect(data.chromosomes[1]).toEqual({ name: '2', start: 212, end: 1212, middle: 712 });
    expect(data.chromosomes[2]).toMatchObject({ start: 1224, end: 1224 });
    expect(data.length).toBe(1224);
    // odd blocks (1, 10) in the first colour, block 2 in the second; the untested marker left out
    expect(data.series[0]).toEqual([
      [0, minusLog10(0.5), 1],
      [1224, 8, 3],
    ]);
    expect(data.series[1]).toEqual([
      [212, 2, 0],
      [1212, 0, 4],
    ]);
    expect(data.top).toBe(8);
  });

  it('keeps a p of 0 finite', () => {
    expect(minusLog10(0)).toBeCloseTo(323.3, 1);
    expect(buildManhattanData({ chr: ['1'], pos: [1], p: [0] }).top).toBeLessThan(324);
  });

  it('shapes 50,000 markers quickly into a large-mode chart', () => {
    const markers = generateMarkers(50_000);
    const started = performance.now();
    const data = buildManhattanData(markers);
    const option = buildManhattanOption(
      data,
      { markers, bonferroni: 0.05 / 49_000, fdr: 1e-6 },
      {
        chromosome: 'Chromosome',
        minusLog10P: '−log10 p',
        bonferroni: 'Bonferroni',
        fdr: 'FDR',
        formatBeta: String,
        formatP: String,
      },
    );
    expect(performance.now() - started).toBeLessThan(500);
    expect(data.chromosomes).toHaveLength(17);
    expect(data.series[0].length + data.series[1].length).toBe(49_000);
    expect(data.top).toBeCloseTo(12);
    // positions rise along the axis, chromosome after chromosome
    const first = data.series[0].filter((point) => markers.chr[point[2]] === '1');
    const third = data.series[0].filter((point) => markers.chr[point[2]] === '3');
    expect(Math.max(...first.map((point) => point[0]))).toBeLessThan(
      Math.min(...third.map((point) => point[0])),
    );
    expect(option.series.every((series) => series.large)).toBe(true);
    expect(option.series[0]?.markLine?.data.map((line) => line.yAxis)).toEqual([
      minusLog10(0.05 / 49_000),
      6,
    ]);
    expect(option.yAxis.max).toBeGreaterThanOrEqual(12);
    expect(option.xAxis.axisLabel.formatter(data.chromosomes[9]?.middle ?? 0)).toBe('10');
    // the tooltip names the marker, chr:pos, β and p
    expect(option.tooltip.formatter({ data: [0, 12, 123] })).toBe(
      `<b>m5_123</b><br/>5:${markers.pos[123]}<br/>β = 0.1<br/>p = 1e-12`,
    );
  });
});
