import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';
import { isStatisticPage } from '#src/config/paths.ts';
import { useStatisticPageName } from '../shell/use-statistic-page-name.ts';
import { NotFoundRoute } from './not-found.tsx';

/** /fields/statistic/*: the statistics index and its sub-pages (not built yet). */
export function FieldsStatisticRoute() {
  const { t } = useTranslation();
  const subPage = useParams()['*'] ?? '';
  const statisticPageName = useStatisticPageName();
  if (subPage === '') return <UnderDevelopment pageName={t('nav.statistic')} />;
  if (!isStatisticPage(subPage)) return <NotFoundRoute />;
  return <UnderDevelopment pageName={`${t('nav.statistic')}: ${statisticPageName(subPage)}`} />;
}
