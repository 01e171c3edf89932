import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from './file-store.ts';

/**
 * Runs `use` with a path on this machine's disk holding the stored file `key`: the store's
 * own file when it keeps files on disk, else a copy in a scratch folder removed when `use`
 * ends (a reader needing random access, like the zip reader of decision 025, over an object
 * store). The copy is a cache of this run only: the stored file stays the job's input.
 * @throws when there is no file under `key`
 */
export async function withLocalFile<T>(
  files: FileStore,
  key: string,
  use: (path: string) => Promise<T>,
): Promise<T> {
  if (files.localPath) return use(files.localPath(key));
  const stored = await files.open(key);
  if (!stored) throw new Error(`no stored file ${key}`);
  const folder = await mkdtemp(join(tmpdir(), 'plotline-job-'));
  try {
    const path = join(folder, 'file');
    await pipeline(stored.body, createWriteStream(path));
    return await use(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
