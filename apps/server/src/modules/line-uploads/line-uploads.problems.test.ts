import { parsePurdy } from '@plotline/contract/purdy';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { lines } from '../../db/schema.ts';
import { createMemoryFileStore } from '../../platform/files/memory-file-store.ts';
import { isMessageKey, translate } from '../../platform/i18n/translate.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { buildXlsx, multipart, signedInBreeder } from '../imports/imports-test-kit.ts';
import { importLineFile } from './import-line-file.ts';
import { LINES_URL, linesOf, PARENTS_URL, uploadLines } from './line-uploads-test-kit.ts';

/**
 * Line files are all or nothing (decision 037): every problem is listed by row and column,
 * in the language of the upload, and nothing is written.
 */
let app: FastifyInstance;
let db: Db;
let alice: Awaited<ReturnType<typeof signedInBreeder>>;

beforeEach(async () => {
  app = await buildTestApp();
  db = (await getTestDatabase()).db;
  alice = await signedInBreeder(app, db, 'alice');
});
afterEach(() => app.close());

async function problemsOf(rows: unknown[][], options: { url?: string; language?: string } = {}) {
  const { job } = await uploadLines(
    app,
    { ...alice.headers, 'accept-language': options.language ?? 'en' },
    { cropId: alice.cropId, rows: rows as never, url: options.url },
  );
  expect(job?.status).toBe('failed');
  return job?.errors.map(({ row, column, message }) => [row, column, message]);
}

describe('a line collection file with problems', () => {
  it('lists every cell problem by row and column, and writes nothing', async () => {
    const long = 'Л'.repeat(101);
    const problems = await problemsOf([
      ['Name', 'Variety', 'Regions', 'Pedigree', 'Mother', 'Father'],
      ['Good', 'yes', 'South', 'A/B', 'A', 'B'],
      [null, 'no', null, null, null, null],
      ['   ', null, 'North', null, null, null],
      ['LongPurdy', null, null, `${long}/B`, null, null],
      ['Flag', 'perhaps', null, null, null, null],
      ['Purdy', null, null, 'A/B/C', null, null],
      ['Level', null, null, 'A//B', null, null],
      ['Back', null, null, 'A*x/B', null, null],
      ['Mum', null, null, 'A/B', 'C', null],
      ['Dad', null, null, 'A/B', null, 'D'],
      ['good', null, null, null, null, null],
      ['Regions', null, Array.from({ length: 51 }, (_, i) => `R${i}`).join(';'), null, null, null],
      ['***', null, null, null, null, null],
    ]);
    expect(problems).toEqual([
      [3, 'A', 'This field is required.'],
      [4, 'A', 'This field is required.'],
      [5, 'D', `The pedigree names «${long}», longer than 100 characters.`],
      [6, 'B', '«perhaps» is not a variety flag: write «yes» or «no».'],
      [
        7,
        'D',
        'The pedigree has two crosses at the level «/»: mark the later one a level higher («/» then «//», «/3/»…).',
      ],
      [8, 'D', 'The separator «//» skips a level: here it must be «/».'],
      [
        9,
        'D',
        'The backcross «A*x» needs a whole number of doses after «*» (1 to 30), as in «A*3/B».',
      ],
      [10, 'E', 'The mother «C» differs from the pedigree, where it is «A».'],
      [11, 'F', 'The father «D» differs from the pedigree, where it is «B».'],
      [12, 'A', 'The line «good» already appears in row 2.'],
      [13, 'C', 'At most 50 regions, separated by «;».'],
      [14, 'A', 'The name cannot consist only of special characters.'],
    ]);
    expect(await linesOf(db, alice.cropId)).toEqual({});
  });

  it('refuses a new name over 100 characters, but reads an existing longer one', async () => {
    const plotLine = 'П'.repeat(150);
    await db.insert(lines).values({ cropId: alice.cropId, name: plotLine });
    expect(
      await problemsOf([
        ['Name', 'Mother', 'Comments'],
        ['Л'.repeat(101), plotLine, null],
        ['Short', 'М'.repeat(101), null],
      ]),
    ).toEqual([
      [2, 'A', 'Ensure this field has no more than 100 characters.'],
      [3, 'B', 'Ensure this field has no more than 100 characters.'],
    ]);
    const { job } = await uploadLines(app, alice.headers, {
      cropId: alice.cropId,
      rows: [
        ['Name', 'Comments'],
        [plotLine, 'из делянок'],
      ],
    });
    expect(job).toMatchObject({ status: 'success', result: { lines_updated: 1 } });
  });

  it('names the missing name column and a column given twice', async () => {
    expect(
      await problemsOf([
        ['Species', 'Origin'],
        ['x', 'y'],
      ]),
    ).toEqual([[1, null, 'The column «Name» is missing.']]);
    expect(
      await problemsOf([
        ['Name', 'Nome', 'Owner'],
        ['x', 'x', 'y'],
      ]),
    ).toEqual([[1, 'B', 'This column appears twice.']]);
    expect(await problemsOf([['Name']])).toEqual([[null, null, 'The file has no data rows.']]);
  });

  it('refuses a pedigree loop, naming it, and keeps the lines as they were', async () => {
    await uploadLines(app, alice.headers, {
      cropId: alice.cropId,
      rows: [
        ['Name', 'Mother'],
        ['Child', 'Parent'],
        ['Grandchild', 'Child'],
      ],
    });
    const before = await linesOf(db, alice.cropId);
    const problems = await problemsOf([
      ['Name', 'Mother', 'Comments'],
      ['New', 'Parent', 'changed'],
      ['Parent', 'Grandchild', null],
    ]);
    expect(problems).toEqual([
      [
        3,
        'B',
        'A line cannot be its own ancestor: Parent → Grandchild → Child → Parent (each is a parent of the one before).',
      ],
    ]);
    expect(await linesOf(db, alice.cropId)).toEqual(before);
  });

  it('refuses a line that is its own parent through its pedigree', async () => {
    const problems = await problemsOf([
      ['Name', 'Pedigree'],
      ['Self', 'Self/B'],
    ]);
    expect(problems).toEqual([
      [
        2,
        'B',
        'A line cannot be its own ancestor: Self → Self (each is a parent of the one before).',
      ],
    ]);
    expect(await linesOf(db, alice.cropId)).toEqual({});
  });

  it('writes its messages in the language of the upload', async () => {
    expect(
      await problemsOf(
        [
          ['Название', 'Сорт'],
          ['А', 'может быть'],
        ],
        { language: 'ru' },
      ),
    ).toEqual([[2, 'B', '«может быть» — не признак сорта: напишите «да» или «нет».']]);
    expect(
      await problemsOf(
        [
          ['Linea', 'Pedigree'],
          ['A', 'A*2/B*2'],
        ],
        { url: PARENTS_URL, language: 'es' },
      ),
    ).toEqual([
      [2, 'B', 'Solo un lado del cruzamiento puede ser el progenitor recurrente: «A*2/B*2».'],
    ]);
  });
});

describe('what is refused before any job', () => {
  it('a file that is not a workbook is a 400 on file', async () => {
    const body = multipart({ spec_id: alice.cropId });
    const none = await app.inject({
      method: 'POST',
      url: LINES_URL,
      headers: { ...alice.headers, ...body.headers },
      payload: body.payload,
    });
    expect(none.statusCode).toBe(400);
    const text = multipart({ spec_id: alice.cropId }, Buffer.from('name\nA\n'));
    const csv = await app.inject({
      method: 'POST',
      url: PARENTS_URL,
      headers: { ...alice.headers, ...text.headers },
      payload: text.payload,
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json()).toEqual({ file: ['Upload an Excel workbook (.xlsx).'] });
    expect(await buildXlsx([['Name']])).toBeInstanceOf(Buffer);
  });
});

describe('a cancelled import', () => {
  it('stops with the signal and writes nothing', async () => {
    const files = createMemoryFileStore();
    await files.put('jobs/lines.xlsx', await buildXlsx([['Name'], ['A'], ['B']]), 'x');
    const controller = new AbortController();
    const input = {
      kind: 'line_collection' as const,
      files,
      fileKey: 'jobs/lines.xlsx',
      cropId: alice.cropId,
      user: { ...alice.user, divisionId: null, isSuperAdmin: false },
      language: 'en' as const,
      signal: controller.signal,
      report: (percent: number) => {
        if (percent >= 70) controller.abort(new Error('cancelled'));
      },
    };
    await expect(importLineFile(db, input)).rejects.toThrow('cancelled');
    expect(await linesOf(db, alice.cropId)).toEqual({});
  });
});

describe('the Purdy problems', () => {
  it('each have a message in the four languages, with every placeholder filled', () => {
    const malformed = ['A/', 'A/B/C', 'A//B', 'A/99/B', 'A*0/B', 'A*3', 'A*2/B*2'];
    const keys = new Set<string>();
    for (const text of malformed) {
      const parsed = parsePurdy(text);
      if (parsed.ok) throw new Error(`parsed ${text}`);
      const { key, params } = parsed.problem;
      keys.add(key);
      expect(isMessageKey(key)).toBe(true);
      for (const language of ['ru', 'en', 'it', 'es'] as const) {
        if (!isMessageKey(key)) continue;
        expect(translate(key, language, params)).not.toMatch(/\{\w+\}/);
      }
    }
    expect(keys.size).toBe(7);
  });
});
