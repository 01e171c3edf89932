import type { MultiFieldMixed } from '@plotline/contract/statistics-hybrids';
import type { MetRecord } from '@plotline/stats/breeding/met-layout';
import { fitMixedModel } from '@plotline/stats/mixed/fit-mixed-model';
import { computeMixedAnova } from '@plotline/stats/mixed/mixed-anova';
import { criticalT } from '@plotline/stats/mixed/mixed-contrasts';
import { computeMixedMarginalMeans } from '@plotline/stats/mixed/mixed-marginal-means';
import type { MixedModelFit } from '@plotline/stats/mixed/types';
import { finite, significanceOf } from '../hybrids-wire.ts';
import { compareNames } from '../natural-order.ts';

/** The engine's term names → the wire's. */
const TERMS = {
  env: 'environment',
  'env:rep': 'replicate_within_environment',
  line: 'line',
} as const;

const distinct = (labels: Iterable<string>) => [...new Set(labels)].sort(compareNames);

/** True when some line has two values in one environment (G×E is told from the residual). */
export function hasReplication(records: readonly MetRecord[]): boolean {
  const cells = new Set<string>();
  for (const record of records) {
    const key = `${record.genotype}\u0000${record.environment}`;
    if (cells.has(key)) return true;
    cells.add(key);
  }
  return false;
}

/**
 * The line × environment interaction's degrees of freedom among the fixed effects: the filled
 * (line, environment) cells less the lines and environments, plus one (a connected layout). At 0
 * every line × environment effect is a line's or an environment's own (each line but one in one
 * environment): σ²_ge cannot be estimated.
 */
export function interactionDf(records: readonly MetRecord[]): number {
  const cells = new Set(records.map((r) => `${r.genotype}\u0000${r.environment}`));
  const lines = new Set(records.map((r) => r.genotype));
  const environments = new Set(records.map((r) => r.environment));
  return cells.size - lines.size - environments.size + 1;
}

/**
 * True when the environments are linked through shared lines (the line–environment graph is
 * connected): otherwise the environments' and the lines' effects are confounded and the lines'
 * means over the environments cannot be estimated.
 */
export function isConnected(records: readonly MetRecord[]): boolean {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root) as string;
    parent.set(x, root);
    return root;
  };
  const add = (x: string) => {
    if (!parent.has(x)) parent.set(x, x);
  };
  for (const record of records) {
    const a = `e\u0000${record.environment}`;
    const b = `l\u0000${record.genotype}`;
    add(a);
    add(b);
    parent.set(find(a), find(b));
  }
  const roots = new Set([...parent.keys()].map(find));
  return roots.size <= 1;
}

/**
 * The mean standard error of the difference over every pair of the means: the means' weights
 * differ only where the lines do (their own columns), so each SED² = dᵢ'Vdᵢ + dⱼ'Vdⱼ − 2dᵢ'Vdⱼ
 * with dᵢ = wᵢ − w₀ sparse, and all q(q − 1)/2 pairs cost O(q²).
 */
function meanSed(fit: MixedModelFit, weights: readonly Float64Array[]): number {
  const p = fit.beta.length;
  const v = fit.betaCovariance;
  const base = weights[0] as Float64Array;
  const sparse = weights.map((w) => {
    const at: number[] = [];
    const by: number[] = [];
    w.forEach((value, k) => {
      const d = value - (base[k] as number);
      if (Math.abs(d) > 1e-12) {
        at.push(k);
        by.push(d);
      }
    });
    return { at, by };
  });
  const bilinear = (a: (typeof sparse)[number], b: (typeof sparse)[number]) => {
    let sum = 0;
    a.at.forEach((i, s) => {
      b.at.forEach((j, t) => {
        sum += (a.by[s] as number) * (b.by[t] as number) * (v[i * p + j] as number);
      });
    });
    return sum;
  };
  const own = sparse.map((d) => bilinear(d, d));
  let total = 0;
  let pairs = 0;
  for (let i = 0; i < sparse.length; i += 1) {
    for (let j = i + 1; j < sparse.length; j += 1) {
      const variance =
        (own[i] as number) +
        (own[j] as number) -
        2 * bilinear(sparse[i] as (typeof sparse)[number], sparse[j] as (typeof sparse)[number]);
      total += Math.sqrt(Math.max(variance, 0));
      pairs += 1;
    }
  }
  return pairs > 0 ? total / pairs : Number.NaN;
}

/** Plots and environments of each line. */
function lineCounts(records: readonly MetRecord[]) {
  const counts = new Map<string, { plots: number; environments: Set<string> }>();
  for (const record of records) {
    const entry = counts.get(record.genotype) ?? { plots: 0, environments: new Set<string>() };
    entry.plots += 1;
    entry.environments.add(record.environment);
    counts.set(record.genotype, entry);
  }
  return counts;
}

/**
 * The multiple-field comparison's mixed model (decision 053) over every value:
 * `y ~ env + env:rep + line + (1 | line:env)` by REML (`env:rep` only when an environment has
 * two repetitions), the lines' adjusted means over the environments (emmeans), the Type III
 * table with Satterthwaite df (lmerTest), the mean SED of two lines and the НСР₀₅ from it with
 * the line test's denominator df. Pure: it runs on a compute worker. The caller checked
 * `hasReplication`.
 * @throws StatsError when the engine refuses the data
 */
export function fitMultiFieldMixed(records: readonly MetRecord[]): MultiFieldMixed {
  const y = Float64Array.from(records, (r) => r.value);
  const line = records.map((r) => r.genotype);
  const env = records.map((r) => r.environment);
  const rep = records.map((r) => String(r.rep));
  const repsOf = new Map<string, Set<string>>();
  records.forEach((r, i) => {
    const set = repsOf.get(r.environment) ?? new Set<string>();
    set.add(rep[i] as string);
    repsOf.set(r.environment, set);
  });
  const hasReps = [...repsOf.values()].some((set) => set.size > 1);
  const lines = distinct(line);
  const fit = fitMixedModel({
    fixed: {
      response: y,
      factors: [
        { name: 'env', values: env, levels: distinct(env) },
        { name: 'rep', values: rep, levels: distinct(rep) },
        { name: 'line', values: line, levels: lines },
      ],
      terms: hasReps ? [['env'], ['env', 'rep'], ['line']] : [['env'], ['line']],
    },
    random: [{ name: 'line:env', values: line.map((name, i) => `${name}\u0000${env[i]}`) }],
  });
  const anova = computeMixedAnova(fit, 'III');
  const tests = anova.rows.flatMap((row) => {
    const term = TERMS[row.term as keyof typeof TERMS];
    if (!term) return [];
    return [
      {
        term,
        num_df: row.numDf,
        den_df: finite(row.denDf),
        f: finite(row.f),
        p: finite(row.p),
        significance: significanceOf(row.p),
      },
    ];
  });
  const means = computeMixedMarginalMeans(fit, 'line');
  const counts = lineCounts(records);
  const ranked = means.levels.map((name, i) => ({
    line: name,
    mean: finite(means.means[i]),
    se: finite(means.se[i]),
    df: finite(means.dfs[i]),
    n_plots: counts.get(name)?.plots ?? 0,
    n_environments: counts.get(name)?.environments.size ?? 0,
    rank: 0,
  }));
  ranked.sort(
    (a, b) => (b.mean ?? -Infinity) - (a.mean ?? -Infinity) || compareNames(a.line, b.line),
  );
  ranked.forEach((row, i) => {
    const previous = ranked[i - 1];
    row.rank = previous && previous.mean === row.mean ? previous.rank : i + 1;
  });
  const sed = meanSed(fit, means.weights);
  const lineDf = anova.rows.find((row) => row.term === 'line')?.denDf ?? Number.NaN;
  const [gxe, residual] = fit.components;
  return {
    formula: `y ~ env${hasReps ? ' + env:rep' : ''} + line + (1 | line:env)`,
    converged: fit.converged,
    log_likelihood: finite(fit.logLikelihood),
    components: [
      { name: 'line_by_environment', component: gxe },
      { name: 'residual', component: residual },
    ].flatMap(({ name, component }) =>
      component
        ? [
            {
              name: name as 'line_by_environment' | 'residual',
              variance: component.variance,
              se: finite(component.se),
              boundary: component.boundary,
            },
          ]
        : [],
    ),
    tests,
    lines: ranked,
    mean_sed: finite(sed),
    lsd: finite(Number.isFinite(lineDf) && lineDf > 0 ? criticalT(0.975, lineDf) * sed : NaN),
  };
}
