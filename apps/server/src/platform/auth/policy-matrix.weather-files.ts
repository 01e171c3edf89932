import { multipart } from '../../test/multipart.ts';
import { type Expectation, MATRIX_PARTS, type MatrixRoute } from './policy-matrix.routes.ts';

const { READ, WRITE, SELF, d } = MATRIX_PARTS;
const D = '/api/v1/plotline_db';

/** The matrix's file: neither an .xlsx nor a text (a NUL byte), so a 400 past the policy. */
const BINARY = { filename: 'weather.xls', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]) };

/** Who writes the sector's values gets past the policy to the file's 400; nothing is written. */
const UPLOAD_METEO: Expectation = { ...WRITE, writer: 'pass', hoc: 'pass', admin: 'pass' };
/**
 * The soil upload names its nurseries inside the file: the job checks each season (write),
 * so every signed-in user reaches the file's check (here a 400).
 */
const UPLOAD_AGRO: Expectation = Object.fromEntries(
  Object.keys(SELF).map((actor) => [actor, 'pass']),
) as Expectation;

/** The uploads write a season's contents (decision 044). Merged into CONTENT_WRITES. */
export const WEATHER_FILES_CONTENT_WRITES: Record<string, string> = {
  [`POST ${D}/upload_file/upload_meteo_file/`]:
    "daily weather values of the sector's nurseries' seasons (each date's year checked by the job)",
  [`POST ${D}/upload_file/upload_agrochemistry_file/`]:
    'soil values of the seasons the file names (each season checked by the job)',
};

/** The weather and soil files in the matrix (issue 16; the world of meteo-world.ts). */
export const WEATHER_FILES_MATRIX: Record<string, MatrixRoute> = {
  [`POST ${D}/upload_file/upload_meteo_file/`]: {
    expect: UPLOAD_METEO,
    request: (w) => ({
      url: `${d}/upload_file/upload_meteo_file/`,
      ...multipart({ sector: String(w.meteoSectorId), file: BINARY }),
    }),
  },
  [`POST ${D}/upload_file/upload_agrochemistry_file/`]: {
    expect: UPLOAD_AGRO,
    request: () => ({
      url: `${d}/upload_file/upload_agrochemistry_file/`,
      ...multipart({ year: '2025', file: BINARY }),
    }),
  },
  // the template reads the sector's parameters: whoever reads the sector
  [`GET ${D}/upload_file/meteo_file_template/`]: {
    expect: READ,
    request: (w) => ({ url: `${d}/upload_file/meteo_file_template/?sector=${w.meteoSectorId}` }),
  },
  // the caller's own tenant's soil parameters of the year
  [`GET ${D}/upload_file/agrochemistry_file_template/`]: {
    expect: SELF,
    request: () => ({ url: `${d}/upload_file/agrochemistry_file_template/?year=2025` }),
  },
};
