import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '#src/components/ui/page-skeleton.tsx';
import { useSessionStore } from '#src/stores/session-store.ts';
import type { CorrelationPage } from '../../hooks/use-correlation-page.ts';
import { pairKey, significanceStars } from '../../utils/correlation/correlation-pairs.ts';
import { formatPValue, formatValue } from '../../utils/format-stat.ts';
import { FailedAnalysis } from '../failed-analysis.tsx';
import { CorrelationScatter } from './correlation-scatter.tsx';

type CorrelationPairPanelProps = { page: CorrelationPage };

/** The chosen pair: its picker, r with p, the 95 % CI, n and Spearman's ρ, and the scatter. */
export function CorrelationPairPanel({ page }: CorrelationPairPanelProps) {
  const { t } = useTranslation();
  const language = useSessionStore((state) => state.language);
  const { pair, pairs, pairResult: result, pairQuery } = page;
  const isRowMeans = page.season.basis === 'line_means';
  if (pair === null) return null;
  const format = (value: number) => formatValue(value, language, 3);
  const options = pairs.map((item) => ({
    value: item.key,
    label: `${item.first} — ${item.second}`,
  }));
  const stats = result
    ? [
        [
          t('statistics.correlation.pearsonR'),
          `${format(result.corr)}${significanceStars(result.p_value)}`,
        ],
        [t('statistics.columns.pValue'), formatPValue(result.p_value, language)],
        [t('statistics.correlation.ci'), `${format(result.ci[0])} … ${format(result.ci[1])}`],
        [
          isRowMeans ? t('statistics.correlation.nRows') : t('statistics.correlation.nPlots'),
          String(result.n),
        ],
        [
          t('statistics.correlation.spearmanRho'),
          `${format(result.spearman.rho)}${significanceStars(result.spearman.p_value)} (p = ${formatPValue(result.spearman.p_value, language)})`,
        ],
      ]
    : [];
  return (
    <section className="pl-stat-pair" aria-label={t('statistics.correlation.pairTitle')}>
      <h2 className="pl-stat-subtitle">{t('statistics.correlation.pairTitle')}</h2>
      <div className="pl-stat-pair-pick">
        <label htmlFor="correlation-pair">{t('statistics.correlation.pickPair')}</label>
        <Select
          id="correlation-pair"
          data-testid="correlation-pair"
          className="pl-stat-features"
          value={pairKey(pair[0], pair[1])}
          options={options}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(key: string) => {
            const picked = pairs.find((item) => item.key === key);
            if (picked) page.selectPair([picked.first, picked.second]);
          }}
        />
      </div>
      {pairQuery.error ? (
        <FailedAnalysis
          testId="correlation-pair-failed"
          error={pairQuery.error}
          onRetry={() => void pairQuery.refetch()}
        />
      ) : result ? (
        <>
          <dl className="pl-stat-pair-stats" data-testid="correlation-pair-stats">
            {stats.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <CorrelationScatter pair={pair} result={result} isRowMeans={isRowMeans} />
        </>
      ) : (
        <PageSkeleton rows={6} />
      )}
    </section>
  );
}
