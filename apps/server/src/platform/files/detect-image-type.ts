import type { PhotoContentType } from '@plotline/contract/photos';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * The image type of a file by its first bytes (magic numbers), whatever its name or the
 * content type the client claimed: JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, WebP
 * `RIFF····WEBP`. Anything else is undefined.
 */
export function detectImageType(bytes: Uint8Array): PhotoContentType | undefined {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
}

/** The file-name extension of an image type. */
export function extensionOf(type: PhotoContentType): string {
  return { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }[type];
}
