import { StatsError } from '@plotline/stats/errors';
import { type AnovaRow, computeOneWayAnova, type ResidualRow } from '@plotline/stats/linear/anova';
import type { EncodedFactor } from '@plotline/stats/linear/encode-factor';
import { decompose, residualSumOfSquares } from '@plotline/stats/linear/householder-qr';
import { testAnovaTerm } from '@plotline/stats/linear/linear-model';

/** A factor of the model: its name and its observations' level codes. */
export type ModelFactor = EncodedFactor & { name: string };

/** An ANOVA table: one row per factor, in the given order, and the residual. */
export type AnovaTable = { rows: AnovaRow[]; residual: ResidualRow };

/** The aliasing tolerance of R's `dqrdc2` (householder-qr.ts). */
const ALIAS_TOLERANCE = 1e-7;

/**
 * ANOVA of the additive model `y ~ f₁ + f₂ + …` (main effects, no interactions). One factor:
 * the one-way ANOVA. Several: Type II sums of squares, SS(fᵢ | every other factor) =
 * RSS(without fᵢ) − RSS(full), with the full model's residual (R `car::Anova(lm(…), type = 2)`,
 * statsmodels `anova_lm(typ=2)`); a factor aliased with the others (nested in them) gets df 0
 * and no F.
 * The factor with the most levels (the lines of a nursery, hundreds of them) is absorbed
 * rather than coded (Frisch–Waugh–Lovell: y and the other factors' treatment-coded columns
 * are centred within its levels), so the least squares only ever see the small factors'
 * columns: O(n·p²) with p the small factors' levels, instead of the lines'.
 * @throws StatsError('notEnoughData') with fewer than two levels of a single factor, or no
 *   residual degrees of freedom
 */
export function computeAdditiveAnova(y: Float64Array, factors: readonly ModelFactor[]): AnovaTable {
  const [only] = factors;
  if (factors.length === 1 && only) {
    const codes = only.levels.map((_, code) => String(code));
    const anova = computeOneWayAnova(y, only.codes, codes);
    return { rows: [{ ...anova.rows[0], source: only.name }], residual: anova.residual };
  }
  let widest = 0;
  factors.forEach((factor, index) => {
    if (factor.levels.length > (factors[widest] as ModelFactor).levels.length) widest = index;
  });
  return absorbedTypeII(y, factors, widest);
}

/** Treatment-coded columns of a factor: an indicator of each level but the first. */
function levelIndicators(factor: ModelFactor): Float64Array[] {
  return factor.levels
    .slice(1)
    .map((_, index) => Float64Array.from(factor.codes, (code) => (code === index + 1 ? 1 : 0)));
}

/** x minus its mean within each level of `factor`. */
function centreWithin(x: Float64Array, factor: ModelFactor): Float64Array {
  const k = factor.levels.length;
  const sums = new Float64Array(k);
  const counts = new Float64Array(k);
  x.forEach((value, i) => {
    const level = factor.codes[i] as number;
    sums[level] = (sums[level] as number) + value;
    counts[level] = (counts[level] as number) + 1;
  });
  return x.map((value, i) => {
    const level = factor.codes[i] as number;
    return value - (sums[level] as number) / (counts[level] as number);
  });
}

const norm = (x: Float64Array) => Math.sqrt(x.reduce((sum, value) => sum + value * value, 0));

/** Rank and RSS of the least squares of y on the columns (aliased ones set aside). */
function fit(columns: Float64Array[], y: Float64Array): { rank: number; rss: number } {
  const qr = decompose(columns, y);
  return { rank: qr.rank, rss: residualSumOfSquares(qr.effects, qr.rank) };
}

/**
 * Type II table with factor `a` absorbed. Within its levels the model is y − ȳ_a on the
 * centred columns of the other factors (rank k_a plus theirs); a column that centring empties
 * (below dqrdc2's 1e-7 of its length) is aliased with `a`. Without `a`: y on an intercept and
 * the other factors' columns.
 */
function absorbedTypeII(y: Float64Array, factors: readonly ModelFactor[], a: number): AnovaTable {
  const absorbed = factors[a] as ModelFactor;
  const yWithin = centreWithin(y, absorbed);
  const raw = factors.map((factor, t) => (t === a ? [] : levelIndicators(factor)));
  const within = raw.map((columns) =>
    columns
      .map((column) => ({ column, centred: centreWithin(column, absorbed) }))
      .filter(({ column, centred }) => norm(centred) >= ALIAS_TOLERANCE * norm(column))
      .map(({ centred }) => centred),
  );
  const full = fit(within.flat(), yWithin);
  const rank = absorbed.levels.length + full.rank;
  const dfResidual = y.length - rank;
  if (dfResidual < 1) {
    throw new StatsError('notEnoughData', 'no residual degrees of freedom', {
      key: 'noResidualDf',
    });
  }
  const residual: ResidualRow = { df: dfResidual, ss: full.rss, ms: full.rss / dfResidual };
  const rows = factors.map((factor, t) => {
    if (t === a) {
      const others = fit([new Float64Array(y.length).fill(1), ...raw.flat()], y);
      return testAnovaTerm(factor.name, rank - others.rank, others.rss - full.rss, residual);
    }
    const without = fit(within.filter((_, other) => other !== t).flat(), yWithin);
    return testAnovaTerm(factor.name, full.rank - without.rank, without.rss - full.rss, residual);
  });
  return { rows, residual };
}
