import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './support/start-server.ts';
import { DEMO, signIn, useApp } from './support/use-app.ts';

const SEND_PATH = '/api/v1/mail_app/feedback_service/send_feedback/';
const SUPPORT = 'support@plotline.test';
/** A real 1×1 PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// a real SMTP server the app under test mails feedback to
const smtpPort = await findFreePort();
const mails: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  async onData(stream, _session, callback) {
    mails.push(await text(stream));
    callback();
  },
});
const app = useApp({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, FEEDBACK_TO: SUPPORT });

const files = mkdtempSync(join(tmpdir(), 'plotline-feedback-'));
const bigPng = join(files, 'big.png');
const pixelPng = join(files, 'pixel.png');
let page: Page;
let sends = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  // the PNG signature, then filler up to one byte over 10 MB
  writeFileSync(bigPng, Buffer.concat([PIXEL.subarray(0, 8), Buffer.alloc(10 * 1024 * 1024 - 7)]));
  writeFileSync(pixelPng, PIXEL);
  page = await app.context.newPage();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === SEND_PATH) sends++;
  });
  await signIn(page, DEMO.username, DEMO.password);
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(files, { recursive: true, force: true });
});

const modal = () => page.getByTestId('feedback-modal');
const pick = (path: string) =>
  modal().getByTestId('feedback-attachments').locator('input[type=file]').setInputFiles(path);

describe('the feedback dialog', () => {
  it('refuses a file over 10 MB in the browser, naming it, and sends nothing', async () => {
    await page.getByTestId('feedback-open').click();
    await modal().waitFor();
    await pick(bigPng);
    await modal().getByText('Файл «big.png» больше 10 МБ.').waitFor();
    expect(await modal().locator('.ant-upload-list-item').count()).toBe(0);

    await modal().getByTestId('feedback-send').click();
    await modal().getByText('Напишите сообщение').waitFor();
    expect(sends).toBe(0);
  });

  it('sends a message with a real PNG: 201, a thank-you toast, and a mail with the file', async () => {
    await modal().getByTestId('feedback-message').fill('Карта поля не открывается');
    await pick(pixelPng);
    await modal().locator('.ant-upload-list-item').filter({ hasText: 'pixel.png' }).waitFor();
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === SEND_PATH),
      modal().getByTestId('feedback-send').click(),
    ]);
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ id: 1, attachments: 1 });
    await page.getByText('Спасибо! Сообщение отправлено.').waitFor();
    await modal().waitFor({ state: 'detached' });
    expect(sends).toBe(1);

    await expect.poll(() => mails.length, { timeout: 15_000 }).toBe(1);
    const mail = mails[0] ?? '';
    expect(mail).toContain(`To: ${SUPPORT}`);
    expect(mail).toContain('Subject: Plotline feedback #1 from demo');
    expect(mail).toMatch(/Content-Type: image\/png; name=pixel\.png/);
    expect(mail.replace(/\r\n/g, '')).toContain(PIXEL.toString('base64'));
  });
});
