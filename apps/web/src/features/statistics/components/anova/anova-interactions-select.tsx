import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';
import type { AnovaPage } from '../../hooks/use-anova-page.ts';
import { interactionPairs, termLabel } from '../../utils/anova/anova-terms.ts';

type AnovaInteractionsSelectProps = { page: AnovaPage; format: ModelFormat };

/** Interactions of two chosen factors, shown as chips `a × b` (`group_vars` `a:b`). */
export function AnovaInteractionsSelect({ page, format }: AnovaInteractionsSelectProps) {
  const { t } = useTranslation();
  const options = interactionPairs(page.factors).map((term) => ({
    value: term,
    label: termLabel(term, format.labelOf),
  }));
  return (
    <Form.Item
      label={t('statistics.anova.choice.interactions')}
      htmlFor="statistics-interactions"
      tooltip={t('statistics.anova.choice.interactionsHint')}
    >
      <Select
        id="statistics-interactions"
        data-testid="statistics-interactions"
        className="pl-model-factors"
        mode="multiple"
        value={page.interactions}
        placeholder={t('statistics.anova.choice.interactionsPlaceholder')}
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        onChange={(terms: string[]) => page.selectInteractions(terms)}
      />
    </Form.Item>
  );
}
