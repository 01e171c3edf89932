/**
 * A quick timing of `fitMixedModel` at the issue's sizes (not a test; the lead's bench is the
 * reference): `npx tsx packages/stats/src/mixed/time-fit-mixed-model.ts [gblup-lines]
 * [random|fixed|multi]` (stops after the named case).
 * RCBD 2,000 lines × 3 blocks with 5 % of plots missing, lines random then lines fixed (target
 * ≤ 1 s each); multi-environment 2,000 lines × 3 seasons × 3 reps, each line missing from a
 * season with probability 5 %, y ~ env + env:rep + (1|line) + (1|line:env) and
 * y ~ 1 + (1|line) + (1|line:env) + (1|env) + (1|env:rep) (target ≤ 1 s each); GBLUP
 * y ~ 1 + (1|line) with K = WW'/m over 500 markers (singular), one record per line (target
 * ≤ 10 s at 2,000 lines).
 */
import { fitMixedModel } from './fit-mixed-model.ts';

let seed = 42;
/** mulberry32: 32-bit integer arithmetic, exact in JavaScript. */
function uniform(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
}
function normal(): number {
  return Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
}

/** Wall time and CPU time (the CPU time is what an idle machine's wall time would be). */
function time<T>(label: string, run: () => T): T {
  const start = performance.now();
  const cpu = process.cpuUsage();
  const value = run();
  const used = process.cpuUsage(cpu);
  const wall = (performance.now() - start) / 1000;
  console.log(
    `${label}: ${wall.toFixed(3)} s wall, ${((used.user + used.system) / 1e6).toFixed(3)} s CPU`,
  );
  return value;
}

const lines = 2000;
const line: string[] = [];
const block: string[] = [];
const y: number[] = [];
const effects = Array.from({ length: lines }, () => 2 * normal());
for (let b = 0; b < 3; b += 1)
  for (let l = 0; l < lines; l += 1) {
    line.push(`L${l}`);
    block.push(`B${b}`);
    y.push(uniform() < 0.05 ? Number.NaN : 50 + b + (effects[l] as number) + normal());
  }
const only = process.argv[3];
const random = time('RCBD 2000×3, lines random', () =>
  fitMixedModel({
    fixed: { response: y, factors: [{ name: 'block', values: block }], terms: [['block']] },
    random: [{ name: 'line', values: line }],
  }),
);
console.log(
  random.iterations,
  random.converged,
  random.components.map((c) => `${c.name} ${c.variance.toFixed(4)}`).join(', '),
);
if (only === 'random') process.exit(0);
const fixedLines = time('RCBD 2000×3, lines fixed, blocks random', () =>
  fitMixedModel({
    fixed: { response: y, factors: [{ name: 'line', values: line }], terms: [['line']] },
    random: [{ name: 'block', values: block }],
  }),
);
console.log(
  fixedLines.iterations,
  fixedLines.converged,
  fixedLines.components.map((c) => `${c.name} ${c.variance.toFixed(4)}`).join(', '),
);

if (only === 'fixed') process.exit(0);

// multi-environment: 2,000 lines × 3 seasons × 3 reps, 5 % of lines missing from each season
const env: string[] = [];
const envRep: string[] = [];
const mLine: string[] = [];
const lineEnv: string[] = [];
const my: number[] = [];
const gxe = Array.from({ length: lines * 3 }, () => normal());
for (let e = 0; e < 3; e += 1)
  for (let l = 0; l < lines; l += 1) {
    if (uniform() < 0.05) continue;
    for (let r = 0; r < 3; r += 1) {
      env.push(`E${e}`);
      envRep.push(`E${e}:R${r}`);
      mLine.push(`L${l}`);
      lineEnv.push(`L${l}:E${e}`);
      my.push(50 + 3 * e + r + (effects[l] as number) + (gxe[e * lines + l] as number) + normal());
    }
  }
const multi = time(`multi-site ${lines}×3×3 (${my.length} plots), env + env:rep fixed`, () =>
  fitMixedModel({
    fixed: {
      response: my,
      factors: [
        { name: 'env', values: env },
        { name: 'rep', values: envRep },
      ],
      terms: [['env'], ['env', 'rep']],
    },
    random: [
      { name: 'line', values: mLine },
      { name: 'line:env', values: lineEnv },
    ],
  }),
);
console.log(
  multi.iterations,
  multi.converged,
  multi.components.map((c) => `${c.name} ${c.variance.toFixed(4)}`).join(', '),
);
const multiRandom = time(`multi-site ${lines}×3×3, env and env:rep random`, () =>
  fitMixedModel({
    fixed: { response: my, terms: [] },
    random: [
      { name: 'line', values: mLine },
      { name: 'line:env', values: lineEnv },
      { name: 'env', values: env },
      { name: 'env:rep', values: envRep },
    ],
  }),
);
console.log(
  multiRandom.iterations,
  multiRandom.converged,
  multiRandom.components.map((c) => `${c.name} ${c.variance.toFixed(4)}`).join(', '),
);
if (only === 'multi') process.exit(0);
const q = Number(process.argv[2] ?? 2000);
const markers = 500;
const w = new Float64Array(q * markers);
for (let j = 0; j < markers; j += 1) {
  const p = 0.1 + 0.8 * uniform();
  for (let i = 0; i < q; i += 1) w[i * markers + j] = (uniform() < p ? 2 : 0) - 2 * p;
}
const k = new Float64Array(q * q);
for (let a = 0; a < q; a += 1)
  for (let b = 0; b <= a; b += 1) {
    let sum = 0;
    for (let j = 0; j < markers; j += 1)
      sum += (w[a * markers + j] as number) * (w[b * markers + j] as number);
    k[a * q + b] = sum / markers;
    k[b * q + a] = sum / markers;
  }
const ids = Array.from({ length: q }, (_, i) => `G${i}`);
const gy = ids.map(() => 10 + 2 * normal());
const gblup = time(`GBLUP ${q} lines, dense K`, () =>
  fitMixedModel({
    fixed: { response: gy, terms: [] },
    random: [{ name: 'line', values: ids, levels: ids, relationship: k }],
  }),
);
console.log(gblup.components.map((c) => `${c.name} ${c.variance.toFixed(4)}`).join(', '));
