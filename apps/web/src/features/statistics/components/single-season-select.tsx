import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SingleSeasonChoice } from '../hooks/use-single-season-choice.ts';
import { SeasonTreeSelect } from './season-tree-select.tsx';

type SingleSeasonSelectProps = { season: SingleSeasonChoice; isMultiple?: boolean };

/**
 * The one analysed season (nursery · year) of a one-season page (visualisation, heat map); with
 * `isMultiple` (correlation) several, whose plots are pooled.
 */
export function SingleSeasonSelect({ season, isMultiple = false }: SingleSeasonSelectProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('statistics.visualisation.season')} htmlFor="statistics-season">
      <SeasonTreeSelect
        id="statistics-season"
        isSingle={!isMultiple}
        fields={season.choiceState.fields}
        value={isMultiple ? season.yearIds : season.yearId === null ? [] : [season.yearId]}
        onChange={(yearIds) =>
          isMultiple ? season.selectYearIds(yearIds) : season.selectYearId(yearIds[0] ?? null)
        }
        placeholder={t('statistics.visualisation.seasonPlaceholder')}
      />
    </Form.Item>
  );
}
