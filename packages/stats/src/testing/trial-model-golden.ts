/**
 * The golden RCBD of decision 050 for the tests: 16 lines × 3 repetitions, 5 plots missing,
 * control L01 (`packages/stats/golden/mixed/trial-model-rcbd/trial-model-rcbd.csv`), and R's frozen answers
 * (`trial-model-rcbd.json` beside it, made by `trial-model-rcbd.R`: lmerTest + emmeans).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const GOLDEN = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'golden',
  'mixed',
  'trial-model-rcbd',
);

/** One plot of the golden trial. */
export type GoldenPlot = { plot: string; line: string; rep: number; y: number; missing: boolean };

type Contrast = {
  estimate: number;
  se: number;
  df: number;
  t: number;
  p: number;
  lower: number;
  upper: number;
  nsr05: number;
  nsr01: number;
  nsr_stars: string;
};
type MixedAnswer = {
  block_variance: number;
  residual_variance: number;
  reml_log_likelihood: number;
  means: Record<string, { emmean: number; se: number; df: number }>;
  contrasts: Record<string, Contrast>;
};
type SimpleRow = {
  mean: number;
  nsr05: number;
  nsr_stars: string;
  p: number;
  lower: number;
  upper: number;
};

/** R's answers (see trial-model-rcbd.R). */
export type TrialGolden = {
  control: string;
  missing: string[];
  mixed: MixedAnswer;
  simple: { mse: number; df: number; rows: Record<string, SimpleRow> };
  balanced: { mse: number; df: number; nsr05: number; mixed: MixedAnswer };
  /** `trial-model-boundary.csv`: σ²_b on the boundary 0. */
  boundary: MixedAnswer;
};

/** The 48 plots in file order (line after line, repetitions 1–3). */
export function readGoldenPlots(): GoldenPlot[] {
  const [, ...lines] = readFileSync(join(GOLDEN, 'trial-model-rcbd.csv'), 'utf8')
    .trim()
    .split('\n');
  return lines.map((line) => {
    const [plot, name, rep, y, missing] = line.split(',');
    return {
      plot: plot as string,
      line: name as string,
      rep: Number(rep),
      y: Number(y),
      missing: missing === '1',
    };
  });
}

/** The boundary case's plots (6 lines × 3 repetitions, 2 missing, no block effect). */
export function readBoundaryPlots(): Pick<GoldenPlot, 'line' | 'rep' | 'y'>[] {
  const [, ...lines] = readFileSync(join(GOLDEN, 'trial-model-boundary.csv'), 'utf8')
    .trim()
    .split('\n');
  return lines.map((line) => {
    const [name, rep, y] = line.split(',');
    return { line: name as string, rep: Number(rep), y: Number(y) };
  });
}

/** R's frozen answers. */
export function readTrialGolden(): TrialGolden {
  return JSON.parse(readFileSync(join(GOLDEN, 'trial-model-rcbd.json'), 'utf8'));
}

/** The relative error |actual − expected| / |expected| (REML optima are checked to 1e-5). */
export function relativeError(actual: number, expected: number): number {
  return Math.abs(actual - expected) / Math.abs(expected);
}
