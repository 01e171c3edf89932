import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { type MailDeps, type MailTransport, sendDueMails } from './send-due-mails.ts';

/** How often the worker looks for due mails (retries); new mails wake it at once. */
export const OUTBOX_INTERVAL_MS = 30_000;

/** The running outbox worker. */
export type MailOutbox = {
  /** Asks for a pass now (after a mail was queued); passes never overlap. */
  wake(): void;
  /** Stops the timer, waits for a pass under way and closes the SMTP connections. */
  stop(): Promise<void>;
};

/**
 * An SMTP transport for `smtp://user:pass@host:port` (or `smtps://`), with timeouts short
 * enough that a hung server cannot outlast a mail's claim.
 */
export function createSmtpTransport(url: string): MailTransport {
  return createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
}

/**
 * Starts the outbox worker (decision 022): a pass of sendDueMails every `intervalMs` and
 * whenever woken. Failures of a pass are logged, never thrown; the timer does not keep the
 * process alive.
 */
export function startMailOutbox(
  deps: MailDeps,
  log: FastifyBaseLogger,
  intervalMs: number = OUTBOX_INTERVAL_MS,
): MailOutbox {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const pass = async () => {
    do {
      again = false;
      try {
        const report = await sendDueMails(deps);
        if (report.sent + report.failed > 0) log.info(report, 'mail outbox: pass done');
      } catch (error) {
        log.error({ err: error }, 'mail outbox: pass failed');
      }
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(wake, intervalMs);
  timer.unref();
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      deps.transport.close();
    },
  };
}
