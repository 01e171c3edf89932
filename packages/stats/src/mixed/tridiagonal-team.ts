/**
 * The O(n³) parts of a one-relationship REML fit (`relationship-fit.ts`) shared by two threads
 * (decision 054): the thread that runs the fit (the leader) and a helper on another worker
 * (`helpTridiagonalise`), over one workspace in SharedArrayBuffers.
 * - K's Householder tridiagonalisation (`tridiagonalise(a, n, team)`): each step's fused pass
 *   (`updateAndMultiply`) is cut into row chunks of equal work; both threads claim chunks until
 *   none is left, each adding its rows' share of p = A·v into its own vector, and the leader sums
 *   the two. The serial part of a step (the next reflector, O(n)) stays with the leader.
 * - diag(V⁻¹) from V's Cholesky factor (`team.inverseDiagonal`): the columns of L⁻¹ in chunks of
 *   equal work, each thread writing its columns' squared norms (`squaredSolutionNorms`).
 *
 * The leader never waits for a helper that has not come: a helper that starts late (its worker
 * busy) or never just leaves the chunks to the leader, and a helper that sees no new step for
 * `HELPER_PATIENCE_MS` (its leader gone) or the workspace's abort flag leaves. So the pair cannot
 * deadlock, and the result does not depend on how the chunks were shared (each chunk's rows are
 * computed the same way; only p's summation order differs, within rounding).
 *
 * Claims carry the step: `claim` = step·CHUNK_LIMIT + next chunk, taken by compare-and-swap, so a
 * helper still busy with an old step cannot take a chunk of a new one. JavaScript's Atomics are
 * sequentially consistent: what a thread wrote before an atomic store is seen by a thread that
 * has read that store.
 */
import { cholesky } from './dense-cholesky.ts';
import { squaredSolutionNorms } from './triangular-norms.ts';
import { updateAndMultiply } from './tridiagonal-pass.ts';

/** Shared memory for a tridiagonalisation of at most `capacity` rows. */
export type TridiagonalWorkspace = {
  capacity: number;
  /** The matrix (n×n row-major at the start, n ≤ capacity); the leader fills it. */
  matrix: Float64Array;
  /** v₀, w₀, v and the helper's p, `capacity` each. */
  vectors: Float64Array;
  /** V's Cholesky factor (n×n) and diag(V⁻¹). */
  factor: Float64Array;
  norms: Float64Array;
  control: Int32Array;
  /** Chunk boundaries of the current step. */
  bounds: Int32Array;
};

/** What a tridiagonalisation asks of its team at each step. */
export type TridiagonalTeam = {
  /** Below this many trailing rows the leader works alone (a chunk would cost more to share). */
  minimumRows: number;
  pass(
    first: number,
    vOld: Float64Array,
    wOld: Float64Array,
    v: Float64Array,
    p: Float64Array,
  ): void;
  /**
   * V's Cholesky factor L (in the workspace) and diag(V⁻¹) = the squared column norms of L⁻¹,
   * for V (n×n, lower triangle read); null when V is not positive definite.
   */
  inverseDiagonal(v: Float64Array): { factor: Float64Array; diagonal: Float64Array } | null;
  /** Sends the helper away (called once, also after an error). */
  finish(): void;
};

const STEP = 0;
const CLAIM = 1;
const DONE = 2;
const BY_HELPER = 3;
const FIRST = 4;
const SIZE = 5;
const CHUNKS = 6;
const ABORT = 7;
const HELPER_PRESENT = 8;
const KIND = 9;
const CONTROL_SLOTS = 10;
/** What a step's chunks are: rows of a tridiagonal pass, or columns of L⁻¹. */
const PASS = 1;
const NORMS = 2;
const FINISHED = -1;
const CHUNK_LIMIT = 1024;
const CHUNKS_PER_STEP = 8;
const MINIMUM_ROWS = 160;
/** A helper that sees no new step for this long leaves (its leader has gone or never came). */
const HELPER_PATIENCE_MS = 10_000;
/** Polls of the step counter before a helper sleeps on it. */
const SPINS = 20_000;

const shared = (bytes: number) => new SharedArrayBuffer(bytes);

export function createTridiagonalWorkspace(capacity: number): TridiagonalWorkspace {
  return {
    capacity,
    matrix: new Float64Array(shared(capacity * capacity * 8)),
    vectors: new Float64Array(shared(4 * capacity * 8)),
    factor: new Float64Array(shared(capacity * capacity * 8)),
    norms: new Float64Array(shared(capacity * 8)),
    control: new Int32Array(shared(CONTROL_SLOTS * 4)),
    bounds: new Int32Array(shared((CHUNKS_PER_STEP + 1) * 4)),
  };
}

/** True once a helper has started on the workspace. */
export function hasTridiagonalHelper(workspace: TridiagonalWorkspace): boolean {
  return Atomics.load(workspace.control, HELPER_PRESENT) === 1;
}

/** Asks a helper to leave (a cancelled job); the leader then finishes alone. */
export function abortTridiagonalHelper(workspace: TridiagonalWorkspace): void {
  Atomics.store(workspace.control, ABORT, 1);
  Atomics.notify(workspace.control, STEP);
}

function slices(workspace: TridiagonalWorkspace) {
  const { vectors, capacity } = workspace;
  return [0, 1, 2, 3].map((k) => vectors.subarray(k * capacity, (k + 1) * capacity)) as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
}

/** Takes chunks of `step` until none is left; returns how many this thread did. */
function claimChunks(
  workspace: TridiagonalWorkspace,
  step: number,
  p: Float64Array,
  helper: boolean,
) {
  const { control, bounds, matrix, factor, norms } = workspace;
  const [vOld, wOld, v] = slices(workspace);
  const n = control[SIZE] as number;
  const first = control[FIRST] as number;
  const chunks = control[CHUNKS] as number;
  const kind = control[KIND] as number;
  const unitVector = (j: number, target: Float64Array) => {
    target.fill(0);
    target[j] = 1;
    return j;
  };
  let done = 0;
  for (;;) {
    const claim = Atomics.load(control, CLAIM);
    const chunk = claim % CHUNK_LIMIT;
    if ((claim - chunk) / CHUNK_LIMIT !== step || chunk >= chunks) return done;
    if (Atomics.compareExchange(control, CLAIM, claim, claim + 1) !== claim) continue;
    const lo = bounds[chunk] as number;
    const hi = bounds[chunk + 1] as number;
    if (kind === PASS) updateAndMultiply(matrix, n, first, lo, hi, vOld, wOld, v, p);
    else
      norms.set(
        squaredSolutionNorms(factor, n, hi - lo, (c, target) => unitVector(lo + c, target)),
        lo,
      );
    if (helper) Atomics.add(control, BY_HELPER, 1);
    Atomics.add(control, DONE, 1);
    done += 1;
  }
}

/**
 * The leader's side for a matrix of n rows already in `workspace.matrix` (its first n² entries,
 * row-major n×n); null when n exceeds the workspace (then the caller works alone and must still
 * let the helper go: `abortTridiagonalHelper`).
 */
export function leadTridiagonalTeam(
  workspace: TridiagonalWorkspace,
  n: number,
): TridiagonalTeam | null {
  if (n > workspace.capacity) return null;
  const { control, bounds } = workspace;
  const [sharedVOld, sharedWOld, sharedV, helperP] = slices(workspace);
  control[SIZE] = n;
  let step = 0;
  /** Publishes a step of `kind` over the chunks in `bounds`, works it with the helper. */
  const runStep = (kind: number, first: number, p: Float64Array) => {
    step += 1;
    control[KIND] = kind;
    control[FIRST] = first;
    control[CHUNKS] = CHUNKS_PER_STEP;
    Atomics.store(control, DONE, 0);
    Atomics.store(control, BY_HELPER, 0);
    Atomics.store(control, CLAIM, step * CHUNK_LIMIT);
    Atomics.store(control, STEP, step);
    Atomics.notify(control, STEP);
    claimChunks(workspace, step, p, false);
    const started = performance.now();
    // the helper is finishing its last chunk: a short wait, not worth a sleep
    for (let spin = 1; Atomics.load(control, DONE) < CHUNKS_PER_STEP; spin += 1)
      if (spin % SPINS === 0 && performance.now() - started > HELPER_PATIENCE_MS)
        throw new Error('the tridiagonalisation helper stopped inside a chunk');
    return Atomics.load(control, BY_HELPER) > 0;
  };
  return {
    minimumRows: MINIMUM_ROWS,
    pass(first, vOld, wOld, v, p) {
      sharedVOld.set(vOld.subarray(first, n), first);
      sharedWOld.set(wOld.subarray(first, n), first);
      sharedV.set(v.subarray(first, n), first);
      // equal work per chunk: row i of the trailing block costs about i − first
      const rows = n - first;
      for (let c = 0; c <= CHUNKS_PER_STEP; c += 1)
        bounds[c] = first + Math.round(rows * Math.sqrt(c / CHUNKS_PER_STEP));
      if (runStep(PASS, first, p))
        for (let i = first; i < n; i += 1) p[i] = (p[i] as number) + (helperP[i] as number);
    },
    inverseDiagonal(v) {
      const factor = workspace.factor.subarray(0, n * n);
      if (!cholesky(v, n, factor)) return null;
      // equal work per chunk: column j of L⁻¹ costs about (n − j)²/2, so the work left from
      // column j on grows as (n − j)³
      for (let c = 0; c <= CHUNKS_PER_STEP; c += 1)
        bounds[c] = Math.round(n * (1 - Math.cbrt(1 - c / CHUNKS_PER_STEP)));
      runStep(NORMS, 0, helperP);
      return { factor, diagonal: Float64Array.from(workspace.norms.subarray(0, n)) };
    },
    finish() {
      Atomics.store(control, STEP, FINISHED);
      Atomics.notify(control, STEP);
    },
  };
}

/**
 * The helper's side: takes chunks of every step the leader publishes until it finishes (or the
 * abort flag, or no step for HELPER_PATIENCE_MS). Returns the number of chunks it did.
 */
export function helpTridiagonalise(workspace: TridiagonalWorkspace): number {
  const { control } = workspace;
  const helperP = slices(workspace)[3];
  Atomics.store(control, HELPER_PRESENT, 1);
  let seen = 0;
  let done = 0;
  let spins = 0;
  let lastProgress = performance.now();
  for (;;) {
    const step = Atomics.load(control, STEP);
    if (step === FINISHED || Atomics.load(control, ABORT) === 1) return done;
    if (step === seen) {
      spins += 1;
      if (spins < SPINS) continue;
      Atomics.wait(control, STEP, seen, 50);
      if (performance.now() - lastProgress > HELPER_PATIENCE_MS) return done;
      continue;
    }
    seen = step;
    spins = 0;
    lastProgress = performance.now();
    if (control[KIND] === PASS) helperP.fill(0, control[FIRST] as number, control[SIZE] as number);
    done += claimChunks(workspace, step, helperP, true);
  }
}
