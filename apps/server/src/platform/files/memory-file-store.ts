import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { assertFileKey } from './file-key.ts';
import type { FileStore } from './file-store.ts';

/** A file store in process memory, for tests and `memory://` runs; lost on exit. */
export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    async put(key, body) {
      assertFileKey(key);
      const bytes = body instanceof Uint8Array ? Uint8Array.from(body) : await buffer(body);
      files.set(key, bytes);
      return { size: bytes.length };
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
