import { type Expectation, MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { CROP, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/**
 * Deleting a genome analysis (decision 054): its creator (the world's is the head of company's)
 * or who manages the crop's shared data — heads, a company-less owner, the super admin; other
 * members of the tenant 403, grantees included; another tenant 404.
 */
const DELETE_ANALYSIS: Expectation = {
  other: 404,
  stranger: 404,
  employee: 403,
  reader: 403,
  writer: 403,
  hod: 'ok',
  hoc: 'ok',
  admin: 'ok',
};

/** The world's matrix has two samples: a start past the policy meets the 3-sample 400. */
const START = Object.fromEntries(
  Object.entries(CROP).map(([actor, outcome]) => [actor, outcome === 'ok' ? 'pass' : outcome]),
) as Expectation;

/** Starting an analysis reads the crop's matrix and keeps a derived record. Merged into TENANT_CHANGES. */
export const GENOME_ANALYSES_TENANT_CHANGES: Record<string, string> = {
  [`POST ${D}/genome_analyses/`]:
    "an analysis of a matrix the caller reads, kept in the caller's crop (a computation)",
  [`POST ${D}/gwas_analysis/`]:
    "a GWAS of a matrix and seasons the caller reads, kept in the caller's crop (a computation)",
  [`POST ${D}/refresh_gwas_analysis/`]: 'the same GWAS again, on what the caller reads',
};

/** Genome analyses in the matrix; the world's analysis is finished, of the world's matrix. */
export const GENOME_ANALYSES_MATRIX: Record<string, MatrixRoute> = {
  [`POST ${D}/genome_analyses/`]: {
    expect: START,
    request: (w) => ({
      url: `${d}/genome_analyses/`,
      payload: { spec_id: w.cropId, matrix_id: w.genotypeMatrixId, sample_idx: [0, 1] },
    }),
  },
  [`GET ${D}/genome_analyses/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genome_analyses/?spec_id=${w.cropId}` }),
  },
  [`GET ${D}/genome_analyses/{id}/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genome_analyses/${w.genomeAnalysisId}/` }),
  },
  [`GET ${D}/genome_analyses/{id}/distances/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genome_analyses/${w.genomeAnalysisId}/distances/` }),
  },
  [`GET ${D}/genome_analyses/{id}/distances/download/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genome_analyses/${w.genomeAnalysisId}/distances/download/` }),
  },
  [`GET ${D}/genome_analyses/{id}/newick/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genome_analyses/${w.genomeAnalysisId}/newick/` }),
  },
  // an unknown trait: a start past the policy meets its 400
  [`POST ${D}/gwas_analysis/`]: {
    expect: START,
    request: (w) => ({
      url: `${d}/gwas_analysis/`,
      payload: { spec_id: w.cropId, matrix_id: w.genotypeMatrixId, feature: 'нет такого признака' },
    }),
  },
  // the world's GWAS is still running: a refresh past the policy meets its 400
  [`POST ${D}/refresh_gwas_analysis/`]: {
    expect: START,
    request: (w) => ({ url: `${d}/refresh_gwas_analysis/`, payload: { analysis_id: w.gwasId } }),
  },
  [`GET ${D}/gwas_analysis/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/gwas_analysis/?spec_id=${w.cropId}` }),
  },
  [`GET ${D}/gwas_analysis/{id}/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/gwas_analysis/${w.gwasId}/` }),
  },
  [`DELETE ${D}/genome_analyses/{id}/`]: {
    expect: DELETE_ANALYSIS,
    request: (w) => ({ url: `${d}/genome_analyses/${w.genomeAnalysisId}/` }),
  },
};
