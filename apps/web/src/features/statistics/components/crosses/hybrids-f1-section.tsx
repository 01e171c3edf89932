import type { F1Mother } from '@plotline/contract/statistics-hybrids';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslate } from '../../hooks/use-crosses-translate.ts';
import { crossesFileName } from '../../utils/crosses/crosses-export-name.ts';
import { buildF1Table } from '../../utils/crosses/hybrids-f1-table.ts';
import { ExportTablesButton } from './crosses-export-tables-button.tsx';
import { StatTableView } from './crosses-stat-table-view.tsx';

type F1SectionProps = { mothers: readonly F1Mother[]; feature: string; seasonLabel: string };

/** The F1 means as mothers × fathers, with each parent's mean over its hybrids. */
export function F1Section({ mothers, feature, seasonLabel }: F1SectionProps) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const table = useMemo(() => buildF1Table(mothers, translate), [mothers, translate]);
  const crossCount = mothers.reduce((sum, mother) => sum + mother.fathers.length, 0);
  return (
    <section className="pl-cross-section" aria-labelledby="hybrids-f1-title">
      <div className="pl-stat-result-bar">
        <h2 className="pl-cross-title" id="hybrids-f1-title">
          {table.title}
        </h2>
        <span className="pl-stat-count">
          {t('statistics.hybrids.f1.count', { mothers: mothers.length, crosses: crossCount })}
        </span>
        <ExportTablesButton
          testId="hybrids-f1-export"
          tables={[table]}
          heading={`${table.title} · ${feature} · ${seasonLabel}`}
          method={[t('statistics.hybrids.f1.note')]}
          fileName={crossesFileName('f1', feature)}
        />
      </div>
      <StatTableView table={table} isSortable testId="hybrids-f1-table" />
      <p className="pl-cross-note">{t('statistics.hybrids.f1.note')}</p>
    </section>
  );
}
