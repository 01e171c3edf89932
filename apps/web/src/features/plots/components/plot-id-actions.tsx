import { CloseOutlined, DeleteOutlined, ExportOutlined } from '@ant-design/icons';
import type { Field, FieldYearRef } from '@plotline/contract/fields';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeletePlotsConfirm } from '../hooks/use-delete-plots-confirm.ts';
import { MovePlotsModal } from './move-plots-modal.tsx';

type PlotIdActionsProps = {
  plotIds: readonly number[];
  /** Names of the selected plots, when the caller knows them (the move dialog names entries). */
  plotNames?: readonly string[];
  specId: number;
  field: Field;
  year: FieldYearRef;
  /** The plots were moved to another year or deleted (clear the selection). */
  onDone: () => void;
  /** The plots were deleted: views of this season must reload. */
  onDeleted?: () => void;
  onYearsChanged: () => void;
  /** Deselects the plots; with it, a "clear selection" button shows. */
  onClear?: () => void;
  /** More actions, between "move" and "delete". */
  children?: ReactNode;
  /** Buttons joined in one bar (the table's toolbar) rather than spaced (the map). */
  isCompact?: boolean;
  testId: string;
  className?: string;
};

/**
 * What can be done with selected plots, known by id: move them to another year, delete them
 * (after a confirmation), and what the caller adds. Used by the plot table and the field map.
 */
export function PlotIdActions(props: PlotIdActionsProps) {
  const { plotIds, specId, field, year, onDone, onYearsChanged } = props;
  const { t } = useTranslation();
  const [isMoveOpen, setMoveOpen] = useState(false);
  const { confirmDelete, contextHolder } = useDeletePlotsConfirm(() => {
    onDone();
    props.onDeleted?.();
  });
  const isIdle = plotIds.length === 0;
  const content = (
    <>
      <span className="pl-plot-actions-count" aria-live="polite">
        {t('plots.selected', { count: plotIds.length })}
      </span>
      <Button
        data-testid="move-to-year"
        icon={<ExportOutlined aria-hidden />}
        disabled={isIdle}
        onClick={() => setMoveOpen(true)}
      >
        {t('plots.move.button')}
      </Button>
      {props.children}
      <Button
        data-testid="delete-plots"
        danger
        icon={<DeleteOutlined aria-hidden />}
        disabled={isIdle}
        onClick={() => confirmDelete([...plotIds])}
      >
        {t('plots.delete.button')}
      </Button>
      {props.onClear && (
        <Button icon={<CloseOutlined aria-hidden />} disabled={isIdle} onClick={props.onClear}>
          {t('plots.clearSelection')}
        </Button>
      )}
      {contextHolder}
      <MovePlotsModal
        open={isMoveOpen}
        plots={plotIds.map((plot_id, index) => ({ plot_id, plot_name: props.plotNames?.[index] }))}
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
    </>
  );
  const bar = { 'data-testid': props.testId, className: props.className };
  return props.isCompact ? (
    <Space.Compact {...bar}>{content}</Space.Compact>
  ) : (
    <Space wrap {...bar}>
      {content}
    </Space>
  );
}
