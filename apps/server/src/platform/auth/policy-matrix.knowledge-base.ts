import { type Expectation, MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { CROP, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/**
 * Adding and changing knowledge-base entries (issue 19): who edits the crop's marker catalogue —
 * heads of company and division, a company-less owner, the super admin (the entries' effects are
 * the crop's marker weights); other members of the tenant 403, grantees included; another
 * tenant 404.
 */
const EDIT: Expectation = {
  other: 404,
  stranger: 404,
  employee: 403,
  reader: 403,
  writer: 403,
  hod: 'ok',
  hoc: 'ok',
  admin: 'ok',
};

/** Deleting an entry: its creator (the world's is the head of company's) or a manager. */
const DELETE_ENTRY: Expectation = EDIT;

/** The knowledge base in the matrix; the world's entry is the head's, about the world's marker. */
export const KNOWLEDGE_BASE_MATRIX: Record<string, MatrixRoute> = {
  [`GET ${D}/knowledge_base/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/knowledge_base/?spec_id=${w.cropId}&search=m1` }),
  },
  [`POST ${D}/knowledge_base/`]: {
    expect: EDIT,
    request: (w) => ({
      url: `${d}/knowledge_base/`,
      payload: { spec_id: w.cropId, title: 'Rht-B1', mutation_id: w.markerId },
    }),
  },
  [`GET ${D}/knowledge_base/traits/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/knowledge_base/traits/?spec_id=${w.cropId}` }),
  },
  [`GET ${D}/knowledge_base/{id}/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/knowledge_base/${w.knowledgeEntryId}/` }),
  },
  [`PATCH ${D}/knowledge_base/{id}/`]: {
    expect: EDIT,
    request: (w) => ({
      url: `${d}/knowledge_base/${w.knowledgeEntryId}/`,
      payload: { body: 'Короткостебельность' },
    }),
  },
  [`DELETE ${D}/knowledge_base/{id}/`]: {
    expect: DELETE_ENTRY,
    request: (w) => ({ url: `${d}/knowledge_base/${w.knowledgeEntryId}/` }),
  },
};
