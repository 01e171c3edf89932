import type { FieldList } from '@plotline/contract/fields';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildSeasonTree } from '../utils/season-options.ts';

type SeasonTreeSelectProps = {
  id: string;
  fields: FieldList;
  value: number[];
  onChange: (yearIds: number[]) => void;
};

/**
 * Picks the analysed field-years: the crop's nurseries with their seasons, several at once.
 * Ticking a nursery ticks all its seasons; the chosen ones show as "nursery · year".
 */
export function SeasonTreeSelect({ id, fields, value, onChange }: SeasonTreeSelectProps) {
  const { t } = useTranslation();
  const treeData = useMemo(
    () => buildSeasonTree(fields, t('statistics.choice.noYears')),
    [fields, t],
  );
  return (
    <TreeSelect<string[]>
      id={id}
      data-testid="statistics-seasons"
      className="pl-stat-seasons"
      treeData={treeData}
      value={value.map(String)}
      onChange={(keys) => onChange((keys ?? []).map(Number).filter(Number.isInteger))}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_CHILD}
      treeDefaultExpandAll
      treeNodeLabelProp="label"
      showSearch={{ treeNodeFilterProp: 'label' }}
      maxTagCount={4}
      allowClear
      placeholder={t('statistics.choice.seasonsPlaceholder')}
      notFoundContent={t('statistics.choice.noSeasons')}
    />
  );
}
