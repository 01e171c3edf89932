import { SUBREGION_NAME_MAX_LENGTH, type Subregion } from '@plotline/contract/regions';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useCreateSubregion } from '../api/create-subregion.ts';
import { useSubregions } from '../api/list-subregions.ts';
import { findNewName, matchesName } from '../utils/match-name.ts';

/** Value of the "Add «name»" option; subregion ids are positive. */
const ADD_OPTION = -1;

type SubregionSelectProps = {
  /** The region whose subregions are offered; the select stays disabled without one. */
  regionId: number | null;
  /** The chosen subregion id (antd Form.Item passes it). */
  value?: number | null;
  /** Called with the chosen (or just added) subregion, or null when cleared. */
  onChange?: (subregionId: number | null, subregion: Subregion | undefined) => void;
  disabled?: boolean;
  /** Set by antd Form.Item so its label points at the select. */
  id?: string;
};

/**
 * Picks a subregion (district) of a region: shared ones and the user's company's own. Type to
 * search (any case, ё = е); when no subregion has the typed name, the list ends with
 * "Add «name»", and choosing it (click or Enter) confirms: the subregion is created for the
 * company and chosen. A refused name shows the server's reason in a toast.
 */
export function SubregionSelect({ regionId, value, onChange, disabled, id }: SubregionSelectProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const subregions = useSubregions(regionId);
  const createSubregion = useCreateSubregion();
  useErrorToast(subregions.error, 'regions.loadSubregionsFailed');
  const list = subregions.data ?? [];
  const newName = findNewName(
    typed,
    list.map((subregion) => subregion.name),
    SUBREGION_NAME_MAX_LENGTH,
  );

  function handleAdd(name: string) {
    if (regionId === null) return;
    createSubregion.mutate(
      { regionId, name },
      {
        onSuccess: (subregion) => onChange?.(subregion.id, subregion),
        onError: (error) => {
          setTyped(name);
          showActionError(error, 'regions.addSubregionFailed');
        },
      },
    );
  }

  function handleChange(selected?: number) {
    // the search text is ours (controlled), so picking anything clears it here
    setTyped('');
    if (selected === ADD_OPTION) {
      if (newName !== null) handleAdd(newName);
      return;
    }
    onChange?.(
      selected ?? null,
      list.find((subregion) => subregion.id === selected),
    );
  }

  const options = list.map((subregion) => ({ value: subregion.id, label: subregion.name }));
  if (newName !== null) {
    options.push({ value: ADD_OPTION, label: t('regions.addSubregion', { name: newName }) });
  }
  return (
    <Select<number>
      id={id}
      data-testid="subregion-select"
      aria-label={t('regions.subregion')}
      value={value ?? undefined}
      disabled={disabled || regionId === null}
      loading={subregions.isFetching || createSubregion.isPending}
      placeholder={t(
        regionId === null ? 'regions.chooseRegionFirst' : 'regions.subregionPlaceholder',
      )}
      notFoundContent={t('regions.noSubregions')}
      showSearch={{
        searchValue: typed,
        onSearch: setTyped,
        filterOption: (search, option) =>
          option?.value === ADD_OPTION || matchesName(String(option?.label ?? ''), search),
      }}
      allowClear
      options={options}
      onChange={handleChange}
      onBlur={() => setTyped('')}
      popupMatchSelectWidth={false}
    />
  );
}
