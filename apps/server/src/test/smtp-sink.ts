import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';

/** A mail a test SMTP server accepted: the envelope and the raw RFC 5322 message. */
export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free local port, for tests of outgoing mail. */
export type SmtpSink = {
  url: string;
  received: ReceivedMail[];
  /** Refuses the next `count` messages after their data (451, a temporary failure). */
  refuseNext(count: number): void;
  /** Resolves once `count` mails have been accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
};

/**
 * Starts an SMTP server (the `smtp-server` package, by nodemailer's authors) on 127.0.0.1
 * that keeps every accepted message in memory. No TLS, no authentication.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    async onData(stream, session, callback) {
      const raw = await text(stream);
      if (refusals > 0) {
        refusals--;
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
        return;
      }
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw,
      });
      callback();
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} mails, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
