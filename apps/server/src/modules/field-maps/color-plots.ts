import {
  COLOR_LEVELS,
  type ColorLegendItem,
  LEVEL_COLORS,
  NO_DATA_LEVEL,
  type PlotsColors,
  type PlotsColorsQuery,
  PRESENCE_COLORS,
  QUALITATIVE_COLORS,
} from '@plotline/contract/field-maps-colors';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { getSoilMapSource } from '../agrochemistry/get-soil-map-source.ts';
import { computeLevelScale } from './color-levels.ts';
import { getFeatureSource, type MapPlot, type MapSource, readMapPlots } from './read-map-plots.ts';

type Colored = { legend: ColorLegendItem[]; levels: number[] };

/**
 * `plots_colors_map_by_chars/`: every plot of a field-year with the colour level of one
 * characteristic and the legend — quantitative feature: the seven levels of spec §9
 * (`computeLevelScale`); qualitative: one entry per distinct value (sorted, ё = е, numbers
 * by value) then no data; stage: reached or not, with the days after sowing; harvest
 * technology: applied or not; soil parameter (decision 044): the seven levels of each plot's
 * own latest value, else its nursery's. The caller has checked read access.
 * @throws AppError VALIDATION `feature` when the crop has no such feature; see
 *   getSoilMapSource for `agro_param_id`
 */
export async function colorPlots(
  db: Db,
  fieldYear: { id: number; cropId: number; fieldId: number; year: number },
  query: z.output<typeof PlotsColorsQuery>,
): Promise<PlotsColors> {
  const source: MapSource = query.feature
    ? await getFeatureSource(db, fieldYear.cropId, query.feature)
    : query.stage
      ? { kind: 'stage', name: query.stage.toLowerCase() }
      : query.agro_param_id
        ? await getSoilMapSource(db, fieldYear, query.agro_param_id)
        : { kind: 'harvest_technology', name: query.harvest_technology ?? '' };
  const plots = await readMapPlots(db, fieldYear.id, source);
  const { legend, levels } = colorBy(source.kind, plots);
  for (const level of levels) {
    const item = legend[level];
    if (item) item.count++;
  }
  return {
    kind: source.kind,
    name: source.name,
    legend,
    plots: plots.map((plot, index) => ({
      plot_id: plot.plotId,
      level: levels[index] ?? NO_DATA_LEVEL,
      value: plot.value,
      days_after_sowing: source.kind === 'stage' ? plot.days : null,
    })),
  };
}

function colorBy(kind: MapSource['kind'], plots: MapPlot[]): Colored {
  switch (kind) {
    case 'quantitative':
    case 'agrochemical':
      return colorByLevels(plots);
    case 'qualitative':
      return colorByValues(plots);
    case 'stage':
      return colorByPresence(plots, ['reached', 'not_reached']);
    case 'harvest_technology':
      return colorByPresence(plots, ['applied', 'not_applied']);
  }
}

function item(level: number, key: string, color: string, extra: Partial<ColorLegendItem> = {}) {
  return { level, key, value: null, interval: null, color, count: 0, ...extra };
}

function colorByLevels(plots: MapPlot[]): Colored {
  const numbers = plots.map((plot) => (plot.value === null ? null : Number(plot.value)));
  const scale = computeLevelScale(numbers.filter((value) => value !== null));
  const legend = COLOR_LEVELS.map((key, level) =>
    item(level, key, LEVEL_COLORS[level] as string, { interval: scale.intervals[level] ?? null }),
  );
  return { legend, levels: numbers.map(scale.levelOf) };
}

const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });
const fold = (text: string) => text.replaceAll('ё', 'е').replaceAll('Ё', 'Е');

function colorByValues(plots: MapPlot[]): Colored {
  const texts = plots.map((plot) => (plot.value === null ? null : String(plot.value)));
  const distinct = [...new Set(texts.filter((text) => text !== null))].sort(
    (a, b) => collator.compare(fold(a), fold(b)) || (a < b ? -1 : a > b ? 1 : 0),
  );
  const index = new Map(distinct.map((text, level) => [text, level]));
  const legend = distinct.map((text, level) =>
    item(level, 'value', QUALITATIVE_COLORS[level % QUALITATIVE_COLORS.length] as string, {
      value: text,
    }),
  );
  const noData = distinct.length;
  legend.push(item(noData, 'no_data', LEVEL_COLORS[NO_DATA_LEVEL] as string));
  return {
    legend,
    levels: texts.map((text) => (text === null ? noData : (index.get(text) ?? noData))),
  };
}

function colorByPresence(plots: MapPlot[], keys: [yes: string, no: string]): Colored {
  const legend = [item(0, keys[0], PRESENCE_COLORS.yes), item(1, keys[1], PRESENCE_COLORS.no)];
  return { legend, levels: plots.map((plot) => (plot.present ? 0 : 1)) };
}
