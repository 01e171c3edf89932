import type { CrossRow, CrossSort } from '@plotline/contract/crossing-table';
import { evaluateCrosses } from '@plotline/stats/genome/crossing/evaluate-crosses';
import type { LineDosages } from '../marker-weights/line-dosages.ts';
import type { MarkerWeight } from '../marker-weights/read-weights.ts';
import type { CrossParent } from './resolve-cross-parents.ts';

/** What the engine needs beyond the parents: the weighted traits and where to centre them. */
export type CrossSetup = {
  featureIds: readonly number[];
  weights: readonly MarkerWeight[];
  dosages: LineDosages;
  panelMeans: ReadonlyMap<number, number>;
  /** Per trait (order of featureIds): the mean added to the genetic part, and the check. */
  baselines: readonly number[];
  checks: readonly number[];
  /** The traits where a low value is wanted. */
  lowerIsBetter: ReadonlySet<number>;
  intensity: number;
};

/**
 * Lays the parents' doses and the weights out as the engine's typed arrays (markers = the
 * weighted ones), evaluates every cross and answers rows sorted best first by `sortBy` of the
 * first trait (ties by mother, then father name), and how many weighted markers a parent has
 * a dose at. Best is highest, but lowest for the mean and UC of a trait where lower is better
 * (its P(beat) already counts the progeny below the check).
 */
export function runCrossEngine(
  setup: CrossSetup,
  mothers: readonly CrossParent[],
  fathers: readonly CrossParent[],
  sortBy: CrossSort,
): { rows: CrossRow[]; markersUsed: number } {
  const markerIds = [...new Set(setup.weights.map((weight) => weight.mutation_id))];
  const column = new Map(markerIds.map((id, j) => [id, j]));
  const m = markerIds.length;
  const traits = setup.featureIds.map((featureId, t) => {
    const effects = new Float64Array(m);
    for (const weight of setup.weights)
      if (weight.feature_id === featureId)
        effects[column.get(weight.mutation_id) as number] = weight.effect;
    return {
      effects,
      baseline: setup.baselines[t] as number,
      check: setup.checks[t] as number,
      lowerIsBetter: setup.lowerIsBetter.has(featureId),
    };
  });
  const parents = [...new Map([...mothers, ...fathers].map((p) => [p.id, p])).values()];
  const row = new Map(parents.map((parent, i) => [parent.id, i]));
  const doses = new Float64Array(parents.length * m).fill(Number.NaN);
  const covered = new Uint8Array(m);
  for (const [i, parent] of parents.entries())
    for (const [mutationId, dose] of setup.dosages.get(parent.id) ?? []) {
      const j = column.get(mutationId);
      if (j === undefined) continue;
      doses[i * m + j] = dose;
      covered[j] = 1;
    }
  const panelMeans = Float64Array.from(markerIds, (id) => setup.panelMeans.get(id) ?? 0);
  const result = evaluateCrosses({
    m,
    doses,
    panelMeans,
    traits,
    mothers: mothers.map((p) => row.get(p.id) as number),
    fathers: fathers.map((p) => row.get(p.id) as number),
    intensity: setup.intensity,
  });
  const k = traits.length;
  const rows: CrossRow[] = Array.from(result.mother, (mother, c) => {
    const one = parents[mother] as CrossParent;
    const two = parents[result.father[c] as number] as CrossParent;
    return {
      mother_id: one.id,
      mother_name: one.name,
      father_id: two.id,
      father_name: two.name,
      traits: setup.featureIds.map((featureId, t) => ({
        feature_id: featureId,
        mean: result.mean[c * k + t] as number,
        sd: result.sd[c * k + t] as number,
        uc: result.uc[c * k + t] as number,
        p_beat: result.pBeat[c * k + t] as number,
      })),
    };
  });
  const descending = sortBy === 'p_beat' || !traits[0]?.lowerIsBetter;
  const key = (r: CrossRow) => {
    const value = (r.traits[0] as CrossRow['traits'][number])[sortBy];
    return descending ? value : -value;
  };
  rows.sort(
    (a, b) =>
      key(b) - key(a) ||
      a.mother_name.localeCompare(b.mother_name) ||
      a.father_name.localeCompare(b.father_name),
  );
  return { rows, markersUsed: covered.reduce((sum, x) => sum + x, 0) };
}
