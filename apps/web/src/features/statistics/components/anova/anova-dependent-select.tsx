import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelSeason } from '../../hooks/use-anova-model-season.ts';

type DependentSelectProps = { season: ModelSeason };

/** The analysed numeric variable: a quantitative feature or a stage (days after sowing). */
export function DependentSelect({ season }: DependentSelectProps) {
  const { t } = useTranslation();
  const { variables } = season;
  const toOptions = (names: string[]) => names.map((name) => ({ value: name, label: name }));
  const options = [
    {
      label: t('statistics.anova.choice.quantitativeGroup'),
      options: toOptions(variables.quantitative),
    },
    ...(variables.stages.length > 0
      ? [{ label: t('statistics.anova.choice.stagesGroup'), options: toOptions(variables.stages) }]
      : []),
  ];
  return (
    <Form.Item label={t('statistics.anova.choice.dependent')} htmlFor="statistics-dependent">
      <Select
        id="statistics-dependent"
        data-testid="statistics-dependent"
        className="pl-model-select"
        value={season.dependent ?? undefined}
        disabled={season.yearId === null}
        loading={season.isVariablesPending}
        placeholder={t('statistics.choice.featurePlaceholder')}
        notFoundContent={t('statistics.choice.noFeatures')}
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        onChange={(name: string) => season.choiceState.selectFeature(name)}
      />
    </Form.Item>
  );
}
