import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AnalysisPage } from '../../hooks/use-analysis-page.ts';
import { SeasonTreeSelect } from '../season-tree-select.tsx';
import { TrialModelChoiceField } from '../trial-model/trial-model-choice.tsx';

type AnalysisChoiceBarProps = { page: AnalysisPage };

/**
 * What the analysis runs on: seasons, a quantitative feature, and the control (a plot of one
 * of the chosen seasons; optional on the averages page), and the trial model (decision 050).
 */
export function AnalysisChoiceBar({ page }: AnalysisChoiceBarProps) {
  const { t } = useTranslation();
  const { choiceState, features, controls, isControlRequired } = page;
  const { choice, seasonLabels } = choiceState;
  const { controlYearId } = choice;
  return (
    <Form layout="vertical" className="pl-stat-choice" aria-label={t('statistics.choice.label')}>
      <Form.Item label={t('statistics.choice.seasons')} htmlFor="statistics-seasons">
        <SeasonTreeSelect
          id="statistics-seasons"
          fields={choiceState.fields}
          value={choice.yearIds}
          onChange={choiceState.selectYearIds}
        />
      </Form.Item>
      <Form.Item label={t('statistics.choice.feature')} htmlFor="statistics-feature">
        <Select
          id="statistics-feature"
          data-testid="statistics-feature"
          className="pl-stat-feature"
          value={page.feature ?? undefined}
          disabled={choice.yearIds.length === 0}
          loading={features.isPending && choice.yearIds.length > 0}
          placeholder={t('statistics.choice.featurePlaceholder')}
          notFoundContent={t('statistics.choice.noFeatures')}
          showSearch={{ optionFilterProp: 'label' }}
          options={features.names.map((name) => ({ value: name, label: name }))}
          onChange={(feature: string) => choiceState.selectFeature(feature)}
        />
      </Form.Item>
      {choice.yearIds.length > 1 && (
        <Form.Item label={t('statistics.choice.controlSeason')} htmlFor="statistics-control-season">
          <Select
            id="statistics-control-season"
            data-testid="statistics-control-season"
            className="pl-stat-control-season"
            value={controlYearId ?? undefined}
            options={choice.yearIds.map((yearId) => ({
              value: yearId,
              label: seasonLabels.get(yearId) ?? String(yearId),
            }))}
            onChange={(yearId: number) => {
              page.wantControl();
              choiceState.selectControl(yearId, null);
            }}
          />
        </Form.Item>
      )}
      <Form.Item
        label={t(
          isControlRequired ? 'statistics.choice.control' : 'statistics.choice.controlOptional',
        )}
        htmlFor="statistics-control"
      >
        <Select
          id="statistics-control"
          data-testid="statistics-control"
          className="pl-stat-control"
          value={page.controlPlot ?? undefined}
          disabled={page.feature === null || controlYearId === null}
          loading={controls.isPending}
          allowClear
          placeholder={t('statistics.choice.controlPlaceholder')}
          notFoundContent={t('statistics.choice.noPlots')}
          showSearch={{ optionFilterProp: 'label', onSearch: page.setControlSearch }}
          options={controls.options}
          onOpenChange={(isOpen) => isOpen && page.wantControl()}
          onChange={(plot: string | undefined) => {
            if (controlYearId !== null) choiceState.selectControl(controlYearId, plot ?? null);
          }}
        />
      </Form.Item>
      <TrialModelChoiceField value={page.trialModel} onChange={page.selectTrialModel} />
    </Form>
  );
}
