import type { CombinedPlot } from '@plotline/contract/plots';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useTranslation } from 'react-i18next';

/** The grid's context: what cells may ask of the table around them. */
export type PlotGridContext = {
  /** Opens the plot card, on `tab` when given (a tab key of the card). */
  openCard: (plot: CombinedPlot, tab?: string) => void;
};

/** The plot name as a button that opens the plot card. */
export function PlotNameCell({
  data,
  context,
}: CustomCellRendererProps<CombinedPlot, unknown, PlotGridContext>) {
  const { t } = useTranslation();
  if (!data) return null;
  return (
    <button
      type="button"
      className="pl-link-button"
      data-testid="open-plot-card"
      title={t('plots.card.open', { name: data.plot_name })}
      onClick={() => context.openCard(data)}
    >
      {data.plot_name}
    </button>
  );
}
