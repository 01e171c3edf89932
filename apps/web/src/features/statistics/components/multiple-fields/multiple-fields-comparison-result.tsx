import type { MultipleFieldComparison } from '@plotline/contract/statistics-hybrids';
import { Alert } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslate } from '../../hooks/use-crosses-translate.ts';
import { crossesFileName } from '../../utils/crosses/crosses-export-name.ts';
import {
  bartlettSentence,
  buildMetTables,
} from '../../utils/multiple-fields/multiple-fields-met-tables.ts';
import { buildMixedTables } from '../../utils/multiple-fields/multiple-fields-mixed-tables.ts';
import { ExportTablesButton } from '../crosses/crosses-export-tables-button.tsx';
import { MethodNote } from '../method-note.tsx';
import { BalancedSections } from './multiple-fields-balanced-sections.tsx';
import { MixedSection } from './multiple-fields-mixed-section.tsx';
import { ModelLine } from './multiple-fields-model-line.tsx';
import './multiple-fields.css';

type ComparisonResultProps = { analysis: MultipleFieldComparison };

const K = 'statistics.multipleFields';

/**
 * The comparison of several seasons: the model that ran, excluded lines, the balanced analysis
 * (or why it could not run), the mixed model over every line when it ran (decision 053),
 * export and method.
 */
export function ComparisonResult({ analysis }: ComparisonResultProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const translate = useTranslate();
  const refusal = analysis.balanced_refusal ?? null;
  const mixed = analysis.mixed ?? null;
  const tables = useMemo(
    () => (refusal === null ? buildMetTables(analysis, translate, locale) : null),
    [analysis, refusal, translate, locale],
  );
  const mixedTables = useMemo(
    () => (mixed ? buildMixedTables(mixed, translate, locale) : null),
    [mixed, translate, locale],
  );
  const bartlett = tables ? bartlettSentence(analysis, translate, locale) : null;
  const labels = analysis.environments.map((e) => e.label);
  const method = [
    ...(tables
      ? [
          t(`${K}.note.model`, {
            seasons: labels.length,
            lines: analysis.lines.length,
            replicates: analysis.replicate_count,
          }),
          t(`${K}.note.tests`),
          t(`${K}.note.stability`),
        ]
      : []),
    ...(mixed ? [t(`${K}.note.mixed`)] : []),
  ];
  const allTables = [
    ...(tables
      ? [
          tables.perEnvironment,
          tables.combinedAnova,
          tables.means,
          ...(tables.finlayWilkinson ? [tables.finlayWilkinson] : []),
          tables.ammi,
        ]
      : []),
    ...(mixedTables ? [mixedTables.components, mixedTables.tests, mixedTables.lines] : []),
  ];
  const excluded = analysis.excluded_lines;
  return (
    <section
      className="pl-cross-section"
      aria-label={t('statistics.result')}
      data-testid="met-result"
    >
      <div className="pl-stat-result-bar">
        <h2 className="pl-cross-title">
          {t(`${K}.summary`, {
            lines: mixed ? mixed.lines.length : analysis.lines.length,
            seasons: labels.length,
            feature: analysis.feature,
          })}
        </h2>
        <ExportTablesButton
          testId="met-export"
          tables={allTables}
          heading={`${analysis.feature} · ${labels.join(', ')}`}
          method={bartlett ? [bartlett, ...method] : method}
          fileName={crossesFileName('multi-season', analysis.feature)}
        />
      </div>
      <ModelLine analysis={analysis} />
      {excluded.length > 0 && refusal === null && (
        <Alert
          type={mixed ? 'info' : 'warning'}
          showIcon
          className="pl-cross-warning"
          data-testid="met-excluded"
          title={t(mixed ? `${K}.excludedMixed` : `${K}.excluded`, { n: excluded.length })}
          description={excluded.join(', ')}
        />
      )}
      {refusal !== null && (
        <Alert
          type="info"
          showIcon
          className="pl-cross-warning"
          data-testid="met-balanced-refusal"
          title={t(`${K}.balancedRefused`)}
          description={refusal}
        />
      )}
      {tables && bartlett !== null && (
        <BalancedSections analysis={analysis} tables={tables} bartlett={bartlett} />
      )}
      {mixed && mixedTables && <MixedSection mixed={mixed} tables={mixedTables} />}
      <MethodNote paragraphs={method} />
    </section>
  );
}
