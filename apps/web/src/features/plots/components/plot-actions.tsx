import { TrophyOutlined } from '@ant-design/icons';
import type { Field, FieldYearRef } from '@plotline/contract/fields';
import type { CombinedPlot } from '@plotline/contract/plots';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { showActionError } from '#src/lib/show-api-error.ts';
import { useConvertToVariety } from '../api/convert-to-variety.ts';
import { PlotIdActions } from './plot-id-actions.tsx';

type PlotActionsProps = {
  selected: CombinedPlot[];
  specId: number;
  field: Field;
  year: FieldYearRef;
  onDone: () => void;
  onYearsChanged: () => void;
  /** Actions of other features on the selection, after "move to year". */
  renderSelectionActions?: (plotIds: readonly number[], onDone: () => void) => ReactNode;
};

/** What can be done with the selected rows: move to another year, make varieties, delete. */
export function PlotActions({
  selected,
  specId,
  field,
  year,
  onDone,
  onYearsChanged,
  renderSelectionActions,
}: PlotActionsProps) {
  const { t } = useTranslation();
  const convert = useConvertToVariety();

  function convertToVariety() {
    const lineIds = [...new Set(selected.map((plot) => plot.line_id))];
    convert.mutate(lineIds, {
      onSuccess: () => {
        toast.success(t('plots.convert.done', { count: lineIds.length }));
        onDone();
      },
      onError: (error) => showActionError(error, 'plots.errors.convert'),
    });
  }

  return (
    <PlotIdActions
      plotIds={selected.map((plot) => plot.plot_id)}
      plotNames={selected.map((plot) => plot.plot_name)}
      specId={specId}
      field={field}
      year={year}
      onDone={onDone}
      onYearsChanged={onYearsChanged}
      isCompact
      testId="plot-actions"
      className="pl-plot-actions"
    >
      {renderSelectionActions?.(
        selected.map((plot) => plot.plot_id),
        onDone,
      )}
      <Button
        data-testid="convert-to-variety"
        icon={<TrophyOutlined aria-hidden />}
        disabled={selected.length === 0}
        loading={convert.isPending}
        onClick={convertToVariety}
      >
        {t('plots.convert.button')}
      </Button>
    </PlotIdActions>
  );
}
