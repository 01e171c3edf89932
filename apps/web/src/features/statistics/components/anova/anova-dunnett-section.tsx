import type { AnovaDunnett, DunnettPair } from '@plotline/contract/statistics-anova';
import { Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';
import { SignificanceStars } from './anova-significance-stars.tsx';

type AnovaDunnettSectionProps = { dunnett: AnovaDunnett; format: ModelFormat };

/**
 * Dunnett's comparisons of every level of a factor with its control, on the adjusted means:
 * the difference, its simultaneous 95 % interval and the adjusted p; significant ones filled.
 */
export function AnovaDunnettSection({ dunnett, format }: AnovaDunnettSectionProps) {
  const { t } = useTranslation();
  const { pairs } = dunnett;
  const decimals = useMemo(
    () => format.decimalsOf(pairs.flatMap((p) => [p.meandiff, p.lower, p.upper])),
    [pairs, format],
  );
  const factor = format.labelOfKey(dunnett.predictor);
  const significant = pairs.filter((p) => p['p-adj'] < 0.05).length;
  return (
    <section
      className="pl-model-section"
      aria-labelledby="anova-dunnett"
      data-testid="dunnett-section"
    >
      <h2 className="pl-model-heading" id="anova-dunnett">
        {t('statistics.anova.dunnett.caption', { factor, control: dunnett.control })}
      </h2>
      <p className="pl-model-muted">
        {t('statistics.anova.dunnett.summary', { significant, count: pairs.length })}
      </p>
      <Table<DunnettPair>
        data-testid="dunnett-table"
        className="pl-stat-table pl-model-table"
        size="small"
        rowKey="level"
        dataSource={pairs}
        rowClassName={(p) => (p['p-adj'] < 0.05 ? 'pl-model-row-significant' : '')}
        pagination={{ defaultPageSize: 25, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'level', dataIndex: 'level', title: t('statistics.anova.letters.level') },
          {
            key: 'meandiff',
            title: t('statistics.anova.dunnett.difference'),
            align: 'right',
            sorter: (a, b) => a.meandiff - b.meandiff,
            render: (_, p) => format.signed(p.meandiff, decimals),
          },
          {
            key: 'interval',
            title: t('statistics.anova.tukey.interval'),
            align: 'right',
            render: (_, p) =>
              `${format.value(p.lower, decimals)} … ${format.value(p.upper, decimals)}`,
          },
          {
            key: 't',
            title: 't',
            align: 'right',
            render: (_, p) => format.value(p.t, 2),
          },
          {
            key: 'p',
            title: t('statistics.anova.tukey.pAdj'),
            align: 'right',
            sorter: (a, b) => a['p-adj'] - b['p-adj'],
            render: (_, p) => format.pValue(p['p-adj']),
          },
          {
            key: 'significance',
            title: t('statistics.columns.significance'),
            render: (_, p) => <SignificanceStars stars={p.stars} />,
          },
        ]}
      />
    </section>
  );
}
