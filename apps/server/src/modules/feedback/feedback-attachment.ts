import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  FEEDBACK_KEYS,
  FEEDBACK_MAX_ATTACHMENTS,
  type FeedbackAttachmentKind,
  SendFeedbackFields,
} from '@plotline/contract/feedback';
import { z } from 'zod';
import { keptFileName } from '../../platform/files/file-name.ts';
import { type FileCheck, uploadedFile } from '../../platform/files/multipart-body.ts';
import { detectAttachmentKind } from './detect-attachment-kind.ts';

/** An accepted attachment: the uploaded name, its bytes and the kind its bytes show. */
export type FeedbackFile = { filename: string; bytes: Buffer; kind: FeedbackAttachmentKind };

const MAX_MEGABYTES = FEEDBACK_ATTACHMENT_MAX_BYTES / 1024 / 1024;

/**
 * One `attachments` part: an XLSX, PNG or JPEG by its bytes, at most 10 MB (the multipart
 * reader cuts longer files and flags them). Problems name the file.
 */
const feedbackAttachment = uploadedFile<FeedbackFile>((file): FileCheck<FeedbackFile> => {
  const filename = keptFileName(file.filename, 'attachment');
  if (file.truncated) {
    return { problem: FEEDBACK_KEYS.tooLarge, params: { name: filename, n: MAX_MEGABYTES } };
  }
  const kind = detectAttachmentKind(file.bytes);
  if (!kind) return { problem: FEEDBACK_KEYS.type, params: { name: filename } };
  return { ok: { filename, bytes: file.bytes, kind } };
});

/**
 * The `attachments` parts: none to FEEDBACK_MAX_ATTACHMENTS files. The count is checked
 * before any file, so too many files get one message.
 */
const attachmentList = z
  .array(z.unknown().meta({ type: 'string', format: 'binary' }))
  .default([])
  .superRefine((list, ctx) => {
    if (list.length <= FEEDBACK_MAX_ATTACHMENTS) return;
    ctx.addIssue({
      code: 'custom',
      message: FEEDBACK_KEYS.tooMany,
      params: { n: FEEDBACK_MAX_ATTACHMENTS },
    });
  })
  .pipe(z.array(feedbackAttachment));

/** The whole multipart body of send_feedback, as the route validates it. */
export const SendFeedbackBody = SendFeedbackFields.extend({ attachments: attachmentList });
export type SendFeedbackBody = z.output<typeof SendFeedbackBody>;
