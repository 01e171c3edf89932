import {
  FEEDBACK_ATTACHMENT_MAX_BYTES,
  FEEDBACK_ATTACHMENT_TYPES,
  FEEDBACK_MAX_ATTACHMENTS,
} from '@plotline/contract/feedback';

/** Megabytes of the attachment limit, for messages. */
export const ATTACHMENT_MAX_MB = FEEDBACK_ATTACHMENT_MAX_BYTES / 1024 / 1024;

const TYPES = Object.values(FEEDBACK_ATTACHMENT_TYPES);

/** The picker's `accept`: every extension and content type of an allowed kind. */
export const ATTACHMENT_ACCEPT = TYPES.flatMap((type) => [
  ...type.extensions,
  type.contentType,
]).join(',');

/** Why a picked file cannot be attached, as a catalogue key and its values. */
export type AttachmentProblem =
  | { key: 'feedback.errors.tooLarge'; values: { name: string; max: number } }
  | { key: 'feedback.errors.type'; values: { name: string } }
  | { key: 'feedback.errors.tooMany'; values: { limit: number } };

/**
 * The browser-side check of a picked file, before anything is sent: its extension or
 * declared type must be XLSX, PNG or JPEG (a hint only: the server reads the bytes), it
 * must be at most 10 MB, and it must fit in the count limit at `position` (0-based).
 */
export function checkAttachment(
  file: Pick<File, 'name' | 'type' | 'size'>,
  position: number,
): AttachmentProblem | undefined {
  if (position >= FEEDBACK_MAX_ATTACHMENTS) {
    return { key: 'feedback.errors.tooMany', values: { limit: FEEDBACK_MAX_ATTACHMENTS } };
  }
  const name = file.name.toLowerCase();
  const isAllowed = TYPES.some(
    (type) => type.contentType === file.type || type.extensions.some((ext) => name.endsWith(ext)),
  );
  if (!isAllowed) return { key: 'feedback.errors.type', values: { name: file.name } };
  if (file.size > FEEDBACK_ATTACHMENT_MAX_BYTES) {
    return { key: 'feedback.errors.tooLarge', values: { name: file.name, max: ATTACHMENT_MAX_MB } };
  }
  return undefined;
}
