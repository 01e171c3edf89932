import { useTranslation } from 'react-i18next';
import { EmptyState } from '#src/components/ui/empty-state.tsx';
import { type HeatMapPage as PageState, useHeatMapPage } from '../../hooks/use-heat-map-page.ts';
import { hasHeatMapValues } from '../../utils/heat-map/heat-map-summary.ts';
import { SingleSeasonState } from '../single-season-state.tsx';
import { StatisticsPageShell } from '../statistics-page-shell.tsx';
import { StatisticsState } from '../statistics-state.tsx';
import { HeatMapChoiceBar } from './heat-map-choice-bar.tsx';
import { HeatMapResult, type RenderHeatMap } from './heat-map-result.tsx';
import '../statistics.css';
import '../visualisation/visualisation.css';
import './heat-map.css';

type HeatMapPageProps = {
  title: string;
  /** Draws the map and its legend (the field map's canvas, composed by the route). */
  renderMap: RenderHeatMap;
};

type HeatMapBodyProps = { page: PageState; title: string; renderMap: RenderHeatMap };

function HeatMapBody({ page, title, renderMap }: HeatMapBodyProps) {
  const { t } = useTranslation();
  const { request, result, season } = page;
  if (request === null) {
    return (
      <StatisticsState
        kind="hint"
        title={t('statistics.heatMap.hint')}
        description={t('statistics.heatMap.hintText')}
      />
    );
  }
  if (result.error) {
    return (
      <StatisticsState kind="failed" error={result.error} onRetry={() => void result.refetch()} />
    );
  }
  if (!result.data) return <StatisticsState kind="loading" />;
  if (!hasHeatMapValues(result.data)) {
    return (
      <EmptyState
        testId="heat-map-no-data"
        title={t('statistics.heatMap.noData')}
        description={t('statistics.heatMap.noDataText', { feature: request.feature })}
      />
    );
  }
  return (
    <HeatMapResult
      heatMap={result.data}
      request={request}
      isStage={page.isStage}
      seasonLabel={season.choiceState.seasonLabels.get(request.yearId) ?? ''}
      title={title}
      renderMap={renderMap}
    />
  );
}

/** Heat map: one season's field map coloured by the seven levels of a feature or stage. */
export function HeatMapPage({ title, renderMap }: HeatMapPageProps) {
  const page = useHeatMapPage();
  return (
    <StatisticsPageShell title={title}>
      <SingleSeasonState
        choiceState={page.season.choiceState}
        yearId={page.season.yearId}
        variables={page.variables}
        choiceBar={<HeatMapChoiceBar page={page} />}
      >
        <HeatMapBody page={page} title={title} renderMap={renderMap} />
      </SingleSeasonState>
    </StatisticsPageShell>
  );
}
