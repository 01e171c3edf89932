import { DeleteOutlined, ExportOutlined, TrophyOutlined } from '@ant-design/icons';
import type { Field, FieldYearRef } from '@plotline/contract/fields';
import type { CombinedPlot } from '@plotline/contract/plots';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlotActions } from '../hooks/use-plot-actions.ts';
import { MovePlotsModal } from './move-plots-modal.tsx';

type PlotActionsProps = {
  selected: CombinedPlot[];
  specId: number;
  field: Field;
  year: FieldYearRef;
  onDone: () => void;
  onYearsChanged: () => void;
};

/** What can be done with the selected plots: move to the next year, delete, make varieties. */
export function PlotActions({
  selected,
  specId,
  field,
  year,
  onDone,
  onYearsChanged,
}: PlotActionsProps) {
  const { t } = useTranslation();
  const [isMoveOpen, setMoveOpen] = useState(false);
  const actions = usePlotActions(selected, onDone);
  const isIdle = selected.length === 0;
  return (
    <Space.Compact data-testid="plot-actions" className="pl-plot-actions">
      <span className="pl-plot-actions-count" aria-live="polite">
        {t('plots.selected', { count: selected.length })}
      </span>
      <Button
        data-testid="move-to-year"
        icon={<ExportOutlined aria-hidden />}
        disabled={isIdle}
        onClick={() => setMoveOpen(true)}
      >
        {t('plots.move.button')}
      </Button>
      <Button
        data-testid="convert-to-variety"
        icon={<TrophyOutlined aria-hidden />}
        disabled={isIdle}
        loading={actions.isConverting}
        onClick={actions.convertToVariety}
      >
        {t('plots.convert.button')}
      </Button>
      <Button
        data-testid="delete-plots"
        danger
        icon={<DeleteOutlined aria-hidden />}
        disabled={isIdle}
        onClick={actions.confirmDelete}
      >
        {t('plots.delete.button')}
      </Button>
      {actions.contextHolder}
      <MovePlotsModal
        open={isMoveOpen}
        plots={selected}
        specId={specId}
        field={field}
        year={year}
        onClose={() => setMoveOpen(false)}
        onMoved={() => {
          setMoveOpen(false);
          onDone();
          onYearsChanged();
        }}
      />
    </Space.Compact>
  );
}
