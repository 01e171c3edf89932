import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { paths } from '#src/config/paths.ts';
import { CrossingPlanView } from '#src/features/crossing/components/crossing-plan-view.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/** /varieties/crossing?mothers=&fathers=: plans next season's crosses. */
export function VarietiesCrossingRoute() {
  const { t } = useTranslation();
  const title = t('nav.crossingPlan');
  usePageTitle(title);
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{title}</h1>
      <CrossingPlanView
        specId={specId}
        plotTableHref={(fieldId, yearId) => {
          const query = new URLSearchParams({
            ...(specId === null ? {} : { cultureId: String(specId) }),
            fieldId: String(fieldId),
            yearId: String(yearId),
          });
          return `${paths.fields.phenotypes.path}?${query.toString()}`;
        }}
      />
    </>
  );
}
