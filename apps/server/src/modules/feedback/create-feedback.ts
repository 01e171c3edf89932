import { randomUUID } from 'node:crypto';
import {
  FEEDBACK_ATTACHMENT_TYPES,
  type FeedbackAttachmentKind,
  type FeedbackSent,
} from '@plotline/contract/feedback';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { feedback, feedbackAttachments, mailOutbox, users } from '../../db/schema.ts';
import type { CurrentUser } from '../../platform/auth/authenticate.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { FeedbackFile, SendFeedbackBody } from './feedback-attachment.ts';
import { composeFeedbackMail } from './feedback-mail.ts';

/** Where feedback goes when mail is on; undefined keeps it only in the database. */
export type FeedbackMailTarget = { to: string } | undefined;

type StoredFile = FeedbackFile & { storageKey: string };

/**
 * Stores a feedback: the files in the file store (`feedback/<2 hex>/<uuid>.<ext>`), then in
 * one transaction the feedback, its attachments and, when mail is on, one outbox mail that
 * carries them. All or nothing: when the rows cannot be written the files are removed again.
 */
export async function createFeedback(
  deps: { db: Db; files: FileStore; mail: FeedbackMailTarget },
  user: CurrentUser,
  input: SendFeedbackBody & { userAgent: string | undefined },
): Promise<FeedbackSent> {
  const stored: StoredFile[] = [];
  try {
    for (const file of input.attachments) {
      const storageKey = storageKeyOf(file.kind);
      stored.push({ ...file, storageKey });
      await deps.files.put(
        storageKey,
        file.bytes,
        FEEDBACK_ATTACHMENT_TYPES[file.kind].contentType,
      );
    }
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(feedback)
        .values({
          userId: user.id,
          companyId: user.companyId,
          message: input.message,
          page: input.page || null,
          userAgent: input.userAgent?.slice(0, 500) || null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      if (stored.length > 0) {
        await tx.insert(feedbackAttachments).values(
          stored.map((file) => ({
            feedbackId: row.id,
            fileName: file.filename,
            kind: file.kind,
            size: file.bytes.length,
            storageKey: file.storageKey,
          })),
        );
      }
      if (deps.mail) {
        const [sender] = await tx
          .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, user.id));
        await tx
          .insert(mailOutbox)
          .values(composeFeedbackMail(deps.mail.to, row, { ...user, ...sender }, stored));
      }
      return row.id;
    });
    return { id, attachments: stored.length };
  } catch (error) {
    await Promise.all(stored.map((file) => deps.files.delete(file.storageKey)));
    throw error;
  }
}

function storageKeyOf(kind: FeedbackAttachmentKind): string {
  const uuid = randomUUID();
  return `feedback/${uuid.slice(0, 2)}/${uuid}.${kind === 'jpeg' ? 'jpg' : kind}`;
}
