/**
 * A quick timing of the GWAS scans (not a test): `npx tsx
 * packages/stats/src/genome/gwas/time-gwas.ts [lines] [markers] [blockSize]` (default 2,000 ×
 * 5,000, 1 % missing calls). Prints the VanRaden GRM's time (structure/) as the yardstick, the
 * mixed-model scan with known variance components (one Cholesky + whitening, the per-marker
 * part), the same with REML, and the single-marker regression.
 */
import { computeVanRadenGrm } from '../structure/vanraden-grm.ts';
import { mixedModelGwas } from './mixed-model-gwas.ts';
import { singleMarkerGwas } from './single-marker-gwas.ts';

let seed = 42;
/** mulberry32 */
function uniform(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
}
function normal(): number {
  return Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}
function time<T>(label: string, run: () => T): [T, number] {
  const start = performance.now();
  const value = run();
  const seconds = (performance.now() - start) / 1000;
  console.log(`${label}: ${seconds.toFixed(2)} s`);
  return [value, seconds];
}

const n = Number(process.argv[2] ?? 2000);
const m = Number(process.argv[3] ?? 5000);
const blockSize = Number(process.argv[4] ?? 64);
const calls = new Uint8Array(n * m);
const frequency = Float64Array.from({ length: m }, () => 0.05 + 0.9 * uniform());
for (let i = 0; i < n; i += 1)
  for (let j = 0; j < m; j += 1) {
    const f = frequency[j] as number;
    calls[i * m + j] = uniform() < 0.01 ? 3 : (uniform() < f ? 1 : 0) + (uniform() < f ? 1 : 0);
  }
const y = Float64Array.from({ length: n }, (_, i) => {
  let g = 0;
  for (let j = 0; j < m; j += 500) g += calls[i * m + j] === 3 ? 0 : (calls[i * m + j] as number);
  return g + 2 * normal();
});
const genotypes = { n, m, calls };
const [grm, grmSeconds] = time(`VanRaden GRM ${n}×${m}`, () => computeVanRadenGrm(genotypes));
const [scan, scanSeconds] = time('mixed-model GWAS, known components (rrBLUP missing calls)', () =>
  mixedModelGwas({
    genotypes,
    y,
    relationship: grm.values,
    components: { genetic: 1, residual: 1 },
    blockSize,
  }),
);
const [, imputeSeconds] = time('mixed-model GWAS, known components (mean-imputed calls)', () =>
  mixedModelGwas({
    genotypes,
    y,
    relationship: grm.values,
    components: { genetic: 1, residual: 1 },
    missingCalls: 'impute',
    blockSize,
  }),
);
const [full] = time('mixed-model GWAS with REML', () =>
  mixedModelGwas({ genotypes, y, relationship: grm.values, blockSize }),
);
time('single-marker regression', () => singleMarkerGwas(genotypes, y));
console.log(
  `scan / GRM = ${(scanSeconds / grmSeconds).toFixed(2)} (rrBLUP), ${(imputeSeconds / grmSeconds).toFixed(2)} (impute);`,
  `components ${full.components.genetic.toFixed(3)}, ${full.components.residual.toFixed(3)};`,
  `tested ${scan.p.filter(Number.isFinite).length}`,
);
