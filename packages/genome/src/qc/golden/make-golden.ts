// Regenerates the simulated inputs in a temporary folder, runs FastQC on each and freezes its
// fastqc_data.txt and summary.txt here. `npx tsx packages/genome/src/qc/golden/make-golden.ts`
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { simulateFastq } from '../simulate-reads.ts';
import { GOLDEN_SETS } from './golden-sets.ts';

const dir = mkdtempSync(join(tmpdir(), 'fastqc-golden-'));
try {
  for (const set of GOLDEN_SETS) {
    const data = Buffer.concat([...simulateFastq(set.options)]);
    const input = join(dir, set.file);
    writeFileSync(input, set.file.endsWith('.gz') ? gzipSync(data) : data);
    execFileSync('fastqc', ['--extract', '-q', '-o', dir, input]);
    const out = join(dir, `${set.file.replace(/\.gz$/, '').replace(/\.(fastq|fq)$/, '')}_fastqc`);
    copyFileSync(
      join(out, 'fastqc_data.txt'),
      join(import.meta.dirname, `${set.file}.fastqc_data.txt`),
    );
    copyFileSync(join(out, 'summary.txt'), join(import.meta.dirname, `${set.file}.summary.txt`));
    console.log(`froze ${set.file}`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
