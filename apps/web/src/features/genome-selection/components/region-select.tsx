import type { Language } from '@plotline/contract/rules';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { weightRegionsQueryOptions } from '../api/list-weight-regions.ts';

/** The select's value of the all-regions weights (a select cannot hold null). */
const ALL_REGIONS = 0;

/**
 * Picks the region whose weights apply: "all regions" (the weights for every region) or a
 * region with weights of its own, each with how many markers it weights.
 */
export function RegionSelect({
  specId,
  value,
  onChange,
}: {
  specId: number;
  value: number | null;
  onChange: (regionId: number | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const regions = useQuery(weightRegionsQueryOptions(specId, i18n.language as Language));
  useErrorToast(regions.error, 'genomeSelection.errors.selects');
  const options = (regions.data ?? []).map((region) => ({
    value: region.region_id ?? ALL_REGIONS,
    label: `${region.region_id === null ? t('genomeSelection.allRegions') : region.name} (${t('genomeSelection.markersCount', { n: region.markers })})`,
  }));
  return (
    <Select<number>
      value={value ?? ALL_REGIONS}
      options={options}
      loading={regions.isPending}
      onChange={(next) => onChange(next === ALL_REGIONS ? null : next)}
      aria-label={t('genomeSelection.region')}
      className="pl-gsel-select"
      data-testid="gsel-region"
    />
  );
}
