import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { CrossingTablePage } from '#src/features/crossing-table/components/crossing-table-page.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * /genome/crossing-table: the selected crop's crossing table — crosses of genotyped lines
 * ranked by their predicted progeny — and planning the chosen ones' sowing.
 */
export function GenomeCrossingTableRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.crossingTable'));
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{t('nav.crossingTable')}</h1>
      {specId === null ? (
        <PageSkeleton rows={10} />
      ) : (
        <CrossingTablePage key={specId} specId={specId} />
      )}
    </>
  );
}
