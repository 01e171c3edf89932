import { z } from 'zod';
import { optionalText, requiredText } from './common.ts';

/** Longest feedback message, in characters (after trimming). */
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;
/** Most files one feedback may carry. */
export const FEEDBACK_MAX_ATTACHMENTS = 5;
/** Largest attachment accepted, in bytes (spec §5, §9: 10 MB each). */
export const FEEDBACK_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Longest page address kept with a feedback. */
export const FEEDBACK_PAGE_MAX_LENGTH = 2000;

/**
 * Kinds of attachment accepted (spec §5: XLSX, PNG, JPEG). The server recognises them by
 * their bytes, never by the name or the declared type.
 */
export const FEEDBACK_ATTACHMENT_KINDS = ['xlsx', 'png', 'jpeg'] as const;
export type FeedbackAttachmentKind = (typeof FEEDBACK_ATTACHMENT_KINDS)[number];

/** Content type, and the file-name extensions the picker offers, of each attachment kind. */
export const FEEDBACK_ATTACHMENT_TYPES: Record<
  FeedbackAttachmentKind,
  { contentType: string; extensions: readonly string[] }
> = {
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['.xlsx'],
  },
  png: { contentType: 'image/png', extensions: ['.png'] },
  jpeg: { contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
};

/** Message keys of the attachment rules; `{name}` is the file's name, `{n}` the limit. */
export const FEEDBACK_KEYS = {
  tooLarge: 'feedback.attachmentTooLarge',
  type: 'feedback.attachmentType',
  tooMany: 'feedback.tooManyAttachments',
} as const;

/**
 * Text fields of the multipart `POST mail_app/feedback_service/send_feedback/`; the files go
 * in repeated `attachments` parts.
 */
export const SendFeedbackFields = z.object({
  message: requiredText(FEEDBACK_MESSAGE_MAX_LENGTH).describe('what the user writes'),
  page: optionalText(FEEDBACK_PAGE_MAX_LENGTH).describe('the address the dialog was opened on'),
});
export type SendFeedbackFields = z.input<typeof SendFeedbackFields>;

/** `201` answer of send_feedback: the stored feedback's id and how many files it kept. */
export const FeedbackSent = z.object({
  id: z.number().int(),
  attachments: z.number().int().describe('number of attachments stored'),
});
export type FeedbackSent = z.infer<typeof FeedbackSent>;
