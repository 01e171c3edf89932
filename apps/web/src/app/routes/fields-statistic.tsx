import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { UnderDevelopment } from '#src/components/ui/under-development.tsx';
import { isStatisticPage } from '#src/config/paths.ts';
import { MapCanvas } from '#src/features/field-map/components/map-canvas.tsx';
import { MapLegend } from '#src/features/field-map/components/map-legend.tsx';
import type { RenderHeatMap } from '#src/features/statistics/components/heat-map/heat-map-result.tsx';
import { StatisticsAnalysis } from '#src/features/statistics/components/rows/statistics-analysis.tsx';
import { useStatisticPageName } from '../shell/use-statistic-page-name.ts';
import { NotFoundRoute } from './not-found.tsx';
import '#src/features/field-map/components/field-map.css';

// the chart pages bring ECharts: their own chunks, so the table pages stay small
const VisualisationPage = lazy(() =>
  import('#src/features/statistics/components/visualisation/visualisation-page.tsx').then(
    (module) => ({
      default: module.VisualisationPage,
    }),
  ),
);
const CorrelationPage = lazy(() =>
  import('#src/features/statistics/components/correlation/correlation-page.tsx').then((module) => ({
    default: module.CorrelationPage,
  })),
);
const AnovaPage = lazy(() =>
  import('#src/features/statistics/components/anova/anova-page.tsx').then((module) => ({
    default: module.AnovaPage,
  })),
);
const AncovaPage = lazy(() =>
  import('#src/features/statistics/components/ancova/ancova-page.tsx').then((module) => ({
    default: module.AncovaPage,
  })),
);
const HeritabilityPage = lazy(() =>
  import('#src/features/statistics/components/heritability/heritability-page.tsx').then(
    (module) => ({ default: module.HeritabilityPage }),
  ),
);
const HybridsAnalysis = lazy(() =>
  import('#src/features/statistics/components/crosses/hybrids-analysis.tsx').then((module) => ({
    default: module.HybridsAnalysis,
  })),
);
const MultipleFieldsAnalysis = lazy(() =>
  import('#src/features/statistics/components/multiple-fields/multiple-fields-analysis.tsx').then(
    (module) => ({
      default: module.MultipleFieldsAnalysis,
    }),
  ),
);
const HeatMapPage = lazy(() =>
  import('#src/features/statistics/components/heat-map/heat-map-page.tsx').then((module) => ({
    default: module.HeatMapPage,
  })),
);

/** The heat map is drawn with the field map's read-only canvas and legend. */
const renderHeatMap: RenderHeatMap = ({ canvas, legend }) => (
  <>
    <MapCanvas {...canvas} />
    <MapLegend title={legend.title} items={legend.items} />
  </>
);

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
  if (subPage === 'visualisation' || subPage === 'correlation') {
    const ChartPage = subPage === 'visualisation' ? VisualisationPage : CorrelationPage;
    return (
      <Suspense fallback={<PageSkeleton rows={8} />}>
        <ChartPage title={statisticPageName(subPage)} />
      </Suspense>
    );
  }
  if (subPage === 'anova' || subPage === 'ancova') {
    const ModelPage = subPage === 'anova' ? AnovaPage : AncovaPage;
    return (
      <Suspense fallback={<PageSkeleton rows={8} />}>
        <ModelPage key={subPage} title={statisticPageName(subPage)} />
      </Suspense>
    );
  }
  if (subPage === 'heritability') {
    return (
      <Suspense fallback={<PageSkeleton rows={8} />}>
        <HeritabilityPage title={statisticPageName(subPage)} />
      </Suspense>
    );
  }
  if (subPage === 'hybrids' || subPage === 'multiple-field-comparisons') {
    const CrossesPage = subPage === 'hybrids' ? HybridsAnalysis : MultipleFieldsAnalysis;
    return (
      <Suspense fallback={<PageSkeleton rows={8} />}>
        <CrossesPage key={subPage} title={statisticPageName(subPage)} />
      </Suspense>
    );
  }
  if (subPage === 'heat-map') {
    return (
      <Suspense fallback={<PageSkeleton rows={8} />}>
        <HeatMapPage title={statisticPageName(subPage)} renderMap={renderHeatMap} />
      </Suspense>
    );
  }
  return <UnderDevelopment pageName={`${t('nav.statistic')}: ${statisticPageName(subPage)}`} />;
}
