import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MultipleFieldsPage } from '../../hooks/use-multiple-fields-page.ts';
import { SeasonTreeSelect } from '../season-tree-select.tsx';
import { TrialModelChoiceField } from '../trial-model/trial-model-choice.tsx';

type MultipleFieldsChoiceBarProps = { page: MultipleFieldsPage };

/** The compared seasons (two or more), the feature and the model (decision 053). */
export function MultipleFieldsChoiceBar({ page }: MultipleFieldsChoiceBarProps) {
  const { t } = useTranslation();
  const { choiceState, features } = page;
  const { yearIds } = choiceState.choice;
  return (
    <Form layout="vertical" className="pl-stat-choice" aria-label={t('statistics.choice.label')}>
      <Form.Item label={t('statistics.multipleFields.seasons')} htmlFor="met-seasons">
        <SeasonTreeSelect
          id="met-seasons"
          fields={choiceState.fields}
          value={yearIds}
          onChange={choiceState.selectYearIds}
        />
      </Form.Item>
      <Form.Item label={t('statistics.choice.feature')} htmlFor="met-feature">
        <Select
          id="met-feature"
          data-testid="statistics-feature"
          className="pl-stat-feature"
          value={page.feature ?? undefined}
          disabled={yearIds.length === 0}
          loading={features.isPending && yearIds.length > 0}
          placeholder={t('statistics.choice.featurePlaceholder')}
          notFoundContent={t('statistics.choice.noFeatures')}
          showSearch={{ optionFilterProp: 'label' }}
          options={features.names.map((name) => ({ value: name, label: name }))}
          onChange={(feature: string) => choiceState.selectFeature(feature)}
        />
      </Form.Item>
      <TrialModelChoiceField
        value={page.trialModel}
        onChange={page.selectTrialModel}
        hint={t('statistics.multipleFields.model.hint')}
      />
    </Form>
  );
}
