import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFactorOptions } from '../../hooks/use-anova-factor-options.ts';
import { useModelFormat } from '../../hooks/use-anova-model-format.ts';
import type { AnovaPage } from '../../hooks/use-anova-page.ts';
import { AnovaControlSelect } from './anova-control-select.tsx';
import { DependentSelect } from './anova-dependent-select.tsx';
import { AnovaInteractionsSelect } from './anova-interactions-select.tsx';
import { AnovaMainPlotSelect } from './anova-main-plot-select.tsx';
import { ModelSeasonSelect } from './anova-model-season-select.tsx';
import { AnovaTypeSelect } from './anova-type-select.tsx';

type AnovaChoiceBarProps = { page: AnovaPage };

/**
 * What the ANOVA runs on: one season, the dependent variable and one or more factors; then the
 * model (decision 049): interactions of two chosen factors, the sums-of-squares type, a
 * split-plot's main-plot factor and a control level for Dunnett's comparisons.
 */
export function AnovaChoiceBar({ page }: AnovaChoiceBarProps) {
  const { t } = useTranslation();
  const { season } = page;
  const options = useFactorOptions(season.variables);
  const format = useModelFormat(page.factors);
  const hasFactors = page.factors.length > 0;
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
      {page.factors.length > 1 && <AnovaInteractionsSelect page={page} format={format} />}
      {hasFactors && <AnovaTypeSelect page={page} />}
      {hasFactors && <AnovaMainPlotSelect page={page} format={format} />}
      {hasFactors && <AnovaControlSelect page={page} format={format} />}
    </Form>
  );
}
