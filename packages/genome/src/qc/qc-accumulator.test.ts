import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { forEachRead } from '../reads/for-each-read.ts';
import { openDecompressed } from '../reads/open-decompressed.ts';
import { compareFastqcData } from './compare-fastqc-data.ts';
import { type Contaminant, parseContaminantList } from './contaminants.ts';
import { writeFastqcData, writeSummary } from './fastqc-text.ts';
import { GOLDEN_SETS } from './golden/golden-sets.ts';
import { QcAccumulator } from './qc-accumulator.ts';
import type { QcReport } from './qc-report.ts';
import { type SimulateOptions, simulateFastq } from './simulate-reads.ts';

const GOLDEN = join(import.meta.dirname, 'golden');

function fileBytes(file: string, options: SimulateOptions): Buffer {
  const data = Buffer.concat([...simulateFastq(options)]);
  return file.endsWith('.gz') ? gzipSync(data) : data;
}

async function* chunks(bytes: Buffer, size = 65_536) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function qc(
  file: string,
  bytes: Buffer,
  contaminants: Contaminant[] = [],
): Promise<QcReport> {
  const accumulator = new QcAccumulator(file, 'fastq', { contaminants });
  await forEachRead(openDecompressed(chunks(bytes)), 'fastq', accumulator.sink);
  return accumulator.report();
}

function hasFastqc(): boolean {
  try {
    execFileSync('fastqc', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('QC equal to FastQC 0.11.9 (frozen outputs of simulated files)', () => {
  for (const set of GOLDEN_SETS) {
    it(`${set.file}: every module, status and number`, async () => {
      const report = await qc(set.file, fileBytes(set.file, set.options));
      const expected = readFileSync(join(GOLDEN, `${set.file}.fastqc_data.txt`), 'utf8');
      const result = compareFastqcData(expected, writeFastqcData(report));
      expect(result.differences).toEqual([]);
      expect(result.cells).toBeGreaterThan(500);
      expect(writeSummary(report)).toBe(
        readFileSync(join(GOLDEN, `${set.file}.summary.txt`), 'utf8'),
      );
      // the report is plain JSON (jsonb)
      expect(JSON.parse(JSON.stringify(report))).toEqual(report);
    }, 30_000);
  }

  it('reproduces the duplication correction once 100,000 distinct sequences were seen', async () => {
    const set = GOLDEN_SETS.find((s) => s.file === 'sim-short.fastq');
    if (!set) throw new Error('set');
    const report = await qc(set.file, fileBytes(set.file, set.options));
    const duplication = report.modules.find((m) => m.key === 'duplication');
    expect(
      duplication?.key === 'duplication' && duplication.totalDeduplicatedPercentage,
    ).toBeCloseTo(71.34855911584866, 10);
  }, 30_000);
});

describe.runIf(hasFastqc())('QC against the fastqc installed here (live)', () => {
  it('matches fastqc on a freshly simulated gzip file of mixed lengths', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'qc-live-'));
    try {
      const options: SimulateOptions = {
        seed: 2026,
        reads: 6000,
        length: [20, 180],
        nRate: 0.01,
        adapterRate: 0.2,
      };
      const bytes = fileBytes('live.fastq.gz', options);
      writeFileSync(join(dir, 'live.fastq.gz'), bytes);
      execFileSync('fastqc', ['--extract', '-q', '-o', dir, join(dir, 'live.fastq.gz')]);
      const expected = readFileSync(join(dir, 'live_fastqc', 'fastqc_data.txt'), 'utf8');
      const report = await qc('live.fastq.gz', bytes);
      expect(compareFastqcData(expected, writeFastqcData(report)).differences).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  const listFile = '/etc/fastqc/Configuration/contaminant_list.txt';
  it.runIf(existsSync(listFile))(
    'names the possible source of an overrepresented contaminant as fastqc does',
    async () => {
      const contaminants = parseContaminantList(readFileSync(listFile, 'utf8'));
      const dir = mkdtempSync(join(tmpdir(), 'qc-live-'));
      try {
        // 55 bases of one contaminant (one changed) + 5 others: a 60 bp overrepresented read
        const donor = contaminants.find((c) => c.sequence.length >= 55)?.sequence ?? '';
        const bases = `${donor.slice(0, 20)}${donor[20] === 'A' ? 'C' : 'A'}${donor.slice(21, 55)}ACGTA`;
        const options: SimulateOptions = {
          seed: 99,
          reads: 4000,
          length: 60,
          overrepresented: bases,
          overrepresentedRate: 0.05,
        };
        const bytes = fileBytes('contaminated.fastq', options);
        writeFileSync(join(dir, 'contaminated.fastq'), bytes);
        execFileSync('fastqc', ['--extract', '-q', '-o', dir, join(dir, 'contaminated.fastq')]);
        const expected = readFileSync(join(dir, 'contaminated_fastqc', 'fastqc_data.txt'), 'utf8');
        expect(expected).toMatch(/% over \d+bp\)\n/);
        const report = await qc('contaminated.fastq', bytes, contaminants);
        expect(compareFastqcData(expected, writeFastqcData(report)).differences).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
if (!hasFastqc()) console.warn('fastqc is not installed: the live comparison is skipped');

describe('QcAccumulator beyond FastQC files', () => {
  const fastq = (reads: [string, string][]) =>
    Buffer.from(reads.map(([s, q], i) => `@r${i}\n${s}\n+\n${q}\n`).join(''), 'latin1');

  it('upper-cases bases as FastQC does (lowercase gives the same report)', async () => {
    const text = Buffer.concat([
      ...simulateFastq({ seed: 5, reads: 3000, length: [30, 120] }),
    ]).toString('latin1');
    const lower = text.replace(/^[ACGTN]+$/gm, (s) => s.toLowerCase());
    expect(lower).not.toBe(text);
    const a = await qc('x.fastq', Buffer.from(text, 'latin1'));
    const b = await qc('x.fastq', Buffer.from(lower, 'latin1'));
    expect(b).toEqual(a);
  });

  it('detects the Phred+64 encodings from the lowest character', async () => {
    const plus64 = await qc('x.fastq', fastq([['ACGT', 'hhBh']]));
    expect(plus64.encoding).toBe('Illumina 1.5');
    const illumina13 = await qc('x.fastq', fastq([['ACGT', 'hhAh']]));
    expect(illumina13.encoding).toBe('Illumina 1.3');
    expect((await qc('x.fastq', fastq([['ACGT', 'II#I']]))).encoding).toBe('Sanger / Illumina 1.9');
  });

  it('refuses a quality character below "!" with the record number', async () => {
    const error = await qc(
      'x.fastq',
      fastq([
        ['ACGT', 'IIII'],
        ['ACGT', 'II I'],
      ]),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'quality_encoding', recordNumber: 2 });
  });

  it('reports an empty file and a FASTA file without the quality modules', async () => {
    const empty = new QcAccumulator('empty.fastq').report();
    expect(empty.totalSequences).toBe(0);
    expect(writeFastqcData(empty)).toContain('>>Basic Statistics\tpass');
    const accumulator = new QcAccumulator('contigs.fa', 'fasta');
    await forEachRead(chunks(Buffer.from('>a\nACGG\nCCNN\n>b\nATAT\n')), 'fasta', accumulator.sink);
    const report = accumulator.report();
    expect(report).toMatchObject({
      totalSequences: 2,
      minLength: 4,
      maxLength: 8,
      encoding: null,
      gcPercent: 50,
    });
    expect(report.modules.map((m) => m.key)).not.toContain('per_base_quality');
    const n = report.modules.find((m) => m.key === 'per_base_n');
    expect(n?.key === 'per_base_n' && n.rows.map((r) => r.nPercent)).toEqual([
      0, 0, 0, 0, 0, 0, 100, 100,
    ]);
  });
});
