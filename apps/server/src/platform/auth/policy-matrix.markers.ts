import { multipart } from '../../test/multipart.ts';
import { type Expectation, MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { CROP, SELF, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/**
 * Changing a crop's marker catalogue (issue 17): heads of company and division, a
 * company-less owner and the super admin; other members of the tenant see it but are refused,
 * grantees included (not a season's contents: managing, decision 026); another tenant 404.
 */
const CATALOGUE: Expectation = {
  other: 404,
  stranger: 404,
  employee: 403,
  reader: 403,
  writer: 403,
  hod: 'ok',
  hoc: 'ok',
  admin: 'ok',
};
/** The upload past the policy meets its file's 400 (neither an .xlsx nor a text). */
const UPLOAD: Expectation = { ...CATALOGUE, hod: 'pass', hoc: 'pass', admin: 'pass' };

const BINARY = { filename: 'markers.xls', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]) };

/** The marker catalogue in the matrix; the world's marker carries the plot's genotype. */
export const MARKERS_MATRIX: Record<string, MatrixRoute> = {
  [`GET ${D}/mutation_table/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/mutation_table/?spec_id=${w.cropId}` }),
  },
  [`POST ${D}/mutation_table/`]: {
    expect: CATALOGUE,
    request: (w) => ({
      url: `${d}/mutation_table/`,
      payload: {
        spec_id: w.cropId,
        mut_name: 'Rht-B1',
        chr: '4B',
        pos: 7,
        ref_allele: 'C',
        alt_allele: 'T',
      },
    }),
  },
  [`GET ${D}/mutation_table/{id}/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/mutation_table/${w.markerId}/` }),
  },
  [`PATCH ${D}/mutation_table/{id}/`]: {
    expect: CATALOGUE,
    request: (w) => ({ url: `${d}/mutation_table/${w.markerId}/`, payload: { gene: 'Rht' } }),
  },
  [`DELETE ${D}/mutation_table/{id}/`]: {
    expect: CATALOGUE,
    request: (w) => ({ url: `${d}/mutation_table/${w.markerId}/?force=true` }),
  },
  [`POST ${D}/upload_file/upload_mutation_table/`]: {
    expect: UPLOAD,
    request: (w) => ({
      url: `${d}/upload_file/upload_mutation_table/`,
      ...multipart({ spec_id: String(w.cropId), file: BINARY }),
    }),
  },
  [`GET ${D}/download_mutation_table/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/download_mutation_table/?spec_id=${w.cropId}` }),
  },
  [`GET ${D}/mutation_table_template/`]: {
    expect: SELF,
    request: () => ({ url: `${d}/mutation_table_template/` }),
  },
};
