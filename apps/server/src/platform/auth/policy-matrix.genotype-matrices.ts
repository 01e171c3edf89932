import { type Expectation, MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { CROP, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/**
 * Genotype matrices (issue 17, decision 046): read by every member who sees the crop (CROP);
 * imported, renamed and deleted by who manages the crop's shared data — heads of company and
 * division, a company-less owner, the super admin — and by the matrix's importer (the world's
 * matrix is the head of company's); everyone else of the tenant 403, grantees included (not a
 * season's contents: managing, decision 026); another tenant 404.
 */
const MANAGE_MATRIX: Expectation = {
  other: 404,
  stranger: 404,
  employee: 403,
  reader: 403,
  writer: 403,
  hod: 'ok',
  hoc: 'ok',
  admin: 'ok',
};
/** An import or a preview past the policy meets its malformed upload id: a 400. */
const IMPORT: Expectation = { ...MANAGE_MATRIX, hod: 'pass', hoc: 'pass', admin: 'pass' };

/** The genotype matrices in the matrix; the world's matrix has a sample of the world's line. */
export const GENOTYPE_MATRICES_MATRIX: Record<string, MatrixRoute> = {
  [`GET ${D}/genotype_matrices/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genotype_matrices/?spec_id=${w.cropId}&line_id=${w.lineId}` }),
  },
  [`POST ${D}/genotype_matrices/preview/`]: {
    expect: IMPORT,
    request: (w) => ({
      url: `${d}/genotype_matrices/preview/`,
      payload: { upload: 'not-an-upload', crop_id: w.cropId },
    }),
  },
  [`POST ${D}/genotype_matrices/`]: {
    expect: IMPORT,
    request: (w) => ({
      url: `${d}/genotype_matrices/`,
      payload: { upload: 'not-an-upload', crop_id: w.cropId, name: 'Панель 2' },
    }),
  },
  [`GET ${D}/genotype_matrices/{id}/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genotype_matrices/${w.genotypeMatrixId}/` }),
  },
  [`PATCH ${D}/genotype_matrices/{id}/`]: {
    expect: MANAGE_MATRIX,
    request: (w) => ({
      url: `${d}/genotype_matrices/${w.genotypeMatrixId}/`,
      payload: { name: 'Панель 3' },
    }),
  },
  [`DELETE ${D}/genotype_matrices/{id}/`]: {
    expect: MANAGE_MATRIX,
    request: (w) => ({ url: `${d}/genotype_matrices/${w.genotypeMatrixId}/` }),
  },
  [`GET ${D}/genotype_matrices/{id}/samples/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genotype_matrices/${w.genotypeMatrixId}/samples/` }),
  },
  [`GET ${D}/genotype_matrices/{id}/markers/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genotype_matrices/${w.genotypeMatrixId}/markers/?chr=1A` }),
  },
  [`GET ${D}/genotype_matrices/{id}/window/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genotype_matrices/${w.genotypeMatrixId}/window/` }),
  },
  [`GET ${D}/genotype_matrices/{id}/samples/{idx}/row/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genotype_matrices/${w.genotypeMatrixId}/samples/0/row/` }),
  },
  [`GET ${D}/genotype_matrices/{id}/export/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/genotype_matrices/${w.genotypeMatrixId}/export/` }),
  },
};
