import type { ColoringData } from '@plotline/contract/plots';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColoringChoice, SoilParamOption } from '../api/get-map-coloring.ts';

type MapColoringSelectProps = {
  data: ColoringData | undefined;
  value: ColoringChoice | null;
  onChange: (choice: ColoringChoice | null) => void;
  /** The soil parameters of the season's year (the "Soil" group). */
  soilParams?: readonly SoilParamOption[];
};

const SEPARATOR = '\u0000';
const encode = (choice: ColoringChoice) => `${choice.by}${SEPARATOR}${choice.name}`;
function decode(value: string): ColoringChoice {
  const [by, name = ''] = value.split(SEPARATOR);
  return { by: by as ColoringChoice['by'], name };
}

/**
 * "Colour by": a phenotype, a stage reached, a harvest technology applied, or a soil
 * parameter of the season's year; clear for none.
 */
export function MapColoringSelect({
  data,
  value,
  onChange,
  soilParams = [],
}: MapColoringSelectProps) {
  const { t } = useTranslation();
  const group = (by: ColoringChoice['by'], label: string, names: string[] = []) => ({
    label,
    title: label,
    options: names.map((name) => ({ label: name, value: encode({ by, name }) })),
  });
  const options = [
    group('feature', t('fieldMap.coloring.features'), data?.plot_final_results),
    group('stage', t('fieldMap.coloring.stages'), data?.plot_stage),
    group('harvest_technology', t('fieldMap.coloring.harvest'), data?.harvest_technology),
    {
      label: t('fieldMap.coloring.soil'),
      title: t('fieldMap.coloring.soil'),
      options: soilParams.map((param) => ({
        label: param.unit ? `${param.name}, ${param.unit}` : param.name,
        value: encode({ by: 'agro_param_id', name: String(param.id) }),
      })),
    },
  ].filter((item) => item.options.length > 0);
  return (
    <Select
      aria-label={t('fieldMap.coloring.label')}
      data-testid="map-coloring"
      className="pl-map-coloring"
      placeholder={t('fieldMap.coloring.placeholder')}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={!data}
      notFoundContent={t('fieldMap.coloring.nothing')}
      options={options}
      value={value ? encode(value) : undefined}
      onChange={(next?: string) => onChange(next ? decode(next) : null)}
    />
  );
}
