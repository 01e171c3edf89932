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
import { ExportTablesButton } from '../crosses/crosses-export-tables-button.tsx';
import { TableBlock } from '../crosses/crosses-table-block.tsx';
import { MethodNote } from '../method-note.tsx';
import { MeansHeatmap } from './multiple-fields-means-heatmap.tsx';

type ComparisonResultProps = { analysis: MultipleFieldComparison };

const K = 'statistics.multipleFields';

/**
 * The comparison of several seasons: excluded lines, the seasons' own ANOVAs, Bartlett's test,
 * the combined ANOVA, the means (heat map and table), Finlay–Wilkinson, AMMI, export, method.
 */
export function ComparisonResult({ analysis }: ComparisonResultProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const translate = useTranslate();
  const tables = useMemo(
    () => buildMetTables(analysis, translate, locale),
    [analysis, translate, locale],
  );
  const bartlett = bartlettSentence(analysis, translate, locale);
  const labels = analysis.environments.map((e) => e.label);
  const method = [
    t(`${K}.note.model`, {
      seasons: labels.length,
      lines: analysis.lines.length,
      replicates: analysis.replicate_count,
    }),
    t(`${K}.note.tests`),
    t(`${K}.note.stability`),
  ];
  const allTables = [
    tables.perEnvironment,
    tables.combinedAnova,
    tables.means,
    ...(tables.finlayWilkinson ? [tables.finlayWilkinson] : []),
    tables.ammi,
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
            lines: analysis.lines.length,
            seasons: labels.length,
            feature: analysis.feature,
          })}
        </h2>
        <ExportTablesButton
          testId="met-export"
          tables={allTables}
          heading={`${analysis.feature} · ${labels.join(', ')}`}
          method={[bartlett, ...method]}
          fileName={crossesFileName('multi-season', analysis.feature)}
        />
      </div>
      {excluded.length > 0 && (
        <Alert
          type="warning"
          showIcon
          className="pl-cross-warning"
          data-testid="met-excluded"
          title={t(`${K}.excluded`, { n: excluded.length })}
          description={excluded.join(', ')}
        />
      )}
      <TableBlock table={tables.perEnvironment} />
      <p className="pl-cross-bartlett" data-testid="met-bartlett">
        {bartlett}
      </p>
      <TableBlock table={tables.combinedAnova} />
      <section className="pl-cross-block" aria-labelledby="met-heatmap-title">
        <h3 className="pl-cross-block-title" id="met-heatmap-title">
          {t(`${K}.heatmapTitle`)}
        </h3>
        <MeansHeatmap
          lines={analysis.lines}
          environments={labels}
          cells={analysis.means.cells}
          feature={analysis.feature}
        />
      </section>
      <TableBlock table={tables.means} isSortable />
      {tables.finlayWilkinson ? (
        <TableBlock table={tables.finlayWilkinson} isSortable />
      ) : (
        <p className="pl-cross-note" data-testid="met-no-fw">
          {t(`${K}.fwNeedsThree`)}
        </p>
      )}
      <TableBlock table={tables.ammi} />
      <MethodNote paragraphs={method} />
    </section>
  );
}
