import type { CombinedPlot } from '@plotline/contract/plots';
import { createContext, type ReactNode, use } from 'react';

/** The key of the sequencing files tab (the table's Files column opens the card on it). */
export const FILES_TAB_KEY = 'genome-files';

/** A tab another feature adds to the plot card (the sequencing files). */
export type PlotCardTab = {
  key: string;
  label: ReactNode;
  render: (plot: CombinedPlot) => ReactNode;
};

/**
 * Tabs of other features for the plot card: features do not import each other, so the page
 * showing plot cards provides them (`<PlotCardTabsSlot value={tabs}>`); none by default.
 */
export const PlotCardTabsSlot = createContext<readonly PlotCardTab[]>([]);

/** The tabs the page provided for the plot card. */
export function usePlotCardTabs(): readonly PlotCardTab[] {
  return use(PlotCardTabsSlot);
}
