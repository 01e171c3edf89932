/**
 * The file name of a `Content-Disposition` header: `filename*` (RFC 5987, UTF-8, used for
 * Cyrillic names) wins over the plain `filename`.
 * @returns null when the header is missing or names no file
 */
export function readAttachmentName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim();
  if (extended) {
    const encoded = extended.replace(/^"|"$/g, '').replace(/^[\w-]*'[\w-]*'/, '');
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed extended name falls back to the plain one.
    }
  }
  const plain = /filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]+)/i.exec(header)?.[1]?.trim();
  if (!plain) return null;
  return plain.startsWith('"') ? plain.slice(1, -1).replace(/\\(.)/g, '$1') : plain;
}
