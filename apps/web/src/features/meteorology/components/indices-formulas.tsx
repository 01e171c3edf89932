import { useTranslation } from 'react-i18next';

/**
 * The formulas of the indices and their sources (decision 044), so a number in the table can
 * be checked by hand.
 */
export function IndicesFormulas() {
  const { t } = useTranslation();
  return (
    <dl className="pl-meteo-formulas" data-testid="indices-formulas">
      <dt>{t('meteorology.indices.gdd')}</dt>
      <dd>
        <code>GDD = Σ max(0, (Tmax + Tmin)/2 − Tbase)</code> — {t('meteorology.indices.gddSource')}
      </dd>
      <dt>{t('meteorology.indices.active')}</dt>
      <dd>
        <code>{t('meteorology.indices.activeFormula')}</code> —{' '}
        {t('meteorology.indices.activeSource')}
      </dd>
      <dt>{t('meteorology.indices.htc')}</dt>
      <dd>
        <code>{t('meteorology.indices.htcFormula')}</code> — {t('meteorology.indices.htcSource')}
      </dd>
      <dt>{t('meteorology.indices.terms')}</dt>
      <dd>{t('meteorology.indices.termsText')}</dd>
    </dl>
  );
}
