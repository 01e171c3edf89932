import { Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HeritabilityPage } from '../../hooks/use-heritability-page.ts';
import type { EnvironmentsKind } from '../../utils/heritability/heritability-choice.ts';
import { SeasonTreeSelect } from '../season-tree-select.tsx';

type HeritabilityChoiceBarProps = { page: HeritabilityPage };

const K = 'statistics.heritability.choice';

/**
 * The analysis' choice: one or more seasons (the environments), one or more traits
 * (quantitative features and stages) and, with several seasons, fixed or random environments.
 */
export function HeritabilityChoiceBar({ page }: HeritabilityChoiceBarProps) {
  const { t } = useTranslation();
  const { choiceState, variables } = page;
  const { yearIds } = choiceState.choice;
  const isSeveral = yearIds.length > 1;
  return (
    <Form layout="vertical" className="pl-stat-choice" aria-label={t('statistics.choice.label')}>
      <Form.Item
        className="pl-h2-seasons-item"
        label={t(`${K}.seasons`)}
        htmlFor="heritability-seasons"
      >
        <SeasonTreeSelect
          id="heritability-seasons"
          fields={choiceState.fields}
          value={yearIds}
          onChange={choiceState.selectYearIds}
        />
      </Form.Item>
      <Form.Item
        className="pl-h2-traits-item"
        label={t(`${K}.traits`)}
        htmlFor="heritability-traits"
      >
        <Select
          id="heritability-traits"
          data-testid="statistics-traits"
          mode="multiple"
          value={page.traits}
          disabled={yearIds.length === 0}
          loading={variables.isPending}
          maxTagCount="responsive"
          allowClear
          placeholder={t(`${K}.traitsPlaceholder`)}
          notFoundContent={t('statistics.visualisation.noVariables')}
          showSearch={{ optionFilterProp: 'label' }}
          options={variables.groups}
          onChange={(names: string[]) => page.selectTraits(names)}
        />
      </Form.Item>
      <Form.Item label={t(`${K}.environments`)} tooltip={t(`${K}.environmentsHelp`)}>
        <Radio.Group
          data-testid="heritability-environments"
          optionType="button"
          value={isSeveral ? page.environments : 'fixed'}
          disabled={!isSeveral}
          aria-label={t(`${K}.environments`)}
          options={[
            { value: 'fixed', label: t(`${K}.fixed`) },
            { value: 'random', label: t(`${K}.random`) },
          ]}
          onChange={(event) => page.selectEnvironments(event.target.value as EnvironmentsKind)}
        />
      </Form.Item>
    </Form>
  );
}
