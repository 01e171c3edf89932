import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CoefficientLine } from '../../hooks/use-ancova-coefficient-lines.ts';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';
import { SignificanceStars } from '../anova/anova-significance-stars.tsx';

type CoefficientsTableProps = { lines: CoefficientLine[]; format: ModelFormat };

const byNumber = (key: 'coef' | 'tvalue' | 'pvalue') => (a: CoefficientLine, b: CoefficientLine) =>
  (a[key] ?? Number.POSITIVE_INFINITY) - (b[key] ?? Number.POSITIVE_INFINITY);

/** The coefficients of `y ~ g * x`: what each means, its estimate, t and p. */
export function CoefficientsTable({ lines, format }: CoefficientsTableProps) {
  const { t } = useTranslation();
  const decimals = Math.max(2, format.decimalsOf(lines.map((l) => l.coef)));
  return (
    <Table<CoefficientLine>
      data-testid="ancova-coefficients"
      className="pl-stat-table pl-model-table"
      size="small"
      rowKey="name"
      dataSource={lines}
      rowClassName={(line) => (line.isSignificant ? 'pl-model-row-significant' : '')}
      pagination={{ defaultPageSize: 50, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'meaning',
          title: t('statistics.ancova.coefficients.term'),
          render: (_, line) => (
            <>
              {line.meaning}
              <br />
              <code className="pl-model-code">{line.name}</code>
            </>
          ),
        },
        {
          key: 'coef',
          title: t('statistics.ancova.coefficients.coef'),
          align: 'right',
          sorter: byNumber('coef'),
          render: (_, line) =>
            line.coef === null
              ? t('statistics.ancova.coefficients.aliased')
              : format.value(line.coef, decimals),
        },
        {
          key: 't',
          title: 't',
          align: 'right',
          sorter: byNumber('tvalue'),
          render: (_, line) => format.value(line.tvalue, 2),
        },
        {
          key: 'p',
          title: t('statistics.columns.pValue'),
          align: 'right',
          sorter: byNumber('pvalue'),
          render: (_, line) => format.pValue(line.pvalue),
        },
        {
          key: 'significance',
          title: t('statistics.columns.significance'),
          render: (_, line) => <SignificanceStars stars={line.stars} />,
        },
      ]}
    />
  );
}
