import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { MeteorologyPage } from '#src/features/meteorology/components/meteorology-page.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * /fields/meteorology: the crop's weather sectors, a month of days with events, the season
 * chart and the indices (`?tab&sector&year&month`).
 */
export function FieldsMeteorologyRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.meteorology'));
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{t('nav.meteorology')}</h1>
      {specId === null ? (
        <PageSkeleton rows={10} />
      ) : (
        <MeteorologyPage key={specId} specId={specId} />
      )}
    </>
  );
}
