import {
  FEEDBACK_ATTACHMENT_TYPES,
  type FeedbackAttachmentKind,
} from '@plotline/contract/feedback';
import type { feedback, MailAttachmentRef, mailOutbox } from '../../db/schema.ts';

type FeedbackRow = typeof feedback.$inferSelect;
type Sender = {
  id: number;
  username: string;
  companyId: number | null;
  email?: string;
  firstName?: string;
  lastName?: string;
};
type Attachment = { filename: string; kind: FeedbackAttachmentKind; storageKey: string };

/**
 * The outbox mail of a feedback: to the support address, replying to the sender when they
 * have an e-mail, the message followed by who sent it from where, and the attachments by
 * their file-store keys. A file whose name does not end as its kind gets that extension
 * added, so a mail reader opens it with the right program.
 */
export function composeFeedbackMail(
  to: string,
  row: FeedbackRow,
  sender: Sender,
  attachments: Attachment[],
): typeof mailOutbox.$inferInsert {
  const name = [sender.firstName, sender.lastName].filter(Boolean).join(' ');
  const who = `${sender.username}${name ? ` (${name})` : ''}, user #${sender.id}`;
  const details = [
    `From: ${who}`,
    sender.email ? `E-mail: ${sender.email}` : undefined,
    sender.companyId === null ? 'Company: none' : `Company: #${sender.companyId}`,
    row.page ? `Page: ${row.page}` : undefined,
    row.userAgent ? `Browser: ${row.userAgent}` : undefined,
    `Sent: ${row.createdAt.toISOString()}`,
  ].filter(Boolean);
  return {
    to,
    replyTo: sender.email || null,
    subject: `Plotline feedback #${row.id} from ${sender.username}`,
    text: `${row.message}\n\n--\n${details.join('\n')}\n`,
    attachments: attachments.map(
      (file): MailAttachmentRef => ({
        fileName: withExtension(file.filename, file.kind),
        storageKey: file.storageKey,
        contentType: FEEDBACK_ATTACHMENT_TYPES[file.kind].contentType,
      }),
    ),
  };
}

function withExtension(fileName: string, kind: FeedbackAttachmentKind): string {
  const { extensions } = FEEDBACK_ATTACHMENT_TYPES[kind];
  const lower = fileName.toLowerCase();
  return extensions.some((extension) => lower.endsWith(extension))
    ? fileName
    : `${fileName}${extensions[0]}`;
}
