import type { FeedbackAttachmentKind } from '@plotline/contract/feedback';
import { readZipDirectorySync } from '../../platform/excel/zip-directory.ts';
import { detectImageType } from '../../platform/files/detect-image-type.ts';

const LOCAL_FILE_HEADER = 0x04034b50;

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
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 4 || buffer.readUInt32LE(0) !== LOCAL_FILE_HEADER) return false;
  let names: string[];
  try {
    names = readZipDirectorySync(buffer).entries.map((entry) => entry.name);
  } catch {
    return false; // not a complete zip
  }
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('xl/'));
}
