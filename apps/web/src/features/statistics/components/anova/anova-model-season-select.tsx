import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelSeason } from '../../hooks/use-anova-model-season.ts';
import { SeasonTreeSelect } from '../season-tree-select.tsx';

type ModelSeasonSelectProps = { season: ModelSeason; isMultiple?: boolean };

/**
 * The analysed season (nursery · year) of a model page; with `isMultiple` (ANCOVA) several,
 * pooled, so that a season index can be the covariate.
 */
export function ModelSeasonSelect({ season, isMultiple = false }: ModelSeasonSelectProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('statistics.anova.choice.season')} htmlFor="statistics-season">
      <SeasonTreeSelect
        id="statistics-season"
        isSingle={!isMultiple}
        fields={season.choiceState.fields}
        value={season.yearIds}
        onChange={(yearIds) =>
          isMultiple ? season.selectSeasons(yearIds) : season.selectSeason(yearIds[0] ?? null)
        }
        placeholder={t('statistics.anova.choice.seasonPlaceholder')}
      />
    </Form.Item>
  );
}
