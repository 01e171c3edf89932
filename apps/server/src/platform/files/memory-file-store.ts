import { Readable } from 'node:stream';
import { assertFileKey } from './file-key.ts';
import type { FileStore } from './file-store.ts';

/** A file store in process memory, for tests and `memory://` runs; lost on exit. */
export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    async put(key, bytes) {
      assertFileKey(key);
      files.set(key, Uint8Array.from(bytes));
    },
    async open(key) {
      assertFileKey(key);
      const bytes = files.get(key);
      return bytes ? { body: Readable.from([Buffer.from(bytes)]), size: bytes.length } : undefined;
    },
    async delete(key) {
      assertFileKey(key);
      files.delete(key);
    },
  };
}
