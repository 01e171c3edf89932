import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import { createMemoryFileStore } from '../../platform/files/memory-file-store.ts';
import { createSmtpTransport } from '../../platform/mail/mail-outbox.ts';
import {
  MAX_ATTEMPTS,
  type MailDeps,
  retryDelayMs,
  sendDueMails,
} from '../../platform/mail/send-due-mails.ts';
import { bearer, buildUser, logInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.ts';
import { buildTestApp, getTestDatabase, resetDatabase } from '../../test/test-app.ts';
import { createFeedback } from './create-feedback.ts';
import { buildWorkbook, PNG } from './feedback-test-files.ts';

const URL = '/api/v1/mail_app/feedback_service/send_feedback/';
const SUPPORT = 'support@plotline.test';
const MINUTE = 60_000;

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
});
afterAll(() => smtp.close());
beforeEach(() => {
  smtp.received.length = 0;
  smtp.refuseNext(0);
});

/** The raw mail with soft line breaks of quoted-printable and base64 folding undone. */
const unfold = (raw: string) =>
  raw.replace(/=\r\n/g, '').replace(/\r\n(?=[A-Za-z0-9+/=]+\r\n)/g, '');

describe('feedback mail through the running server', () => {
  let app: FastifyInstance;
  afterAll(() => app?.close());

  it('sends one mail per feedback, with the attachments, to FEEDBACK_TO', async () => {
    app = await buildTestApp({
      SMTP_URL: smtp.url,
      FEEDBACK_TO: SUPPORT,
      MAIL_FROM: 'Plotline <robot@plotline.test>',
    });
    const { db } = await getTestDatabase();
    await buildUser(db, { username: 'alice' });
    const body = multipart({
      message: 'The map does not load',
      page: '/fields/map',
      attachments: [
        { filename: 'screen', content: PNG, type: 'image/png' },
        { filename: 'plots.xlsx', content: await buildWorkbook() },
      ],
    });
    const response = await app.inject({
      method: 'POST',
      url: URL,
      headers: { ...bearer((await logInAs(app, 'alice')).access), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);

    const [mail] = await smtp.waitFor(1);
    expect(mail?.from).toBe('robot@plotline.test');
    expect(mail?.to).toEqual([SUPPORT]);
    const raw = unfold(mail?.raw ?? '');
    expect(raw).toContain('Subject: Plotline feedback #1 from alice');
    expect(raw).toContain('The map does not load');
    expect(raw).toContain('Page: /fields/map');
    // a name without the kind's extension gets it, so a mail reader opens it right
    expect(raw).toMatch(/Content-Type: image\/png; name=screen\.png/);
    expect(raw).toContain(PNG.toString('base64'));
    expect(raw).toMatch(/name=plots\.xlsx/);

    await expect.poll(async () => (await db.select().from(mailOutbox))[0]?.sentAt).toBeTruthy();
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: 1, nextAttemptAt: null, lastError: null });
  });
});

describe('the outbox retries', () => {
  let deps: MailDeps;
  let user: CurrentUser;

  beforeEach(async () => {
    const database = await getTestDatabase();
    await resetDatabase(database);
    const row = await buildUser(database.db, { username: 'bob' });
    user = { ...row, companyId: null };
    deps = {
      db: database.db,
      files: createMemoryFileStore(),
      transport: createSmtpTransport(smtp.url),
      from: 'robot@plotline.test',
    };
    await createFeedback({ ...deps, mail: { to: SUPPORT } }, user, {
      message: 'Повторите, пожалуйста',
      page: '',
      attachments: [{ filename: 'screen.png', bytes: PNG, kind: 'png' }],
      userAgent: undefined,
    });
  });

  async function outboxRow() {
    const [row] = await deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, 1));
    if (!row) throw new Error('no outbox row');
    return row;
  }

  it('keeps the error after a refusal and sends once the retry is due', async () => {
    smtp.refuseNext(1);
    const start = new Date();
    expect(await sendDueMails(deps, start)).toEqual({ sent: 0, failed: 1 });
    const failed = await outboxRow();
    expect(failed.attempts).toBe(1);
    expect(failed.sentAt).toBeNull();
    expect(failed.lastError).toMatch(/451.*Mailbox busy/);
    expect(failed.nextAttemptAt?.getTime()).toBe(start.getTime() + retryDelayMs(1));

    // not due yet
    expect(await sendDueMails(deps, new Date(start.getTime() + 30_000))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(smtp.received).toEqual([]);

    expect(await sendDueMails(deps, new Date(start.getTime() + MINUTE + 1))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(1);
    expect(await outboxRow()).toMatchObject({ attempts: 2, nextAttemptAt: null, lastError: null });
    // sent mails are never sent again
    expect(await sendDueMails(deps, new Date(start.getTime() + 24 * 60 * MINUTE))).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('waits longer after each failure and gives up after the last attempt', async () => {
    smtp.refuseNext(MAX_ATTEMPTS);
    let now = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await sendDueMails(deps, now)).toEqual({ sent: 0, failed: 1 });
      const next = (await outboxRow()).nextAttemptAt;
      if (!next) break;
      waits.push((next.getTime() - now.getTime()) / MINUTE);
      now = next;
    }
    expect(waits).toEqual([1, 5, 30, 120, 360, 360, 360]);
    expect(await outboxRow()).toMatchObject({
      attempts: MAX_ATTEMPTS,
      nextAttemptAt: null,
      sentAt: null,
      lastError: expect.stringMatching(/Mailbox busy/),
    });
    expect(smtp.received).toEqual([]);
  });

  it('lets two passes at once send a mail only once', async () => {
    const passes = await Promise.all([sendDueMails(deps), sendDueMails(deps)]);
    expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });
});
