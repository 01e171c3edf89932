import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { createDiskFileStore } from './disk-file-store.ts';
import { createMemoryFileStore } from './memory-file-store.ts';
import { createS3FileStore, type S3Settings } from './s3-file-store.ts';

/** The bytes of a stored file, as a stream, and their length. */
export type StoredFile = { body: Readable; size: number };

/**
 * Where uploaded files (photos…) live. Keys are relative, `/`-separated paths chosen by the
 * caller (`photos/3f/3f0c….jpg`). The three operations map one to one onto an object store
 * (S3 PutObject, GetObject, DeleteObject), so a bucket can replace the disk later (decision 011).
 */
export type FileStore = {
  /**
   * Stores `body` (bytes, or a stream read to its end: never held whole in memory) under
   * `key`, replacing any file there; visible only once complete, absent if the stream fails.
   * @returns the stored size in bytes
   */
  put(key: string, body: Uint8Array | Readable, contentType: string): Promise<{ size: number }>;
  /** The file under `key`, or undefined when there is none. */
  open(key: string): Promise<StoredFile | undefined>;
  /** Removes the file under `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Where the file under `key` lies on this machine's disk, for stores that keep files there
   * (readers that need random access, like the zip reader, then skip a copy: decision 032).
   */
  localPath?(key: string): string;
};

/**
 * The app's file store: objects of an S3 bucket when S3 is configured (decision 033), else
 * files under `<dataDir>/files`, or in memory when the data dir is `memory://` (tests,
 * throw-away runs).
 */
export function createFileStore(dataDir: string, s3?: S3Settings): FileStore {
  if (s3) return createS3FileStore(s3);
  return dataDir === 'memory://'
    ? createMemoryFileStore()
    : createDiskFileStore(join(dataDir, 'files'));
}
