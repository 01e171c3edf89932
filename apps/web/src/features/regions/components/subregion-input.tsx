import { SUBREGION_NAME_MAX_LENGTH } from '@plotline/contract/regions';
import { AutoComplete } from 'antd';
import { useTranslation } from 'react-i18next';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useCreateSubregion } from '../api/create-subregion.ts';
import { useSubregions } from '../api/list-subregions.ts';
import { findNewName, matchesName } from '../utils/match-name.ts';

/** A subregion name to pick; `isNew` marks "Add «name»", which adds the typed name first. */
type SubregionOption = { value: string; label: string; isNew?: boolean };

type SubregionInputProps = {
  /** The listed region whose subregions are offered; null leaves a plain text input. */
  regionId: number | null;
  maxLength: number;
  /** The subregion name (antd Form.Item passes it). */
  value?: string;
  onChange?: (name: string) => void;
  /** Set by antd Form.Item so its label points at the input. */
  id?: string;
};

/**
 * A subregion (district) name, typed or picked among the region's subregions (shared ones
 * and the user's company's own; any case, ё = е). When no subregion has the typed name, the
 * list ends with "Add «name»": choosing it (click or Enter) adds the subregion to the
 * company's list and keeps the name. A refused name shows the server's reason in a toast.
 */
export function SubregionInput({
  regionId,
  maxLength,
  value = '',
  onChange,
  id,
}: SubregionInputProps) {
  const { t } = useTranslation();
  const subregions = useSubregions(regionId);
  const createSubregion = useCreateSubregion();
  useErrorToast(subregions.error, 'regions.loadSubregionsFailed');
  const list = subregions.data ?? [];
  // offered once the list is known, so that a listed name is never added twice
  const newName = subregions.isSuccess ? findNewName(value, list, SUBREGION_NAME_MAX_LENGTH) : null;

  const options: SubregionOption[] = list.map(({ name }) => ({ value: name, label: name }));
  if (newName !== null) {
    options.push({
      value: newName,
      label: t('regions.addSubregion', { name: newName }),
      isNew: true,
    });
  }

  function handleSelect(name: string, option: SubregionOption) {
    if (!option.isNew || regionId === null) return;
    createSubregion.mutate(
      { regionId, name },
      {
        onSuccess: (subregion) => onChange?.(subregion.name),
        onError: (error) => showActionError(error, 'regions.addSubregionFailed'),
      },
    );
  }

  return (
    <AutoComplete<string, SubregionOption>
      id={id}
      data-testid="subregion-input"
      value={value}
      options={options}
      showSearch={{
        filterOption: (typed, option) =>
          option?.isNew === true || matchesName(option?.value ?? '', typed),
      }}
      placeholder={regionId === null ? undefined : t('regions.subregionPlaceholder')}
      maxLength={maxLength}
      allowClear
      onChange={onChange}
      onSelect={handleSelect}
    />
  );
}
