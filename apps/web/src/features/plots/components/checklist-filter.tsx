import type { CombinedPlot } from '@plotline/contract/plots';
import type { CustomFilterProps } from 'ag-grid-react';
import { useGridFilter } from 'ag-grid-react';
import { Button, Checkbox, Flex, Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChecklistFilterModel } from '../utils/plot-query.ts';

type ChecklistFilterProps = CustomFilterProps<CombinedPlot, unknown, ChecklistFilterModel> & {
  /** The column's distinct values (`unique_values` of the server). */
  values: string[];
};

/** The server filters; the grid never asks a row itself (infinite row model). */
const passAll = () => true;

/**
 * A set-filter-like checklist (the community grid has none): tick the values a row may have;
 * "(empty)" stands for cells without a value. Applying sends the list to the server.
 */
export function ChecklistFilter({ model, onModelChange, values, api }: ChecklistFilterProps) {
  const { t } = useTranslation();
  useGridFilter({ doesFilterPass: passAll });
  const options = useMemo(() => ['', ...values.filter((value) => value !== '')], [values]);
  const [checked, setChecked] = useState<Set<string>>(() => new Set(model?.values ?? options));
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = options.filter((value) => value === '' || value.toLowerCase().includes(needle));

  function toggle(value: string, isChecked: boolean) {
    const next = new Set(checked);
    if (isChecked) next.add(value);
    else next.delete(value);
    setChecked(next);
  }

  function apply(next: ChecklistFilterModel | null) {
    onModelChange(next);
    api.hidePopupMenu();
  }

  const isAllChecked = options.every((value) => checked.has(value));
  return (
    <div className="pl-checklist-filter" data-testid="checklist-filter">
      <Input
        size="small"
        allowClear
        aria-label={t('plots.filter.search')}
        placeholder={t('plots.filter.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Checkbox
        checked={isAllChecked}
        indeterminate={!isAllChecked && checked.size > 0}
        onChange={(event) => setChecked(new Set(event.target.checked ? options : []))}
      >
        {t('plots.filter.all')}
      </Checkbox>
      <div className="pl-checklist-filter-list">
        {shown.map((value) => (
          <Checkbox
            key={value === '' ? '\u0000empty' : value}
            checked={checked.has(value)}
            onChange={(event) => toggle(value, event.target.checked)}
          >
            {value === '' ? <em>{t('plots.filter.empty')}</em> : value}
          </Checkbox>
        ))}
      </div>
      <Flex justify="end" gap="small">
        <Button size="small" onClick={() => apply(null)}>
          {t('plots.filter.reset')}
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={checked.size === 0}
          onClick={() => apply(isAllChecked ? null : { values: [...checked] })}
        >
          {t('plots.filter.apply')}
        </Button>
      </Flex>
    </div>
  );
}
