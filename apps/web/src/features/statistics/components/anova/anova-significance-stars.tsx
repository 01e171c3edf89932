import { useTranslation } from 'react-i18next';

type SignificanceStarsProps = { stars: string | null };

/** R's stars of a p-value, said in words for screen readers and on hover. */
export function SignificanceStars({ stars }: SignificanceStarsProps) {
  const { t } = useTranslation();
  if (stars === null) return null;
  const label =
    stars === '***'
      ? t('statistics.anova.stars.three')
      : stars === '**'
        ? t('statistics.anova.stars.two')
        : stars === '*'
          ? t('statistics.anova.stars.one')
          : t('statistics.anova.stars.none');
  return (
    <span className={stars ? 'pl-model-stars' : 'pl-model-stars is-muted'} title={label}>
      <span aria-hidden>{stars || '—'}</span>
      <span className="pl-visually-hidden">{label}</span>
    </span>
  );
}
