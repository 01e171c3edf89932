// Reads QC (issue 17): one pass of our FASTQ reader + FastQC-equal QC over a simulated
// FASTQ.gz (default 2 GB compressed, `npm run bench -- genome-qc --size 200` for 200 MB; the
// file is written to /tmp once and reused), its throughput, the peak RSS during the pass
// (target < 500 MB), and `fastqc` on the same file in the same run: its time, our ratio to it,
// and whether both reports agree module by module.
import { execFileSync } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { AlleleCounter } from '@plotline/genome/calling/allele-counter';
import { randomBases, seededRandom } from '@plotline/genome/calling/simulate-reads';
import { compareFastqcData } from '@plotline/genome/qc/compare-fastqc-data';
import { writeFastqcData } from '@plotline/genome/qc/fastqc-text';
import { QcAccumulator } from '@plotline/genome/qc/qc-accumulator';
import { simulateFastq } from '@plotline/genome/qc/simulate-reads';
import { forEachRead, type ReadSink } from '@plotline/genome/reads/for-each-read';
import { openDecompressed } from '@plotline/genome/reads/open-decompressed';
import type { Report } from './bench-report.ts';

const MB = 1024 * 1024;
const TARGET_PEAK_RSS_MB = 500;
/** FastQC's own speed on this file is the reference: our pass should not be slower. */
const TARGET_RATIO_TO_FASTQC = 1;

function sizeArgument(): number {
  const at = process.argv.indexOf('--size');
  const value = at >= 0 ? Number(process.argv[at + 1]) : 2048;
  if (!Number.isFinite(value) || value <= 0) throw new Error('--size <MB of FASTQ.gz>');
  return value;
}

/** Simulated 150 bp reads (duplicates, N, adapters, an overrepresented read), gzip -6. */
async function ensureFile(sizeMb: number): Promise<string> {
  const file = join(tmpdir(), `plotline-bench-qc-${sizeMb}MB.fastq.gz`);
  if (existsSync(file)) return file;
  const partial = `${file}.partial`;
  const gzip = createGzip();
  let written = 0;
  gzip.on('data', (chunk: Buffer) => {
    written += chunk.length;
  });
  const reads = simulateFastq({ seed: 7, reads: Number.MAX_SAFE_INTEGER, length: 150 });
  const source = Readable.from(
    (function* () {
      for (const chunk of reads) {
        if (written >= sizeMb * MB) return;
        yield chunk;
      }
    })(),
  );
  console.log(`writing ${file} (${sizeMb} MB compressed, once)…`);
  await pipeline(source, gzip, createWriteStream(partial));
  renameSync(partial, file);
  return file;
}

export async function benchGenomeQc(report: Report): Promise<void> {
  const file = await ensureFile(sizeArgument());
  const compressedMb = statSync(file).size / MB;

  // genotype calling in the same pass: a catalogue of 1,000 markers with 60 bp flanks
  const random = seededRandom(11);
  const text = (length: number) => Buffer.from(randomBases(random, length)).toString('latin1');
  const counter = new AlleleCounter(
    Array.from({ length: 1000 }, (_, id) => ({
      id,
      ref: 'A',
      alt: 'G',
      flankLeft: text(60),
      flankRight: text(60),
    })),
  );
  const extraSinks: ReadSink[] = [(read) => counter.addRead(read.seq, read.seqStart, read.seqEnd)];

  const qc = new QcAccumulator('bench.fastq.gz');
  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  const { records, bytes } = await forEachRead(
    openDecompressed(createReadStream(file, { highWaterMark: MB }), { maxRatio: 20 }),
    'fastq',
    (read) => {
      qc.add(read);
      for (const sink of extraSinks) sink(read);
    },
  );
  const ours = writeFastqcData(qc.report());
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);

  console.log(
    `reads QC + allele counts at 1,000 markers (${counter.counts().length} with reads): ${records.toLocaleString('en')} reads, ${(bytes / MB).toFixed(0)} MB FASTQ from ${compressedMb.toFixed(0)} MB gzip in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `reads QC throughput: ${(compressedMb / seconds).toFixed(1)} MB/s of gzip, ${(bytes / MB / seconds).toFixed(1)} MB/s of FASTQ, ${Math.round(records / seconds).toLocaleString('en')} reads/s (RSS before the pass ${(rssBefore / MB).toFixed(0)} MB)`,
  );
  report('reads QC peak RSS', peakRss / MB, 'MB', TARGET_PEAK_RSS_MB, true);

  let fastqcOk = true;
  try {
    execFileSync('fastqc', ['--version'], { stdio: 'ignore' });
  } catch {
    fastqcOk = false;
    console.log('fastqc is not installed: no ratio to FastQC');
  }
  if (!fastqcOk) return;
  const dir = mkdtempSync(join(tmpdir(), 'plotline-bench-fastqc-'));
  try {
    const link = join(dir, 'bench.fastq.gz');
    execFileSync('ln', ['-s', file, link]);
    const fastqcStarted = performance.now();
    execFileSync('fastqc', ['--extract', '-q', '-o', dir, link]);
    const fastqcSeconds = (performance.now() - fastqcStarted) / 1000;
    const expected = readFileSync(join(dir, 'bench_fastqc', 'fastqc_data.txt'), 'utf8');
    const { differences } = compareFastqcData(expected, ours);
    console.log(
      `fastqc 0.11.9: ${fastqcSeconds.toFixed(1)} s; reports agree: ${differences.length === 0 ? 'yes' : `no (${differences.slice(0, 3).join('; ')})`}`,
    );
    report(
      'reads QC time / fastqc time',
      seconds / fastqcSeconds,
      'x',
      TARGET_RATIO_TO_FASTQC,
      true,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
