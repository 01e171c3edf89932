import { MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { READ, WRITE, MANAGE, CROP, SELF, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';
const RANGE = 'date_from=2025-01-01&date_to=2025-12-31';

/**
 * Values and events are a season's contents (decision 044): written by whoever may write a
 * season of a nursery the sector serves in the date's year. Merged into CONTENT_WRITES.
 */
export const METEO_CONTENT_WRITES: Record<string, string> = {
  [`POST ${D}/meteo_params_value/`]: "daily weather values of a season of the sector's nurseries",
  [`PATCH ${D}/meteo_params_value/{id}/`]: "a daily weather value of a season's year",
  [`PUT ${D}/meteo_params_value/{id}/`]: "a daily weather value of a season's year",
  [`DELETE ${D}/meteo_params_value/{id}/`]: "a daily weather value of a season's year",
  [`POST ${D}/meteo_events/`]: "a weather event of a season's year",
  [`PATCH ${D}/meteo_events/{id}/`]: "a weather event of a season's year (and of its new date)",
  [`DELETE ${D}/meteo_events/{id}/`]: "a weather event of a season's year",
};

/**
 * A new sector is the tenant's (decision 044): any member creates one; linking a nursery to it
 * needs managing that nursery. Merged into TENANT_CHANGES.
 */
export const METEO_TENANT_CHANGES: Record<string, string> = {
  [`POST ${D}/sector/`]: "a weather sector of the caller's tenant (linking: managed nurseries)",
};

/**
 * Weather in the matrix (issue 16; the world of meteo-world.ts): the sector serves the head's
 * nursery, so it is read like that nursery's seasons (READ), its values and events written like
 * the 2025 season (WRITE), and managed by heads who see it and the super admin (MANAGE: the head
 * of division does not see the nursery).
 */
export const METEO_MATRIX: Record<string, MatrixRoute> = {
  [`GET ${D}/sector/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/sector/?spec_id=${w.cropId}` }),
  },
  // an unlinked sector of the caller's own tenant: every signed-in user
  [`POST ${D}/sector/`]: {
    expect: SELF,
    request: () => ({ url: `${d}/sector/`, payload: { name: 'Новый пост', year: 2025 } }),
  },
  [`PATCH ${D}/sector/{id}/`]: {
    expect: MANAGE,
    request: (w) => ({ url: `${d}/sector/${w.meteoSectorId}/`, payload: { name: 'Пост 2' } }),
  },
  [`DELETE ${D}/sector/{id}/`]: {
    expect: MANAGE,
    request: (w) => ({ url: `${d}/sector/${w.meteoSectorId}/` }),
  },
  [`POST ${D}/meteo_params/`]: {
    expect: MANAGE,
    request: (w) => ({
      url: `${d}/meteo_params/`,
      payload: { sector: w.meteoSectorId, name: 'Почва 10 см', unit: '°C' },
    }),
  },
  [`DELETE ${D}/meteo_params/{id}/`]: {
    expect: MANAGE,
    request: (w) => ({ url: `${d}/meteo_params/${w.meteoEmptyParamId}/` }),
  },
  [`GET ${D}/meteo_params_value/`]: {
    expect: READ,
    request: (w) => ({ url: `${d}/meteo_params_value/?sector=${w.meteoSectorId}&${RANGE}` }),
  },
  [`POST ${D}/meteo_params_value/`]: {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/meteo_params_value/`,
      payload: [
        { param: w.meteoParamId, date: '2025-06-02', value: '25,1' },
        { param: w.meteoParamId, date: '2025-06-03', value: 26 },
      ],
    }),
  },
  [`PATCH ${D}/meteo_params_value/{id}/`]: {
    expect: WRITE,
    request: (w) => ({ url: `${d}/meteo_params_value/${w.meteoValueId}/`, payload: { value: 3 } }),
  },
  [`PUT ${D}/meteo_params_value/{id}/`]: {
    expect: WRITE,
    request: (w) => ({ url: `${d}/meteo_params_value/${w.meteoValueId}/`, payload: { value: 4 } }),
  },
  [`DELETE ${D}/meteo_params_value/{id}/`]: {
    expect: WRITE,
    request: (w) => ({ url: `${d}/meteo_params_value/${w.meteoValueId}/` }),
  },
  [`GET ${D}/meteo_params_value/get_meteo_data_for_plot_card/`]: {
    expect: READ,
    request: (w) => ({
      url: `${d}/meteo_params_value/get_meteo_data_for_plot_card/?plot_id=${w.plotId}`,
    }),
  },
  // the chart of the sector's year with its nursery's stages: read like the sector
  [`GET ${D}/meteo_params_value/season_chart/`]: {
    expect: READ,
    request: (w) => ({
      url: `${d}/meteo_params_value/season_chart/?sector=${w.meteoSectorId}&year=2025&field_id=${w.fieldId}`,
    }),
  },
  // the crop's seasons the caller reads (every member: the list, perhaps empty)
  [`GET ${D}/meteo_params_value/indices/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/meteo_params_value/indices/?spec_id=${w.cropId}&year=2025` }),
  },
  [`GET ${D}/meteo_events/`]: {
    expect: READ,
    request: (w) => ({ url: `${d}/meteo_events/?sector=${w.meteoSectorId}&${RANGE}` }),
  },
  [`POST ${D}/meteo_events/`]: {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/meteo_events/`,
      payload: { sector: w.meteoSectorId, date: '2025-07-01', kind: 'hail', note: 'град' },
    }),
  },
  [`PATCH ${D}/meteo_events/{id}/`]: {
    expect: WRITE,
    request: (w) => ({ url: `${d}/meteo_events/${w.meteoEventId}/`, payload: { note: 'сильный' } }),
  },
  [`DELETE ${D}/meteo_events/{id}/`]: {
    expect: WRITE,
    request: (w) => ({ url: `${d}/meteo_events/${w.meteoEventId}/` }),
  },
};
