import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, API_PREFIX } from '@plotline/contract/api-paths';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client.ts';
import {
  sharedStringsBomb,
  workbookOfRows,
  workbookWithLongText,
} from '../../platform/excel/workbook-test-kit.ts';
import { createDiskFileStore } from '../../platform/files/disk-file-store.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { importMapFile } from '../field-maps/import-map-file.ts';
import { importNurseryFile } from './import-nursery-file.ts';
import {
  BASE_HEADERS,
  buildXlsx,
  countNurseryRows,
  FIELD_FILE_URL,
  multipart,
  PLOT_RESULT_URL,
  signedInBreeder,
  upload,
} from './imports-test-kit.ts';

/**
 * Decision 025: every upload route refuses a workbook that expands beyond the limits with a
 * translated 400 on `file` before any job exists, writes nothing and keeps no file; the
 * job's own reader is bounded too; the server stays well.
 */

const FIELD_MAP_URL = `${API_PREFIX}/${API_PATHS.uploadFieldMap}`;
const EMPTY = { fields: 0, years: 0, lines: 0, plots: 0, features: 0, results: 0, stages: 0 };
const MB = 1024 * 1024;

/** The hostile files, built once: a few megabytes each, never inflated by the tests. */
const files: Record<'bomb' | 'lying' | 'rows' | 'longText', Buffer> = {
  /** Issue 12's bomb: shared strings of 2 GB, declared as such. */
  bomb: sharedStringsBomb(),
  /** 50 MB of shared strings whose directory claims 4 KB (the real ratio is ~340). */
  lying: sharedStringsBomb(50 * MB, 4096),
  /** One row more than Excel's 1,048,576. */
  rows: Buffer.alloc(0),
  /** A cell of 32,768 letters. */
  longText: workbookWithLongText(32_768),
};
beforeAll(async () => {
  files.rows = await workbookOfRows(1_048_577);
});

let app: FastifyInstance;
let db: Db;
let alice: Awaited<ReturnType<typeof signedInBreeder>>;

/** The data folder of the test app, so the stored uploads can be looked at (decision 032). */
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'plotline-bounds-data-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

beforeEach(async () => {
  app = await buildTestApp({ PLOTLINE_DATA_DIR: dataDir });
  db = (await getTestDatabase()).db;
  alice = await signedInBreeder(app, db, 'alice');
});
afterEach(() => app.close());

function post(url: string, file: Buffer, language: string) {
  const body = multipart({ spec_id: alice.cropId }, file);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...alice.headers, ...body.headers, 'accept-language': language },
    payload: body.payload,
  });
}

async function jobCount() {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from jobs`);
  return row?.n;
}

/** Uploads the file store still keeps for jobs. */
function keptUploads() {
  const folder = join(dataDir, 'files', 'jobs');
  return existsSync(folder) ? readdirSync(folder) : [];
}

const MESSAGES = {
  en: {
    bomb: 'The workbook expands beyond 512 MB when unpacked: split it into smaller files.',
    lying:
      'The part xl/sharedStrings.xml of the workbook unpacks to more than 100 times its packed size: the file looks like a zip bomb.',
    rows: 'A sheet has more than 1048576 rows.',
    longText: 'A cell holds a text longer than 32767 characters.',
  },
  ru: {
    bomb: 'В распакованном виде книга занимает больше 512 МБ: разделите её на файлы поменьше.',
    lying:
      'Часть xl/sharedStrings.xml книги при распаковке становится больше сжатой более чем в 100 раз: файл похож на zip-бомбу.',
    rows: 'На листе больше 1048576 строк.',
    longText: 'В ячейке текст длиннее 32767 символов.',
  },
  it: {
    bomb: 'Decompressa, la cartella di lavoro supera i 512 MB: dividila in file più piccoli.',
    lying:
      'La parte xl/sharedStrings.xml della cartella di lavoro, decompressa, supera di oltre 100 volte la dimensione compressa: il file sembra una bomba zip.',
    rows: 'Un foglio ha più di 1048576 righe.',
    longText: 'Una cella contiene un testo più lungo di 32767 caratteri.',
  },
  es: {
    bomb: 'Descomprimido, el libro supera los 512 MB: divídalo en archivos más pequeños.',
    lying:
      'La parte xl/sharedStrings.xml del libro, descomprimida, supera en más de 100 veces su tamaño comprimido: el archivo parece una bomba zip.',
    rows: 'Una hoja tiene más de 1048576 filas.',
    longText: 'Una celda contiene un texto de más de 32767 caracteres.',
  },
} as const;

describe('a workbook that expands beyond the limits is a 400 on file, before any job', () => {
  it.each([
    ['plot_result', PLOT_RESULT_URL, 'en'],
    ['field_file', FIELD_FILE_URL, 'ru'],
    ['field_map', FIELD_MAP_URL, 'it'],
    ['plot_result (es)', PLOT_RESULT_URL, 'es'],
  ] as const)(
    '%s: the zip bomb, a lying size, too many rows, a huge text; nothing written or kept',
    async (_route, url, language) => {
      for (const name of ['bomb', 'lying', 'rows', 'longText'] as const) {
        const response = await post(url, files[name], language);
        expect({ name, status: response.statusCode, body: response.json() }).toEqual({
          name,
          status: 400,
          body: { file: [MESSAGES[language][name]] },
        });
      }
      expect(await jobCount()).toBe(0);
      expect(await countNurseryRows(db)).toEqual(EMPTY);
      // removed once the answer is sent (onResponse)
      await expect.poll(keptUploads).toEqual([]);
    },
  );

  it('stays well: memory stays bounded, and a real upload then imports', async () => {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const timer = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    try {
      for (const name of ['bomb', 'lying', 'rows'] as const) {
        expect((await post(PLOT_RESULT_URL, files[name], 'en')).statusCode).toBe(400);
      }
    } finally {
      clearInterval(timer);
    }
    // inflating what the files declare would take gigabytes; the meters hold a few chunks
    expect((peak - baseline) / MB).toBeLessThan(256);
    const file = await buildXlsx([
      [...BASE_HEADERS, 'Фенотип;Высота;см'],
      ['1', 'Поле', 2024, 'Юг', 'П1', 'Сорт', 1, 75],
    ]);
    const { response, job } = await upload(app, alice.headers, {
      file,
      fields: { spec_id: alice.cropId },
    });
    expect(response.statusCode).toBe(201);
    expect(job?.status).toBe('success');
    expect((await app.inject({ url: `${API_PREFIX}/health/` })).statusCode).toBe(200);
  });
});

describe('the readers of the jobs are bounded on their own', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'plotline-bounds-test-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('fails the import with the limit when the file was not checked at the request', async () => {
    const path = join(folder, 'lying.xlsx');
    await writeFile(path, files.lying);
    const file = { files: createDiskFileStore(folder), fileKey: 'lying.xlsx' };
    const crop = { id: alice.cropId, companyId: null, ownerUserId: alice.user.id };
    const user = {
      id: alice.user.id,
      username: 'alice',
      companyId: null,
      divisionId: null,
      role: null,
      isSuperAdmin: false,
    };
    const problem = {
      row: null,
      column: null,
      header: null,
      key: 'workbook.ratio',
      params: { part: 'xl/sharedStrings.xml', n: 100 },
    };
    expect(
      await importNurseryFile(db, { kind: 'plot_result', ...file, crop, user, sortMethod: 1 }),
    ).toEqual({ status: 'failed', errors: [problem] });
    expect(await importMapFile(db, { ...file, cropId: alice.cropId, user })).toEqual({
      status: 'failed',
      errors: [problem],
    });
    expect(await countNurseryRows(db)).toEqual(EMPTY);
  });
});
