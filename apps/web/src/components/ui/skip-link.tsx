import { useTranslation } from 'react-i18next';

/** Keyboard users jump over the header straight to the page content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="pl-skip-link" href="#main">
      {t('app.skipToContent')}
    </a>
  );
}
