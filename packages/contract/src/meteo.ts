import { z } from 'zod';
import {
  Id,
  idList,
  integerInput,
  numberInput,
  optionalText,
  patchBody,
  requiredText,
} from './common.ts';
import { isValidYear, type Language, YEAR_MAX, YEAR_MIN } from './rules.ts';

/**
 * Meteorology and agrochemistry (issue 16, decision 044): weather sectors with their parameters,
 * daily values and events; soil parameters per year with dated values per nursery or plot.
 * Values keep up to 4 decimals (spec §5). The request and answer shapes follow the routes.
 */

export const SECTOR_NAME_MAX_LENGTH = 255;
export const PARAM_NAME_MAX_LENGTH = 255;
export const PARAM_UNIT_MAX_LENGTH = 32;
export const EVENT_NOTE_MAX_LENGTH = 2000;
/** Decimals a weather or soil value keeps. */
export const VALUE_DECIMALS = 4;

/**
 * What a weather parameter measures: the derived indices read the temperatures and the
 * precipitation by kind, whatever the parameter is called; `other` is anything a user adds.
 */
export const METEO_PARAM_KINDS = [
  't_min',
  't_mean',
  't_max',
  'precipitation',
  'humidity',
  'wind',
  'other',
] as const;
export type MeteoParamKind = (typeof METEO_PARAM_KINDS)[number];

/** The parameters a new sector starts with, and their units in each interface language. */
export const STANDARD_METEO_PARAMS: readonly {
  kind: MeteoParamKind;
  unit: Readonly<Record<Language, string>>;
}[] = [
  { kind: 't_min', unit: { ru: '°C', en: '°C', it: '°C', es: '°C' } },
  { kind: 't_mean', unit: { ru: '°C', en: '°C', it: '°C', es: '°C' } },
  { kind: 't_max', unit: { ru: '°C', en: '°C', it: '°C', es: '°C' } },
  { kind: 'precipitation', unit: { ru: 'мм', en: 'mm', it: 'mm', es: 'mm' } },
  { kind: 'humidity', unit: { ru: '%', en: '%', it: '%', es: '%' } },
  { kind: 'wind', unit: { ru: 'м/с', en: 'm/s', it: 'm/s', es: 'm/s' } },
];

export const METEO_EVENT_KINDS = ['frost', 'hail', 'drought', 'heavy_rain', 'other'] as const;
export type MeteoEventKind = (typeof METEO_EVENT_KINDS)[number];

/** What a soil parameter measures (`other`: anything a user adds). */
export const AGRO_PARAM_KINDS = ['humus', 'n', 'p2o5', 'k2o', 'ph', 'other'] as const;
export type AgroParamKind = (typeof AGRO_PARAM_KINDS)[number];

/** The base temperature of growing degree days a crop starts with (°C). */
export const GDD_BASE_DEFAULT = 5;

/** Largest magnitude of a weather or soil value: the column is numeric(14, 4). */
export const VALUE_MAX = 9_999_999_999;
/** Values one request may write (a month of a sector is ~200). */
export const VALUES_PER_REQUEST_MAX = 5_000;
/** Days one read of values or events may span. */
export const VALUE_RANGE_DAYS_MAX = 366;

/** Whole days from `from` to `to` (ISO dates; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

/** A weather or soil value: a number (dot or comma) with at most 4 decimals (§5, §8). */
export const valueInput = () =>
  numberInput()
    .refine((v) => Math.abs(v) <= VALUE_MAX, { message: 'errors.number' })
    .refine(
      (v) => Math.abs(Math.round(v * 10 ** VALUE_DECIMALS) - v * 10 ** VALUE_DECIMALS) < 1e-6,
      {
        message: 'meteo.valueDecimals',
      },
    );

/** A day `YYYY-MM-DD` of a year 1900..2100 (the seasons' years; PostgreSQL has no year 0). */
const day = z.iso
  .date({ error: (issue) => (issue.input === undefined ? undefined : 'errors.date') })
  .refine((value) => isValidYear(Number(value.slice(0, 4))), { message: 'meteo.dateYear' });
const year = integerInput({ min: YEAR_MIN, max: YEAR_MAX });

// ------------------------------------------------------------------------------------------
// Sectors and their parameters.

/** `GET sector/?spec_id`: the sectors serving the crop's nurseries the caller sees, and unlinked ones. */
export const SectorQuery = z.object({ spec_id: Id });
export const CreateSectorBody = z.object({
  name: requiredText(SECTOR_NAME_MAX_LENGTH).describe('unique in the tenant (any case, ё = е)'),
  year: year.describe('the first season it records'),
  field_ids: idList(1000)
    .default([])
    .describe('nurseries it serves: each managed by the caller, none served by another sector'),
});
export const UpdateSectorBody = patchBody({
  name: requiredText(SECTOR_NAME_MAX_LENGTH).optional(),
  year: year.optional(),
  field_ids: idList(1000)
    .optional()
    .describe(
      'every nursery it serves (replaces the list; a nursery linked or unlinked is managed by the caller)',
    ),
});
export const MeteoParam = z.object({
  id: z.number().int(),
  sector: z.number().int(),
  name: z.string(),
  unit: z.string(),
  kind: z.enum(METEO_PARAM_KINDS),
});
export type MeteoParam = z.infer<typeof MeteoParam>;
export const Sector = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  field_ids: z.array(z.number().int()),
  params: z.array(MeteoParam),
  /** Rename, link nurseries, add or delete parameters, delete (decision 044). */
  can_manage: z.boolean(),
});
export type Sector = z.infer<typeof Sector>;
export const CreateMeteoParamBody = z.object({
  sector: Id,
  name: requiredText(PARAM_NAME_MAX_LENGTH).describe('unique in the sector'),
  unit: optionalText(PARAM_UNIT_MAX_LENGTH),
  kind: z
    .enum(METEO_PARAM_KINDS)
    .default('other')
    .describe('one parameter of each kind but `other` per sector'),
});
/** `DELETE meteo_params/{id}/?force=true`: also when it holds values (they go with it). */
export const DeleteMeteoParamQuery = z.object({
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe(
      '`true`: delete the parameter with its values; otherwise one holding values is a 409',
    ),
});

// ------------------------------------------------------------------------------------------
// Daily values and events.

/** `GET meteo_params_value/` and `GET meteo_events/`: a sector's days, at most a year. */
export const MeteoRangeQuery = z
  .object({ sector: Id, date_from: day, date_to: day })
  .refine((q) => q.date_from <= q.date_to, { message: 'meteo.badRange', path: ['date_to'] })
  // at most a year of days, both ends counted (a bad date is named by its own message)
  .refine((q) => !(daysBetween(q.date_from, q.date_to) >= VALUE_RANGE_DAYS_MAX), {
    message: 'meteo.rangeTooLong',
    params: { n: VALUE_RANGE_DAYS_MAX },
    path: ['date_to'],
  });
export const MeteoValueBody = z.object({ param: Id, date: day, value: valueInput() });
/** One value, or a list written all or nothing. */
export const MeteoValuesBody = z.union([
  MeteoValueBody,
  z.array(MeteoValueBody).min(1).max(VALUES_PER_REQUEST_MAX),
]);
export const UpdateMeteoValueBody = z.object({ value: valueInput() });
export const MeteoValue = z.object({
  id: z.number().int(),
  param: z.number().int(),
  date: z.string(),
  value: z.number(),
});
export type MeteoValue = z.infer<typeof MeteoValue>;
/** The written values: one for one, a list for a list (in the request's order). */
export const MeteoValuesAnswer = z.union([MeteoValue, z.array(MeteoValue)]);
export type MeteoValuesAnswer = z.infer<typeof MeteoValuesAnswer>;
export const MeteoEventBody = z.object({
  sector: Id,
  date: day,
  kind: z.enum(METEO_EVENT_KINDS),
  note: optionalText(EVENT_NOTE_MAX_LENGTH),
});
export const UpdateMeteoEventBody = patchBody({
  date: day.optional(),
  kind: z.enum(METEO_EVENT_KINDS).optional(),
  note: optionalText(EVENT_NOTE_MAX_LENGTH).optional(),
});
export const MeteoEvent = z.object({
  id: z.number().int(),
  sector: z.number().int(),
  date: z.string(),
  kind: z.enum(METEO_EVENT_KINDS),
  note: z.string(),
});
export type MeteoEvent = z.infer<typeof MeteoEvent>;

// ------------------------------------------------------------------------------------------
// Derived indices (decision 044).

export const AgroClimaticIndices = z.object({
  date_from: z.string(),
  date_to: z.string(),
  days: z.number().int(),
  days_missing: z.number().int(),
  gdd_base: z.number(),
  gdd: z.number().nullable(),
  active_temperature_sum: z.number().nullable(),
  hydrothermal_coefficient: z.number().nullable(),
  precipitation_sum: z.number().nullable(),
  frost_days: z.number().int().nullable(),
});
export type AgroClimaticIndices = z.infer<typeof AgroClimaticIndices>;

// ------------------------------------------------------------------------------------------
// The plot card's weather (decision 044).

/**
 * Stage names (stored lower-case) that open and close a plot's weather interval, in the four
 * interface languages; a plot without them uses its season's 1 March – 31 October.
 */
export const SOWING_STAGE_NAMES = ['посев', 'sowing', 'semina', 'siembra'] as const;
export const HARVEST_STAGE_NAMES = ['уборка', 'harvest', 'raccolta', 'cosecha'] as const;
/** The season's interval when a plot has no sowing or harvest date (MM-DD). */
export const SEASON_DEFAULT_FROM = '03-01';
export const SEASON_DEFAULT_TO = '10-31';

/** `GET meteo_params_value/get_meteo_data_for_plot_card/?plot_id`. */
export const PlotMeteoCardQuery = z.object({ plot_id: Id });
/** One parameter of the sector over the plot's interval: summaries of the days with a value. */
export const MeteoParamSummary = z.object({
  param: z.number().int(),
  name: z.string(),
  unit: z.string(),
  kind: z.enum(METEO_PARAM_KINDS),
  min: z.number().nullable().describe('null: no value in the interval'),
  mean: z.number().nullable().describe('rounded to 4 decimals'),
  max: z.number().nullable(),
  sum: z
    .number()
    .nullable()
    .describe('the total (precipitation and `other` kinds); null for temperature, humidity, wind'),
  days: z.number().int().describe('days of the interval holding a value'),
});
export type MeteoParamSummary = z.infer<typeof MeteoParamSummary>;
export const PlotMeteoCard = z.object({
  plot_id: z.number().int(),
  sector: z
    .object({ id: z.number().int(), name: z.string() })
    .nullable()
    .describe("the nursery's sector; null when the nursery takes its weather from none"),
  sowing_date: z.string().nullable().describe("the plot's sowing stage date, if recorded"),
  harvest_date: z.string().nullable().describe("the plot's harvest stage date, if recorded"),
  date_from: z.string().describe("the sowing date, else 1 March of the plot's season"),
  date_to: z.string().describe("the harvest date, else 31 October of the plot's season"),
  params: z.array(MeteoParamSummary),
  events: z.array(MeteoEvent),
  indices: AgroClimaticIndices.nullable().describe(
    'the derived indices of the interval (decision 044); null when the nursery has no sector',
  ),
});
export type PlotMeteoCard = z.infer<typeof PlotMeteoCard>;

// ------------------------------------------------------------------------------------------
// Agrochemistry.

export const AgroParamQuery = z.object({ year });
export const CreateAgroParamBody = z.object({
  year,
  name: requiredText(PARAM_NAME_MAX_LENGTH),
  unit: optionalText(PARAM_UNIT_MAX_LENGTH),
  kind: z.enum(AGRO_PARAM_KINDS).default('other'),
});
export const UpdateAgroParamBody = patchBody({
  name: requiredText(PARAM_NAME_MAX_LENGTH).optional(),
  unit: optionalText(PARAM_UNIT_MAX_LENGTH).optional(),
});
export const AgroParam = z.object({
  id: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  unit: z.string(),
  kind: z.enum(AGRO_PARAM_KINDS),
  /** Rename or delete it: heads, a company-less owner, the super admin; its creator while it holds no value. */
  can_manage: z.boolean(),
});
export type AgroParam = z.infer<typeof AgroParam>;
export const AgroValueQuery = z.object({ field_id: Id, year });
export const AgroValueBody = z.object({
  param: Id.describe("a soil parameter of the nursery's tenant, of the date's year"),
  field: Id.describe('the nursery'),
  plot: Id.nullish().describe(
    "a plot of the nursery's season of the date's year; none: the whole nursery",
  ),
  date: day.describe("YYYY-MM-DD; the nursery's season of its year decides access"),
  value: valueInput(),
});
export const AgroValuesBody = z.union([
  AgroValueBody,
  z.array(AgroValueBody).min(1).max(VALUES_PER_REQUEST_MAX),
]);
export const AgroValue = z.object({
  id: z.number().int(),
  param: z.number().int(),
  field: z.number().int(),
  plot: z.number().int().nullable(),
  date: z.string(),
  value: z.number(),
});
export type AgroValue = z.infer<typeof AgroValue>;
/** The written values: one for one, a list for a list (in the request's order). */
export const AgroValuesAnswer = z.union([AgroValue, z.array(AgroValue)]);
export type AgroValuesAnswer = z.infer<typeof AgroValuesAnswer>;
/** `DELETE agrochemical_params/{id}/?force=true`: also when it holds values (they go with it). */
export const DeleteAgroParamQuery = z.object({
  force: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe(
      '`true`: delete the parameter with its values; otherwise one holding values is a 409',
    ),
});
/** `PUT`/`PATCH agrochemical_params_value/{id}/`: a new value (dot or comma, ≤ 4 decimals). */
export const UpdateAgroValueBody = z.object({ value: valueInput() });

/** `GET get_agrochemical_data_for_plot_card/?plot_id`. */
export const AgroPlotCardQuery = z.object({ plot_id: Id });
/** A soil parameter of the plot's season year with the value that stands for the plot. */
export const AgroPlotCardItem = z.object({
  param: z.number().int(),
  name: z.string(),
  unit: z.string(),
  kind: z.enum(AGRO_PARAM_KINDS),
  value: z.number(),
  date: z.string().describe('YYYY-MM-DD of the value'),
  source: z
    .enum(['plot', 'field'])
    .describe("`plot`: the plot's own latest value; `field`: the nursery's latest value"),
});
export type AgroPlotCardItem = z.infer<typeof AgroPlotCardItem>;
/** Parameters without any value of the plot or its nursery in the season are left out. */
export const AgroPlotCard = z.array(AgroPlotCardItem);
export type AgroPlotCard = z.infer<typeof AgroPlotCard>;
