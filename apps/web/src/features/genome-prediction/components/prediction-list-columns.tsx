import type { PredictionSummary } from '@plotline/contract/genome-prediction';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** The prediction list's own columns (between the name and the status): trait, folds, lines. */
export function usePredictionListColumns(): TableColumnsType<PredictionSummary> {
  const { t, i18n } = useTranslation();
  return [
    {
      key: 'trait',
      title: t('prediction.list.trait'),
      render: (_v, prediction) => prediction.parameters.feature,
    },
    {
      key: 'lines',
      title: t('prediction.list.lines'),
      align: 'right',
      render: (_v, prediction) => prediction.lines?.toLocaleString(i18n.language) ?? '—',
    },
  ];
}
