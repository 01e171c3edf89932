import { useTranslation } from 'react-i18next';
import type { ResultRow } from '../../utils/rows/result-rows.ts';

type SignificanceMarkProps = { row: ResultRow };

/**
 * The verdict of a row against its control: ▲ or ▼ with the server's stars, named in words
 * for screen readers (the row colour alone would not say it); nothing where not computed
 * (the control itself is tagged in its plot cell).
 */
export function SignificanceMark({ row }: SignificanceMarkProps) {
  const { t } = useTranslation();
  if (row.isControl || row.significance === null) return null;
  if (row.color === null || !row.significance) {
    return (
      <span className="pl-stat-mark is-muted" title={t('statistics.mark.notSignificant')}>
        <span aria-hidden>—</span>
        <span className="pl-visually-hidden">{t('statistics.mark.notSignificant')}</span>
      </span>
    );
  }
  const label = t(row.color === 'green' ? 'statistics.mark.above' : 'statistics.mark.below');
  return (
    <span className={`pl-stat-mark is-${row.color}`} title={label}>
      <span aria-hidden>
        {row.color === 'green' ? '▲' : '▼'} {row.stars}
      </span>
      <span className="pl-visually-hidden">
        {label} {row.stars}
      </span>
    </span>
  );
}
