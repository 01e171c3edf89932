import type { HeritabilityTrait } from '@plotline/contract/statistics-heritability';
import { Alert } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { HeritabilityComponentsTable } from './heritability-components-table.tsx';
import { HeritabilityEstimate } from './heritability-estimate.tsx';
import { HeritabilityLinesTable } from './heritability-lines-table.tsx';

type HeritabilityTraitCardProps = { trait: HeritabilityTrait };

const K = 'statistics.heritability';

/** One trait: its model, how much data, H², the variance components and the ranked lines. */
export function HeritabilityTraitCard({ trait }: HeritabilityTraitCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="pl-h2-card" aria-labelledby={headingId} data-testid="h2-trait">
      <header className="pl-h2-card-head">
        <h3 className="pl-h2-card-title" id={headingId}>
          {trait.feature}
        </h3>
        <code className="pl-h2-formula" data-testid="h2-model">
          {trait.model}
        </code>
        <span className="pl-stat-count">
          {t(`${K}.facts`, {
            plots: trait.n_plots,
            lines: trait.n_lines,
            seasons: trait.n_environments,
          })}
        </span>
      </header>
      {!trait.converged && (
        <Alert type="warning" showIcon title={t(`${K}.notConverged`)} data-testid="h2-warning" />
      )}
      <div className="pl-h2-card-top">
        <HeritabilityEstimate trait={trait} />
        <HeritabilityComponentsTable components={trait.components} feature={trait.feature} />
      </div>
      <HeritabilityLinesTable trait={trait} />
    </section>
  );
}
