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
