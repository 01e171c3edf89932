/**
 * The random terms of a mixed model on the observations used: each term's level index per
 * observation, its levels and its relationship matrix K (identity when not given), checked.
 */
import { StatsError } from '../errors.ts';
import { encodeFactor } from '../linear/encode-factor.ts';
import type { TridiagonalWorkspace } from './tridiagonal-team.ts';
import type { RandomTermInput } from './types.ts';

/** A random term on the observations used. */
export type RandomTerm = {
  name: string;
  levels: string[];
  /** Level index of each used observation. */
  codes: Int32Array;
  /** K over the levels (q×q row-major), or null for the identity. */
  relationship: Float64Array | null;
  /** Shared memory for K's reduction with a helper thread (RandomTermInput.workspace). */
  workspace: TridiagonalWorkspace | null;
};

/** True when an observation has no level of the term (missing label). */
export function isMissingLabel(value: string | number | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'number' && !Number.isFinite(value)) ||
    value === ''
  );
}

function checkRelationship(term: RandomTermInput, k: Float64Array, q: number): void {
  const fail = (why: string) =>
    new StatsError('notEnoughData', `relationship matrix of ${term.name}: ${why}`, {
      key: 'relationshipMatrixInvalid',
      params: { term: term.name, levels: q },
    });
  if (k.length !== q * q) throw fail(`expected ${q}×${q} values, got ${k.length}`);
  for (let i = 0; i < q; i += 1) {
    const kii = k[i * q + i] as number;
    if (!Number.isFinite(kii) || kii < 0) throw fail('a diagonal element is negative or missing');
    for (let j = 0; j < i; j += 1) {
      const a = k[i * q + j] as number;
      const b = k[j * q + i] as number;
      const scale = Math.max(Math.abs(a), Math.abs(b), 1e-300);
      if (!Number.isFinite(a) || Math.abs(a - b) > 1e-8 * scale) throw fail('not symmetric');
    }
  }
}

/**
 * Reads each random term on the used observations `rows` (indices into the input). Levels:
 * the given ones (a relationship matrix follows them) or the sorted labels of the used rows.
 * @throws StatsError('notEnoughData', reason `randomTermOneLevel`) for a term with one level
 * @throws StatsError('notEnoughData', reason `relationshipMatrixInvalid`) for a K of the
 *   wrong size, not symmetric, or with a negative diagonal
 */
export function readRandomTerms(inputs: readonly RandomTermInput[], rows: number[]): RandomTerm[] {
  return inputs.map((term) => {
    const labels = rows.map((i) => term.values[i] as string | number);
    const { codes, levels } = encodeFactor(labels, term.levels);
    const used = new Set(codes).size;
    if (used < 2)
      throw new StatsError('notEnoughData', `random term ${term.name} has one level`, {
        key: 'randomTermOneLevel',
        params: { term: term.name },
      });
    const relationship = term.relationship ?? null;
    if (relationship) checkRelationship(term, relationship, levels.length);
    return { name: term.name, levels, codes, relationship, workspace: term.workspace ?? null };
  });
}

/** V_k = Z_k·K_k·Z_k' (n×n) of a term on the observations. */
export function termCovariance(term: RandomTerm): Float64Array {
  const n = term.codes.length;
  const q = term.levels.length;
  const v = new Float64Array(n * n);
  const k = term.relationship;
  for (let i = 0; i < n; i += 1) {
    const ci = term.codes[i] as number;
    for (let j = 0; j < n; j += 1) {
      const cj = term.codes[j] as number;
      v[i * n + j] = k ? (k[ci * q + cj] as number) : ci === cj ? 1 : 0;
    }
  }
  return v;
}
