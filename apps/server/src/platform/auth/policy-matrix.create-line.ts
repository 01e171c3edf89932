import { MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { READ, CROP, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/** Nobody finds a planned line that is not one: the world's line L is an ordinary line. */
const NOT_PLANNED = {
  other: 404,
  stranger: 404,
  employee: 404,
  reader: 404,
  writer: 404,
  hod: 404,
  hoc: 404,
  admin: 404,
} as const;

/**
 * Keeping a planned line adds a line to the caller's own crop from a variety they read (as
 * `add_line/` adds one); the preview is a computation. Merged into TENANT_CHANGES.
 */
export const CREATE_LINE_TENANT_CHANGES: Record<string, string> = {
  [`POST ${D}/create_line/`]:
    "a new line of the caller's crop (theirs, as add_line/) from a variety the caller reads",
  [`POST ${D}/create_line/preview/`]: 'a prediction over a variety the caller reads (a read)',
};

/**
 * Create-line (issue 19): the base variety is a line the caller reads (L grows in 2025: the
 * season readers), the lists take the crop. Deleting needs a planned line its caller owns: the
 * world has none, so every actor meets the 404 (the route tests cover creator, head and plots).
 */
export const CREATE_LINE_MATRIX: Record<string, MatrixRoute> = {
  [`GET ${D}/create_line/base/`]: {
    expect: READ,
    request: (w) => ({ url: `${d}/create_line/base/?spec_id=${w.cropId}&line_id=${w.lineId}` }),
  },
  [`POST ${D}/create_line/preview/`]: {
    expect: READ,
    request: (w) => ({
      url: `${d}/create_line/preview/`,
      payload: { spec_id: w.cropId, base_line_id: w.lineId, changes: [] },
    }),
  },
  [`POST ${D}/create_line/`]: {
    expect: READ,
    request: (w) => ({
      url: `${d}/create_line/`,
      payload: { spec_id: w.cropId, base_line_id: w.lineId, name: 'План', changes: [] },
    }),
  },
  [`GET ${D}/create_line/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/create_line/?spec_id=${w.cropId}` }),
  },
  [`DELETE ${D}/create_line/{line_id}/`]: {
    expect: NOT_PLANNED,
    request: (w) => ({ url: `${d}/create_line/${w.lineId}/` }),
  },
  [`GET ${D}/user_primers_list/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/user_primers_list/?spec_id=${w.cropId}` }),
  },
};
