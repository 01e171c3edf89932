import { CloseOutlined, DeleteOutlined, ExportOutlined } from '@ant-design/icons';
import type { Field, FieldYearRef } from '@plotline/contract/fields';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePlotsConfirm } from '../hooks/use-delete-plots-confirm.ts';
import { MovePlotsModal } from './move-plots-modal.tsx';

type PlotIdActionsProps = {
  selected: ReadonlySet<number>;
  specId: number;
  field: Field;
  year: FieldYearRef;
  /** Deselects the plots. */
  onClear: () => void;
  /** Plots were deleted or moved away: what shows them must reload. */
  onChanged: () => void;
  onYearsChanged: () => void;
};

/**
 * What can be done with plots known by id only (selected on the field map): move them to
 * another year, delete them.
 */
export function PlotIdActions({
  selected,
  specId,
  field,
  year,
  onClear,
  onChanged,
  onYearsChanged,
}: PlotIdActionsProps) {
  const { t } = useTranslation();
  const [isMoveOpen, setMoveOpen] = useState(false);
  const { confirmDelete, contextHolder } = useDeletePlotsConfirm(() => {
    onClear();
    onChanged();
  });
  const plots = [...selected].map((plot_id) => ({ plot_id }));
  const isIdle = selected.size === 0;
  return (
    <Space wrap data-testid="map-selection" className="pl-map-selection">
      <span aria-live="polite">{t('plots.selected', { count: selected.size })}</span>
      <Button
        data-testid="map-move-to-year"
        icon={<ExportOutlined aria-hidden />}
        disabled={isIdle}
        onClick={() => setMoveOpen(true)}
      >
        {t('plots.move.button')}
      </Button>
      <Button
        data-testid="map-delete-plots"
        danger
        icon={<DeleteOutlined aria-hidden />}
        disabled={isIdle}
        onClick={() => confirmDelete([...selected])}
      >
        {t('plots.delete.button')}
      </Button>
      <Button icon={<CloseOutlined aria-hidden />} disabled={isIdle} onClick={onClear}>
        {t('plots.clearSelection')}
      </Button>
      {contextHolder}
      <MovePlotsModal
        open={isMoveOpen}
        plots={plots}
        specId={specId}
        field={field}
        year={year}
        onClose={() => setMoveOpen(false)}
        onMoved={() => {
          setMoveOpen(false);
          onClear();
          onYearsChanged();
        }}
      />
    </Space>
  );
}
