import type { PivotRow } from '@plotline/contract/lines';
import type { CustomFilterProps } from 'ag-grid-react';
import { useGridFilter } from 'ag-grid-react';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '#src/components/ui/number-input.tsx';
import type { PivotFilterModel } from '../utils/pivot-query.ts';

type PivotFilterProps = CustomFilterProps<PivotRow, unknown, PivotFilterModel> & {
  /** A number range (quantitative features) instead of a text the value contains. */
  isNumber: boolean;
};

/** The server filters; the grid never asks a row itself (infinite row model). */
const passAll = () => true;

/** A column's filter: from–to for numbers, "contains" for texts; applying asks the server. */
export function PivotColumnFilter({ model, onModelChange, isNumber, api }: PivotFilterProps) {
  const { t } = useTranslation();
  useGridFilter({ doesFilterPass: passAll });
  const [min, setMin] = useState<number | null>(model?.min ?? null);
  const [max, setMax] = useState<number | null>(model?.max ?? null);
  const [contains, setContains] = useState(model?.contains ?? '');

  function apply(next: PivotFilterModel | null) {
    onModelChange(next);
    api.hidePopupMenu();
  }

  function submit() {
    if (isNumber) {
      apply(min === null && max === null ? null : { min: min ?? undefined, max: max ?? undefined });
    } else {
      apply(contains.trim() ? { contains: contains.trim() } : null);
    }
  }

  return (
    <form
      className="pl-pivot-filter"
      data-testid="pivot-filter"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {isNumber ? (
        <Flex gap="small">
          <NumberInput
            size="small"
            aria-label={t('varieties.filter.min')}
            placeholder={t('varieties.filter.min')}
            value={min}
            onChange={(value) => setMin(typeof value === 'number' ? value : null)}
            data-testid="pivot-filter-min"
          />
          <NumberInput
            size="small"
            aria-label={t('varieties.filter.max')}
            placeholder={t('varieties.filter.max')}
            value={max}
            onChange={(value) => setMax(typeof value === 'number' ? value : null)}
            data-testid="pivot-filter-max"
          />
        </Flex>
      ) : (
        <Input
          size="small"
          allowClear
          aria-label={t('varieties.filter.contains')}
          placeholder={t('varieties.filter.contains')}
          value={contains}
          onChange={(event) => setContains(event.target.value)}
          data-testid="pivot-filter-text"
        />
      )}
      <Flex justify="end" gap="small">
        <Button size="small" onClick={() => apply(null)}>
          {t('varieties.filter.reset')}
        </Button>
        <Button size="small" type="primary" htmlType="submit" data-testid="pivot-filter-apply">
          {t('varieties.filter.apply')}
        </Button>
      </Flex>
    </form>
  );
}
