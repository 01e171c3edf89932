import type { PlotFilesSummary } from '@plotline/contract/genome-files-summary';
import type { CombinedPlot } from '@plotline/contract/plots';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useTranslation } from 'react-i18next';
import { FILES_TAB_KEY } from './plot-card-tabs-slot.ts';
import type { PlotGridContext } from './plot-name-cell.tsx';

/** Status colours as the files tab shows them (dark on light, WCAG AA). */
const STATUS_CLASS: Record<PlotFilesSummary['worst_status'], string> = {
  success: 'pl-files-cell-success',
  processing: 'pl-files-cell-processing',
  uploading: 'pl-files-cell-uploading',
  failed: 'pl-files-cell-failed',
};

/**
 * The plot's sequencing files in the table: their count and the most concerning status; a
 * click opens the plot card on its files tab.
 */
export function PlotFilesCell({
  data,
  value,
  context,
}: CustomCellRendererProps<CombinedPlot, PlotFilesSummary | null, PlotGridContext>) {
  const { t } = useTranslation();
  if (!data || !value) return null;
  const status = t(`genomeFiles.status.${value.worst_status}`);
  return (
    <button
      type="button"
      className={`pl-link-button pl-files-cell ${STATUS_CLASS[value.worst_status]}`}
      data-testid="plot-files-cell"
      data-status={value.worst_status}
      title={t('genomeFiles.column.open', { name: data.plot_name })}
      onClick={() => context.openCard(data, FILES_TAB_KEY)}
    >
      {value.count} · {status}
    </button>
  );
}
