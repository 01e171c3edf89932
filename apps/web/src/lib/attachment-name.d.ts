/**
 * The file name of a `Content-Disposition` header: `filename*` (RFC 5987, UTF-8, used for
 * Cyrillic names) wins over the plain `filename`.
 * @returns null when the header is missing or names no file
 */
export declare function readAttachmentName(header: string | null): string | null;
