import { CheckOutlined } from '@ant-design/icons';
import type { CombinedPlot } from '@plotline/contract/plots';
import type { CustomCellRendererProps } from 'ag-grid-react';
import { useTranslation } from 'react-i18next';

/** A tick for plots whose line is a variety. */
export function VarietyCell({ data }: CustomCellRendererProps<CombinedPlot>) {
  const { t } = useTranslation();
  if (!data?.is_sort) return null;
  return <CheckOutlined className="pl-variety-mark" aria-label={t('plots.columns.variety')} />;
}
