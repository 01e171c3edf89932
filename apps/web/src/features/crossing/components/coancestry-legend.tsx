import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COANCESTRY_BANDS } from '../utils/coancestry-scale.ts';

/** What the colours and marks of the plan mean. */
export function CoancestryLegend({ threshold }: { threshold: number }) {
  const { t } = useTranslation();
  return (
    <div className="pl-crossing-legend" data-testid="coancestry-legend">
      <span className="pl-crossing-legend-title">{t('crossing.legend.title')}</span>
      {COANCESTRY_BANDS.map((band) => (
        <span key={band.key} className="pl-crossing-legend-item">
          <span className="pl-crossing-swatch" style={{ background: band.fill }} aria-hidden />
          {t(`crossing.legend.${band.key}`)}
        </span>
      ))}
      <span className="pl-crossing-legend-item">
        <WarningOutlined className="pl-crossing-close-icon" aria-hidden />
        {t('crossing.legend.close', { threshold })}
      </span>
      <span className="pl-crossing-legend-item">
        <CheckCircleOutlined className="pl-crossing-made-icon" aria-hidden />
        {t('crossing.legend.made')}
      </span>
    </div>
  );
}
