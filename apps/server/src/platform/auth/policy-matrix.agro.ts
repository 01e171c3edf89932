import { type Expectation, MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { READ, WRITE, CROP, SELF, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/**
 * A soil parameter renamed or deleted (decision 044): heads, a company-less owner and the
 * super admin (the world's parameter is the head's and holds values, so its creator rule does
 * not apply); employees, grantees included, 403; another tenant 404.
 */
const MANAGE_PARAMS: Expectation = { ...CROP, employee: 403, reader: 403, writer: 403 };

/** Soil values are a season's contents (decision 044): written with the season. */
export const AGRO_CONTENT_WRITES: Record<string, string> = {
  [`POST ${D}/agrochemical_params_value/`]: "soil values of the nursery's season of each date",
  [`PUT ${D}/agrochemical_params_value/{id}/`]: "a soil value of the nursery's season",
  [`PATCH ${D}/agrochemical_params_value/{id}/`]: "a soil value of the nursery's season",
  [`DELETE ${D}/agrochemical_params_value/{id}/`]: "a soil value of the nursery's season",
};

/** A soil parameter is the tenant's list, created by any member. Merged into TENANT_CHANGES. */
export const AGRO_TENANT_CHANGES: Record<string, string> = {
  [`POST ${D}/agrochemical_params/`]: "a soil parameter of the caller's tenant and a year",
};

/** Agrochemistry in the matrix (issue 16; the world of agro-world.ts). */
export const AGRO_MATRIX: Record<string, MatrixRoute> = {
  // every signed-in user lists (and creates in) their own tenant's parameters
  [`GET ${D}/agrochemical_params/`]: {
    expect: SELF,
    request: () => ({ url: `${d}/agrochemical_params/?year=2025` }),
  },
  [`POST ${D}/agrochemical_params/`]: {
    expect: SELF,
    request: () => ({
      url: `${d}/agrochemical_params/`,
      payload: { year: 2025, name: 'pH', kind: 'ph' },
    }),
  },
  [`PATCH ${D}/agrochemical_params/{id}/`]: {
    expect: MANAGE_PARAMS,
    request: (w) => ({
      url: `${d}/agrochemical_params/${w.agroParamId}/`,
      payload: { unit: 'г/кг' },
    }),
  },
  [`DELETE ${D}/agrochemical_params/{id}/`]: {
    expect: MANAGE_PARAMS,
    request: (w) => ({ url: `${d}/agrochemical_params/${w.agroParamId}/?force=true` }),
  },
  [`GET ${D}/agrochemical_params_value/`]: {
    expect: READ,
    request: (w) => ({ url: `${d}/agrochemical_params_value/?field_id=${w.fieldId}&year=2025` }),
  },
  [`POST ${D}/agrochemical_params_value/`]: {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/agrochemical_params_value/`,
      payload: { param: w.agroParamId, field: w.fieldId, date: '2025-05-10', value: '2,7' },
    }),
  },
  [`PUT ${D}/agrochemical_params_value/{id}/`]: {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/agrochemical_params_value/${w.agroPlotValueId}/`,
      payload: { value: 3.6 },
    }),
  },
  [`PATCH ${D}/agrochemical_params_value/{id}/`]: {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/agrochemical_params_value/${w.agroFieldValueId}/`,
      payload: { value: 3.3 },
    }),
  },
  [`DELETE ${D}/agrochemical_params_value/{id}/`]: {
    expect: WRITE,
    request: (w) => ({ url: `${d}/agrochemical_params_value/${w.agroFieldValueId}/` }),
  },
  [`GET ${D}/get_agrochemical_data_for_plot_card/`]: {
    expect: READ,
    request: (w) => ({ url: `${d}/get_agrochemical_data_for_plot_card/?plot_id=${w.plotId}` }),
  },
};
