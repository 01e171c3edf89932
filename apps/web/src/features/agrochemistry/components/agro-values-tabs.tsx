import type { AgroParam } from '@plotline/contract/meteo';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { useErrorToast } from '#src/lib/use-error-toast.ts';
import { agroValuesQueryOptions } from '../api/list-agro-values.ts';
import { seasonPlotsQueryOptions } from '../api/list-season-plots.ts';
import type { NurserySeason } from '../hooks/use-agro-selection.ts';
import { type CellPlace, useSaveCell } from '../hooks/use-save-cell.ts';
import { cellKey, pivotAgroValues } from '../utils/pivot-agro-values.ts';
import { FieldValuesTable } from './field-values-table.tsx';
import { PlotValuesTable } from './plot-values-table.tsx';

const keyOf = (place: CellPlace) => cellKey(place.param, place.plot, place.date);

type AgroValuesTabsProps = {
  year: number;
  nursery: NurserySeason;
  params: AgroParam[];
  onRename: (param: AgroParam) => void;
  onDelete: (param: AgroParam) => void;
};

/**
 * The soil values of one nursery's season: the nursery's samples (elements × dates) and, on
 * the second tab, the plots' own samples (plots × parameter × date).
 */
export function AgroValuesTabs({ year, nursery, params, onRename, onDelete }: AgroValuesTabsProps) {
  const { t } = useTranslation();
  const fieldId = nursery.field.field_id;
  const [tab, setTab] = useState('field');
  const [fieldDates, setFieldDates] = useState<string[]>([]);
  const [plotDates, setPlotDates] = useState<string[]>([]);
  const values = useQuery(agroValuesQueryOptions(fieldId, year));
  const plots = useQuery({
    ...seasonPlotsQueryOptions(fieldId, nursery.season.id),
    enabled: tab === 'plots',
  });
  useErrorToast(values.error, 'agrochemistry.errors.values');
  useErrorToast(plots.error, 'agrochemistry.errors.plots');
  const save = useSaveCell(fieldId, year);
  const stored = values.data ?? [];
  const fieldGrid = useMemo(
    () => pivotAgroValues(stored, 'field', fieldDates),
    [stored, fieldDates],
  );
  const plotGrid = useMemo(() => pivotAgroValues(stored, 'plot', plotDates), [stored, plotDates]);

  if (values.isLoading) return <PageSkeleton rows={6} />;
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'field',
          label: t('agrochemistry.tabs.field'),
          children: (
            <FieldValuesTable
              year={year}
              params={params}
              grid={fieldGrid}
              onAddDate={(date) => setFieldDates((dates) => [...dates, date])}
              onSave={(place, next) => save(place, fieldGrid.cells.get(keyOf(place)), next)}
              onRename={onRename}
              onDelete={onDelete}
            />
          ),
        },
        {
          key: 'plots',
          label: t('agrochemistry.tabs.plots'),
          children: (
            <PlotValuesTable
              year={year}
              params={params}
              plots={plots.data ?? []}
              loading={plots.isLoading}
              grid={plotGrid}
              onAddDate={(date) => setPlotDates((dates) => [...dates, date])}
              onSave={(place, next) => save(place, plotGrid.cells.get(keyOf(place)), next)}
            />
          ),
        },
      ]}
    />
  );
}
