import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { weightedFeaturesQueryOptions } from '../api/list-weighted-features.ts';

type TraitSelectProps = {
  specId: number;
  regionId: number | null;
  value: number[];
  onChange: (featureIds: number[]) => void;
  testId: string;
};

/** Picks traits among those with weights in the region (all of them when none is picked). */
export function TraitSelect({ specId, regionId, value, onChange, testId }: TraitSelectProps) {
  const { t } = useTranslation();
  const traits = useQuery(weightedFeaturesQueryOptions(specId, regionId));
  useErrorToast(traits.error, 'genomeSelection.errors.weights');
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      value={value}
      onChange={onChange}
      loading={traits.isPending}
      placeholder={t('genomeSelection.allTraits')}
      aria-label={t('genomeSelection.traits')}
      options={(traits.data ?? []).map((trait) => ({
        value: trait.feature_id,
        label: trait.unit ? `${trait.name}, ${trait.unit}` : trait.name,
      }))}
      optionFilterProp="label"
      className="pl-gsel-select pl-gsel-select-wide"
      data-testid={testId}
    />
  );
}
