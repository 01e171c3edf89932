/** One path segment: no leading dot (so no `..`), no separators, nothing a shell would mind. */
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/**
 * Checks a key before it reaches a disk path or a bucket.
 * @throws Error when the key could escape the store's root
 */
export function assertFileKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.length > 512) throw new Error(`invalid file key: ${key}`);
}
