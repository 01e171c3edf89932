// Mixed models (issue 18), against the issue's targets and R in the same run:
// - an RCBD of 2,000 lines × 3 repetitions with 5 % of the plots missing: the REML fit with
//   lines random (BLUPs and their PEVs), the REML fit with lines fixed and blocks random, and
//   the НСР₀₅ of every line against the control from its adjusted mean: ≤ 1 s together, and the
//   ratio to lme4 doing the same two fits (`lmer`) in this run (goal: faster than lme4);
// - a GBLUP-sized dense fit (one record per line, y = μ + g + e with var(g) = σ²g·K, K a
//   2,000 × 2,000 VanRaden relationship matrix): ≤ 10 s (the issue: R's rrBLUP took 66 s on this
//   machine class). rrBLUP is not a Debian package; the same run times its `mixed.solve` REML
//   algorithm (spectral decomposition, then a 1-D search) written in base R on the same data.
// `npm run bench -- mixed-models`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tQuantile } from '@plotline/stats/distributions/distributions';
import { fitMixedModel } from '@plotline/stats/mixed/fit-mixed-model';
import { estimateMixedContrast } from '@plotline/stats/mixed/mixed-contrasts';
import type { Report } from './bench-report.ts';

const TARGET_RCBD_MS = 1_000;
const TARGET_GBLUP_MS = 10_000;
const LINES = 2_000;
const REPS = 3;
const MISSING_SHARE = 0.05;
const MARKERS = 3_000;

/** A deterministic pseudo-random stream (Park–Miller), so R and we read the same numbers. */
function stream(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

/** A standard normal draw from the stream (Box–Muller). */
function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(random())) * Math.cos(2 * Math.PI * random());
}

type Rcbd = { y: number[]; line: string[]; rep: string[] };

function simulateRcbd(): Rcbd {
  const random = stream(20261125);
  const lineEffect = Array.from({ length: LINES }, () => 4 * normal(random));
  const repEffect = [0, 2.5, -1.5];
  const trial: Rcbd = { y: [], line: [], rep: [] };
  for (let rep = 0; rep < REPS; rep += 1) {
    for (let line = 0; line < LINES; line += 1) {
      // the control (line 0) keeps all its plots
      if (line > 0 && random() < MISSING_SHARE) continue;
      trial.y.push(
        50 + (repEffect[rep] as number) + (lineEffect[line] as number) + 3 * normal(random),
      );
      trial.line.push(`L${String(line).padStart(4, '0')}`);
      trial.rep.push(String(rep + 1));
    }
  }
  return trial;
}

/** Wall time of `run` in milliseconds (one warm-up first, for the JIT), best of `times`. */
function bestOf<T>(times: number, run: () => T): { ms: number; result: T } {
  let result = run();
  let ms = Number.POSITIVE_INFINITY;
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    result = run();
    ms = Math.min(ms, performance.now() - started);
  }
  return { ms, result };
}

/** Runs an R script (files in `dir`) and reads the seconds it prints; null without Rscript. */
function secondsInR(dir: string, script: string): number | null {
  try {
    execFileSync('Rscript', ['--version'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  writeFileSync(join(dir, 'run.R'), script);
  const out = execFileSync('Rscript', [join(dir, 'run.R')], {
    encoding: 'utf8',
    timeout: 1_800_000,
  });
  return Number(out.trim().split('\n').at(-1));
}

function fitRcbd(trial: Rcbd) {
  const random = fitMixedModel({
    fixed: {
      response: trial.y,
      factors: [{ name: 'rep', values: trial.rep }],
      terms: [['rep']],
    },
    random: [{ name: 'line', values: trial.line }],
  });
  const fixed = fitMixedModel({
    fixed: {
      response: trial.y,
      factors: [{ name: 'line', values: trial.line }],
      terms: [['line']],
    },
    random: [{ name: 'rep', values: trial.rep }],
  });
  // treatment coding, the control L0000 is the reference: line j − control = β_j
  const p = fixed.beta.length;
  let significant = 0;
  const l = new Float64Array(p);
  for (let j = 1; j < p; j += 1) {
    l.fill(0);
    l[j] = 1;
    const difference = estimateMixedContrast(fixed, l);
    const nsr = tQuantile(0.975, difference.df) * difference.se;
    if (Math.abs(difference.estimate) > nsr) significant += 1;
  }
  return { random, fixed, significant };
}

function benchRcbd(report: Report, dir: string) {
  const trial = simulateRcbd();
  const { ms, result } = bestOf(3, () => fitRcbd(trial));
  report(`RCBD ${LINES}×${REPS}, 5 % missing: REML×2+BLUP+НСР`, ms, 'ms', TARGET_RCBD_MS, true);
  const [line, residual] = result.random.components;
  console.log(
    `${''.padEnd(34)} ${trial.y.length} plots; σ²line ${line?.variance.toFixed(4)}, σ²e ${residual?.variance.toFixed(4)}; ${result.significant} lines differ from the control at 5 %`,
  );
  writeFileSync(
    join(dir, 'rcbd.csv'),
    `y,line,rep\n${trial.y.map((y, i) => `${y},${trial.line[i]},${trial.rep[i]}`).join('\n')}`,
  );
  const seconds = secondsInR(
    dir,
    `suppressMessages(library(lme4))
     d <- read.csv("${join(dir, 'rcbd.csv')}", colClasses = c("numeric", "factor", "factor"))
     f <- function() {
       random <- lmer(y ~ rep + (1 | line), data = d)
       u <- ranef(random, condVar = TRUE)
       fixed <- lmer(y ~ line + (1 | rep), data = d)
       v <- vcov(fixed)
     }
     cat(min(sapply(1:2, function(i) system.time(f())[["elapsed"]])), "\\n")`,
  );
  if (seconds !== null) {
    console.log(
      `${''.padEnd(34)} lme4 in this run (the two fits, ranef, vcov): ${(seconds * 1000).toFixed(0)} ms, ratio to lme4 ${(ms / (seconds * 1000)).toFixed(3)} (goal < 1)`,
    );
  } else console.log(`${''.padEnd(34)} (Rscript not installed: no lme4 ratio)`);
}

function simulateGblup() {
  const random = stream(424242);
  // markers coded 0/1/2 with frequencies between 0.05 and 0.95; K = WW'/(2Σp(1−p)) (VanRaden)
  const w = new Float64Array(LINES * MARKERS);
  const effects = new Float64Array(MARKERS);
  let scale = 0;
  for (let m = 0; m < MARKERS; m += 1) {
    const p = 0.05 + 0.9 * random();
    scale += 2 * p * (1 - p);
    effects[m] = normal(random) * 0.05;
    for (let i = 0; i < LINES; i += 1) {
      const dosage = (random() < p ? 1 : 0) + (random() < p ? 1 : 0);
      w[i * MARKERS + m] = dosage - 2 * p;
    }
  }
  const k = new Float64Array(LINES * LINES);
  for (let i = 0; i < LINES; i += 1) {
    for (let j = 0; j <= i; j += 1) {
      let sum = 0;
      for (let m = 0; m < MARKERS; m += 1)
        sum += (w[i * MARKERS + m] as number) * (w[j * MARKERS + m] as number);
      k[i * LINES + j] = sum / scale;
      k[j * LINES + i] = sum / scale;
    }
  }
  const y: number[] = [];
  for (let i = 0; i < LINES; i += 1) {
    let g = 0;
    for (let m = 0; m < MARKERS; m += 1)
      g += (w[i * MARKERS + m] as number) * (effects[m] as number);
    y.push(40 + g + normal(random));
  }
  const lines = Array.from({ length: LINES }, (_, i) => `G${String(i).padStart(4, '0')}`);
  return { k, y, lines };
}

function benchGblup(report: Report, dir: string) {
  const { k, y, lines } = simulateGblup();
  const { ms, result } = bestOf(1, () =>
    fitMixedModel({
      fixed: { response: y, terms: [] },
      random: [{ name: 'line', values: lines, levels: lines, relationship: k }],
    }),
  );
  report(`GBLUP dense K ${LINES}×${LINES}: REML+BLUP`, ms, 'ms', TARGET_GBLUP_MS, true);
  const [g, e] = result.components;
  console.log(`${''.padEnd(34)} σ²g ${g?.variance.toFixed(5)}, σ²e ${e?.variance.toFixed(5)}`);
  writeFileSync(join(dir, 'k.bin'), new Uint8Array(k.buffer));
  writeFileSync(join(dir, 'y.txt'), y.join('\n'));
  // rrBLUP 4.6.3's mixed.solve(y, K = K, method = "REML") step by step (its algorithm, base R)
  const seconds = secondsInR(
    dir,
    `n <- ${LINES}
     K <- matrix(readBin("${join(dir, 'k.bin')}", "double", n * n), n, n)
     y <- scan("${join(dir, 'y.txt')}", quiet = TRUE)
     f <- function() {
       X <- matrix(1, n, 1); p <- 1
       S <- diag(n) - X %*% solve(crossprod(X), t(X))
       offset <- sqrt(n)
       Hb <- K + offset * diag(n)
       Hb.system <- eigen(Hb, symmetric = TRUE)
       phi <- Hb.system$values - offset
       SHbS <- S %*% Hb %*% S
       SHbS.system <- eigen(SHbS, symmetric = TRUE)
       theta <- SHbS.system$values[1:(n - p)] - offset
       Q <- SHbS.system$vectors[, 1:(n - p)]
       omega <- crossprod(Q, y)
       omega.sq <- omega^2
       f.REML <- function(lambda, n.p, theta, omega.sq) {
         n.p * log(sum(omega.sq / (theta + lambda))) + sum(log(theta + lambda))
       }
       soln <- optimize(f.REML, interval = c(1e-9, 1e9), n - p, theta, omega.sq)
       lambda.opt <- soln$minimum
       Vu.opt <- sum(omega.sq / (theta + lambda.opt)) / (n - p)
       Ve.opt <- lambda.opt * Vu.opt
       Hinv <- Hb.system$vectors %*% (t(Hb.system$vectors) / (phi + lambda.opt))
       W <- crossprod(X, Hinv %*% X)
       beta <- solve(W, crossprod(X, Hinv %*% y))
       u <- K %*% (Hinv %*% (y - X %*% beta))
       c(Vu.opt, Ve.opt)
     }
     t <- system.time(r <- f())[["elapsed"]]
     cat(r, "\\n"); cat(t, "\\n")`,
  );
  if (seconds !== null) {
    console.log(
      `${''.padEnd(34)} rrBLUP's mixed.solve algorithm in R, this run: ${(seconds * 1000).toFixed(0)} ms, ratio ${(ms / (seconds * 1000)).toFixed(3)}`,
    );
  } else console.log(`${''.padEnd(34)} (Rscript not installed: no R ratio)`);
}

export async function benchMixedModels(report: Report) {
  const dir = mkdtempSync(join(tmpdir(), 'plotline-bench-mixed-'));
  try {
    benchRcbd(report, dir);
    benchGblup(report, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
