import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { RegionSelectionPage } from '#src/features/genome-selection/components/region-selection-page.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * /genome: selection for a region — the region's traits with marker weights, a trait's weighted
 * markers, the varieties ranked by favourable alleles, a variety's wind rose.
 */
export function GenomeRegionSelectionRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.regionSelection'));
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{t('nav.regionSelection')}</h1>
      {specId === null ? (
        <PageSkeleton rows={10} />
      ) : (
        <RegionSelectionPage key={specId} specId={specId} />
      )}
    </>
  );
}
