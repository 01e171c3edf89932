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
import { YEAR_MAX, YEAR_MIN } from './rules.ts';

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

/** The parameters a new sector starts with, and their units. */
export const STANDARD_METEO_PARAMS: readonly { kind: MeteoParamKind; unit: string }[] = [
  { kind: 't_min', unit: '°C' },
  { kind: 't_mean', unit: '°C' },
  { kind: 't_max', unit: '°C' },
  { kind: 'precipitation', unit: 'mm' },
  { kind: 'humidity', unit: '%' },
  { kind: 'wind', unit: 'm/s' },
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

const day = z.iso.date();
const year = integerInput({ min: YEAR_MIN, max: YEAR_MAX });

// ------------------------------------------------------------------------------------------
// Sectors and their parameters.

export const SectorQuery = z.object({ spec_id: Id });
export const CreateSectorBody = z.object({
  name: requiredText(SECTOR_NAME_MAX_LENGTH),
  year,
  field_ids: idList(1000).default([]),
});
export const UpdateSectorBody = patchBody({
  name: requiredText(SECTOR_NAME_MAX_LENGTH).optional(),
  year: year.optional(),
  field_ids: idList(1000).optional(),
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
  name: requiredText(PARAM_NAME_MAX_LENGTH),
  unit: optionalText(PARAM_UNIT_MAX_LENGTH),
  kind: z.enum(METEO_PARAM_KINDS).default('other'),
});

// ------------------------------------------------------------------------------------------
// Daily values and events.

/** `GET meteo_params_value/` and `GET meteo_events/`: a sector's days, at most a year. */
export const MeteoRangeQuery = z
  .object({ sector: Id, date_from: day, date_to: day })
  .refine((q) => q.date_from <= q.date_to, { message: 'meteo.badRange', path: ['date_to'] });
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
});
export type AgroParam = z.infer<typeof AgroParam>;
export const AgroValueQuery = z.object({ field_id: Id, year });
export const AgroValueBody = z.object({
  param: Id,
  field: Id,
  plot: Id.nullish(),
  date: day,
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
