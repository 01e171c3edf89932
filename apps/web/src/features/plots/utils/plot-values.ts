import type { CombinedPlot, PlotHarvest } from '@plotline/contract/plots';
import type { HarvestPart } from './column-keys.ts';

/** The phenotype value of a plot as entered, or null. */
export function readFeature(plot: CombinedPlot, name: string): string | null {
  return (
    plot.plot_results.find((result) => result.plot_final_feature === name)?.plot_final_value ?? null
  );
}

/** The date a plot reached a stage (`YYYY-MM-DD`), or null. */
export function readStage(plot: CombinedPlot, name: string): string | null {
  return (
    plot.plot_stages.find((stage) => stage.stage_of_vegetation === name)?.date_of_stage ?? null
  );
}

export function findHarvest(plot: CombinedPlot, name: string): PlotHarvest | undefined {
  return plot.plot_harvest.find((harvest) => harvest.harvest_technology === name);
}

/** One part of a harvest technology of a plot: planned date, real date or comment. */
export function readHarvest(plot: CombinedPlot, name: string, part: HarvestPart): string | null {
  const harvest = findHarvest(plot, name);
  if (!harvest) return null;
  if (part === 'planned') return harvest.harvest_date_planned;
  if (part === 'real') return harvest.harvest_date_real;
  return harvest.harvest_comment || null;
}

/** The allele pair of a plot at a marker, as `A/T`, or null. */
export function readGenotype(plot: CombinedPlot, name: string): string | null {
  const marker = plot.genotype.find((item) => item.mut_name === name);
  return marker ? `${marker.first_allele}/${marker.second_allele}` : null;
}

/** The plot with a phenotype value set (text as entered) or removed (null). */
export function withFeature(
  plot: CombinedPlot,
  name: string,
  value: string | null,
  unit: string,
): CombinedPlot {
  const others = plot.plot_results.filter((result) => result.plot_final_feature !== name);
  if (value === null) return { ...plot, plot_results: others };
  const existing = plot.plot_results.find((result) => result.plot_final_feature === name);
  return {
    ...plot,
    plot_results: [
      ...others,
      {
        plot_final_id: existing?.plot_final_id ?? 0,
        plot_final_feature: name,
        plot_final_value: value,
        plot_final_unit: existing?.plot_final_unit ?? unit,
      },
    ],
  };
}

/** The plot with a stage date set or cleared (days after sowing are the server's to count). */
export function withStage(plot: CombinedPlot, name: string, date: string | null): CombinedPlot {
  const existing = plot.plot_stages.find((stage) => stage.stage_of_vegetation === name);
  const others = plot.plot_stages.filter((stage) => stage.stage_of_vegetation !== name);
  return {
    ...plot,
    plot_stages: [
      ...others,
      {
        plot_stage_id: existing?.plot_stage_id ?? 0,
        stage_of_vegetation: name,
        date_of_stage: date,
        days_after_sowing: existing?.date_of_stage === date ? existing.days_after_sowing : null,
      },
    ],
  };
}

/** The plot with one part of a harvest technology changed; `harvestId` once the server gave it. */
export function withHarvest(
  plot: CombinedPlot,
  name: string,
  part: HarvestPart,
  value: string | null,
  harvestId?: number,
): CombinedPlot {
  const existing = findHarvest(plot, name) ?? {
    harvest_id: 0,
    harvest_technology: name,
    harvest_date_planned: null,
    harvest_date_real: null,
    harvest_comment: '',
  };
  const next: PlotHarvest = {
    ...existing,
    harvest_id: harvestId ?? existing.harvest_id,
    ...(part === 'planned' ? { harvest_date_planned: value } : {}),
    ...(part === 'real' ? { harvest_date_real: value } : {}),
    ...(part === 'comment' ? { harvest_comment: value ?? '' } : {}),
  };
  return {
    ...plot,
    plot_harvest: [...plot.plot_harvest.filter((item) => item.harvest_technology !== name), next],
  };
}

/** Plot size for the table: the area when known, else width × length. */
export function formatSize(plot: CombinedPlot): string {
  if (plot.square !== null) return String(Number(plot.square.toPrecision(12)));
  if (plot.width !== null && plot.length !== null) return `${plot.width} × ${plot.length}`;
  return '';
}
