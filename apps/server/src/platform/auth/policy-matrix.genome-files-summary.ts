import { MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { READ, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/** The season's sequencing-file summary (the plot table's Files column): who reads the season. */
export const GENOME_FILES_SUMMARY_MATRIX: Record<string, MatrixRoute> = {
  [`GET ${D}/genome_files/summary/`]: {
    expect: READ,
    request: (w) => ({ url: `${d}/genome_files/summary/?year_id=${w.yearId}` }),
  },
};
