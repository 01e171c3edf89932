import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEEDBACK_ATTACHMENT_MAX_BYTES } from '@plotline/contract/feedback';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedback, feedbackAttachments, mailOutbox } from '../../db/schema.ts';
import { sharedStringsBomb, workbookWithLongText } from '../../platform/excel/workbook-test-kit.ts';
import { bearer, buildCompany, buildUser, logInAs } from '../../test/factories.ts';
import { multipart, type Part } from '../../test/multipart.ts';
import { buildTestApp, getTestDatabase } from '../../test/test-app.ts';
import { buildWorkbook, JPEG, PNG, pngOfSize } from './feedback-test-files.ts';

const URL = '/api/v1/mail_app/feedback_service/send_feedback/';
const dataDir = await mkdtemp(join(tmpdir(), 'plotline-feedback-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

let app: FastifyInstance;
let alice: Record<string, string>;

function send(parts: Record<string, Part | Part[] | undefined>, headers = alice) {
  const body = multipart(parts);
  return app.inject({
    method: 'POST',
    url: URL,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const png = (filename: string, content: Buffer = PNG): Part => ({
  filename,
  content,
  type: 'image/png',
});

async function storedRows() {
  const { db } = await getTestDatabase();
  return {
    feedback: await db.select().from(feedback).orderBy(asc(feedback.id)),
    attachments: await db.select().from(feedbackAttachments).orderBy(asc(feedbackAttachments.id)),
    mails: await db.select().from(mailOutbox),
  };
}

/** Every file under the feedback folder of the file store. */
async function storedFiles(): Promise<string[]> {
  const root = join(dataDir, 'files', 'feedback');
  if (!existsSync(root)) return [];
  return (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

beforeEach(async () => {
  await rm(join(dataDir, 'files'), { recursive: true, force: true });
  app = await buildTestApp({ PLOTLINE_DATA_DIR: dataDir });
  const { db } = await getTestDatabase();
  const company = await buildCompany(db);
  await buildUser(db, { username: 'alice', companyId: company.id });
  alice = bearer((await logInAs(app, 'alice')).access);
});
afterEach(() => app.close());

describe('send_feedback/: stored', () => {
  it('stores the message and its files, recognised by content whatever their names', async () => {
    const workbook = await buildWorkbook();
    const response = await send(
      {
        message: '  Карта не грузится  ',
        page: '/fields/map?year=3',
        attachments: [
          png('screen.jpg'),
          { filename: 'photo.txt', content: JPEG, type: 'text/plain' },
          { filename: 'data.bin', content: workbook },
        ],
      },
      { ...alice, 'user-agent': 'Vitest browser' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: 1, attachments: 3 });

    const rows = await storedRows();
    expect(rows.feedback).toEqual([
      expect.objectContaining({
        id: 1,
        message: 'Карта не грузится',
        page: '/fields/map?year=3',
        userAgent: 'Vitest browser',
        companyId: expect.any(Number),
      }),
    ]);
    expect(rows.attachments.map((a) => [a.fileName, a.kind, a.size])).toEqual([
      ['screen.jpg', 'png', PNG.length],
      ['photo.txt', 'jpeg', JPEG.length],
      ['data.bin', 'xlsx', workbook.length],
    ]);
    // without SMTP the feedback is only stored
    expect(rows.mails).toEqual([]);
    const first = rows.attachments[0]?.storageKey ?? '';
    expect(first).toMatch(/^feedback\/[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/);
    expect(await readFile(join(dataDir, 'files', ...first.split('/')))).toEqual(PNG);
    expect(await storedFiles()).toHaveLength(3);
  });

  it('accepts a message without attachments, and a file of exactly 10 MB', async () => {
    expect((await send({ message: 'Спасибо!' })).json()).toEqual({ id: 1, attachments: 0 });
    const exact = await send({
      message: 'Большой скриншот',
      attachments: png('big.png', pngOfSize(FEEDBACK_ATTACHMENT_MAX_BYTES)),
    });
    expect(exact.statusCode).toBe(201);
    expect((await storedRows()).attachments[0]?.size).toBe(FEEDBACK_ATTACHMENT_MAX_BYTES);
  });

  it('accepts five attachments', async () => {
    const five = ['1', '2', '3', '4', '5'].map((n) => png(`${n}.png`));
    const response = await send({ message: 'Пять', attachments: five });
    expect(response.json()).toEqual({ id: 1, attachments: 5 });
  });
});

describe('send_feedback/: refused, nothing stored', () => {
  async function expectNothingStored() {
    const rows = await storedRows();
    expect(rows).toEqual({ feedback: [], attachments: [], mails: [] });
    expect(await storedFiles()).toEqual([]);
  }

  it('refuses a file over 10 MB by one byte, naming it in the asked language', async () => {
    const response = await send(
      {
        message: 'Скриншот',
        attachments: [png('ok.png'), png('huge.png', pngOfSize(FEEDBACK_ATTACHMENT_MAX_BYTES + 1))],
      },
      { ...alice, 'accept-language': 'ru' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ attachments: ['Файл «huge.png» больше 10 МБ.'] });
    await expectNothingStored();
  });

  it('refuses a text file renamed .png, naming it', async () => {
    const response = await send({
      message: 'Файл',
      attachments: [
        png('real.png'),
        { filename: 'notes.png', content: Buffer.from('just text'), type: 'image/png' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      attachments: ['The file «notes.png» is not an XLSX, PNG or JPEG file.'],
    });
    await expectNothingStored();
  });

  it('refuses six attachments with one message', async () => {
    const six = ['1', '2', '3', '4', '5', '6'].map((n) => png(`${n}.png`));
    const response = await send({ message: 'Шесть', attachments: six });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ attachments: ['Attach at most 5 files.'] });
    await expectNothingStored();
  });

  it('refuses many more attachments the same way, without reading them all', async () => {
    const many = Array.from({ length: 20 }, (_, n) => png(`${n}.png`));
    const response = await send({ message: 'Много', attachments: many });
    expect(response.json()).toEqual({ attachments: ['Attach at most 5 files.'] });
  });

  it.each([
    ['blank', '   ', 'This field may not be blank.'],
    ['missing', undefined, 'This field is required.'],
    ['too long', 'я'.repeat(5001), 'Ensure this field has no more than 5000 characters.'],
  ])('refuses a %s message', async (_name, message, error) => {
    const response = await send({ message, attachments: png('screen.png') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [error] });
    await expectNothingStored();
  });

  it('refuses an empty file', async () => {
    const response = await send({
      message: 'Пусто',
      attachments: png('empty.png', Buffer.alloc(0)),
    });
    expect(response.json()).toEqual({ attachments: ['The submitted file is empty.'] });
    await expectNothingStored();
  });

  it('refuses a workbook that expands beyond the limits, naming the file and the limit', async () => {
    const cases = [
      [
        sharedStringsBomb(),
        'en',
        'The file «bomb.xlsx» is refused: The workbook expands beyond 512 MB when unpacked: split it into smaller files.',
      ],
      [
        sharedStringsBomb(50 * 1024 * 1024, 4096),
        'ru',
        'Файл «bomb.xlsx» не принят: Часть xl/sharedStrings.xml книги при распаковке становится больше сжатой более чем в 100 раз: файл похож на zip-бомбу.',
      ],
      [
        workbookWithLongText(32_768),
        'es',
        'El archivo «bomb.xlsx» se rechaza: Una celda contiene un texto de más de 32767 caracteres.',
      ],
    ] as const;
    for (const [content, language, message] of cases) {
      const response = await send(
        { message: 'Бомба', attachments: [png('ok.png'), { filename: 'bomb.xlsx', content }] },
        { ...alice, 'accept-language': language },
      );
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { attachments: [message] },
      });
    }
    await expectNothingStored();
  });

  it('answers 401 without a token', async () => {
    const response = await send({ message: 'Аноним' }, {});
    expect(response.statusCode).toBe(401);
    await expectNothingStored();
  });
});
