import { FIELD_WIDTH_MAX, FIELD_WIDTH_MIN } from '@plotline/contract/rules';
import { Button, Space, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';

type MapWidthControlProps = {
  width: number;
  isPending: boolean;
  disabled: boolean;
  onReflow: (width: number) => void;
};

/** Plots per row of the map (2..150); applying re-flows the plots in order into rows. */
export function MapWidthControl({ width, isPending, disabled, onReflow }: MapWidthControlProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(width);
  useEffect(() => setValue(width), [width]);
  const isValid =
    value !== null &&
    Number.isInteger(value) &&
    value >= FIELD_WIDTH_MIN &&
    value <= FIELD_WIDTH_MAX;
  const apply = () => {
    if (isValid && value !== width) onReflow(value);
  };
  return (
    <Space.Compact>
      <Tooltip title={t('fieldMap.widthHint', { min: FIELD_WIDTH_MIN, max: FIELD_WIDTH_MAX })}>
        <NumberInput
          aria-label={t('fieldMap.width')}
          data-testid="map-width"
          min={FIELD_WIDTH_MIN}
          max={FIELD_WIDTH_MAX}
          precision={0}
          value={value}
          status={isValid ? undefined : 'error'}
          disabled={disabled}
          onChange={setValue}
          onPressEnter={apply}
          prefix={t('fieldMap.widthPrefix')}
          className="pl-map-width"
        />
      </Tooltip>
      <Button
        data-testid="map-width-apply"
        loading={isPending}
        disabled={disabled || !isValid || value === width}
        onClick={apply}
      >
        {t('fieldMap.reflow')}
      </Button>
    </Space.Compact>
  );
}
