import type { PivotRow } from '@plotline/contract/lines';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The grid's context: what cells may ask of the page around them. */
export type PivotGridContext = { openLine: (lineId: number) => void };

/** The line's name as a button opening its card, with a badge on varieties. */
export function LineNameCell({
  data,
  context,
}: CustomCellRendererProps<PivotRow, unknown, PivotGridContext>) {
  const { t } = useTranslation();
  if (!data) return null;
  return (
    <span className="pl-line-name-cell">
      <button
        type="button"
        className="pl-pivot-link"
        data-testid="open-line-card"
        title={t('varieties.table.openCard', { name: data.line_name })}
        onClick={() => context.openLine(data.line_id)}
      >
        {data.line_name}
      </button>
      {data.is_sort && (
        <Tag color="green" className="pl-variety-badge" data-testid="variety-badge">
          {t('varieties.table.varietyBadge')}
        </Tag>
      )}
    </span>
  );
}
