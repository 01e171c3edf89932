import type { Marker } from '@plotline/contract/markers';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { catalogueMarkersQueryOptions } from '../api/list-catalogue-markers.ts';

/** The select asks the server this long after the last key press. */
const SEARCH_DELAY_MS = 300;

/**
 * Picks a catalogue marker with both alleles known (a target needs its REF and ALT), searched by
 * name on the server.
 */
export function MarkerSelect({
  specId,
  onChange,
}: {
  specId: number;
  onChange: (marker: Marker | null) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  const markers = useQuery(catalogueMarkersQueryOptions(specId, debounced));
  useErrorToast(markers.error, 'genomeSelection.errors.mutation');
  const usable = (markers.data?.results ?? []).filter(
    (marker) => marker.ref_allele !== '' && marker.alt_allele !== '',
  );
  return (
    <Select<number | null>
      showSearch
      allowClear
      filterOption={false}
      onSearch={setSearch}
      loading={markers.isFetching}
      value={value}
      placeholder={t('genomeSelection.varietyPage.marker')}
      aria-label={t('genomeSelection.varietyPage.marker')}
      notFoundContent={t('genomeSelection.varietyPage.noMarkers')}
      options={usable.map((marker) => ({
        value: marker.id,
        label: `${marker.mut_name} (${marker.chr}:${marker.pos}${marker.gene ? `, ${marker.gene}` : ''})`,
      }))}
      onChange={(next) => {
        setValue(next ?? null);
        onChange(usable.find((marker) => marker.id === next) ?? null);
      }}
      className="pl-gsel-select pl-gsel-select-wide"
      data-testid="gsel-marker"
    />
  );
}
