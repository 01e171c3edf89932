import { useState } from 'react';
import type { LineChanges, TargetPair } from '../utils/line-changes.ts';

/** What the table is computed for: the base variety, the weights' region and the traits. */
export type DraftChoice = { lineId: number | null; regionId: number | null; featureIds: number[] };

const START: DraftChoice = { lineId: null, regionId: null, featureIds: [] };

/**
 * The planned line being drafted: the choice above the table and the target pairs chosen in
 * the modal. Another base variety starts the pairs over (they were chosen against its genotype);
 * the region and the traits only change the prediction, so the pairs stay.
 */
export function useLineDraft() {
  const [choice, setChoice] = useState<DraftChoice>(START);
  const [changes, setChanges] = useState<LineChanges>(new Map());
  return {
    choice,
    changes,
    chooseLine(lineId: number | null) {
      setChoice((current) => ({ ...current, lineId }));
      setChanges(new Map());
    },
    chooseRegion(regionId: number | null) {
      setChoice((current) => ({ ...current, regionId, featureIds: [] }));
    },
    chooseFeatures(featureIds: number[]) {
      setChoice((current) => ({ ...current, featureIds }));
    },
    setPair(mutationId: number, pair: TargetPair | null) {
      setChanges((current) => {
        const next = new Map(current);
        if (pair) next.set(mutationId, pair);
        else next.delete(mutationId);
        return next;
      });
    },
    clearPairs() {
      setChanges(new Map());
    },
  };
}
