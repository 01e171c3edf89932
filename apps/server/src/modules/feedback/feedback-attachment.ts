import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  FEEDBACK_KEYS,
  FEEDBACK_MAX_ATTACHMENTS,
  type FeedbackAttachmentKind,
  SendFeedbackFields,
} from '@plotline/contract/feedback';
import type { Language } from '@plotline/contract/rules';
import { z } from 'zod';
import { fieldError } from '../../errors.ts';
import { WorkbookLimitError } from '../../platform/excel/workbook-limits.ts';
import { checkWorkbook } from '../../platform/excel/workbook-zip.ts';
import { keptFileName } from '../../platform/files/file-name.ts';
import { type FileCheck, uploadedFile } from '../../platform/files/multipart-body.ts';
import { translate } from '../../platform/i18n/translate.ts';
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

/**
 * Refuses an XLSX attachment that expands beyond what any user workbook may (decision 025):
 * each is inflated through the meters of platform/excel, nothing kept, so a zip bomb costs
 * at most the limits here and never reaches the support mailbox. A workbook that is merely
 * damaged is still accepted (it may be what the feedback is about).
 * @throws AppError 400 on `attachments`, naming the file and the limit, in `language`
 */
export async function checkAttachedWorkbooks(
  files: readonly FeedbackFile[],
  language: Language,
): Promise<void> {
  for (const file of files) {
    if (file.kind !== 'xlsx') continue;
    const problem = await checkWorkbook(file.bytes).then(
      () => undefined,
      (error: unknown) => (error instanceof WorkbookLimitError ? error : undefined),
    );
    if (problem) {
      throw fieldError('attachments', 'feedback.attachmentWorkbook', {
        name: file.filename,
        problem: translate(problem.key, language, problem.params),
      });
    }
  }
}
