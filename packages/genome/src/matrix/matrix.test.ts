import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatKeysOf, MISSING, markerStats, readCalls } from './calls.ts';
import { byteLines, LineTooLong } from './lines.ts';
import { ChunkPacker, strideOf, unpackCalls } from './pack.ts';
import { readSite } from './vcf-site.ts';

function callsOf(samples: string, format = 'GT', capacity = 32) {
  const line = Buffer.from(samples);
  const out = new Uint8Array(capacity);
  const read = readCalls(line, 0, line.length, formatKeysOf(format), out);
  return { calls: [...out.subarray(0, read.samples)], ...read };
}

describe('reading calls from a line', () => {
  it('reads diploid, phased, haploid and missing GTs', () => {
    const { calls, samples, malformed } = callsOf(
      ['0/0', '0/1', '1|0', '1/1', './.', '.', '0', '1', '0/2', '1/2', '0/1/1', '.|1'].join('\t'),
    );
    expect(samples).toBe(12);
    expect(malformed).toBe(-1);
    expect(calls).toEqual([0, 1, 1, 2, MISSING, MISSING, 0, 2, MISSING, MISSING, MISSING, MISSING]);
  });

  it('finds GT anywhere in FORMAT and fills a missing GT from DS', () => {
    const { calls } = callsOf(
      ['12:0/1:0.9', '3:./.:1.6', '5:./.:.', '7:1/1:0.2', '1:.:0.4'].join('\t'),
      'DP:GT:DS',
    );
    expect(calls).toEqual([1, 2, MISSING, 2, 0]);
    // DS alone
    expect(callsOf('0.1\t1.49\t1.5\t2\t.', 'DS').calls).toEqual([0, 1, 2, 2, MISSING]);
  });

  it('counts the sample columns and names the first malformed one', () => {
    expect(callsOf('0/1\t0/0').samples).toBe(2);
    expect(callsOf('0/1\tA/C\t0/x').malformed).toBe(1);
    expect(callsOf('0/1\t\t0/0').malformed).toBe(1);
    expect(callsOf('0:1.2\t.:abc', 'GT:DS').malformed).toBe(1);
  });

  it('computes the allele frequency among called samples and the call rate', () => {
    const stats = markerStats(Uint8Array.from([0, 1, 2, MISSING]), 4);
    expect(stats.altFreq).toBeCloseTo(0.5);
    expect(stats.callRate).toBeCloseTo(0.75);
    expect(markerStats(Uint8Array.from([MISSING]), 1).altFreq).toBeNull();
  });
});

describe('packing calls two bits each, sample-major', () => {
  it('round-trips every value, in full and shortened chunks', () => {
    const samples = 5;
    for (const markers of [8, 7, 1]) {
      const packer = new ChunkPacker(samples, 8);
      const want: number[][] = Array.from({ length: samples }, () => []);
      for (let j = 0; j < markers; j++) {
        const calls = Uint8Array.from({ length: samples }, (_, s) => (s * 7 + j * 3) % 4);
        for (const [s, c] of calls.entries()) want[s]?.push(c);
        packer.add(calls);
      }
      const bytes = packer.finish();
      const stride = strideOf(markers);
      expect(bytes.length).toBe(samples * stride);
      for (let s = 0; s < samples; s++) {
        const out = new Uint8Array(markers);
        unpackCalls(bytes.subarray(s * stride, (s + 1) * stride), 0, markers, out);
        expect([...out]).toEqual(want[s]);
      }
      // from the middle: calls 5.. of sample 2 start in byte 1
      if (markers === 8) {
        const out = new Uint8Array(3);
        unpackCalls(bytes.subarray(2 * stride + 1, 3 * stride), 1, 3, out);
        expect([...out]).toEqual(want[2]?.slice(5, 8));
      }
    }
  });
});

describe('lines of a stream', () => {
  it('splits across chunks, drops \\r and refuses a long line by number', async () => {
    const source = Readable.from([Buffer.from('ab\r\ncd'), Buffer.from('ef\ng'), Buffer.from('h')]);
    const lines: string[] = [];
    for await (const line of byteLines(source, 100)) lines.push(`${line.number}:${line.bytes}`);
    expect(lines).toEqual(['1:ab', '2:cdef', '3:gh']);
    const long = Readable.from([
      Buffer.from('ok\n'),
      Buffer.from('x'.repeat(50)),
      Buffer.from('y'),
    ]);
    await expect(async () => {
      for await (const _ of byteLines(long, 20)) {
        // reading
      }
    }).rejects.toThrow(LineTooLong);
  });
});

describe('the fixed columns of a site', () => {
  it('reads a site and refuses bad positions and alleles', () => {
    const site = readSite(Buffer.from('chr1\t100\trs1\tA\tG,T\t.\tPASS\t.\tGT\t0/1'), 100);
    expect(site).toMatchObject({ chr: 'chr1', pos: 100, id: 'rs1', ref: 'A', alts: ['G', 'T'] });
    expect(readSite(Buffer.from('chr1\t0\t.\tA\tG\t.\t.\t.\tGT\t0/1'), 100)).toBe('position');
    expect(readSite(Buffer.from('chr1\tx\t.\tA\tG\t.\t.\t.\tGT\t0/1'), 100)).toBe('position');
    expect(readSite(Buffer.from('chr1\t5\t.\tQ\tG\t.\t.\t.\tGT\t0/1'), 100)).toBe('ref');
    expect(readSite(Buffer.from('chr1\t5\t.\tA\tG!\t.\t.\t.\tGT\t0/1'), 100)).toBe('alt');
    expect(readSite(Buffer.from('chr1\t5\t.\tA'), 100)).toBe('columns');
    expect(readSite(Buffer.from(`chr1\t5\t.\t${'A'.repeat(11)}\tG\t.\t.\t.`), 10)).toBe('long');
  });
});
