import { FIELD_NAME_MAX_LENGTH, INPUT_MAX_LENGTH } from '@plotline/contract/rules';
import { AutoComplete, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { maxLengthRule, requiredNameRules } from '#src/lib/name-rules.ts';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { useSessionStore } from '#src/stores/session-store.ts';
import { useRegions } from '../api/list-regions.ts';
import { findByName, matchesName } from '../utils/match-name.ts';
import { SubregionInput } from './subregion-input.tsx';

/** The form values these fields own: names, as api-contract §4 stores them. */
type NurseryPlace = { region?: string; subregion?: string };

const NO_COUNTRIES: readonly number[] = [];

/**
 * The region and subregion of a nursery (spec §2 "Add nursery"): Form.Items `region`
 * (required) and `subregion` holding names, as api-contract §4 stores them. The region is
 * typed or picked among the regions of the user's countries (profile `countries`), named in
 * the interface language; once it names a listed region, the subregion is picked among that
 * region's subregions or added to them. A region outside the list (a nursery may be
 * anywhere) or a user without a country keeps both as free text, and so does a stored name.
 */
export function NurseryPlaceFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance<NurseryPlace>();
  const regionName = Form.useWatch('region', form) ?? '';
  const countryIds = useSessionStore((state) => state.userMeta?.countryIds ?? NO_COUNTRIES);
  const regions = useRegions(countryIds);
  useErrorToast(regions.error, 'regions.loadFailed');
  const region = findByName(regions.data, regionName);

  function handleRegionSelect(name: string) {
    // a subregion belongs to its region: another region starts without one
    if (findByName(regions.data, name) !== region) form.setFieldValue('subregion', '');
  }

  return (
    <>
      <Form.Item
        name="region"
        label={t('regions.region')}
        rules={requiredNameRules(FIELD_NAME_MAX_LENGTH)}
      >
        <AutoComplete
          data-testid="region-input"
          options={regions.data.map(({ name }) => ({ value: name }))}
          showSearch={{
            filterOption: (typed, option) => matchesName(String(option?.value ?? ''), typed),
          }}
          placeholder={regions.data.length > 0 ? t('regions.regionPlaceholder') : undefined}
          maxLength={FIELD_NAME_MAX_LENGTH}
          allowClear
          onSelect={handleRegionSelect}
        />
      </Form.Item>
      <Form.Item
        name="subregion"
        label={t('regions.subregion')}
        rules={[maxLengthRule(INPUT_MAX_LENGTH)]}
      >
        <SubregionInput regionId={region?.id ?? null} maxLength={INPUT_MAX_LENGTH} />
      </Form.Item>
    </>
  );
}
