import type { SlopeHomogeneity } from '@plotline/contract/statistics-anova';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';

type SlopeHomogeneityNoteProps = { test: SlopeHomogeneity; format: ModelFormat };

/** The test of parallel slopes in one plain sentence: whether the adjusted means compare. */
export function SlopeHomogeneityNote({ test, format }: SlopeHomogeneityNoteProps) {
  const { t } = useTranslation();
  if (test === null) {
    return (
      <Alert
        data-testid="slope-homogeneity"
        type="info"
        showIcon
        title={t('statistics.ancova.slopes.untestable')}
      />
    );
  }
  const values = {
    f: format.value(test.F, 2),
    df: test.df,
    dfResidual: test.df_residual,
    p: format.pClause(test['PR(>F)']),
  };
  const isParallel = test['PR(>F)'] >= 0.05;
  return (
    <Alert
      data-testid="slope-homogeneity"
      type={isParallel ? 'success' : 'warning'}
      showIcon
      title={t(
        isParallel ? 'statistics.ancova.slopes.parallel' : 'statistics.ancova.slopes.differ',
      )}
      description={t('statistics.ancova.slopes.test', values)}
    />
  );
}
