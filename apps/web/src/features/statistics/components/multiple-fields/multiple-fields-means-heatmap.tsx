import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildHeatmapOption } from '../../utils/crosses/crosses-chart-options.ts';
import { decimalsFor, formatValue } from '../../utils/format-stat.ts';
import { StatisticsHeatmap } from '../statistics-heatmap.tsx';

type MeansHeatmapProps = {
  lines: readonly string[];
  environments: readonly string[];
  cells: readonly (readonly (number | null)[])[];
  feature: string;
};

/** The line × season means as a heat map (rows lines, columns seasons). */
export function MeansHeatmap({ lines, environments, cells, feature }: MeansHeatmapProps) {
  const { t, i18n } = useTranslation();
  const option = useMemo(() => {
    const decimals = decimalsFor(cells.flat());
    return buildHeatmapOption({
      lines,
      environments,
      cells,
      feature,
      format: (value) => formatValue(value, i18n.language, decimals),
    });
  }, [lines, environments, cells, feature, i18n.language]);
  const height = Math.max(260, 22 * lines.length + 130);
  return (
    <StatisticsHeatmap
      option={option}
      height={height}
      className="pl-stat-chart pl-cross-chart"
      label={t('statistics.multipleFields.heatmap', { feature })}
      testId="met-heatmap"
    />
  );
}
