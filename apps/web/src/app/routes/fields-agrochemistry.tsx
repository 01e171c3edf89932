import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { AgrochemistryPage } from '#src/features/agrochemistry/components/agrochemistry-page.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * /fields/agrochemistry: soil parameters of a year and their samples per nursery and plot
 * (`?year&fieldId` choose them).
 */
export function FieldsAgrochemistryRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.agrochemistry'));
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{t('nav.agrochemistry')}</h1>
      {specId === null ? (
        <PageSkeleton rows={10} />
      ) : (
        <AgrochemistryPage key={specId} specId={specId} />
      )}
    </>
  );
}
