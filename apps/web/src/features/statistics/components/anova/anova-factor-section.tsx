import { SearchOutlined } from '@ant-design/icons';
import type { AnovaFactorMeans, AnovaPredictor } from '@plotline/contract/statistics-anova';
import { TUKEY_MAX_LEVELS } from '@plotline/contract/statistics-anova';
import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelFormat } from '../../hooks/use-anova-model-format.ts';
import { toPairLines } from '../../utils/anova/anova-rows.ts';
import { AnovaMeansChart } from './anova-means-chart.tsx';
import { AnovaMeansTable } from './anova-means-table.tsx';
import { TukeyPairsTable } from './anova-tukey-pairs-table.tsx';

type AnovaFactorSectionProps = {
  /** Tukey's pairs of the factor (on the adjusted means). */
  predictor: AnovaPredictor;
  /** The factor's adjusted means with letters; undefined in an answer without them. */
  means: AnovaFactorMeans | undefined;
  dependent: string;
  format: ModelFormat;
};

/**
 * One factor of the model: its adjusted means with Tukey's letters (table and chart with 95 %
 * intervals), then Tukey's pairs on the adjusted means, filterable by level.
 */
export function AnovaFactorSection({
  predictor,
  means,
  dependent,
  format,
}: AnovaFactorSectionProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const pairs = predictor.pairwise_comparison;
  const levels = means?.levels ?? [];
  const lines = useMemo(() => toPairLines(pairs, filter), [pairs, filter]);
  const decimals = useMemo(
    () => format.decimalsOf([...levels.map((l) => l.mean), ...pairs.map((p) => p.meandiff)]),
    [levels, pairs, format],
  );
  const factor = format.labelOfKey(predictor.predictor);
  const headingId = `anova-factor-${predictor.predictor}`;
  const significant = pairs.filter((p) => p['p-adj'] < 0.05).length;
  return (
    <section className="pl-model-section" aria-labelledby={headingId} data-testid="tukey-section">
      <h2 className="pl-model-heading" id={headingId}>
        {t('statistics.anova.means.caption', { factor })}
      </h2>
      {levels.length > 0 && (
        <div className="pl-anova-means">
          <div className="pl-anova-means-table">
            <AnovaMeansTable levels={levels} decimals={decimals} format={format} />
          </div>
          <div className="pl-anova-means-chart">
            <AnovaMeansChart
              levels={levels}
              factor={factor}
              dependent={dependent}
              decimals={decimals}
              format={format}
            />
          </div>
        </div>
      )}
      <h3 className="pl-model-subheading">{t('statistics.anova.tukey.caption', { factor })}</h3>
      {pairs.length === 0 ? (
        <p className="pl-model-muted">
          {t('statistics.anova.tukey.tooMany', { count: TUKEY_MAX_LEVELS })}
        </p>
      ) : (
        <>
          <p className="pl-model-muted" aria-live="polite">
            {t('statistics.anova.tukey.summary', { significant, count: pairs.length })}
          </p>
          <Input
            className="pl-stat-filter"
            prefix={<SearchOutlined aria-hidden />}
            aria-label={t('statistics.anova.tukey.filterLabel', { factor })}
            placeholder={t('statistics.anova.tukey.filterPlaceholder')}
            allowClear
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <TukeyPairsTable lines={lines} decimals={decimals} format={format} />
        </>
      )}
    </section>
  );
}
