import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link.tsx';

type BrandLogoProps = { to: string };

/** The product mark and name, linking to the start page. */
export function BrandLogo({ to }: BrandLogoProps) {
  const { t } = useTranslation();
  return (
    <AppLink to={to} className="pl-brand" aria-label={t('app.homeLink')}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="pl-brand-name">{t('app.name')}</span>
    </AppLink>
  );
}
