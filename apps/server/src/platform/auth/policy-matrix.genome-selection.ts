import { type Expectation, MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { CROP, READ, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/** Past the policy a request may meet its own 400 (no weights in the world, a marker without alleles). */
const passing = (expectation: Expectation) =>
  Object.fromEntries(
    Object.entries(expectation).map(([actor, outcome]) => [
      actor,
      outcome === 'ok' ? 'pass' : outcome,
    ]),
  ) as Expectation;

/** The rankings are reads sent as POST (a body of targets). Merged into TENANT_CHANGES. */
export const GENOME_SELECTION_TENANT_CHANGES: Record<string, string> = {
  [`POST ${D}/get_sort_by_genotypes/`]: 'a ranking of the lines the caller reads (a read)',
  [`POST ${D}/get_sort_with_info_by_genotypes/`]:
    'a ranking with predicted traits of the lines the caller reads (a read)',
};

/**
 * The weights' readers and genome selection (issue 19, decision 054): weights and markers are
 * the crop's (every member of its tenant); a line's wind rose is the line's data (whoever reads
 * the line: decision 026); rankings keep the lines the caller reads.
 */
export const GENOME_SELECTION_MATRIX: Record<string, MatrixRoute> = {
  [`GET ${D}/mutation_influence_features/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/mutation_influence_features/?spec_id=${w.cropId}` }),
  },
  [`GET ${D}/mutation_influence_regions/`]: {
    expect: CROP,
    request: (w) => ({ url: `${d}/mutation_influence_regions/?spec_id=${w.cropId}` }),
  },
  // the world has no feature id at hand: an id of another crop's feature meets its 400
  [`GET ${D}/get_weights/`]: {
    expect: passing(CROP),
    request: (w) => ({ url: `${d}/get_weights/?spec_id=${w.cropId}&feature_id=1` }),
  },
  [`GET ${D}/mutation_influence/`]: {
    expect: CROP,
    request: (w) => ({
      url: `${d}/mutation_influence/?spec_id=${w.cropId}&mutation_id=${w.markerId}`,
    }),
  },
  [`GET ${D}/get_wind_rose_by_region/`]: {
    expect: passing(READ),
    request: (w) => ({
      url: `${d}/get_wind_rose_by_region/?spec_id=${w.cropId}&line_id=${w.lineId}`,
    }),
  },
  [`POST ${D}/get_sort_by_genotypes/`]: {
    expect: passing(CROP),
    request: (w) => ({
      url: `${d}/get_sort_by_genotypes/`,
      payload: { spec_id: w.cropId, targets: [{ mutation_id: w.markerId, allele: 'A' }] },
    }),
  },
  [`POST ${D}/get_sort_with_info_by_genotypes/`]: {
    expect: passing(CROP),
    request: (w) => ({
      url: `${d}/get_sort_with_info_by_genotypes/`,
      payload: { spec_id: w.cropId, targets: [{ mutation_id: w.markerId, allele: 'A' }] },
    }),
  },
};
