import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VisualisationPage } from '../../hooks/use-visualisation-page.ts';
import { NumericFeatureSelect } from '../numeric-feature-select.tsx';
import { SingleSeasonSelect } from '../single-season-select.tsx';

type VisualisationChoiceBarProps = { page: VisualisationPage };

/** The box plots' choice: one season, a feature or stage, optionally a harvest technology. */
export function VisualisationChoiceBar({ page }: VisualisationChoiceBarProps) {
  const { t } = useTranslation();
  const { season, variables, technologies } = page;
  return (
    <Form layout="vertical" className="pl-stat-choice" aria-label={t('statistics.choice.label')}>
      <SingleSeasonSelect season={season} />
      <NumericFeatureSelect season={season} variables={variables} feature={page.feature} />
      <Form.Item label={t('statistics.visualisation.technology')} htmlFor="statistics-technology">
        <Select
          id="statistics-technology"
          data-testid="statistics-technology"
          className="pl-stat-feature"
          value={page.technology ?? undefined}
          disabled={season.yearId === null || technologies.length === 0}
          loading={page.isTechnologiesPending}
          allowClear
          placeholder={t(
            technologies.length === 0 && !page.isTechnologiesPending
              ? 'statistics.visualisation.noTechnologies'
              : 'statistics.visualisation.allTechnologies',
          )}
          options={technologies.map((name) => ({ value: name, label: name }))}
          onChange={(technology: string | undefined) => season.selectTechnology(technology ?? null)}
        />
      </Form.Item>
    </Form>
  );
}
