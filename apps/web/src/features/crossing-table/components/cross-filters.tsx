import { CROSS_SORTS, CROSS_TRAITS_MAX, type CrossSort } from '@plotline/contract/crossing-table';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LineSelect } from '#src/components/ui/line-select.tsx';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import {
  weightedTraitsQueryOptions,
  weightRegionsQueryOptions,
} from '../api/list-weighted-traits.ts';
import type { CrossFilterValues } from '../utils/cross-filter-values.ts';

type CrossFiltersProps = {
  specId: number;
  value: CrossFilterValues;
  onChange: (value: CrossFilterValues) => void;
  /** Translated 400 messages by body field. */
  errors: Record<string, string>;
  isCalculating: boolean;
  isDownloading: boolean;
  onCalculate: () => void;
  onDownload: () => void;
};

/**
 * The filters of the crossing table: region (its weights), traits with weights there (1–5)
 * and which of them want a low value ("lower is better"), mothers and fathers (all genotyped lines when empty), the parents' origin country, the check
 * line, the selected fraction and the ranking figure; Calculate and Download CSV.
 */
export function CrossFilters(props: CrossFiltersProps) {
  const { specId, value, onChange, errors } = props;
  const { t } = useTranslation();
  const regions = useQuery(weightRegionsQueryOptions(specId));
  const traits = useQuery(weightedTraitsQueryOptions(specId, value.regionId));
  useErrorToast(regions.error ?? traits.error, 'crossingTable.errors.traits');
  const set = (patch: Partial<CrossFilterValues>) => onChange({ ...value, ...patch });
  const status = (field: string) =>
    errors[field] ? { validateStatus: 'error' as const, help: errors[field] } : {};
  const lineText = {
    notFound: t('crossingTable.filters.noLines'),
    varietyLabel: t('crossingTable.filters.variety'),
  };
  return (
    <Form layout="vertical" className="pl-cross-filters" data-testid="cross-filters">
      <Form.Item label={t('crossingTable.filters.region')} {...status('region_id')}>
        <Select
          value={value.regionId ?? 0}
          onChange={(regionId: number) =>
            set({ regionId: regionId || null, featureIds: [], lowerIsBetter: [] })
          }
          loading={regions.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          options={[
            { value: 0, label: t('crossingTable.filters.allRegions') },
            ...(regions.data ?? [])
              .filter((region) => region.region_id !== null)
              .map((region) => ({ value: region.region_id as number, label: region.name })),
          ]}
          data-testid="cross-region"
        />
      </Form.Item>
      <Form.Item
        label={t('crossingTable.filters.traits')}
        tooltip={t('crossingTable.filters.traitsHint', { max: CROSS_TRAITS_MAX })}
        {...status('feature_ids')}
      >
        <Select
          mode="multiple"
          value={value.featureIds}
          onChange={(chosen: number[]) => {
            const featureIds = chosen.slice(0, CROSS_TRAITS_MAX);
            const lowerIsBetter = value.lowerIsBetter.filter((id) => featureIds.includes(id));
            set({ featureIds, lowerIsBetter });
          }}
          loading={traits.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('crossingTable.filters.chooseTraits')}
          notFoundContent={t('crossingTable.filters.noTraits')}
          options={(traits.data ?? []).map((trait) => ({
            value: trait.feature_id,
            label: trait.unit ? `${trait.name}, ${trait.unit}` : trait.name,
          }))}
          data-testid="cross-traits"
        />
      </Form.Item>
      {value.featureIds.length > 0 && (
        <Form.Item
          label={t('crossingTable.filters.lowerIsBetter')}
          tooltip={t('crossingTable.filters.lowerIsBetterHint')}
          {...status('lower_is_better')}
        >
          <Checkbox.Group
            value={value.lowerIsBetter}
            onChange={(ids) => set({ lowerIsBetter: ids as number[] })}
            options={value.featureIds.map((id) => {
              const trait = traits.data?.find((one) => one.feature_id === id);
              return { value: id, label: trait?.name ?? String(id) };
            })}
            data-testid="cross-lower-is-better"
          />
        </Form.Item>
      )}
      <Form.Item label={t('crossingTable.filters.mothers')} {...status('mother_ids')}>
        <LineSelect
          mode="multiple"
          specId={specId}
          value={value.mothers}
          onChange={(mothers) => set({ mothers })}
          placeholder={t('crossingTable.filters.allLines')}
          ariaLabel={t('crossingTable.filters.mothers')}
          testId="cross-mothers"
          {...lineText}
        />
      </Form.Item>
      <Form.Item label={t('crossingTable.filters.fathers')} {...status('father_ids')}>
        <LineSelect
          mode="multiple"
          specId={specId}
          value={value.fathers}
          onChange={(fathers) => set({ fathers })}
          placeholder={t('crossingTable.filters.allLines')}
          ariaLabel={t('crossingTable.filters.fathers')}
          testId="cross-fathers"
          {...lineText}
        />
      </Form.Item>
      <Form.Item
        label={t('crossingTable.filters.country')}
        tooltip={t('crossingTable.filters.countryHint')}
        {...status('country')}
      >
        <Input
          value={value.country}
          onChange={(event) => set({ country: event.target.value })}
          allowClear
          data-testid="cross-country"
        />
      </Form.Item>
      <Form.Item
        label={t('crossingTable.filters.checkLine')}
        tooltip={t('crossingTable.filters.checkHint')}
        {...status('check_line_id')}
      >
        <LineSelect
          specId={specId}
          value={value.checkLineId}
          onChange={(checkLineId) => set({ checkLineId })}
          placeholder={t('crossingTable.filters.checkDefault')}
          ariaLabel={t('crossingTable.filters.checkLine')}
          testId="cross-check"
          {...lineText}
        />
      </Form.Item>
      <Form.Item
        label={t('crossingTable.filters.selected')}
        tooltip={t('crossingTable.filters.selectedHint')}
        {...status('selected_fraction')}
      >
        <NumberInput
          value={value.selectedPercent}
          onChange={(percent) => set({ selectedPercent: percent ?? 10 })}
          min={0.1}
          max={99.9}
          step={1}
          suffix="%"
          data-testid="cross-selected"
        />
      </Form.Item>
      <Form.Item label={t('crossingTable.filters.sortBy')}>
        <Select
          value={value.sortBy}
          onChange={(sortBy: CrossSort) => set({ sortBy })}
          options={CROSS_SORTS.map((sort) => ({
            value: sort,
            label: t(`crossingTable.metrics.${sort}`),
          }))}
          data-testid="cross-sort"
        />
      </Form.Item>
      <Space className="pl-cross-actions" wrap>
        <Button
          type="primary"
          onClick={props.onCalculate}
          loading={props.isCalculating}
          data-testid="cross-calculate"
        >
          {t('crossingTable.calculate')}
        </Button>
        <Button
          onClick={props.onDownload}
          loading={props.isDownloading}
          data-testid="cross-download"
        >
          {t('crossingTable.download')}
        </Button>
      </Space>
    </Form>
  );
}
