import { buffer } from 'node:stream/consumers';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MailAttachmentRef, mailOutbox } from '../../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';

/** Waits after the 1st, 2nd… failed attempt; the last one repeats (decision 022). */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 360].map((minutes) => minutes * 60_000);
/** Attempts before a mail is given up (its last error stays in the row). */
export const MAX_ATTEMPTS = 8;
/** How long a claimed mail stays out of other workers' reach while it is being sent. */
const CLAIM_LEASE_MS = 10 * 60_000;
/** Mails one pass sends at most. */
const BATCH_SIZE = 20;

/** A message as the transport takes it (the subset of nodemailer's options used here). */
type OutgoingMail = {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
};
/** What the outbox needs of an SMTP transport (a nodemailer transporter). */
export type MailTransport = { sendMail(mail: OutgoingMail): Promise<unknown>; close(): void };

/** What sending needs: the database, the stored files, an SMTP transport and the sender. */
export type MailDeps = { db: Db; files: FileStore; transport: MailTransport; from: string };
export type SendReport = { sent: number; failed: number };

/**
 * One pass of the outbox: claims the mails due at `now` (others' claims are skipped, so
 * several servers may run passes at once), sends each over SMTP with its attachments read
 * from the file store, and records the outcome: `sent_at`, or the error and the next
 * attempt after RETRY_DELAYS_MS (none after MAX_ATTEMPTS). Never throws for a mail's failure.
 */
export async function sendDueMails(deps: MailDeps, now: Date = new Date()): Promise<SendReport> {
  const claimed = await claimDueMails(deps.db, now);
  const report: SendReport = { sent: 0, failed: 0 };
  for (const mail of claimed) {
    try {
      await deps.transport.sendMail({
        from: deps.from,
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.text,
        attachments: await readAttachments(deps.files, mail.attachments),
      });
      await deps.db
        .update(mailOutbox)
        .set({ sentAt: new Date(), nextAttemptAt: null, lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      report.sent++;
    } catch (error) {
      await recordFailure(deps.db, mail, error, now);
      report.failed++;
    }
  }
  return report;
}

/** The wait before the attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return RETRY_DELAYS_MS[index] as number;
}

/**
 * Takes the due mails for this pass: counts the attempt and pushes `next_attempt_at` past
 * the lease, in one statement over rows locked with SKIP LOCKED.
 */
function claimDueMails(db: Db, now: Date) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS),
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

async function readAttachments(files: FileStore, refs: MailAttachmentRef[]) {
  return Promise.all(
    refs.map(async (ref) => {
      const file = await files.open(ref.storageKey);
      if (!file) throw new Error(`attachment missing from the file store: ${ref.storageKey}`);
      return {
        filename: ref.fileName,
        content: await buffer(file.body),
        contentType: ref.contentType,
      };
    }),
  );
}

async function recordFailure(
  db: Db,
  mail: { id: number; attempts: number },
  error: unknown,
  now: Date,
): Promise<void> {
  const givenUp = mail.attempts >= MAX_ATTEMPTS;
  await db
    .update(mailOutbox)
    .set({
      lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
      nextAttemptAt: givenUp ? null : new Date(now.getTime() + retryDelayMs(mail.attempts)),
    })
    .where(eq(mailOutbox.id, mail.id));
}
