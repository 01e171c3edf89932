import type { CombinedPlot, PlotGenotype } from '@plotline/contract/plots';
import { Descriptions, Empty } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatSize } from '../utils/plot-values.ts';

type PlotDetailsProps = { plot: CombinedPlot };

type Line = { key: string; label: string; value: string };

/** " · from reads: depth 23, quality 60" for a genotype called from reads, else "". */
function readsCallText(marker: PlotGenotype, t: TFunction): string {
  if (marker.source !== 'reads') return '';
  const text = t('genomeFiles.readsCall', {
    depth: marker.depth ?? '—',
    quality: marker.quality ?? '—',
  });
  return ` · ${text}`;
}

function section(title: string, lines: Line[], emptyText: string) {
  return (
    <section className="pl-plot-card-section">
      <h3>{title}</h3>
      {lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
      ) : (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={lines.map(({ key, label, value }) => ({ key, label, children: value }))}
        />
      )}
    </section>
  );
}

/** Everything known about a plot: identity, size, parents, and its measurements. */
export function PlotDetails({ plot }: PlotDetailsProps) {
  const { t } = useTranslation();
  const dash = '—';
  const main: Line[] = [
    { key: 'label', label: t('plots.columns.label'), value: plot.plot_label ?? dash },
    { key: 'name', label: t('plots.columns.plotName'), value: plot.plot_name },
    { key: 'line', label: t('plots.columns.lineName'), value: plot.line_name },
    { key: 'mother', label: t('plots.columns.mother'), value: plot.parent_name_1 ?? dash },
    { key: 'father', label: t('plots.columns.father'), value: plot.parent_name_2 ?? dash },
    {
      key: 'width',
      label: t('plots.add.width'),
      value: plot.width === null ? dash : String(plot.width),
    },
    {
      key: 'length',
      label: t('plots.add.length'),
      value: plot.length === null ? dash : String(plot.length),
    },
    { key: 'size', label: t('plots.columns.size'), value: formatSize(plot) || dash },
    {
      key: 'variety',
      label: t('plots.columns.variety'),
      value: plot.is_sort ? t('common.yes') : t('common.no'),
    },
    {
      key: 'crossing',
      label: t('plots.columns.crossing'),
      value: plot.crossbreeding_line_name ?? dash,
    },
    { key: 'comment', label: t('plots.columns.comment'), value: plot.comment || dash },
  ];
  const phenotypes = plot.plot_results.map((result) => ({
    key: result.plot_final_feature,
    label: result.plot_final_feature,
    value: [result.plot_final_value, result.plot_final_unit].filter(Boolean).join(' '),
  }));
  const stages = plot.plot_stages.map((stage) => ({
    key: stage.stage_of_vegetation,
    label: stage.stage_of_vegetation,
    value:
      stage.days_after_sowing === null
        ? (stage.date_of_stage ?? dash)
        : t('plots.card.stageDate', {
            date: stage.date_of_stage ?? dash,
            days: stage.days_after_sowing,
          }),
  }));
  const harvest = plot.plot_harvest.map((item) => ({
    key: item.harvest_technology,
    label: item.harvest_technology,
    value:
      t('plots.card.harvestDates', {
        planned: item.harvest_date_planned ?? dash,
        real: item.harvest_date_real ?? dash,
      }) + (item.harvest_comment ? ` · ${item.harvest_comment}` : ''),
  }));
  const markers = plot.genotype.map((marker) => ({
    key: marker.mut_name,
    label: marker.mut_name,
    value: `${marker.first_allele}/${marker.second_allele}${readsCallText(marker, t)}`,
  }));
  const none = t('plots.card.none');
  return (
    <div className="pl-plot-details" data-testid="plot-details">
      {section(t('plots.groups.main'), main, none)}
      {section(t('plots.groups.phenotypes'), phenotypes, none)}
      {section(t('plots.groups.stages'), stages, none)}
      {section(t('plots.groups.tech'), harvest, none)}
      {section(t('plots.groups.genotypes'), markers, none)}
    </div>
  );
}
