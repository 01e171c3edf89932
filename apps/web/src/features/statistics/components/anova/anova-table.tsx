import { Table, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';
import type { AnovaLine } from '../../utils/anova/anova-rows.ts';
import { termLabel } from '../../utils/anova/anova-terms.ts';
import { SignificanceStars } from './anova-significance-stars.tsx';

type AnovaTableProps = {
  lines: AnovaLine[];
  format: ModelFormat;
  /** A split-plot: each term says which error it is tested against. */
  isSplitPlot: boolean;
};

const byNumber =
  (key: 'df' | 'sum_sq' | 'mean_sq' | 'F' | 'PR(>F)') => (a: AnovaLine, b: AnovaLine) =>
    (a[key] ?? Number.POSITIVE_INFINITY) - (b[key] ?? Number.POSITIVE_INFINITY);

/**
 * The ANOVA table: a line per term (factors and interactions `a × b`), a split-plot's
 * main-plot error, and the residual; significant terms highlighted.
 */
export function AnovaTable({ lines, format, isSplitPlot }: AnovaTableProps) {
  const { t } = useTranslation();
  const columns = useMemo<TableColumnsType<AnovaLine>>(() => {
    const ss = format.decimalsOf(lines.map((l) => l.sum_sq));
    const ms = format.decimalsOf(lines.map((l) => l.mean_sq));
    const errorLabel = (source: string) =>
      source === 'Residual'
        ? t('statistics.anova.table.residual')
        : t('statistics.anova.table.mainPlotError', {
            term: termLabel(source, format.labelOfKey),
          });
    const strata: TableColumnsType<AnovaLine> = [
      {
        key: 'error',
        title: t('statistics.anova.table.testedAgainst'),
        render: (_, line) =>
          line.error === null
            ? ''
            : `${errorLabel(line.error)}, df ${format.value(line.errorDf, Number.isInteger(line.errorDf) ? 0 : 1)}`,
      },
    ];
    return [
      {
        key: 'source',
        title: t('statistics.anova.table.source'),
        render: (_, line) =>
          line.isResidual || line.isErrorStratum
            ? errorLabel(line.source)
            : termLabel(line.source, format.labelOfKey),
      },
      { key: 'df', title: 'df', dataIndex: 'df', align: 'right', sorter: byNumber('df') },
      {
        key: 'sum_sq',
        title: t('statistics.anova.table.sumSq'),
        align: 'right',
        sorter: byNumber('sum_sq'),
        render: (_, line) => format.value(line.sum_sq, ss),
      },
      {
        key: 'mean_sq',
        title: t('statistics.anova.table.meanSq'),
        align: 'right',
        sorter: byNumber('mean_sq'),
        render: (_, line) => format.value(line.mean_sq, ms),
      },
      {
        key: 'F',
        title: 'F',
        align: 'right',
        sorter: byNumber('F'),
        render: (_, line) => format.value(line.F, 2),
      },
      {
        key: 'p',
        title: t('statistics.columns.pValue'),
        align: 'right',
        sorter: byNumber('PR(>F)'),
        render: (_, line) => format.pValue(line['PR(>F)']),
      },
      {
        key: 'significance',
        title: t('statistics.columns.significance'),
        render: (_, line) => <SignificanceStars stars={line.stars} />,
      },
      ...(isSplitPlot ? strata : []),
    ];
  }, [lines, format, isSplitPlot, t]);
  return (
    <Table<AnovaLine>
      data-testid="anova-table"
      className="pl-stat-table pl-model-table"
      size="small"
      rowKey="source"
      columns={columns}
      dataSource={lines}
      pagination={false}
      rowClassName={(line) =>
        line.isSignificant
          ? 'pl-model-row-significant'
          : line.isErrorStratum
            ? 'pl-model-row-error'
            : ''
      }
      scroll={{ x: 'max-content' }}
    />
  );
}
