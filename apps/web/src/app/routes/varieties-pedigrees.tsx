import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { paths } from '#src/config/paths.ts';
import { PedigreeView } from '#src/features/pedigree/components/pedigree-view.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/**
 * /varieties/pedigrees?line_id=: the pedigree of a line. A click on a line will open its card
 * (features/line-card) once that lands; until then the click opens nothing.
 */
export function VarietiesPedigreesRoute() {
  const { t } = useTranslation();
  const title = t('nav.pedigrees');
  usePageTitle(title);
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{title}</h1>
      <PedigreeView
        specId={specId}
        onOpenLine={() => {}}
        crossingHref={(lineId) => `${paths.varieties.crossing.path}?mothers=${lineId}`}
      />
    </>
  );
}
