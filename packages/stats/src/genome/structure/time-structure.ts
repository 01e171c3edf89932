/**
 * A quick timing of the population-structure kernels at the issue's size (not a test):
 * `npx tsx packages/stats/src/genome/structure/time-structure.ts [samples] [markers]
 * [grm|pca|distances|split|all]` (split: the two row parts of splitGramRows, one after the other)
 * (default 2,000 × 50,000, 1 % missing, random dosages; single thread). Issue 19 target for the
 * GRM and the top-10 PCA: ≤ 2× plink 1.9's ~12 s on this machine.
 */
import type { DosageMatrix } from '../dosage-matrix.ts';
import { createCentredGramAccumulator, splitGramRows } from './centred-gram.ts';
import { euclideanFromGram } from './euclidean-distance.ts';
import { pcaFromCentredGram } from './genotype-pca.ts';
import { computePairwiseCompleteDistances } from './pairwise-complete-distances.ts';
import { computeVanRadenGrmFromChunks } from './vanraden-grm.ts';

const n = Number(process.argv[2] ?? 2000);
const m = Number(process.argv[3] ?? 50_000);
const which = process.argv[4] ?? 'all';

let seed = 7;
function uniform(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

function time<T>(label: string, run: () => T): T {
  const start = performance.now();
  const value = run();
  console.log(`${label}: ${((performance.now() - start) / 1000).toFixed(2)} s`);
  return value;
}

/** Markers in chunks of 5,000 (what a server would stream), each with its own frequency. */
const chunks: DosageMatrix[] = [];
for (let from = 0; from < m; from += 5000) {
  const width = Math.min(5000, m - from);
  const calls = new Uint8Array(n * width);
  const p = Float64Array.from({ length: width }, () => 0.05 + 0.9 * uniform());
  for (let i = 0; i < n; i += 1)
    for (let j = 0; j < width; j += 1) {
      const q = p[j] as number;
      calls[i * width + j] =
        uniform() < 0.01 ? 3 : (uniform() < q ? 1 : 0) + (uniform() < q ? 1 : 0);
    }
  chunks.push({ n, m: width, calls });
}
console.log(`${n} samples × ${m} markers`);
if (which === 'grm' || which === 'pca' || which === 'all') {
  const grm = time('VanRaden GRM (streamed chunks)', () => computeVanRadenGrmFromChunks(n, chunks));
  if (which !== 'grm') {
    // the Gram matrix is the GRM times its scale
    const gram = grm.values.map((v) => v * grm.scale);
    const pca = time('top-10 PCA from the Gram matrix', () => pcaFromCentredGram(n, gram, 10));
    console.log(`  Lanczos steps ${pca.steps}; PC1 ${pca.varianceExplained[0]?.toFixed(3)} %`);
    time('Euclidean distances from the Gram matrix', () => euclideanFromGram(n, gram));
  }
}
if (which === 'split') {
  for (const range of splitGramRows(n, 2)) {
    time(`GRM rows ${range.start}..${range.end}`, () => {
      const accumulator = createCentredGramAccumulator(n, range);
      for (const chunk of chunks) accumulator.add(chunk);
      return accumulator.finish();
    });
  }
}
if (which === 'distances' || which === 'all') {
  const calls = new Uint8Array(n * m);
  let offset = 0;
  for (const chunk of chunks) {
    for (let i = 0; i < n; i += 1)
      calls.set(chunk.calls.subarray(i * chunk.m, (i + 1) * chunk.m), i * m + offset);
    offset += chunk.m;
  }
  time('IBS + modified Rogers + Nei (pairwise complete)', () =>
    computePairwiseCompleteDistances({ n, m, calls }),
  );
}
