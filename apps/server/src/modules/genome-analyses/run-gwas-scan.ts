import {
  abortTridiagonalHelper,
  createTridiagonalWorkspace,
} from '@plotline/stats/mixed/tridiagonal-team';
import { defineComputeTask } from '../../platform/compute/compute-task.ts';
import type {
  computeGwas,
  GwasTaskInput,
  GwasTaskOutput,
  gwasNullModel,
  helpGwasNullModel,
  scanGwasMarkers,
} from './compute-gwas.ts';
import { summariseGwas } from './compute-gwas.ts';
import { genomePool } from './genome-pool.ts';

const task = <Fn extends (...args: never[]) => unknown>(name: string) =>
  defineComputeTask<Fn>(new URL('./compute-gwas.ts', import.meta.url), name);
const COMPUTE = task<typeof computeGwas>('computeGwas');
const NULL_MODEL = task<typeof gwasNullModel>('gwasNullModel');
const HELP_NULL_MODEL = task<typeof helpGwasNullModel>('helpGwasNullModel');
const SCAN = task<typeof scanGwasMarkers>('scanGwasMarkers');

/** Markers per share below which the scan stays on one worker. */
const MIN_SHARE = 2_000;

/**
 * A GWAS scan on the genome pool (decision 054). The single-marker model without covariates is
 * one task (a regression per marker, fast). Otherwise the null model first — principal
 * components and, for the mixed model, REML with the GRM's reduction shared by both workers —
 * then the markers in equal shares, one per worker (each factorises H once), joined in marker
 * order; BH q-values, λ and the thresholds over the whole scan.
 */
export async function runGwasScan(
  input: GwasTaskInput,
  signal?: AbortSignal,
): Promise<GwasTaskOutput> {
  const options = { signal };
  if (input.model === 'single' && input.components === 0)
    return genomePool.run(COMPUTE, [input], options);
  const { matrix, ...nullInput } = input;
  const workspace = input.model === 'mixed' ? createTridiagonalWorkspace(matrix.n) : undefined;
  const modelling = genomePool.run(NULL_MODEL, [{ ...nullInput, workspace }], options);
  // a null model that never starts (aborted while queued, refused) lets its helper go at once
  if (workspace) modelling.catch(() => abortTridiagonalHelper(workspace));
  const helping = workspace
    ? genomePool.run(HELP_NULL_MODEL, [workspace], options).catch(() => 0)
    : Promise.resolve(0);
  const [nullModel] = await Promise.all([modelling, helping]);
  const m = matrix.m;
  const shares = Math.max(1, Math.min(genomePool.maxWorkers, Math.floor(m / MIN_SHARE)));
  const bounds = Array.from({ length: shares + 1 }, (_, k) => Math.round((k * m) / shares));
  const parts = await Promise.all(
    bounds
      .slice(1)
      .map((to, k) =>
        genomePool.run(
          SCAN,
          [{ ...input, nullModel, markers: { from: bounds[k] as number, to } }],
          options,
        ),
      ),
  );
  const join = (key: 'beta' | 'se' | 'p') => {
    const out = new Float64Array(m);
    parts.forEach((part, k) => {
      out.set(part[key], bounds[k] as number);
    });
    return out;
  };
  return summariseGwas({ beta: join('beta'), se: join('se'), p: join('p') }, nullModel.variance);
}
