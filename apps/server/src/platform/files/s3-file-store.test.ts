import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../test/s3-server.ts';
import type { FileStore } from './file-store.ts';
import { createS3FileStore, S3_MIN_PART_SIZE } from './s3-file-store.ts';

let s3: S3Server;
let store: FileStore;
beforeAll(async () => {
  s3 = await startS3Server();
  // S3's smallest parts, so 20 MB make four of them
  store = createS3FileStore(s3.settings, { partSize: S3_MIN_PART_SIZE });
});
afterAll(() => s3?.close());

/** `count` chunks of 1 MiB whose bytes depend on their number: the same every run. */
function* megabytes(count: number) {
  for (let i = 0; i < count; i++) yield Buffer.alloc(1024 * 1024, (i * 7) % 251);
}

describe('S3 file store (against s3rver)', () => {
  it('stores, reads back, replaces and deletes an object', async () => {
    await store.put('photos/ab/one.jpg', Buffer.from('first'), 'image/jpeg');
    await store.put('photos/ab/one.jpg', Buffer.from('second'), 'image/jpeg');
    const file = await store.open('photos/ab/one.jpg');
    expect(file?.size).toBe(6);
    expect(await text(file?.body ?? Readable.from([]))).toBe('second');
    await store.delete('photos/ab/one.jpg');
    expect(await store.open('photos/ab/one.jpg')).toBeUndefined();
    await expect(store.delete('photos/ab/one.jpg')).resolves.toBeUndefined();
  });

  it('sends a 20 MB stream as a multipart upload of 5 MB parts, byte for byte', async () => {
    const expected = createHash('sha256');
    for (const chunk of megabytes(20)) expected.update(chunk);
    expect(
      await store.put('uploads/big.bin', Readable.from(megabytes(20)), 'application/octet-stream'),
    ).toEqual({
      size: 20 * 1024 * 1024,
    });
    const file = await store.open('uploads/big.bin');
    expect(file?.size).toBe(20 * 1024 * 1024);
    const stored = createHash('sha256').update(await buffer(file?.body ?? Readable.from([])));
    expect(stored.digest('hex')).toBe(expected.digest('hex'));
    expect(await s3.countPendingParts()).toBe(0);
    await store.delete('uploads/big.bin');
  });

  it('leaves nothing when the stream fails after some parts were sent', async () => {
    async function* broken() {
      yield* megabytes(12);
      throw new Error('connection reset');
    }
    await expect(
      store.put('uploads/cut.bin', Readable.from(broken()), 'text/plain'),
    ).rejects.toThrow('connection reset');
    expect(await store.open('uploads/cut.bin')).toBeUndefined();
    expect(await s3.listKeys()).not.toContain('uploads/cut.bin');
    expect(await s3.countPendingParts()).toBe(0);
  });

  it('treats a missing object as absent', async () => {
    expect(await store.open('photos/none.png')).toBeUndefined();
  });

  it.each(['../escape', '/absolute', 'a//b', '.hidden'])('refuses the key %j', async (key) => {
    await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /invalid file key/,
    );
  });
});
