import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';
import { isStatisticPage } from '#src/config/paths.ts';
import { StatisticsAnalysis } from '#src/features/statistics/components/statistics-analysis.tsx';
import { useStatisticPageName } from '../shell/use-statistic-page-name.ts';
import { NotFoundRoute } from './not-found.tsx';

/**
 * /fields/statistic/*: the index compares the means of seasons (ranks, optional control),
 * `nsr` and `ttest` compare rows with a control; the other sub-pages are not built yet.
 */
export function FieldsStatisticRoute() {
  const { t } = useTranslation();
  const subPage = useParams()['*'] ?? '';
  const statisticPageName = useStatisticPageName();
  if (subPage === '') {
    return (
      <StatisticsAnalysis key="averages" kind="averages" title={t('nav.statistics.averages')} />
    );
  }
  if (!isStatisticPage(subPage)) return <NotFoundRoute />;
  if (subPage === 'nsr' || subPage === 'ttest') {
    // a key per page: switching pages starts the table's filter and sort afresh
    return <StatisticsAnalysis key={subPage} kind={subPage} title={statisticPageName(subPage)} />;
  }
  return <UnderDevelopment pageName={`${t('nav.statistic')}: ${statisticPageName(subPage)}`} />;
}
