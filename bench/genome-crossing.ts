// The crossing table (issue 19, decision 054): mean, SD, usefulness and P(beat the check) of
// every unordered cross of 100 mothers × 100 fathers (the same 100 lines: 4,950 crosses) for
// 5 traits at 400 weighted markers, 2 % missing doses — the engine as `cross_result/` runs it.
// Target ≤ 2 s. `npm run bench -- genome-crossing`.
import { evaluateCrosses } from '@plotline/stats/genome/crossing/evaluate-crosses';
import { selectionIntensity } from '@plotline/stats/genome/crossing/selection-intensity';
import type { Report } from './bench-report.ts';

const PARENTS = 100;
const MARKERS = 400;
const TRAITS = 5;
const TARGET_MS = 2_000;

/** Park–Miller stream: the panel is the same on every run. */
function stream(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

export async function benchGenomeCrossing(report: Report) {
  const random = stream(19);
  const doses = new Float64Array(PARENTS * MARKERS);
  const panelMeans = new Float64Array(MARKERS);
  for (let j = 0; j < MARKERS; j += 1) {
    const p = 0.1 + 0.8 * random();
    for (let i = 0; i < PARENTS; i += 1)
      doses[i * MARKERS + j] =
        random() < 0.02 ? Number.NaN : (random() < p ? 1 : 0) + (random() < p ? 1 : 0);
    panelMeans[j] = 2 * p;
  }
  const traits = Array.from({ length: TRAITS }, () => ({
    effects: Float64Array.from({ length: MARKERS }, () => random() - 0.5),
    baseline: 50,
    check: 52,
  }));
  const parents = Array.from({ length: PARENTS }, (_, i) => i);
  const started = performance.now();
  const result = evaluateCrosses({
    m: MARKERS,
    doses,
    panelMeans,
    traits,
    mothers: parents,
    fathers: parents,
    intensity: selectionIntensity(0.1),
  });
  const ms = performance.now() - started;
  report(`crossing table ${PARENTS}×${PARENTS}×${TRAITS}×${MARKERS}`, ms, 'ms', TARGET_MS, true);
  console.log(`${''.padEnd(34)} ${result.mother.length} crosses`);
}
