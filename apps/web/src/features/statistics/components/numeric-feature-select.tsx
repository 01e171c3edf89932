import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NumericVariables } from '../hooks/use-numeric-variables.ts';
import type { SingleSeasonChoice } from '../hooks/use-single-season-choice.ts';

type NumericFeatureSelectProps = {
  season: SingleSeasonChoice;
  variables: NumericVariables;
  /** The chosen feature or stage, if the season has it. */
  feature: string | null;
};

/** The quantitative feature or stage of a one-season page (visualisation, heat map). */
export function NumericFeatureSelect({ season, variables, feature }: NumericFeatureSelectProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('statistics.visualisation.feature')} htmlFor="statistics-feature">
      <Select
        id="statistics-feature"
        data-testid="statistics-feature"
        className="pl-stat-feature"
        popupMatchSelectWidth={false}
        value={feature ?? undefined}
        disabled={season.yearId === null}
        loading={variables.isPending}
        placeholder={t('statistics.choice.featurePlaceholder')}
        notFoundContent={t('statistics.visualisation.noVariables')}
        showSearch={{ optionFilterProp: 'label' }}
        options={variables.groups}
        onChange={(next: string) => season.choiceState.selectFeature(next)}
      />
    </Form.Item>
  );
}
