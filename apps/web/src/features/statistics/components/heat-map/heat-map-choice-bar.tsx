import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HeatMapPage } from '../../hooks/use-heat-map-page.ts';
import { NumericFeatureSelect } from '../numeric-feature-select.tsx';
import { SingleSeasonSelect } from '../single-season-select.tsx';

type HeatMapChoiceBarProps = { page: HeatMapPage };

/** The heat map's choice: one season and a quantitative feature or stage. */
export function HeatMapChoiceBar({ page }: HeatMapChoiceBarProps) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" className="pl-stat-choice" aria-label={t('statistics.choice.label')}>
      <SingleSeasonSelect season={page.season} />
      <NumericFeatureSelect
        season={page.season}
        variables={page.variables}
        feature={page.feature}
      />
    </Form>
  );
}
