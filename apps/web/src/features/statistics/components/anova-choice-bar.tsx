import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFactorOptions } from '../hooks/use-anova-factor-options.ts';
import type { AnovaPage } from '../hooks/use-anova-page.ts';
import { DependentSelect } from './anova-dependent-select.tsx';
import { ModelSeasonSelect } from './anova-model-season-select.tsx';

type AnovaChoiceBarProps = { page: AnovaPage };

/** What the ANOVA runs on: one season, the dependent variable and one or more factors. */
export function AnovaChoiceBar({ page }: AnovaChoiceBarProps) {
  const { t } = useTranslation();
  const { season } = page;
  const options = useFactorOptions(season.variables);
  return (
    <Form layout="vertical" className="pl-stat-choice" aria-label={t('statistics.choice.label')}>
      <ModelSeasonSelect season={season} />
      <DependentSelect season={season} />
      <Form.Item label={t('statistics.anova.choice.factors')} htmlFor="statistics-factors">
        <Select
          id="statistics-factors"
          data-testid="statistics-factors"
          className="pl-model-factors"
          mode="multiple"
          value={page.factors}
          disabled={season.yearId === null}
          loading={season.isVariablesPending}
          placeholder={t('statistics.anova.choice.factorsPlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
          options={options}
          onChange={(names: string[]) => page.selectFactors(names)}
        />
      </Form.Item>
    </Form>
  );
}
