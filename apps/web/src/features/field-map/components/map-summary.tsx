import type { FieldMapMeta } from '@plotline/contract/field-maps-grid';
import { useTranslation } from 'react-i18next';

type MapSummaryProps = { meta: FieldMapMeta; rows: number; width: number };

/** The season in numbers: plots, lines, rows × places, sprouted plots, days after sowing. */
export function MapSummary({ meta, rows, width }: MapSummaryProps) {
  const { t, i18n } = useTranslation();
  const days =
    meta.avg_days_after_sowing === null
      ? null
      : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
          meta.avg_days_after_sowing,
        );
  const items = [
    t('fieldMap.summary.plots', { count: meta.count_of_plots }),
    t('fieldMap.summary.lines', { count: meta.count_of_lines }),
    t('fieldMap.summary.size', { rows, width }),
    t('fieldMap.summary.sprouted', { count: meta.sprouted_plots }),
    ...(days === null ? [] : [t('fieldMap.summary.days', { days })]),
  ];
  return (
    <ul className="pl-map-summary" data-testid="map-summary">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
