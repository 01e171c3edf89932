import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelSeason } from '../hooks/use-anova-model-season.ts';
import { SeasonTreeSelect } from './season-tree-select.tsx';

type ModelSeasonSelectProps = { season: ModelSeason };

/** The one analysed season (nursery · year) of a model page. */
export function ModelSeasonSelect({ season }: ModelSeasonSelectProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('statistics.anova.choice.season')} htmlFor="statistics-season">
      <SeasonTreeSelect
        id="statistics-season"
        isSingle
        fields={season.choiceState.fields}
        value={season.yearId === null ? [] : [season.yearId]}
        onChange={(yearIds) => season.selectSeason(yearIds[0] ?? null)}
        placeholder={t('statistics.anova.choice.seasonPlaceholder')}
      />
    </Form.Item>
  );
}
