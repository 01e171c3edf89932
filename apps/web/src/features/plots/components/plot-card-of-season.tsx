import { type PlotRef, usePlotOfSeason } from '../hooks/use-plot-of-season.ts';
import { PlotCardDrawer } from './plot-card-drawer.tsx';

type PlotCardOfSeasonProps = { yearId: number; plot: PlotRef | null; onClose: () => void };

/** The plot card of a plot known by id and name (a field-map cell), loaded when opened. */
export function PlotCardOfSeason({ yearId, plot, onClose }: PlotCardOfSeasonProps) {
  const loaded = usePlotOfSeason(yearId, plot);
  return <PlotCardDrawer plot={loaded} onClose={onClose} />;
}
