import type { Region } from '@plotline/contract/regions';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useRegions } from '../api/list-regions.ts';
import { matchesName } from '../utils/match-name.ts';

type RegionSelectProps = {
  /** The country whose regions are offered; the select stays disabled without one. */
  countryId: number | null;
  /** The chosen region id (antd Form.Item passes it). */
  value?: number | null;
  /** Called with the chosen region, or null when cleared. */
  onChange?: (regionId: number | null, region: Region | undefined) => void;
  disabled?: boolean;
  /** Set by antd Form.Item so its label points at the select. */
  id?: string;
};

/**
 * Picks a first-level region of a country (federal subject, region, autonomous community),
 * named in the interface language; type to search (any case, ё = е). Works as a Form.Item
 * control.
 */
export function RegionSelect({ countryId, value, onChange, disabled, id }: RegionSelectProps) {
  const { t } = useTranslation();
  const regions = useRegions(countryId);
  useErrorToast(regions.error, 'regions.loadFailed');
  const list = regions.data ?? [];
  return (
    <Select<number>
      id={id}
      data-testid="region-select"
      aria-label={t('regions.region')}
      value={value ?? undefined}
      disabled={disabled || countryId === null}
      loading={regions.isFetching}
      placeholder={t(countryId === null ? 'regions.chooseCountryFirst' : 'regions.placeholder')}
      notFoundContent={t('regions.noRegions')}
      showSearch={{
        filterOption: (typed, option) => matchesName(String(option?.label ?? ''), typed),
      }}
      allowClear
      options={list.map((region) => ({ value: region.id, label: region.name }))}
      onChange={(regionId?: number) =>
        onChange?.(
          regionId ?? null,
          list.find((region) => region.id === regionId),
        )
      }
      popupMatchSelectWidth={false}
    />
  );
}
