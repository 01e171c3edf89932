import { type Expectation, MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { CROP, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/** A start past the policy meets the unknown trait's 400. */
const START = Object.fromEntries(
  Object.entries(CROP).map(([actor, outcome]) => [actor, outcome === 'ok' ? 'pass' : outcome]),
) as Expectation;

/** Starting a prediction keeps a derived record in the crop. Merged into TENANT_CHANGES. */
export const GENOME_PREDICTION_TENANT_CHANGES: Record<string, string> = {
  [`POST ${D}/genome_prediction/`]:
    "a prediction from a matrix and seasons the caller reads, kept in the caller's crop (a computation)",
};

/**
 * Genomic predictions (decision 054) in the matrix: crop data, every member of the company
 * reads them, another tenant 404; the world's prediction is finished, of the world's matrix.
 * Deleting one is `DELETE genome_analyses/{id}/` (policy-matrix.genome-analyses.ts).
 */
export const GENOME_PREDICTION_MATRIX: Record<string, MatrixRoute> = {
  [`POST ${D}/genome_prediction/`]: {
    expect: START,
    request: (w) => ({
      url: `${d}/genome_prediction/`,
      payload: { spec_id: w.cropId, matrix_id: w.genotypeMatrixId, feature: 'нет такого признака' },
    }),
  },
  [`GET ${D}/genome_prediction/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genome_prediction/?spec_id=${w.cropId}` }),
  },
  [`GET ${D}/genome_prediction/{id}/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genome_prediction/${w.predictionId}/` }),
  },
  [`GET ${D}/genome_prediction/{id}/download/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genome_prediction/${w.predictionId}/download/?format=csv` }),
  },
};
