import type { FieldList } from '@plotline/contract/fields';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildSeasonNodes } from '../utils/gwas-choices.ts';

type GwasSeasonSelectProps = {
  id?: string;
  fields: FieldList;
  value?: number[];
  onChange?: (yearIds: number[]) => void;
};

/**
 * The seasons whose plots give the lines' phenotypes: the crop's nurseries with their seasons,
 * several at once (ticking a nursery ticks its seasons); none means every season.
 */
export function GwasSeasonSelect({ id, fields, value = [], onChange }: GwasSeasonSelectProps) {
  const { t } = useTranslation();
  const treeData = useMemo(
    () => buildSeasonNodes(fields, t('genomeAnalysis.gwas.form.noYears')),
    [fields, t],
  );
  return (
    <TreeSelect<string[]>
      id={id}
      data-testid="gwas-seasons"
      treeData={treeData}
      value={value.map(String)}
      onChange={(keys) => onChange?.((keys ?? []).map(Number).filter(Number.isInteger))}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_CHILD}
      treeDefaultExpandAll
      treeNodeLabelProp="label"
      showSearch={{ treeNodeFilterProp: 'label' }}
      maxTagCount={3}
      allowClear
      placeholder={t('genomeAnalysis.gwas.form.allSeasons')}
      notFoundContent={t('genomeAnalysis.gwas.form.noSeasons')}
    />
  );
}
