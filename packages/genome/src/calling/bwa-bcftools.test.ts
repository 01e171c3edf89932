import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AlleleCounter } from './allele-counter.ts';
import { callGenotypes } from './call-genotypes.ts';
import { readsAsFastq, simulateGenome, simulateReads } from './simulate-reads.ts';

/**
 * Our k-mer calls against the classic pipeline on the same simulated reads (decision 045):
 * bwa mem → samtools sort/index → bcftools mpileup at the markers → bcftools call -m.
 * Runs where the three tools are installed (Debian: apt-get install bwa samtools bcftools).
 */
const tools = ['bwa', 'samtools', 'bcftools'];
const installed = tools.every((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0);
if (!installed)
  console.info(`bwa + bcftools comparison skipped: ${tools.join(', ')} not all installed`);

const genome = simulateGenome({ seed: 46, length: 200_000, markerCount: 200 });
const dir = installed ? mkdtempSync(join(tmpdir(), 'plotline-calling-')) : '';
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 });

/** bcftools' dosage of the marker's alternative allele at each marker position; 'other' for a third allele. */
function bcftoolsCalls(depth: number, fastq: string): Map<number, number | 'other' | null> {
  writeFileSync(join(dir, `reads-${depth}.fq`), fastq);
  const sam = run('bwa', ['mem', '-t', '1', 'ref.fa', `reads-${depth}.fq`]);
  writeFileSync(join(dir, `aln-${depth}.sam`), sam);
  run('samtools', ['sort', '-o', `aln-${depth}.bam`, `aln-${depth}.sam`]);
  run('samtools', ['index', `aln-${depth}.bam`]);
  const pileup = run('bcftools', [
    'mpileup',
    '-f',
    'ref.fa',
    '-T',
    'sites.tsv',
    '-a',
    'AD,DP',
    '-Ou',
    `aln-${depth}.bam`,
  ]);
  writeFileSync(join(dir, `pileup-${depth}.bcf`), pileup);
  const vcf = run('bcftools', ['call', '-m', '-Ov', `pileup-${depth}.bcf`]).toString();
  const byPosition = new Map<number, number | 'other' | null>();
  for (const line of vcf.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [, pos, , , alt, , , , format, sample] = line.split('\t') as string[];
    const gt = (sample as string).split(':')[(format as string).split(':').indexOf('GT')] as string;
    const marker = genome.markers.find((m) => m.position + 1 === Number(pos));
    if (!marker) continue;
    const alts = (alt as string).split(',');
    const alleles = gt.split(/[/|]/);
    if (alleles.includes('.')) {
      byPosition.set(marker.id, null);
      continue;
    }
    let dosage: number | 'other' = 0;
    for (const a of alleles) {
      if (a === '0') continue;
      if (alts[Number(a) - 1] === marker.alt) dosage = (dosage as number) + 1;
      else dosage = 'other';
      if (dosage === 'other') break;
    }
    byPosition.set(marker.id, dosage);
  }
  return byPosition;
}

describe.skipIf(!installed)('against bwa + bcftools', () => {
  it('agrees ≥ 98% where both call, at depths 10 and 20', { timeout: 180_000 }, () => {
    const fasta = new TextDecoder().decode(genome.reference).replace(/(.{60})/g, '$1\n');
    writeFileSync(join(dir, 'ref.fa'), `>chr1\n${fasta}\n`);
    writeFileSync(
      join(dir, 'sites.tsv'),
      genome.markers.map((m) => `chr1\t${m.position + 1}\n`).join(''),
    );
    run('bwa', ['index', 'ref.fa']);
    run('samtools', ['faidx', 'ref.fa']);
    const lines: string[] = [];
    for (const [depth, seed] of [
      [10, 210],
      [20, 220],
    ] as const) {
      const reads = simulateReads(genome, { seed, depth, errorRate: 0.01 });
      const counter = new AlleleCounter(genome.markers);
      for (let r = 0; r < reads.count; r++)
        counter.addRead(reads.bases, reads.starts[r] as number, reads.starts[r + 1] as number);
      const ours = new Map(callGenotypes(counter.counts()).map((c) => [c.id, c.dosage]));
      const theirs = bcftoolsCalls(depth, readsAsFastq(reads));
      let both = 0;
      let agree = 0;
      let theirsCalled = 0;
      let theirsTrue = 0;
      for (const marker of genome.markers) {
        const b = theirs.get(marker.id) ?? null;
        const o = ours.get(marker.id) ?? null;
        if (b !== null) {
          theirsCalled++;
          if (b === marker.truth) theirsTrue++;
        }
        if (b === null || o === null) continue;
        both++;
        if (b === o) agree++;
      }
      const oursCalled = [...ours.values()].filter((d) => d !== null).length;
      const oursTrue = genome.markers.filter((m) => ours.get(m.id) === m.truth).length;
      lines.push(
        `depth ${depth}: ours called ${oursCalled}/200 (${oursTrue} true), bcftools called ${theirsCalled}/200 (${theirsTrue} true), both ${both}, agreement ${((100 * agree) / both).toFixed(2)}%`,
      );
      expect(both).toBeGreaterThan(depth === 10 ? 100 : 190);
      expect(agree / both).toBeGreaterThanOrEqual(0.98);
    }
    console.info(`k-mer calls against bwa mem + bcftools call -m\n${lines.join('\n')}`);
  });
});
