import { MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { READ, WRITE, CROP, d } = MATRIX_PARTS;

/**
 * The line records and the pivot of issue 14 (decision 035). Lists take the crop (every member
 * of the company; rows follow the seasons each reads); a record follows the seasons its line
 * grows in (L grows in 2025); deleting needs owning the line, and L is used by a plot (400).
 */
export const LINE_RECORDS_MATRIX: Record<string, MatrixRoute> = {
  'GET /api/v1/plotline_db/line_table_list/': {
    expect: CROP,
    request: (w) => ({ url: `${d}/line_table_list/?spec_id=${w.cropId}&name=L&year=2025` }),
  },
  'GET /api/v1/plotline_db/line_table_list/{id}/': {
    expect: READ,
    request: (w) => ({ url: `${d}/line_table_list/${w.lineId}/` }),
  },
  'PATCH /api/v1/plotline_db/line_table_list/{id}/': {
    expect: WRITE,
    request: (w) => ({
      url: `${d}/line_table_list/${w.lineId}/`,
      payload: { origin: 'Кубань', regions: ['Юг'] },
    }),
  },
  'DELETE /api/v1/plotline_db/line_table_list/{id}/': {
    expect: { ...READ, reader: 403, writer: 403, hoc: 400, admin: 400 },
    request: (w) => ({ url: `${d}/line_table_list/${w.lineId}/` }),
  },
  'POST /api/v1/plotline_db/add_line/': {
    expect: CROP,
    request: (w) => ({
      url: `${d}/add_line/`,
      payload: { spec_id: w.cropId, name: 'Новая', mother: 'L', father: 'Отец' },
    }),
  },
  'GET /api/v1/plotline_db/line_ids_names/': {
    expect: CROP,
    request: (w) => ({ url: `${d}/line_ids_names/?spec_id=${w.cropId}&search=l` }),
  },
  'GET /api/v1/plotline_db/line_collection_bottom_of_page/': {
    expect: CROP,
    request: (w) => ({ url: `${d}/line_collection_bottom_of_page/?spec_id=${w.cropId}` }),
  },
  'GET /api/v1/plotline_db/line_phenotype_pivot_table/': {
    expect: CROP,
    request: (w) => ({
      url: `${d}/line_phenotype_pivot_table/?spec_id=${w.cropId}&sort_by=-line_name&filters=${encodeURIComponent('[{"column":"line_name","contains":"l"}]')}`,
    }),
  },
  'GET /api/v1/plotline_db/line_phenotype_pivot_table/export/': {
    expect: CROP,
    request: (w) => ({
      url: `${d}/line_phenotype_pivot_table/export/?spec_id=${w.cropId}&show_data_by=region`,
    }),
  },
  'GET /api/v1/plotline_db/get_phenotype_detailed_information/': {
    expect: READ,
    request: (w) => ({ url: `${d}/get_phenotype_detailed_information/?line_id=${w.lineId}` }),
  },
};
