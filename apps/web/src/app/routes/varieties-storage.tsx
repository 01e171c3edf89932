import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { StoragePage } from '#src/features/storage/components/storage-page.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/** /varieties/storage: warehouses, locations and seed lots (`?location=<id>` opens one). */
export function VarietiesStorageRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.storage'));
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{t('nav.storage')}</h1>
      {specId === null ? <PageSkeleton rows={10} /> : <StoragePage key={specId} specId={specId} />}
    </>
  );
}
