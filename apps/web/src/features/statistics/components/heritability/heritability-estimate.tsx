import type { HeritabilityTrait } from '@plotline/contract/statistics-heritability';
import { useTranslation } from 'react-i18next';
import { formatValue } from '../../utils/format-stat.ts';
import { heritabilityLevel } from '../../utils/heritability/heritability-tables.ts';

type HeritabilityEstimateProps = { trait: HeritabilityTrait };

const K = 'statistics.heritability.estimate';

/**
 * The trait's broad-sense heritability, large: Cullis' H² with how it reads (high, moderate,
 * low) and a line on what it means; the standard H² beside it when the data are balanced.
 */
export function HeritabilityEstimate({ trait }: HeritabilityEstimateProps) {
  const { t, i18n } = useTranslation();
  const { cullis, standard } = trait.heritability;
  const level = cullis === null ? null : heritabilityLevel(cullis);
  return (
    <div className="pl-h2-estimate" data-testid="h2-estimate">
      <div className="pl-h2-estimate-label">{t(`${K}.cullis`)}</div>
      <div className={`pl-h2-estimate-value${level ? ` is-${level}` : ''}`} data-testid="h2-cullis">
        {cullis === null ? '—' : formatValue(cullis, i18n.language, 2)}
      </div>
      <div className="pl-h2-estimate-level">
        {level === null ? t(`${K}.noGenetic`) : t(`${K}.level.${level}`)}
      </div>
      <p className="pl-h2-estimate-text">{t(`${K}.explanation`)}</p>
      <p className="pl-h2-estimate-standard" data-testid="h2-standard">
        {standard === null
          ? t(`${K}.standardUnbalanced`)
          : t(`${K}.standard`, { value: formatValue(standard, i18n.language, 2) })}
      </p>
    </div>
  );
}
