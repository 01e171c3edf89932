import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HeatMapPage } from '../hooks/use-heat-map-page.ts';
import { SingleSeasonSelect } from './single-season-select.tsx';

type HeatMapChoiceBarProps = { page: HeatMapPage };

/** The heat map's choice: one season and a quantitative feature or stage. */
export function HeatMapChoiceBar({ page }: HeatMapChoiceBarProps) {
  const { t } = useTranslation();
  const { season, variables } = page;
  return (
    <Form layout="vertical" className="pl-stat-choice" aria-label={t('statistics.choice.label')}>
      <SingleSeasonSelect season={season} />
      <Form.Item label={t('statistics.visualisation.feature')} htmlFor="statistics-feature">
        <Select
          id="statistics-feature"
          data-testid="statistics-feature"
          className="pl-stat-feature"
          popupMatchSelectWidth={false}
          value={page.feature ?? undefined}
          disabled={season.yearId === null}
          loading={variables.isPending}
          placeholder={t('statistics.choice.featurePlaceholder')}
          notFoundContent={t('statistics.visualisation.noVariables')}
          showSearch={{ optionFilterProp: 'label' }}
          options={variables.groups}
          onChange={(feature: string) => season.choiceState.selectFeature(feature)}
        />
      </Form.Item>
    </Form>
  );
}
