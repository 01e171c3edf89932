import { type Expectation, MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { CROP, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/**
 * The crossing table reads the crop (its weights) and the lines the caller reads: whoever
 * reads the crop gets past the policy; the world's crop has no such trait (id 2147483647), so
 * the request meets its 400 there. Another tenant 404.
 */
const PAST_POLICY = Object.fromEntries(
  Object.entries(CROP).map(([actor, outcome]) => [actor, outcome === 'ok' ? 'pass' : outcome]),
) as Expectation;

/** Both calls compute over what the caller reads and keep nothing. Merged into TENANT_CHANGES. */
export const CROSSING_TABLE_TENANT_CHANGES: Record<string, string> = {
  [`POST ${D}/cross_result/`]: 'a computation over readable lines and the crop’s weights (a read)',
  [`POST ${D}/cross_result_csv/`]: 'a download of the same computation (a read)',
};

/** The crossing table in the matrix. */
export const CROSSING_TABLE_MATRIX: Record<string, MatrixRoute> = {
  [`POST ${D}/cross_result/`]: {
    expect: PAST_POLICY,
    request: (w) => ({
      url: `${d}/cross_result/`,
      payload: { spec_id: w.cropId, feature_ids: [2147483647] },
    }),
  },
  [`POST ${D}/cross_result_csv/`]: {
    expect: PAST_POLICY,
    request: (w) => ({
      url: `${d}/cross_result_csv/`,
      payload: { spec_id: w.cropId, feature_ids: [2147483647] },
    }),
  },
};
