import { multipart } from '../../test/multipart.ts';
import { MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { CROP, SELF, d } = MATRIX_PARTS;

/** The crop is checked first (404 outside the tenant); write access to each line in the job. */
const UPLOAD = {
  ...CROP,
  employee: 'pass',
  reader: 'pass',
  writer: 'pass',
  hod: 'pass',
  hoc: 'pass',
  admin: 'pass',
} as const;

function lineFile(path: string) {
  return (w: { cropId: number }) => {
    const file = { filename: 'lines.xlsx', content: Buffer.from('not a workbook') };
    return { url: `${d}/${path}`, ...multipart({ spec_id: String(w.cropId), file }) };
  };
}

/** The line uploads, their templates and the collection export (issue 14, decision 037). */
export const LINE_UPLOADS_MATRIX: Record<string, MatrixRoute> = {
  'POST /api/v1/plotline_db/line_collections_upload/': {
    expect: UPLOAD,
    request: lineFile('line_collections_upload/'),
  },
  'POST /api/v1/plotline_db/parents_of_lines_upload_file/': {
    expect: UPLOAD,
    request: lineFile('parents_of_lines_upload_file/'),
  },
  'GET /api/v1/plotline_db/line_collections_upload/template/': {
    expect: SELF,
    request: () => ({ url: `${d}/line_collections_upload/template/` }),
  },
  'GET /api/v1/plotline_db/parents_of_lines_upload_file/template/': {
    expect: SELF,
    request: () => ({ url: `${d}/parents_of_lines_upload_file/template/` }),
  },
  'GET /api/v1/plotline_db/line_table_list/export/': {
    expect: CROP,
    request: (w) => ({ url: `${d}/line_table_list/export/?spec_id=${w.cropId}` }),
  },
};
