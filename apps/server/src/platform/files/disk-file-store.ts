import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertFileKey } from './file-key.ts';
import type { FileStore } from './file-store.ts';

/**
 * Files on the local disk under `root`, one file per key. A write goes to a temporary name
 * beside the target and is renamed into place, so a reader never sees half a file.
 */
export function createDiskFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertFileKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomUUID()}.tmp`;
      try {
        if (body instanceof Uint8Array) await writeFile(temporary, body);
        else await pipeline(body, createWriteStream(temporary));
        const { size } = await stat(temporary);
        await rename(temporary, path);
        return { size };
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async open(key) {
      const path = pathOf(key);
      const info = await stat(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(path), size: info.size };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    localPath: pathOf,
  };
}
