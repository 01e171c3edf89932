import { SearchOutlined } from '@ant-design/icons';
import type { AnovaPredictor } from '@plotline/contract/statistics-anova';
import { TUKEY_MAX_LEVELS } from '@plotline/contract/statistics-anova';
import { Input } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelFormat } from '../hooks/use-anova-model-format.ts';
import { computeLetterGroups } from '../utils/anova-compact-letters.ts';
import { toPairLines } from '../utils/anova-rows.ts';
import { LetterGroupsTable } from './anova-letter-groups-table.tsx';
import { TukeyPairsTable } from './anova-tukey-pairs-table.tsx';

type TukeySectionProps = { predictor: AnovaPredictor; format: ModelFormat };

/** Tukey's HSD of one factor: the letter groups of its levels and every pair, filterable. */
export function TukeySection({ predictor, format }: TukeySectionProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const pairs = predictor.pairwise_comparison;
  const groups = useMemo(() => computeLetterGroups(pairs), [pairs]);
  const lines = useMemo(() => toPairLines(pairs, filter), [pairs, filter]);
  const decimals = useMemo(
    () => format.decimalsOf(pairs.flatMap((p) => [p.lower, p.upper])),
    [pairs, format],
  );
  const factor = format.labelOfKey(predictor.predictor);
  const headingId = `tukey-${predictor.predictor}`;
  const significant = pairs.filter((p) => p['p-adj'] < 0.05).length;
  return (
    <section className="pl-model-section" aria-labelledby={headingId} data-testid="tukey-section">
      <h2 className="pl-model-heading" id={headingId}>
        {t('statistics.anova.tukey.caption', { factor })}
      </h2>
      {pairs.length === 0 ? (
        <p className="pl-model-muted">
          {t('statistics.anova.tukey.tooMany', { count: TUKEY_MAX_LEVELS })}
        </p>
      ) : (
        <>
          <p className="pl-model-muted" aria-live="polite">
            {t('statistics.anova.tukey.summary', { significant, count: pairs.length })}
          </p>
          <div className="pl-model-tukey">
            <div className="pl-model-tukey-letters">
              <h3 className="pl-model-subheading">{t('statistics.anova.letters.caption')}</h3>
              <LetterGroupsTable groups={groups} decimals={decimals} format={format} />
            </div>
            <div className="pl-model-tukey-pairs">
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
            </div>
          </div>
        </>
      )}
    </section>
  );
}
