import { useQuery } from '@tanstack/react-query';
import { Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import {
  genotypedLinesQueryOptions,
  weightedFeaturesQueryOptions,
  weightRegionsQueryOptions,
} from '../api/list-weight-choices.ts';
import type { DraftChoice } from '../hooks/use-line-draft.ts';

type BaseChoiceBarProps = {
  specId: number;
  choice: DraftChoice;
  onLineChange: (lineId: number | null) => void;
  onRegionChange: (regionId: number | null) => void;
  onFeaturesChange: (featureIds: number[]) => void;
};

/** Region value of the all-regions weights in the select (a select value cannot be null). */
const ALL_REGIONS = 0;

/**
 * Above the table: the base variety (a genotyped line of the crop, searched on the server), the
 * region whose weights apply (all regions by default) and the traits (every weighted one by
 * default).
 */
export function BaseChoiceBar({
  specId,
  choice,
  onLineChange,
  onRegionChange,
  onFeaturesChange,
}: BaseChoiceBarProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const lines = useQuery(genotypedLinesQueryOptions(specId, search.trim()));
  const regions = useQuery(weightRegionsQueryOptions(specId));
  const features = useQuery(weightedFeaturesQueryOptions(specId, choice.regionId));
  useErrorToast(lines.error ?? regions.error ?? features.error, 'createLine.errors.choices');
  return (
    <div className="pl-cline-choice" data-testid="create-line-choice">
      <div className="pl-cline-field">
        <span>{t('createLine.choice.base')}</span>
        <Select<number>
          showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
          allowClear
          value={choice.lineId ?? undefined}
          onChange={(id) => {
            onLineChange(id ?? null);
            setSearch('');
          }}
          loading={lines.isFetching}
          placeholder={t('createLine.choice.basePlaceholder')}
          notFoundContent={t('createLine.choice.noLines')}
          aria-label={t('createLine.choice.base')}
          options={(lines.data ?? []).map((line) => ({
            value: line.line_id,
            label: line.line_name,
            isSort: line.is_sort,
          }))}
          optionRender={(option) => (
            <span className="pl-cline-option">
              {option.label}
              {option.data.isSort && <Tag color="gold">{t('createLine.choice.variety')}</Tag>}
            </span>
          )}
          data-testid="create-line-base"
        />
      </div>
      <div className="pl-cline-field">
        <span>{t('createLine.choice.region')}</span>
        <Select<number>
          value={choice.regionId ?? ALL_REGIONS}
          onChange={(id) => onRegionChange(id === ALL_REGIONS ? null : id)}
          loading={regions.isPending}
          aria-label={t('createLine.choice.region')}
          options={[
            { value: ALL_REGIONS, label: t('createLine.choice.allRegions') },
            ...(regions.data ?? [])
              .filter((region) => region.region_id !== null)
              .map((region) => ({ value: region.region_id as number, label: region.name })),
          ]}
          data-testid="create-line-region"
        />
      </div>
      <div className="pl-cline-field pl-cline-field-wide">
        <span>{t('createLine.choice.traits')}</span>
        <Select<number[]>
          mode="multiple"
          allowClear
          value={choice.featureIds}
          onChange={onFeaturesChange}
          loading={features.isPending}
          placeholder={t('createLine.choice.allTraits')}
          notFoundContent={t('createLine.choice.noTraits')}
          aria-label={t('createLine.choice.traits')}
          showSearch={{ optionFilterProp: 'label' }}
          options={(features.data ?? []).map((feature) => ({
            value: feature.feature_id,
            label: feature.name,
          }))}
          data-testid="create-line-traits"
        />
      </div>
    </div>
  );
}
