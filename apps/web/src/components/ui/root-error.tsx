import { useTranslation } from 'react-i18next';

/** Last-resort error screen (no UI kit: it must render even when chunks fail to load). */
export function RootError() {
  const { t } = useTranslation();
  return (
    <main className="pl-root-error">
      <h1>{t('errors.somethingWentWrong')}</h1>
      <p>{t('errors.pageFailed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('common.reload')}
      </button>
    </main>
  );
}
