import { isSeasonIndexName } from '@plotline/contract/statistics';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AncovaPage } from '../../hooks/use-ancova-page.ts';
import { useFactorOptions } from '../../hooks/use-anova-factor-options.ts';
import { seasonIndexGroups } from '../../utils/season-index-options.ts';
import { DependentSelect } from '../anova/anova-dependent-select.tsx';
import { ModelSeasonSelect } from '../anova/anova-model-season-select.tsx';
import { TrialModelChoiceField } from '../trial-model/trial-model-choice.tsx';

type AncovaChoiceBarProps = { page: AncovaPage };

/** What the ANCOVA runs on: a season, the dependent variable, a group factor, a covariate. */
export function AncovaChoiceBar({ page }: AncovaChoiceBarProps) {
  const { t } = useTranslation();
  const { season } = page;
  const groupOptions = useFactorOptions(season.variables);
  const numeric = [
    ...[...season.variables.quantitative, ...season.variables.stages]
      .filter((name) => name !== season.dependent)
      .map((name) => ({ value: name, label: name })),
    ...seasonIndexGroups(t, season.variables.seasonIndices),
  ];
  const isDisabled = season.yearId === null;
  // a season index is the same on all of a season's plots: it needs several seasons
  const needsSeasons =
    page.covariate !== null &&
    isSeasonIndexName(page.covariate) &&
    season.yearIds.length < 2 &&
    !season.variables.quantitative.includes(page.covariate);
  return (
    <Form layout="vertical" className="pl-stat-choice" aria-label={t('statistics.choice.label')}>
      <ModelSeasonSelect season={season} isMultiple />
      <DependentSelect season={season} />
      <Form.Item label={t('statistics.ancova.choice.group')} htmlFor="statistics-group">
        <Select
          id="statistics-group"
          data-testid="statistics-group"
          className="pl-model-select"
          value={page.group ?? undefined}
          disabled={isDisabled}
          loading={season.isVariablesPending}
          placeholder={t('statistics.ancova.choice.groupPlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
          options={groupOptions}
          onChange={(name: string) => page.selectGroup(name)}
        />
      </Form.Item>
      <Form.Item
        label={t('statistics.ancova.choice.covariate')}
        htmlFor="statistics-covariate"
        extra={needsSeasons ? t('seasonIndices.seasonsHint') : undefined}
      >
        <Select
          id="statistics-covariate"
          data-testid="statistics-covariate"
          className="pl-model-select"
          value={page.covariate ?? undefined}
          disabled={isDisabled}
          loading={season.isVariablesPending}
          placeholder={t('statistics.ancova.choice.covariatePlaceholder')}
          notFoundContent={t('statistics.choice.noFeatures')}
          showSearch={{ optionFilterProp: 'label' }}
          options={numeric}
          onChange={(name: string) => page.selectCovariate(name)}
        />
      </Form.Item>
      <TrialModelChoiceField
        value={page.trialModel}
        onChange={page.selectTrialModel}
        hint={t('statistics.ancova.model.hint')}
      />
    </Form>
  );
}
