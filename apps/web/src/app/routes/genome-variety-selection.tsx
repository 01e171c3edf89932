import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { VarietySelectionPage } from '#src/features/genome-selection/components/variety-selection-page.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * /genome/variety-selection: varieties ranked by the target alleles the breeder names, with
 * their predicted traits and wind rose.
 */
export function GenomeVarietySelectionRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.varietySelection'));
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{t('nav.varietySelection')}</h1>
      {specId === null ? (
        <PageSkeleton rows={10} />
      ) : (
        <VarietySelectionPage key={specId} specId={specId} />
      )}
    </>
  );
}
