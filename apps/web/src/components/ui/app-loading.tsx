import { useTranslation } from 'react-i18next';

/**
 * First paint while the route modules load: plain markup and CSS, so the entry chunk does
 * not pull in the UI kit.
 */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className="pl-app-loading" role="status" aria-label={t('common.waitABit')}>
      <span className="pl-app-loading-dot" />
    </div>
  );
}
