import type { MultipleFieldComparison } from '@plotline/contract/statistics-hybrids';
import { useTranslation } from 'react-i18next';
import type { buildMetTables } from '../../utils/multiple-fields/multiple-fields-met-tables.ts';
import { TableBlock } from '../crosses/crosses-table-block.tsx';
import { MeansHeatmap } from './multiple-fields-means-heatmap.tsx';

type BalancedSectionsProps = {
  analysis: MultipleFieldComparison;
  tables: ReturnType<typeof buildMetTables>;
  bartlett: string;
};

const K = 'statistics.multipleFields';

/**
 * The balanced analysis of the lines measured everywhere: the seasons' own ANOVAs, Bartlett's
 * test, the combined ANOVA, the means (heat map and table), Finlay–Wilkinson and AMMI.
 */
export function BalancedSections({ analysis, tables, bartlett }: BalancedSectionsProps) {
  const { t } = useTranslation();
  return (
    <>
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
          environments={analysis.environments.map((e) => e.label)}
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
    </>
  );
}
