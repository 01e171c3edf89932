import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#src/components/ui/use-page-title.ts';
import { paths } from '#src/config/paths.ts';
import { SowingPlanView } from '#src/features/sowing-plan/components/sowing-plan-view.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';

/** /varieties/sowing-plan?plan=: books stored seed for next season's nursery and sows it. */
export function VarietiesSowingPlanRoute() {
  const { t } = useTranslation();
  const title = t('nav.sowingPlan');
  usePageTitle(title);
  const specId = useSessionStore((state) => state.selectedCulture?.spec_id ?? null);
  return (
    <>
      <h1 className="pl-visually-hidden">{title}</h1>
      <SowingPlanView
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
