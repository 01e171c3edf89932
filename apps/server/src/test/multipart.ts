/** A text field or a file of a multipart body. */
export type Part = string | { filename: string; content: Buffer; type?: string };

/** The smallest valid-looking PNG: its signature is all the server checks. */
export const TINY_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a png'),
]);

/**
 * A multipart/form-data body of text and file parts, with its content-type header. A list
 * repeats its name, one part per item.
 */
export function multipart(parts: Record<string, Part | Part[] | undefined>) {
  const boundary = '----plotline-test-boundary';
  const chunks: Buffer[] = [];
  const entries = Object.entries(parts).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((part) => [name, part] as const),
  );
  for (const [name, part] of entries) {
    if (part === undefined) continue;
    const head =
      typeof part === 'string'
        ? `Content-Disposition: form-data; name="${name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`));
    chunks.push(typeof part === 'string' ? Buffer.from(part) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
