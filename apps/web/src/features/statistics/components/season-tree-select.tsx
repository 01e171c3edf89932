import type { FieldList } from '@plotline/contract/fields';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildSeasonTree, type SeasonTreeOption } from '../utils/season-options.ts';

type SeasonTreeSelectProps = {
  id: string;
  fields: FieldList;
  value: number[];
  onChange: (yearIds: number[]) => void;
  /** One season only (visualisation, correlation): nurseries open, seasons are picked. */
  isSingle?: boolean;
  /** Replaces the default "choose a nursery and year". */
  placeholder?: string;
};

/** Nurseries only group their seasons when one season is picked. */
function toSingleTree(options: SeasonTreeOption[]): SeasonTreeOption[] {
  return options.map((option) => ({ ...option, selectable: false }));
}

/**
 * Picks the analysed field-years: the crop's nurseries with their seasons, several at once.
 * Ticking a nursery ticks all its seasons; the chosen ones show as "nursery · year".
 */
export function SeasonTreeSelect({
  id,
  fields,
  value,
  onChange,
  isSingle = false,
  placeholder,
}: SeasonTreeSelectProps) {
  const { t } = useTranslation();
  const treeData = useMemo(
    () => buildSeasonTree(fields, t('statistics.choice.noYears')),
    [fields, t],
  );
  if (isSingle) {
    return (
      <TreeSelect<string | undefined>
        id={id}
        data-testid="statistics-season"
        className="pl-stat-season"
        treeData={toSingleTree(treeData)}
        value={value[0] === undefined ? undefined : String(value[0])}
        onChange={(key) => onChange(key === undefined ? [] : [Number(key)])}
        treeDefaultExpandAll
        treeNodeLabelProp="label"
        showSearch={{ treeNodeFilterProp: 'label' }}
        placeholder={placeholder ?? t('statistics.choice.seasonsPlaceholder')}
        notFoundContent={t('statistics.choice.noSeasons')}
      />
    );
  }
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
