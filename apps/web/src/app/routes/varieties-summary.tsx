import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { LineCardModal } from '#src/features/line-card/components/line-card-modal.tsx';
import { VarietiesSummary } from '#src/features/varieties/components/varieties-summary.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/** /varieties: the summary table of varieties and lines, and the line card it opens. */
export function VarietiesSummaryRoute() {
  const { t } = useTranslation();
  usePageTitle(t('nav.summaryTable'));
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  const [lineId, setLineId] = useState<number | null>(null);
  const [revision, setRevision] = useState(0);
  const close = useCallback(() => setLineId(null), []);
  const changed = useCallback(() => setRevision((value) => value + 1), []);
  return (
    <>
      <h1 className="pl-visually-hidden">{t('nav.summaryTable')}</h1>
      {specId === null ? (
        <PageSkeleton rows={10} />
      ) : (
        <VarietiesSummary key={specId} specId={specId} onOpenLine={setLineId} revision={revision} />
      )}
      <LineCardModal lineId={lineId} open={lineId !== null} onClose={close} onChanged={changed} />
    </>
  );
}
