import { describe, expect, it } from 'vitest';
import type { SparseRows } from './absorbed-mme.ts';
import { invertSpd } from './dense-cholesky.ts';
import { fitMixedModel } from './fit-mixed-model.ts';
import {
  factorise,
  inverseBlock,
  inverseDiagonal,
  inverseQuadratic,
  solve,
} from './nested-factor.ts';
import { nestedStructure } from './nested-structure.ts';
import type { MixedModelFit } from './types.ts';

let seed = 0;
/** mulberry32: 32-bit integer arithmetic, exact in JavaScript. */
function uniform(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return (((t ^ (t >>> 14)) >>> 0) + 0.5) / 4294967296;
}
const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());

/**
 * Multi-site trial: `lines` lines × 3 sites × 2 reps, line 3 not sown at the third site; a
 * line × site interaction of variance 1, or none.
 */
function multiSite(lines: number, from: number, interaction = true) {
  seed = from;
  const rows: { line: number; site: number; rep: number; y: number }[] = [];
  const g = Array.from({ length: lines }, () => 2 * normal());
  const ge = Array.from({ length: interaction ? lines * 3 : 0 }, () => normal());
  for (let site = 0; site < 3; site += 1)
    for (let line = 0; line < lines; line += 1) {
      if (line === 3 && site === 2) continue;
      for (let rep = 0; rep < 2; rep += 1) {
        const y = 40 + 4 * site + rep + (g[line] as number) + (ge[site * lines + line] ?? 0);
        rows.push({ line, site, rep, y: y + normal() });
      }
    }
  return rows;
}

describe('multi-level absorption of the mixed-model equations', () => {
  const lines = 12;
  const data = multiSite(lines, 7);
  // unknowns: intercept, site 2, site 3, rep 2 (0–3); lines (4…); line:site levels (then)
  const lineEnv = new Map<string, number>();
  for (const row of data) {
    const key = `${row.line}:${row.site}`;
    if (!lineEnv.has(key)) lineEnv.set(key, lineEnv.size);
  }
  const size = 4 + lines + lineEnv.size;
  const n = data.length;
  // each plot's nonzeros: intercept, its site column (not site 1), rep 2, its line, its line:site
  const entries = data.map((row) => [
    ...(row.site > 0 ? [row.site] : []),
    0,
    ...(row.rep > 0 ? [3] : []),
    4 + row.line,
    4 + lines + (lineEnv.get(`${row.line}:${row.site}`) as number),
  ]);
  const start = new Int32Array(n + 1);
  entries.forEach((e, i) => {
    start[i + 1] = (start[i] as number) + e.length;
  });
  const index = Int32Array.from(entries.flat());
  const value = new Float64Array(index.length).fill(1);
  const rows: SparseRows = { start, index, value, size };
  const lineGroup = Array.from({ length: lines }, (_, l) => 4 + l);
  const gxeGroup = Array.from({ length: lineEnv.size }, (_, l) => 4 + lines + l);
  const lambda = new Float64Array(size);
  lambda.fill(0.7, 4, 4 + lines);
  lambda.fill(1.9, 4 + lines);
  // the dense C = W'W + diag(λ)
  const c = new Float64Array(size * size);
  for (let i = 0; i < n; i += 1)
    for (let a = start[i] as number; a < (start[i + 1] as number); a += 1)
      for (let b = start[i] as number; b < (start[i + 1] as number); b += 1) {
        const at = (index[a] as number) * size + (index[b] as number);
        c[at] = (c[at] as number) + (value[a] as number) * (value[b] as number);
      }
  for (let u = 0; u < size; u += 1)
    c[u * size + u] = (c[u * size + u] as number) + (lambda[u] as number);
  const dense = invertSpd(c, size);
  const inverse = dense?.inverse as Float64Array;
  const close = (actual: number, expected: number, label: string) =>
    expect(Math.abs(actual - expected), `${label}: ${actual} vs ${expected}`).toBeLessThanOrEqual(
      1e-10 * Math.max(1, Math.abs(expected)),
    );

  it('absorbs line:site, then line, leaving only the fixed columns dense', () => {
    const s = nestedStructure(rows, [[], lineGroup, gxeGroup]);
    expect([...s.rest]).toEqual([0, 1, 2, 3]);
    expect([...s.order]).toEqual([...gxeGroup, ...lineGroup]);
  });

  it('keeps a group dense when its block is not diagonal', () => {
    // sites as a group: every line links two sites once line:site is absorbed
    const s = nestedStructure(rows, [gxeGroup, [1, 2]]);
    expect([...s.rest]).toEqual([0, 1, 2, 3, ...lineGroup]);
  });

  it('gives log|C|, C⁻¹x, diag(C⁻¹), C⁻¹ blocks and w′C⁻¹w of the dense inverse', () => {
    const s = nestedStructure(rows, [[], lineGroup, gxeGroup]);
    const factor = factorise(s, lambda);
    expect(factor).not.toBeNull();
    if (!factor || !dense) return;
    close(factor.logDet, dense.logDet, 'log|C|');
    const x = Float64Array.from({ length: size }, () => normal());
    const solved = solve(factor, x);
    for (let u = 0; u < size; u += 1) {
      let sum = 0;
      for (let v = 0; v < size; v += 1) sum += (inverse[u * size + v] as number) * (x[v] as number);
      close(solved[u] as number, sum, `C⁻¹x[${u}]`);
    }
    const all = [...Array(size).keys()];
    inverseDiagonal(factor, all).forEach((d, u) => {
      close(d, inverse[u * size + u] as number, `diag ${u}`);
    });
    for (const unknowns of [
      [0, 1, 2, 3],
      [2, 5, 4 + lines + 7, 0],
    ]) {
      const block = inverseBlock(factor, unknowns);
      unknowns.forEach((u, i) => {
        unknowns.forEach((v, j) => {
          close(block[i * unknowns.length + j] as number, inverse[u * size + v] as number, `block`);
        });
      });
    }
    // W'z for one line:site level (its observations): within the pattern
    const w = new Float64Array(size);
    const support = [0, 2, 3, 4 + 5, 4 + lines + (lineEnv.get('5:2') as number)];
    support.forEach((u) => {
      w[u] = 1 + u / 10;
    });
    let expected = 0;
    for (const u of support)
      for (const v of support)
        expected += (w[u] as number) * (w[v] as number) * (inverse[u * size + v] as number);
    close(inverseQuadratic(factor, support, w) as number, expected, "w'C⁻¹w");
    // two line:site levels of different lines are not coupled in the pattern
    expect(inverseQuadratic(factor, [4 + lines, 4 + lines + 1], w)).toBeNull();
  });
});

describe('fitMixedModel: multi-level absorption equals the dense-V path', () => {
  it.each([
    ['σ²(line:site) > 0', 11, true],
    ['σ²(line:site) on the boundary (0)', 1, false],
  ])(
    'y ~ site + site:rep + (1|line) + (1|line:site), a line missing at one site: %s',
    (_, from, interaction) => {
      const data = multiSite(20, from as number, interaction as boolean);
      const site = data.map((row) => `S${row.site + 1}`);
      const rep = data.map((row) => `R${row.rep + 1}`);
      const line = data.map((row) => `L${String(row.line + 1).padStart(2, '0')}`);
      const levels = [...new Set(line)].sort();
      const identity = new Float64Array(levels.length ** 2);
      for (let i = 0; i < levels.length; i += 1) identity[i * levels.length + i] = 1;
      const fit = (relationship?: Float64Array) =>
        fitMixedModel({
          fixed: {
            response: data.map((row) => row.y),
            factors: [
              { name: 'site', values: site },
              { name: 'rep', values: rep },
            ],
            terms: [['site'], ['site', 'rep']],
          },
          random: [
            relationship
              ? { name: 'line', values: line, levels, relationship }
              : { name: 'line', values: line },
            { name: 'line:site', values: line.map((l, i) => `${l}:${site[i]}`) },
          ],
        });
      const mme = fit();
      const denseV = fit(identity);
      const near = (a: number, e: number, scale: number, label: string) =>
        expect(Math.abs(a - e), `${label}: ${a} vs ${e}`).toBeLessThanOrEqual(
          1e-6 * Math.max(Math.abs(e), scale),
        );
      const same = (a: MixedModelFit, b: MixedModelFit) => {
        expect(a.converged && b.converged).toBe(true);
        near(a.logLikelihood, b.logLikelihood, 1, 'logLik');
        expect(a.components[1]?.boundary).toBe(!interaction);
        a.components.forEach((component, k) => {
          expect(component.boundary).toBe(b.components[k]?.boundary);
          near(component.variance, b.components[k]?.variance as number, 0, component.name);
        });
        a.beta.forEach((v, j) => {
          near(v, b.beta[j] as number, 1, `beta ${j}`);
        });
        const vScale = Math.max(...b.betaCovariance.map(Math.abs));
        a.betaCovariance.forEach((v, j) => {
          near(v, b.betaCovariance[j] as number, vScale, `vcov ${j}`);
        });
        a.betaCovarianceGradient.forEach((g, k) => {
          const scale = Math.max(...(b.betaCovarianceGradient[k] as Float64Array).map(Math.abs));
          g.forEach((v, j) => {
            near(v, b.betaCovarianceGradient[k]?.[j] as number, scale, `∂vcov ${k}`);
          });
        });
        const cScale = Math.max(...b.componentCovariance.map(Math.abs));
        a.componentCovariance.forEach((v, j) => {
          // the MME path differences the analytic gradient: ~1e-8 relative
          expect(Math.abs(v - (b.componentCovariance[j] as number))).toBeLessThanOrEqual(
            1e-5 * cScale,
          );
        });
        a.random.forEach((term, k) => {
          const other = b.random[k] as MixedModelFit['random'][number];
          expect(term.levels).toEqual(other.levels);
          const scale = Math.max(...other.values.map(Math.abs));
          term.values.forEach((v, l) => {
            near(v, other.values[l] as number, scale, `blup ${term.term} ${l}`);
          });
          term.pev.forEach((v, l) => {
            near(v, other.pev[l] as number, 0, `pev ${term.term} ${l}`);
          });
          near(term.pevTotal, other.pevTotal, 0, `pevTotal ${term.term}`);
        });
      };
      same(mme, denseV);
    },
  );
});
