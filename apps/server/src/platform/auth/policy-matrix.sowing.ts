import { type Expectation, MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { READ, WRITE, MANAGE, CROP, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/** A crop-wide list filtered to the nurseries in sight: every member answers, with what they see. */
const CROP_LIST: Expectation = CROP;

/**
 * Changes of a sowing plan that are a season's contents (decision 041): whoever may add plots to
 * the plan's season — owners, or a view-and-edit grant on it. Merged into CONTENT_WRITES.
 */
export const SOWING_CONTENT_WRITES: Record<string, string> = {
  [`POST ${D}/sowing_plans/`]: 'a draft plan for an existing season (a new season: its owner)',
  [`PATCH ${D}/sowing_plans/{id}/`]: "a draft plan's name",
  [`POST ${D}/sowing_plans/{id}/items/`]: "a booking of the tenant's seed for the season",
  [`PATCH ${D}/sowing_plans/{id}/items/{item_id}/`]: 'a booking of the plan',
  [`DELETE ${D}/sowing_plans/{id}/items/{item_id}/`]: 'a booking of the plan, released',
  [`POST ${D}/sowing_plans/{id}/accept/`]: "the season's new plots, sown from the booked lots",
};

/** Reads sent as POST (a PDF of labels). Merged into TENANT_CHANGES. */
export const SOWING_TENANT_CHANGES: Record<string, string> = {
  [`POST ${D}/seeds/labels/`]: 'a download (a read)',
};

/** Sowing plans and labels in the matrix (issue 15; the world of warehouse-world.ts). */
export const SOWING_MATRIX: Record<string, MatrixRoute> = {
  [`GET ${D}/sowing_plans/`]: {
    expect: CROP_LIST,
    request: (w) => ({ url: `${d}/sowing_plans/?spec_id=${w.cropId}&field_id=${w.fieldId}` }),
  },
  [`POST ${D}/sowing_plans/`]: {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/sowing_plans/`,
      payload: { spec_id: w.cropId, field_id: w.fieldId, year: 2025, name: 'Новый' },
    }),
  },
  [`GET ${D}/sowing_plans/{id}/`]: {
    expect: READ,
    request: (w) => ({ url: `${d}/sowing_plans/${w.sowingPlanId}/` }),
  },
  [`PATCH ${D}/sowing_plans/{id}/`]: {
    expect: WRITE,
    request: (w) => ({ url: `${d}/sowing_plans/${w.sowingPlanId}/`, payload: { name: 'Осень' } }),
  },
  // the author is the head of company: a grantee who may write is not the nursery's owner
  [`DELETE ${D}/sowing_plans/{id}/`]: {
    expect: MANAGE,
    request: (w) => ({ url: `${d}/sowing_plans/${w.sowingPlanId}/` }),
  },
  [`POST ${D}/sowing_plans/{id}/items/`]: {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/sowing_plans/${w.sowingPlanId}/items/`,
      payload: { lot: w.spareLotId, weight: 5 },
    }),
  },
  [`PATCH ${D}/sowing_plans/{id}/items/{item_id}/`]: {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/sowing_plans/${w.sowingPlanId}/items/${w.sowingItemId}/`,
      payload: { weight: 12 },
    }),
  },
  [`DELETE ${D}/sowing_plans/{id}/items/{item_id}/`]: {
    expect: WRITE,
    request: (w) => ({ url: `${d}/sowing_plans/${w.sowingPlanId}/items/${w.sowingItemId}/` }),
  },
  [`POST ${D}/sowing_plans/{id}/accept/`]: {
    expect: WRITE,
    request: (w) => ({ url: `${d}/sowing_plans/${w.sowingPlanId}/accept/` }),
  },
  [`POST ${D}/seeds/labels/`]: {
    expect: CROP,
    request: (w) => ({
      url: `${d}/seeds/labels/`,
      payload: { spec_id: w.cropId, lots: [w.lotId], locations: [w.locationId] },
    }),
  },
};
