import type { CombinedPlot, CombinedPlots } from '@plotline/contract/plots';
import { useCallback, useMemo, useState } from 'react';
import {
  type Characteristics,
  characteristicsOfOverview,
  featureKinds,
  mergeCharacteristics,
  resolveDisplayed,
} from '../utils/characteristics.ts';

/**
 * The season's characteristics (phenotypes, stages, technologies, markers): read from the
 * overview page, and widened when later pages reveal names the first page lacked.
 */
export function useCharacteristics(overview: CombinedPlots) {
  const [state, setState] = useState<{ source: CombinedPlots; all: Characteristics }>(() => ({
    source: overview,
    all: characteristicsOfOverview(overview),
  }));
  // A new overview (another season, or the plots changed) starts the names afresh.
  const current =
    state.source === overview
      ? state
      : { source: overview, all: characteristicsOfOverview(overview) };
  if (current !== state) setState(current);
  const { all } = current;

  const observeRows = useCallback((rows: CombinedPlot[]) => {
    setState((previous) => {
      const merged = mergeCharacteristics(previous.all, rows);
      return merged === previous.all ? previous : { ...previous, all: merged };
    });
  }, []);

  const kinds = useMemo(() => featureKinds(overview), [overview]);
  const displayed = useMemo(
    () => resolveDisplayed(all, overview.characteristics_order),
    [all, overview.characteristics_order],
  );
  const editContext = useMemo(
    () => ({ featureKinds: kinds, units: all.units }),
    [kinds, all.units],
  );
  return { all, displayed, featureKinds: kinds, observeRows, editContext };
}
