/**
 * The pairs of a tus `Upload-Metadata` header: `key base64value` separated by commas (a key
 * alone has no value). Undefined when the header is malformed: a key twice, a bad key, or a
 * value that is not base64.
 */
export function parseTusMetadata(header: string | undefined): Map<string, string> | undefined {
  const pairs = new Map<string, string>();
  if (!header?.trim()) return pairs;
  for (const pair of header.split(',')) {
    const [key = '', value, ...extra] = pair.trim().split(' ');
    if (!/^[A-Za-z0-9_.-]+$/.test(key) || extra.length > 0 || pairs.has(key)) return undefined;
    if (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return undefined;
    pairs.set(key, value === undefined ? '' : Buffer.from(value, 'base64').toString('utf8'));
  }
  return pairs;
}
