import { beforeEach, describe, expect, it } from 'vitest';
import { photos } from '../../db/schema.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import { createMemoryFileStore } from '../../platform/files/memory-file-store.ts';
import { buildUser } from '../../test/factories.ts';
import { buildNursery, ownerOf } from '../../test/nursery-factories.ts';
import { getTestDatabase, resetDatabase } from '../../test/test-app.ts';
import { PLOT_PHOTOS } from './photo-subjects.ts';
import { createPhoto, deletePhoto } from './save-photo.ts';

const photo = { filename: 'a.png', bytes: Buffer.from('png'), contentType: 'image/png' as const };

describe('createPhoto / deletePhoto', () => {
  let files: FileStore;
  let stored: string[];
  let plotId: number;
  let userId: number;

  beforeEach(async () => {
    const database = await getTestDatabase();
    await resetDatabase(database);
    const user = await buildUser(database.db, { username: 'alice' });
    userId = user.id;
    plotId = (await buildNursery(database.db, ownerOf(user))).plots[0]?.id ?? 0;
    const memory = createMemoryFileStore();
    stored = [];
    files = {
      ...memory,
      put: async (key, bytes, type) => {
        stored.push(key);
        return memory.put(key, bytes, type);
      },
    };
  });

  it('keeps the file under a fresh photos/ key and removes it with the row', async () => {
    const { db } = await getTestDatabase();
    const upload = { subjectId: plotId, photo, photographed_at: '2024-06-15', comment: '' };
    const row = await createPhoto({ db, files }, PLOT_PHOTOS, upload, userId);
    expect(row.storageKey).toMatch(/^photos\/[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/);
    expect(await files.open(row.storageKey)).toBeDefined();
    await deletePhoto({ db, files }, row.id);
    expect(await files.open(row.storageKey)).toBeUndefined();
    expect(await db.select().from(photos)).toEqual([]);
  });

  it('removes the file again when the row cannot be written', async () => {
    const { db } = await getTestDatabase();
    const upload = { subjectId: 999, photo, photographed_at: '2024-06-15', comment: '' };
    await expect(createPhoto({ db, files }, PLOT_PHOTOS, upload, userId)).rejects.toThrow();
    expect(stored).toHaveLength(1);
    expect(await files.open(stored[0] ?? '')).toBeUndefined();
  });
});
