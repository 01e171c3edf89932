import { useTranslation } from 'react-i18next';
import { SCALE_GRADIENT } from '../utils/colour-scale.ts';

/** The colour scale's legend: worst to best within each column. */
export function ColourScaleLegend() {
  const { t } = useTranslation();
  return (
    <div className="pl-cross-legend" data-testid="cross-legend">
      <span>{t('crossingTable.legend.worst')}</span>
      <span className="pl-cross-legend-bar" style={{ background: SCALE_GRADIENT }} />
      <span>{t('crossingTable.legend.best')}</span>
      <span className="pl-cross-legend-note">{t('crossingTable.legend.note')}</span>
    </div>
  );
}
