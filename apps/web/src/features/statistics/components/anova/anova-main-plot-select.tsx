import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';
import type { AnovaPage } from '../../hooks/use-anova-page.ts';

type AnovaMainPlotSelectProps = { page: AnovaPage; format: ModelFormat };

/**
 * Split-plot (optional): the factor applied to whole plots of each repetition, tested against
 * the main-plot error (repetition × that factor). Needs the repetition among the factors.
 */
export function AnovaMainPlotSelect({ page, format }: AnovaMainPlotSelectProps) {
  const { t } = useTranslation();
  const candidates = page.factors.filter((name) => name !== 'repetition');
  return (
    <Form.Item
      label={t('statistics.anova.choice.mainPlot')}
      htmlFor="statistics-main-plot"
      extra={
        page.isSplitPlotPossible ? undefined : t('statistics.anova.choice.mainPlotNeedsBlocks')
      }
    >
      <Select
        id="statistics-main-plot"
        data-testid="statistics-main-plot"
        className="pl-model-select"
        value={page.mainPlot ?? undefined}
        disabled={!page.isSplitPlotPossible || candidates.length === 0}
        allowClear
        placeholder={t('statistics.anova.choice.mainPlotPlaceholder')}
        options={candidates.map((name) => ({ value: name, label: format.labelOf(name) }))}
        onChange={(name: string | undefined) => page.selectMainPlot(name ?? null)}
      />
    </Form.Item>
  );
}
