import type { FeedbackAttachmentKind } from '@plotline/contract/feedback';
import { detectImageType } from '../../platform/files/detect-image-type.ts';

const LOCAL_FILE_HEADER = 0x04034b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_RECORD_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;

/**
 * What an attachment is by its bytes (decision 022), whatever its name or declared type:
 * PNG and JPEG by their signatures, XLSX as a zip whose central directory lists
 * `[Content_Types].xml` and a part under `xl/`. Anything else (a renamed text file, a
 * .docx, a zip of other files, a truncated archive) is undefined.
 */
export function detectAttachmentKind(bytes: Uint8Array): FeedbackAttachmentKind | undefined {
  const image = detectImageType(bytes);
  if (image === 'image/png') return 'png';
  if (image === 'image/jpeg') return 'jpeg';
  return isXlsx(bytes) ? 'xlsx' : undefined;
}

function isXlsx(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 4 || view.getUint32(0, true) !== LOCAL_FILE_HEADER) return false;
  const names = readZipEntryNames(bytes, view) ?? [];
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('xl/'));
}

/**
 * The entry names of a zip's central directory, or undefined when the end record or the
 * directory cannot be found where the end record says (not a complete zip). ZIP64 archives
 * are not read: an attachment of at most 10 MB never needs one.
 */
function readZipEntryNames(bytes: Uint8Array, view: DataView): string[] | undefined {
  const end = findEndRecord(view);
  if (end === undefined) return undefined;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  let offset = view.getUint32(end + 16, true);
  if (offset + size > end) return undefined;
  const decoder = new TextDecoder();
  const names: string[] = [];
  for (let index = 0; index < count; index++) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_FILE_HEADER) return undefined;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** Offset of the end-of-central-directory record, searched backwards past any comment. */
function findEndRecord(view: DataView): number | undefined {
  const last = view.byteLength - END_RECORD_LENGTH;
  const first = Math.max(0, last - MAX_COMMENT_LENGTH);
  for (let offset = last; offset >= first; offset--) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return undefined;
}
