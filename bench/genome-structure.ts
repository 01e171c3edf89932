// Population structure (issue 19, decision 054), against plink 1.9 in the same run:
// - 2,000 lines × 50,000 markers (three subpopulations, 1 % missing calls): the centred Gram
//   matrix / VanRaden GRM as the genome-analysis job computes it — its row halves on the genome
//   pool's workers (one per core) from shared dosages — against `plink1.9 --make-rel square`
//   on the same genotypes (a .bed written here); target ≤ 2× plink's time;
// - the top 10 principal components (the Gram matrix, then Lanczos) against `plink1.9 --pca 10`:
//   target ≤ plink's time.
// plink (Debian plink1.9) is run where installed, else its lines say so.
// `npm run bench -- genome-structure`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assembleCentredGram, splitGramRows } from '@plotline/stats/genome/structure/centred-gram';
import { pcaFromCentredGram } from '@plotline/stats/genome/structure/genotype-pca';
import { genomePool } from '../apps/server/src/modules/genome-analyses/genome-pool.ts';
import type { computeGramPart } from '../apps/server/src/modules/genome-analyses/gram-part-task.ts';
import { defineComputeTask } from '../apps/server/src/platform/compute/compute-task.ts';
import type { Report } from './bench-report.ts';

const LINES = 2_000;
const MARKERS = 50_000;
const MISSING = 0.01;
const GRM_RATIO_TARGET = 2;
const PCA_RATIO_TARGET = 1;

const GRAM_PART = defineComputeTask<typeof computeGramPart>(
  new URL('../apps/server/src/modules/genome-analyses/gram-part-task.ts', import.meta.url),
  'computeGramPart',
);

/** Park–Miller stream: the panel is the same on every run. */
function stream(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/** Three subpopulations with their own allele frequencies; dosages 0..2, 3 missing. */
function simulatePanel(): Uint8Array {
  const random = stream(54);
  const calls = new Uint8Array(new SharedArrayBuffer(LINES * MARKERS));
  const group = (i: number) => (i * 3) / LINES;
  for (let j = 0; j < MARKERS; j += 1) {
    const base = 0.05 + 0.9 * random();
    const p = [0, 1, 2].map(() => Math.min(0.99, Math.max(0.01, base + 0.3 * (random() - 0.5))));
    for (let i = 0; i < LINES; i += 1) {
      const q = p[Math.floor(group(i))] as number;
      calls[i * MARKERS + j] =
        random() < MISSING ? 3 : (random() < q ? 1 : 0) + (random() < q ? 1 : 0);
    }
  }
  return calls;
}

/** The panel as PLINK 1 binary files (SNP-major .bed, .bim, .fam) under `prefix`. */
function writeBed(calls: Uint8Array, prefix: string) {
  const stride = Math.ceil(LINES / 4);
  const bed = Buffer.alloc(3 + stride * MARKERS);
  bed.set([0x6c, 0x1b, 0x01]);
  // 00 hom A1, 01 missing, 10 het, 11 hom A2 (A1 = ALT: dosage counts it)
  const code = [3, 2, 0, 1];
  for (let j = 0; j < MARKERS; j += 1) {
    for (let i = 0; i < LINES; i += 1) {
      const at = 3 + j * stride + (i >> 2);
      bed[at] =
        (bed[at] as number) | ((code[calls[i * MARKERS + j] as number] as number) << ((i & 3) * 2));
    }
  }
  writeFileSync(`${prefix}.bed`, bed);
  const bim: string[] = [];
  for (let j = 0; j < MARKERS; j += 1) bim.push(`1\tm${j}\t0\t${j + 1}\tG\tA`);
  writeFileSync(`${prefix}.bim`, `${bim.join('\n')}\n`);
  const fam: string[] = [];
  for (let i = 0; i < LINES; i += 1) fam.push(`L${i}\tL${i}\t0\t0\t0\t-9`);
  writeFileSync(`${prefix}.fam`, `${fam.join('\n')}\n`);
}

/** Milliseconds of plink1.9 with `args` on the panel, or null where plink is not installed. */
function timePlink(prefix: string, args: string[]): number | null {
  try {
    execFileSync('plink1.9', ['--version'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const started = performance.now();
  execFileSync('plink1.9', ['--bfile', prefix, '--silent', ...args, '--out', `${prefix}_out`], {
    stdio: 'ignore',
  });
  return performance.now() - started;
}

export async function benchGenomeStructure(report: Report) {
  console.log(`simulating ${LINES} × ${MARKERS} dosages …`);
  const calls = simulatePanel();
  const dir = mkdtempSync(join(tmpdir(), 'plotline-structure-'));
  try {
    const prefix = join(dir, 'panel');
    writeBed(calls, prefix);
    const matrix = { n: LINES, m: MARKERS, calls };
    // warm the workers (thread start and module load are not the kernel's time)
    const warm = { n: 8, m: 4, calls: new Uint8Array(32) };
    await Promise.all(
      splitGramRows(8, 1).map((rows) => genomePool.run(GRAM_PART, [{ matrix: warm, rows }])),
    );
    const ranges = splitGramRows(LINES, genomePool.maxWorkers);
    const started = performance.now();
    const parts = await Promise.all(
      ranges.map((rows) => genomePool.run(GRAM_PART, [{ matrix, rows }])),
    );
    const gram = assembleCentredGram(parts);
    const grmMs = performance.now() - started;
    const pcaStarted = performance.now();
    const pca = pcaFromCentredGram(LINES, gram.values, 10);
    const pcaMs = grmMs + performance.now() - pcaStarted;
    const plinkGrm = timePlink(prefix, ['--make-rel', 'square']);
    const plinkPca = timePlink(prefix, ['--pca', '10']);
    console.log(
      `${''.padEnd(34)} ${ranges.length} worker(s); PC1–3 explain ${Array.from(pca.varianceExplained.subarray(0, 3), (v) => v.toFixed(2)).join(', ')} %`,
    );
    if (plinkGrm === null || plinkPca === null) {
      report(`GRM ${LINES}×${MARKERS} (plink not installed)`, grmMs, 'ms', 24_000, true);
      report(`top-10 PCA (plink not installed)`, pcaMs, 'ms', 12_000, true);
      return;
    }
    report(
      `GRM ${LINES}×${MARKERS}, ratio to plink`,
      grmMs / plinkGrm,
      '×',
      GRM_RATIO_TARGET,
      true,
    );
    console.log(
      `${''.padEnd(34)} ours ${grmMs.toFixed(0)} ms, plink1.9 --make-rel ${plinkGrm.toFixed(0)} ms`,
    );
    report('top-10 PCA, ratio to plink', pcaMs / plinkPca, '×', PCA_RATIO_TARGET, true);
    console.log(
      `${''.padEnd(34)} ours ${pcaMs.toFixed(0)} ms, plink1.9 --pca 10 ${plinkPca.toFixed(0)} ms`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
