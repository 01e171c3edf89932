import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { paths } from '#src/config/paths.ts';
import { LineCardModal } from '#src/features/line-card/components/line-card-modal.tsx';
import { PedigreeView } from '#src/features/pedigree/components/pedigree-view.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/** /varieties/pedigrees?line_id=: the pedigree of a line; a click on a line opens its card. */
export function VarietiesPedigreesRoute() {
  const { t } = useTranslation();
  const title = t('nav.pedigrees');
  usePageTitle(title);
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  const [lineId, setLineId] = useState<number | null>(null);
  const queryClient = useQueryClient();
  return (
    <>
      <h1 className="pl-visually-hidden">{title}</h1>
      <PedigreeView
        specId={specId}
        onOpenLine={setLineId}
        crossingHref={(id) => `${paths.varieties.crossing.path}?mothers=${id}`}
      />
      <LineCardModal
        lineId={lineId}
        open={lineId !== null}
        onClose={() => setLineId(null)}
        // a renamed line or a changed variety mark shows in the tree
        onChanged={() => void queryClient.invalidateQueries({ queryKey: ['lines', 'pedigree'] })}
      />
    </>
  );
}
