import { z } from 'zod';
import { Id, requiredText } from './common.ts';

/**
 * Colouring of the field map (spec §2 "map colouring by characteristic", §9 colour levels,
 * issue 6) and the statistics heat map (api-contract §8 `get_heat_map/`). The colours are
 * defined here once; the server answers them and the web draws the same.
 */

/**
 * The seven levels of a quantitative characteristic (spec §9), lowest first, then "no data".
 * Levels 0–5 are six equal-width intervals between the season's smallest and largest value.
 */
export const COLOR_LEVELS = [
  'very_low',
  'low',
  'little',
  'medium',
  'sufficient',
  'plenty',
  'no_data',
] as const;
export type ColorLevel = (typeof COLOR_LEVELS)[number];
/** Index of the "no data" level. */
export const NO_DATA_LEVEL = 6;
/** The level given to every plot with a value when all values are equal. */
export const SINGLE_VALUE_LEVEL = 3;

/**
 * Colours of the seven levels, by index: ColorBrewer YlGn (6 classes, sequential, readable
 * with colour-vision deficiencies and in greyscale print: lightness falls with the level),
 * then a neutral grey for "no data".
 */
export const LEVEL_COLORS = [
  '#ffffcc',
  '#d9f0a3',
  '#addd8e',
  '#78c679',
  '#31a354',
  '#006837',
  '#bdbdbd',
] as const;

/** Colours of qualitative values, by index modulo 12 (ColorBrewer Paired). */
export const QUALITATIVE_COLORS = [
  '#a6cee3',
  '#1f78b4',
  '#b2df8a',
  '#33a02c',
  '#fb9a99',
  '#e31a1c',
  '#fdbf6f',
  '#ff7f00',
  '#cab2d6',
  '#6a3d9a',
  '#ffff99',
  '#b15928',
] as const;

/** Colours of yes/no colourings: stage reached, harvest technology applied. */
export const PRESENCE_COLORS = { yes: '#31a354', no: '#bdbdbd' } as const;

/** Message keys of the colouring queries. */
export const COLOR_KEYS = {
  pickOne: 'fieldMaps.colorByOne',
  unknownFeature: 'fieldMaps.unknownFeature',
  notQuantitative: 'fieldMaps.featureNotQuantitative',
  heatMapPickOne: 'agro.heatMapByOne',
} as const;

const agroParamId = Id.optional().describe(
  'a soil parameter of the season’s year (decision 044): each plot’s own latest value, else ' +
    'its nursery’s, coloured by the seven levels',
);

const optionalName = requiredText(255).optional();

/**
 * `GET plots_colors_map_by_chars/`: exactly one of `feature`, `stage`, `harvest_technology`,
 * `agro_param_id`.
 */
export const PlotsColorsQuery = z
  .object({
    year_id: Id,
    field_id: Id,
    feature: optionalName.describe(
      'a phenotype of the crop: quantitative → the seven levels, qualitative → one colour per value',
    ),
    stage: optionalName.describe('a vegetation stage: reached (has a date) or not'),
    harvest_technology: optionalName.describe('a harvest technology: applied to the plot or not'),
    agro_param_id: agroParamId,
  })
  .superRefine((query, context) => {
    const given = [
      query.feature,
      query.stage,
      query.harvest_technology,
      query.agro_param_id,
    ].filter(Boolean);
    if (given.length !== 1) {
      context.addIssue({ code: 'custom', path: ['feature'], message: COLOR_KEYS.pickOne });
    }
  });
export type PlotsColorsQuery = z.input<typeof PlotsColorsQuery>;

export const COLORING_KINDS = [
  'quantitative',
  'qualitative',
  'stage',
  'harvest_technology',
  'agrochemical',
] as const;

/** `[lo, hi]`: a level's interval; the lower edge belongs to it, the upper only for the last. */
export const LevelInterval = z.tuple([z.number(), z.number()]);

export const ColorLegendItem = z.object({
  level: z.number().int().describe('index of this entry; plots point at it'),
  key: z
    .string()
    .describe(
      'what the entry means, to translate: a COLOR_LEVELS key (quantitative, agrochemical), `value` ' +
        '(qualitative; the text is in `value`), `reached`/`not_reached` (stage), ' +
        '`applied`/`not_applied` (harvest technology), or `no_data`',
    ),
  value: z.string().nullable().describe('the qualitative value; null otherwise'),
  interval: LevelInterval.nullable().describe(
    'quantitative levels: [lo, hi] (see get_heat_map for the empty and single-value cases); ' +
      'null for no data and for other kinds',
  ),
  color: z.string().describe('#rrggbb'),
  count: z.number().int().describe('plots at this level'),
});
export type ColorLegendItem = z.infer<typeof ColorLegendItem>;

export const PlotColor = z.object({
  plot_id: z.number().int(),
  level: z.number().int().describe('index into `legend`'),
  value: z
    .union([z.number(), z.string()])
    .nullable()
    .describe(
      'the number (quantitative), the text (qualitative), the stage date or the real ' +
        'harvest date (YYYY-MM-DD); null when none',
    ),
  days_after_sowing: z
    .number()
    .int()
    .nullable()
    .describe('stage colouring: days from the plot’s emergence (всходы) date; else null'),
});
export type PlotColor = z.infer<typeof PlotColor>;

export const PlotsColors = z.object({
  kind: z.enum(COLORING_KINDS),
  name: z.string().describe('the characteristic, as stored (lower-case for features and stages)'),
  legend: z.array(ColorLegendItem),
  plots: z.array(PlotColor).describe('every plot of the field-year, in map order'),
});
export type PlotsColors = z.infer<typeof PlotsColors>;

/** `GET get_heat_map/?year_id&feature` (or `&agro_param_id`): exactly one of the two. */
export const HeatMapQuery = z
  .object({
    year_id: Id,
    feature: optionalName.describe('a quantitative phenotype, or a stage (in days after sowing)'),
    agro_param_id: agroParamId,
  })
  .superRefine((query, context) => {
    if (Boolean(query.feature) === Boolean(query.agro_param_id)) {
      context.addIssue({ code: 'custom', path: ['feature'], message: COLOR_KEYS.heatMapPickOne });
    }
  });
export type HeatMapQuery = z.input<typeof HeatMapQuery>;

export const HeatMapCell = z.object({
  plot_id: z.number().int(),
  plot_name: z.string(),
  plot_label: z.string().nullable(),
  line_name: z.string(),
  value: z.number().nullable(),
  level: z.number().int().describe('index into `meta_info` (6 = no data)'),
  color: z.string(),
});
export type HeatMapCell = z.infer<typeof HeatMapCell>;

export const HeatMap = z.object({
  meta_info: z
    .array(z.object({ interval: LevelInterval.nullable(), color: z.string() }))
    .describe(
      'the seven levels of COLOR_LEVELS in order: six equal-width intervals between the ' +
        'smallest and largest value of the season, then no data (interval null). With no ' +
        'value at all the six intervals are null; when every value is equal only medium has ' +
        'one ([v, v]) and every plot with a value is medium',
    ),
  heat_map: z
    .array(z.array(HeatMapCell.nullable()))
    .describe(
      'the field map grid: rows top to bottom, cells left to right (decision 018); null = no plot',
    ),
});
export type HeatMap = z.infer<typeof HeatMap>;
