import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SingleSeasonChoice } from '../hooks/use-single-season-choice.ts';
import { SeasonTreeSelect } from './season-tree-select.tsx';

type SingleSeasonSelectProps = { season: SingleSeasonChoice };

/** The one analysed season (nursery · year) of a one-season page (visualisation, correlation). */
export function SingleSeasonSelect({ season }: SingleSeasonSelectProps) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('statistics.visualisation.season')} htmlFor="statistics-season">
      <SeasonTreeSelect
        id="statistics-season"
        isSingle
        fields={season.choiceState.fields}
        value={season.yearId === null ? [] : [season.yearId]}
        onChange={(yearIds) => season.selectYearId(yearIds[0] ?? null)}
        placeholder={t('statistics.visualisation.seasonPlaceholder')}
      />
    </Form.Item>
  );
}
