import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image-type.ts';
import { createDiskFileStore } from './disk-file-store.ts';
import { createFileStore } from './file-store.ts';
import { createMemoryFileStore } from './memory-file-store.ts';

const root = await mkdtemp(join(tmpdir(), 'plotline-files-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe.each([
  ['memory', createMemoryFileStore()],
  ['disk', createDiskFileStore(join(root, 'store'))],
])('%s file store', (_name, store) => {
  it('stores, reads back, replaces and deletes a file', async () => {
    await store.put('photos/ab/one.jpg', Buffer.from('first'), 'image/jpeg');
    await store.put('photos/ab/one.jpg', Buffer.from('second'), 'image/jpeg');
    const file = await store.open('photos/ab/one.jpg');
    if (!file) throw new Error('file missing');
    expect(file.size).toBe(6);
    expect(await text(file.body)).toBe('second');
    await store.delete('photos/ab/one.jpg');
    expect(await store.open('photos/ab/one.jpg')).toBeUndefined();
  });

  it('stores a stream chunk by chunk, and nothing when the stream fails', async () => {
    const chunks = Array.from({ length: 64 }, (_, i) => Buffer.alloc(16_384, i));
    expect(
      await store.put('uploads/big.bin', Readable.from(chunks), 'application/octet-stream'),
    ).toEqual({
      size: 64 * 16_384,
    });
    const file = await store.open('uploads/big.bin');
    expect(
      Buffer.compare(await buffer(file?.body ?? Readable.from([])), Buffer.concat(chunks)),
    ).toBe(0);
    async function* broken() {
      yield Buffer.from('half');
      throw new Error('connection reset');
    }
    await expect(
      store.put('uploads/cut.bin', Readable.from(broken()), 'text/plain'),
    ).rejects.toThrow('connection reset');
    expect(await store.open('uploads/cut.bin')).toBeUndefined();
  });

  it('treats a missing file as absent, and deleting it as done', async () => {
    expect(await store.open('photos/none.png')).toBeUndefined();
    await expect(store.delete('photos/none.png')).resolves.toBeUndefined();
  });

  it.each(['../escape', '/absolute', 'a/../b', 'a//b', '.hidden', 'a\\b', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /invalid file key/,
      );
      await expect(store.open(key)).rejects.toThrow(/invalid file key/);
    },
  );
});

describe('disk file store', () => {
  it('keeps files under <dataDir>/files and leaves no temporary file behind', async () => {
    const store = createFileStore(join(root, 'data'));
    await store.put('photos/cd/two.png', Buffer.from('png'), 'image/png');
    expect(await readdir(join(root, 'data', 'files', 'photos', 'cd'))).toEqual(['two.png']);
    async function* broken() {
      yield Buffer.from('half');
      throw new Error('connection reset');
    }
    await store
      .put('photos/cd/cut.png', Readable.from(broken()), 'image/png')
      .catch(() => undefined);
    expect(await readdir(join(root, 'data', 'files', 'photos', 'cd'))).toEqual(['two.png']);
  });
});

describe('detectImageType', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
    [[...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')], 'image/webp'],
    [[...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WAVE')], undefined],
    [[...Buffer.from('GIF89a')], undefined],
    [[0xff, 0xd8], undefined],
    [[], undefined],
  ])('reads %j as %s', (bytes, type) => {
    expect(detectImageType(Uint8Array.from(bytes))).toBe(type);
  });
});
