import type { HeatMapCell } from '@plotline/contract/field-maps-colors';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../utils/format-stat.ts';

type HeatMapHintProps = {
  cell: HeatMapCell;
  feature: string;
  /** The values are days after sowing. */
  isStage: boolean;
  decimals: number;
};

/** What the pointer shows over a plot of the heat map: the plot, its line and its value. */
export function HeatMapHint({ cell, feature, isStage, decimals }: HeatMapHintProps) {
  const { t, i18n } = useTranslation();
  const value =
    cell.value === null
      ? t('statistics.heatMap.noValue')
      : formatValue(cell.value, i18n.language, isStage ? 0 : decimals);
  return (
    <div data-testid="heat-map-hint">
      <strong>{cell.plot_label ? `${cell.plot_label} · ${cell.plot_name}` : cell.plot_name}</strong>
      <div>{cell.line_name}</div>
      <div>
        {isStage
          ? t('statistics.heatMap.hintDays', { feature, value })
          : t('statistics.heatMap.hintValue', { feature, value })}
      </div>
    </div>
  );
}
