import type { ColorLegendItem } from '@plotline/contract/field-maps-colors';
import { useTranslation } from 'react-i18next';
import { useLegendText } from '../hooks/use-legend-text.ts';

type MapLegendProps = { title: string; items: ColorLegendItem[] };

/** The colours of the map with what each means (level and its interval, value, reached…). */
export function MapLegend({ title, items }: MapLegendProps) {
  const { t } = useTranslation();
  const describe = useLegendText();
  return (
    <figure className="pl-map-legend" data-testid="map-legend">
      <figcaption>{t('fieldMap.legend.title', { name: title })}</figcaption>
      <ul>
        {items.map((item) => (
          <li key={item.level} data-level={item.level}>
            <span className="pl-map-swatch" style={{ background: item.color }} aria-hidden />
            <span>{describe(item)}</span>
            <span className="pl-map-legend-count">
              {t('fieldMap.legend.count', { count: item.count })}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
