import { useTranslation } from 'react-i18next';
import { DOSAGE_COLOURS } from '../utils/dosage-colours.ts';

/** What the cell colours mean: the three dosages and a missing call. */
export function MatrixLegend() {
  const { t } = useTranslation();
  const items = [
    t('genomeData.browser.refHom'),
    t('genomeData.browser.het'),
    t('genomeData.browser.altHom'),
    t('genomeData.browser.missing'),
  ];
  return (
    <ul className="pl-matrix-legend" aria-label={t('genomeData.browser.legend')}>
      {items.map((label, dosage) => (
        <li key={label}>
          <span className="pl-matrix-swatch" style={{ background: DOSAGE_COLOURS[dosage] }} />
          {label}
        </li>
      ))}
    </ul>
  );
}
