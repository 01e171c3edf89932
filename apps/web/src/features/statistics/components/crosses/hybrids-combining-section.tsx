import type { CombiningAbility } from '@plotline/contract/statistics-hybrids';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslate } from '../../hooks/use-crosses-translate.ts';
import { crossesFileName } from '../../utils/crosses/crosses-export-name.ts';
import { formatFixed } from '../../utils/crosses/crosses-stat-table.ts';
import {
  buildCombiningView,
  combiningTables,
} from '../../utils/crosses/hybrids-combining-tables.ts';
import { MethodNote } from '../method-note.tsx';
import { ExportTablesButton } from './crosses-export-tables-button.tsx';
import { GcaChart } from './crosses-gca-chart.tsx';
import { TableBlock } from './crosses-table-block.tsx';

type CombiningSectionProps = { analysis: CombiningAbility; seasonLabel: string };

/**
 * Combining ability: the ANOVA tables, GCA effects (chart and table), SCA (and reciprocal)
 * matrices with the significant cells coloured, the variance or genetic components, the export
 * and what was computed.
 */
export function CombiningSection({ analysis, seasonLabel }: CombiningSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const translate = useTranslate();
  const view = useMemo(
    () => buildCombiningView(analysis, translate, locale),
    [analysis, translate, locale],
  );
  const tables = useMemo(() => combiningTables(view), [view]);
  const threshold = {
    t: formatFixed(view.tCritical, 3, locale),
    df: view.dfError,
  };
  const method =
    analysis.design === 'diallel'
      ? [
          t('statistics.hybrids.note.diallel', {
            method: analysis.method,
            model: t(`statistics.hybrids.models.${analysis.model}`),
            parents: analysis.parents.length,
            replicates: analysis.replicate_count,
          }),
          t('statistics.hybrids.note.se', threshold),
        ]
      : [
          t('statistics.hybrids.note.lineByTester', {
            lines: analysis.lines.length,
            testers: analysis.testers.length,
            replicates: analysis.replicate_count,
          }),
          t('statistics.hybrids.note.se', threshold),
        ];
  const title = t('statistics.hybrids.ca.title');
  return (
    <section
      className="pl-cross-section"
      aria-labelledby="hybrids-ca-title"
      data-testid="hybrids-ca"
    >
      <div className="pl-stat-result-bar">
        <h2 className="pl-cross-title" id="hybrids-ca-title">
          {title}
        </h2>
        <ExportTablesButton
          testId="hybrids-ca-export"
          tables={tables}
          heading={`${title} · ${analysis.feature} · ${seasonLabel}`}
          method={method}
          fileName={crossesFileName('combining-ability', analysis.feature)}
        />
      </div>
      <p className="pl-cross-legend">
        <span className="pl-cross-swatch pl-stat-cell-up" aria-hidden />{' '}
        {t('statistics.crosses.legendUp')}
        <span className="pl-cross-swatch pl-stat-cell-down" aria-hidden />{' '}
        {t('statistics.crosses.legendDown')}
        <span>{t('statistics.hybrids.ca.thresholdShort', threshold)}</span>
      </p>
      {view.anovas.map((table) => (
        <TableBlock key={table.id} table={table} />
      ))}
      <div className="pl-cross-grid">
        {view.gca.map((group) => (
          <div key={group.table.id} className="pl-cross-gca">
            <TableBlock table={group.table} isSortable />
            <GcaChart bars={group.bars} title={group.table.title} />
          </div>
        ))}
      </div>
      {view.matrices.map((table) => (
        <TableBlock key={table.id} table={table} isSortable />
      ))}
      <div className="pl-cross-grid">
        {view.components.map((table) => (
          <TableBlock key={table.id} table={table} />
        ))}
      </div>
      <MethodNote paragraphs={method} />
    </section>
  );
}
