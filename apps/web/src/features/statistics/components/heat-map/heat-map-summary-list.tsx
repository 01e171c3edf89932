import { useTranslation } from 'react-i18next';
import { formatValue } from '../../utils/format-stat.ts';
import type { HeatMapSummary } from '../../utils/heat-map/heat-map-summary.ts';

type HeatMapSummaryListProps = { summary: HeatMapSummary; decimals: number };

/** The season's range and how many plots have a value, above the heat map. */
export function HeatMapSummaryList({ summary, decimals }: HeatMapSummaryListProps) {
  const { t, i18n } = useTranslation();
  const items = [
    { key: 'min', term: t('statistics.heatMap.summary.min'), value: summary.min },
    { key: 'max', term: t('statistics.heatMap.summary.max'), value: summary.max },
  ];
  return (
    <dl className="pl-stat-pair-stats" data-testid="heat-map-summary" aria-live="polite">
      {items.map((item) => (
        <div key={item.key}>
          <dt>{item.term}</dt>
          <dd>{formatValue(item.value, i18n.language, decimals) || '—'}</dd>
        </div>
      ))}
      <div>
        <dt>{t('statistics.heatMap.summary.withData')}</dt>
        <dd>{summary.withData}</dd>
      </div>
      <div>
        <dt>{t('statistics.heatMap.summary.withoutData')}</dt>
        <dd>{summary.withoutData}</dd>
      </div>
    </dl>
  );
}
